/**
 * The chart calculations' declared 2xx schemas hold their real bodies at the newest date:
 * every object is strict, so a member the presenter writes without declaring it, or a wrong
 * type, fails here. Bodies come from the same calculation tasks the routes run.
 */
import test from 'ava';
import type { ZodType } from 'zod';
import { progressionsResponse, solarArcResponse } from '../../../src/calc/responses/moving-chart-responses.ts';
import { natalResponse } from '../../../src/calc/responses/natal-response.ts';
import type { ReadyResponse } from '../../../src/calc/responses/ready-to-send.ts';
import { transitResponse } from '../../../src/calc/responses/transit-response.ts';
import { natalResponseSchema } from '../../../src/features/natal/response-schema.ts';
import {
  progressionsResponseSchema,
  solarArcResponseSchema,
} from '../../../src/features/progressions/response-schema.ts';
import {
  compatibilityResponseSchema,
  compositeResponseSchema,
  davisonResponseSchema,
  scoreResponseSchema,
  synastryResponseSchema,
} from '../../../src/features/relationship/response-schema.ts';
import { lunarReturnResponseSchema, solarReturnResponseSchema } from '../../../src/features/returns/response-schema.ts';
import { transitResponseSchema } from '../../../src/features/transits/response-schema.ts';
import { versionRegistry } from '../../../src/versioning/registry.ts';
import { SHAPE_CASES } from '../../versioning/shape-cases.ts';

const NEWEST = versionRegistry.latest;
const json = (ready: ReadyResponse) => {
  if ('slots' in ready) throw new Error('no text slots expected');
  return JSON.parse(Buffer.from(ready.bytes).toString('utf8'));
};

const SCHEMAS: Record<string, ZodType> = {
  natal: natalResponseSchema,
  natalSidereal: natalResponseSchema,
  transit: transitResponseSchema,
  solarReturn: solarReturnResponseSchema,
  lunarReturn: lunarReturnResponseSchema,
  progressions: progressionsResponseSchema,
  solarArc: solarArcResponseSchema,
  synastry: synastryResponseSchema,
  composite: compositeResponseSchema,
  davison: davisonResponseSchema,
  score: scoreResponseSchema,
  compatibility: compatibilityResponseSchema,
};

for (const [name, schema] of Object.entries(SCHEMAS)) {
  test(`${name}: the body at the newest date holds to its declared schema`, (t) => {
    const result = schema.safeParse(SHAPE_CASES[name].run(NEWEST));
    t.true(result.success, result.error ? JSON.stringify(result.error.issues.slice(0, 5), null, 1) : '');
  });
}

const berlin = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const plain = { language: 'es' as const, includeText: false, includeReadableEntities: false };

test('natal: sidereal with fixed stars and every point, no readable names', (t) => {
  const body = json(
    natalResponse({
      chart: {
        ...berlin,
        zodiac: 'sidereal',
        ayanamsa: 'raman',
        fixedStars: { orb: 2 },
        points: ['sun', 'moon', 'ceres', 'chiron', 'mean-node', 'part-of-fortune'],
      },
      presentation: { ...plain, localTimeRule: 'later' },
      version: { method: 'POST', path: '/api/calc/natal', applied: NEWEST },
    }),
  );
  const result = natalResponseSchema.safeParse(body);
  t.true(result.success, JSON.stringify(result.error?.issues.slice(0, 5)));
  t.truthy(body.data.attributes.fixedStars);
});

test('transit: sidereal with house cusps and readable names', (t) => {
  const body = transitResponse({
    chart: {
      birth: berlin,
      start: '2026-03-01T00:00:00Z',
      end: '2026-06-01T00:00:00Z',
      includeHouseCusps: true,
      zodiac: 'sidereal',
    },
    presentation: {
      span: { start: '2026-03-01T00:00:00.000Z', end: '2026-06-01T00:00:00.000Z', timezone: 'UTC' },
      language: 'de',
      includeReadableEntities: true,
      includeText: false,
    },
    version: { method: 'POST', path: '/api/calc/transit', applied: NEWEST },
  });
  const parsed = json(body);
  const result = transitResponseSchema.safeParse(parsed);
  t.true(result.success, JSON.stringify(result.error?.issues.slice(0, 5)));
  t.true(parsed.data.attributes.crossings.stations.length + parsed.data.attributes.crossings.moonPhases.length > 0);
});

test('progressions and solar arc: sidereal, with naibod angles', (t) => {
  const chart = {
    birth: berlin,
    targetDate: '2030-01-01T00:00',
    zodiac: 'sidereal' as const,
    angles: 'naibod' as const,
  };
  const version = (path: string) => ({ method: 'POST', path, applied: NEWEST });
  const progressed = progressionsResponseSchema.safeParse(
    json(progressionsResponse({ chart, presentation: plain, version: version('/api/calc/progressions') })),
  );
  t.true(progressed.success, JSON.stringify(progressed.error?.issues.slice(0, 5)));
  const directed = solarArcResponseSchema.safeParse(
    json(solarArcResponse({ chart, presentation: plain, version: version('/api/calc/solar-arc') })),
  );
  t.true(directed.success, JSON.stringify(directed.error?.issues.slice(0, 5)));
});

test('the schemas are closed: an undeclared member, a wrong type or the older list of points fails', (t) => {
  const body = SHAPE_CASES.natal.run(NEWEST) as {
    data: { attributes: { points: Record<string, Record<string, unknown>> } };
  };
  const withExtra = structuredClone(body);
  withExtra.data.attributes.points.sun.extra = 1;
  t.false(natalResponseSchema.safeParse(withExtra).success);
  const wrongType = structuredClone(body);
  wrongType.data.attributes.points.sun.longitude = '84.1';
  t.false(natalResponseSchema.safeParse(wrongType).success);
  t.false(natalResponseSchema.safeParse(SHAPE_CASES.natal.run('2026-11-27')).success);
  t.false(transitResponseSchema.safeParse(SHAPE_CASES.transit.run('2026-11-27')).success);
});
