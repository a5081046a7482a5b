/**
 * Fixed requests of every operation the 2026-11-28 change (one shape per concept) reshapes, run
 * through the same calculation tasks the routes use, for a given compatibility date. The fixture
 * `fixtures/shapes-before-2026-11-28.json` holds their bodies as the code answered them before
 * that change (at 2026-09-03 and at the baseline), recorded by `record-shapes.ts`.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { greatCircleMidpoint } from '../../src/astro/synastry/index.ts';
import {
  lunarReturnResponse,
  progressionsResponse,
  solarArcResponse,
  solarReturnResponse,
} from '../../src/calc/responses/moving-chart-responses.ts';
import { natalResponse } from '../../src/calc/responses/natal-response.ts';
import type { ReadyResponse } from '../../src/calc/responses/ready-to-send.ts';
import { type PairResponse, relationshipResponse } from '../../src/calc/responses/relationship-response.ts';
import { eclipsesResponse, retrogradeResponse } from '../../src/calc/responses/sky-calendars.ts';
import { fillTextSlots, slotUrns } from '../../src/calc/responses/text-slots.ts';
import { transitResponse } from '../../src/calc/responses/transit-response.ts';
import { interpretationText } from '../../src/interpretation/index.ts';

const points = ['sun', 'moon', 'mercury', 'mars', 'saturn', 'ascendant', 'midheaven'];
const berlin = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const paris = {
  dateTime: '1990-05-17T14:30',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
  placeName: 'Paris',
  points,
};
const tokyo = {
  dateTime: '1988-11-03T07:10',
  latitude: 35.6762,
  longitude: 139.6503,
  timezone: 'Asia/Tokyo',
  localTimeRule: 'later' as const,
  points,
};
const readable = { language: 'en' as const, includeText: true, includeReadableEntities: true };

/** The body as the caller gets it: built-in texts spliced into the slots (as the web thread does). */
function body(outcome: ReadyResponse | PairResponse): unknown {
  if ('personProblems' in outcome) throw new Error(JSON.stringify(outcome.personProblems));
  if (!('slots' in outcome)) return JSON.parse(Buffer.from(outcome.bytes).toString('utf8'));
  const texts = new Map(
    slotUrns(outcome.slots).flatMap((urn) => {
      const text = interpretationText(urn, 'en');
      return text ? [[urn, text] as const] : [];
    }),
  );
  return JSON.parse(fillTextSlots(outcome, texts).toString('utf8'));
}

const pair = [{ birth: paris, name: 'Ada' }, { birth: tokyo }] as const;
const relationship = (kind: 'synastry' | 'davison' | 'score' | 'compatibility', path: string) => (applied: string) =>
  body(
    relationshipResponse({
      operation: { kind },
      persons: [...pair],
      synastry: {},
      presentation: readable,
      version: { method: 'POST', path, applied },
    }),
  );

/** Each case: the operation's method and path, and its body at a compatibility date. */
export const SHAPE_CASES: Record<string, { method: 'GET' | 'POST'; path: string; run: (applied: string) => unknown }> =
  {
    natal: {
      method: 'POST',
      path: '/api/calc/natal',
      run: (applied) =>
        body(
          natalResponse({
            chart: { ...berlin, houseSystem: 'placidus', points },
            presentation: { ...readable, placeName: 'Berlin', localTimeRule: 'earlier' },
            version: { method: 'POST', path: '/api/calc/natal', applied },
          }),
        ),
    },
    natalSidereal: {
      method: 'GET',
      path: '/api/calc/natal',
      run: (applied) =>
        body(
          natalResponse({
            chart: { ...berlin, points, zodiac: 'sidereal', ayanamsa: 'lahiri' },
            presentation: {
              language: 'en',
              includeText: false,
              includeReadableEntities: false,
              localTimeRule: 'earlier',
            },
            version: { method: 'GET', path: '/api/calc/natal', applied },
          }),
        ),
    },
    transit: {
      method: 'POST',
      path: '/api/calc/transit',
      run: (applied) =>
        body(
          transitResponse({
            chart: {
              birth: berlin,
              start: '2026-01-01T00:00:00Z',
              end: '2026-02-01T00:00:00Z',
              points: ['sun', 'mars'],
              natalPoints: ['sun', 'moon', 'venus'],
            },
            presentation: {
              span: { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z', timezone: 'UTC' },
              ...readable,
            },
            version: { method: 'POST', path: '/api/calc/transit', applied },
          }),
        ),
    },
    solarReturn: {
      method: 'POST',
      path: '/api/calc/solar-return',
      run: (applied) =>
        body(
          solarReturnResponse({
            chart: { birth: berlin, returnYear: 2026, asOf: '2026-01-01T00:00:00Z', returnLocation: null },
            presentation: { ...readable, includeText: false },
            version: { method: 'POST', path: '/api/calc/solar-return', applied },
          }),
        ),
    },
    lunarReturn: {
      method: 'POST',
      path: '/api/calc/lunar-return',
      run: (applied) =>
        body(
          lunarReturnResponse({
            chart: { birth: berlin, returnDate: '2026-01-01', count: 2, returnLocation: null },
            presentation: { language: 'en', includeText: false, includeReadableEntities: false },
            version: { method: 'POST', path: '/api/calc/lunar-return', applied },
          }),
        ),
    },
    progressions: {
      method: 'POST',
      path: '/api/calc/progressions',
      run: (applied) =>
        body(
          progressionsResponse({
            chart: { birth: berlin, targetDate: '2026-06-01T00:00' },
            presentation: readable,
            version: { method: 'POST', path: '/api/calc/progressions', applied },
          }),
        ),
    },
    solarArc: {
      method: 'POST',
      path: '/api/calc/solar-arc',
      run: (applied) =>
        body(
          solarArcResponse({
            chart: { birth: berlin, targetDate: '2026-06-01T00:00' },
            presentation: readable,
            version: { method: 'POST', path: '/api/calc/solar-arc', applied },
          }),
        ),
    },
    synastry: { method: 'POST', path: '/api/calc/synastry', run: relationship('synastry', '/api/calc/synastry') },
    composite: {
      method: 'POST',
      path: '/api/calc/composite',
      run: (applied) =>
        body(
          relationshipResponse({
            operation: { kind: 'composite', place: { ...greatCircleMidpoint(paris, tokyo), source: 'midpoint' } },
            persons: [...pair],
            synastry: {},
            presentation: readable,
            version: { method: 'POST', path: '/api/calc/composite', applied },
          }),
        ),
    },
    davison: { method: 'POST', path: '/api/calc/davison', run: relationship('davison', '/api/calc/davison') },
    score: { method: 'POST', path: '/api/calc/synastry/score', run: relationship('score', '/api/calc/synastry/score') },
    compatibility: {
      method: 'POST',
      path: '/api/calc/compatibility',
      run: relationship('compatibility', '/api/calc/compatibility'),
    },
    retrograde: {
      method: 'POST',
      path: '/api/calc/retrograde',
      run: (applied) =>
        body(
          retrogradeResponse({
            request: { startDate: '2026-01-01', endDate: '2026-06-30', points: ['mercury', 'mars'] },
            version: { method: 'POST', path: '/api/calc/retrograde', applied },
          }),
        ),
    },
    eclipses: {
      method: 'POST',
      path: '/api/calc/eclipses',
      run: (applied) =>
        body(
          eclipsesResponse({
            request: { startDate: '2026-01-01', endDate: '2026-12-31' },
            version: { method: 'POST', path: '/api/calc/eclipses', applied },
          }),
        ),
    },
  };

/**
 * The last date before the change, for every case; the baseline only for transit (the one
 * operation an older change, 2026-09-03, also reshapes: the others answer the same at both).
 */
export const RECORDED = { '2026-11-27': Object.keys(SHAPE_CASES), '2026-01-01': ['transit'] } as const;

// Keeps the natal chart engine warm-up out of the first case's time (ava's default timeout).
export const warm = () => computeNatalChart(berlin);
