/**
 * From the attributes of POST /api/pdf-reports to what the report is made from (StoredReport),
 * checked now as the calculation endpoints check the same input, so that a date that does not
 * exist, an unknown zone, a return year or target date the engine refuses answers 400 naming the
 * request's field, instead of failing the queued report later.
 */
import type { z } from 'zod';
import { resolveHouseSystem } from '../../astro/natal-chart.ts';
import type { CalculationPool } from '../../calc/pool.ts';
import { CalculationInputRejected } from '../../calc/pool-errors.ts';
import { callerProblem } from '../../calc/tasks/task-outcome.ts';
import { errors } from '../../http/errors.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import { VEDIC_LANGUAGES } from '../../interpretation/vedic/index.ts';
import { natalBirthOf, type StoredReport } from '../../jobs/reports/report-input.ts';
import { foldName, NameError } from '../../numerology/index.ts';
import type { ReportType } from '../../reports/report-types.ts';
import { type BirthData, parseBirthData } from '../calc/birth-data.ts';
import type { createReportBody } from './schema.ts';
import { resolveTransitPeriod } from './transit-period.ts';

/** The attributes of a report request, as its body schema leaves them. */
export type ReportAttributes = z.infer<typeof createReportBody>['data']['attributes'];

/** Where the attributes sit in the request body (the prefix of the fields errors name). */
export const ATTRIBUTES = 'data.attributes';

/** The people and chart options of a request: what every report type is made from. */
export interface RequestedChart {
  birth: BirthData;
  houseSystem?: string;
  /** The second person, when sent (only synastry reports keep it). */
  partner?: { name: string; birth: BirthData };
  zodiac?: 'tropical' | 'sidereal';
  ayanamsa?: ReportAttributes['ayanamsa'];
}

/**
 * Reads the birth data (the partner's too), the house system and the zodiac of a request, the
 * birth times resolved in the calculation pool.
 * @throws ValidationError (400) naming the field, e.g. `data.attributes.partner.birthData.dateTime`
 */
export async function readRequestedChart(pool: CalculationPool, a: ReportAttributes): Promise<RequestedChart> {
  const birth = parseBirthData(a.birthData, 'body', `${ATTRIBUTES}.birthData`);
  const houseSystem = a.houseSystem === undefined ? undefined : resolveHouseSystem(a.houseSystem).name;
  const partner = a.partner
    ? { name: a.partner.name, birth: parseBirthData(a.partner.birthData, 'body', `${ATTRIBUTES}.partner.birthData`) }
    : undefined;
  await pool.run('birth-time', birth, 'body', `${ATTRIBUTES}.birthData`);
  if (partner) await pool.run('birth-time', partner.birth, 'body', `${ATTRIBUTES}.partner.birthData`);
  if (a.ayanamsa && a.zodiac !== 'sidereal')
    throw errors.invalidParameter(`${ATTRIBUTES}.ayanamsa`, 'body', (t) => t.siderealOnly());
  // This member order is part of the request's fingerprint (queue-report.ts): keep it.
  return {
    birth,
    ...(houseSystem ? { houseSystem } : {}),
    ...(partner ? { partner } : {}),
    ...(a.zodiac ? { zodiac: a.zodiac } : {}),
    ...(a.ayanamsa ? { ayanamsa: a.ayanamsa } : {}),
  };
}

/**
 * The languages a report type is written in: the Vedic report's (VEDIC_LANGUAGES), the others'
 * (LANGUAGES).
 * @throws ValidationError (400) naming `data.attributes.language`
 */
function checkLanguage(reportType: ReportType, language: string): void {
  const written: readonly string[] = reportType === 'vedic' ? VEDIC_LANGUAGES : LANGUAGES;
  if (!written.includes(language))
    throw errors.invalidParameter(`${ATTRIBUTES}.language`, 'body', (t) =>
      t.reportLanguage({ values: written, reportType }),
    );
}

/** What a name lacks for numerology (no Latin letter), or undefined when it can be read. */
function nameProblem(name: string): NameError | undefined {
  try {
    foldName(name);
    return undefined;
  } catch (error) {
    if (error instanceof NameError) return error;
    throw error;
  }
}

/**
 * What a report of `reportType` is made from: the chart, and what the report type needs besides,
 * resolved now (a transit period's default starts at `now`; a solar return's default year is the
 * one of `now`), so that the queued report, its retries and its replays all mean the same.
 * @throws ValidationError (400) naming the missing or refused field (`data.attributes.partner`,
 * `data.attributes.transitPeriod.end`, `data.attributes.returnYear`, `data.attributes.targetDate`, …)
 */
export async function storedReportOf(
  pool: CalculationPool,
  reportType: ReportType,
  requested: RequestedChart,
  a: ReportAttributes,
  now: Date,
): Promise<StoredReport> {
  const { partner, ...chart } = requested;
  const { birth, houseSystem } = chart;
  const natalBirth = natalBirthOf(birth);
  checkLanguage(reportType, a.language);
  switch (reportType) {
    case 'vedic': {
      if (a.zodiac === 'tropical')
        throw errors.invalidParameter(`${ATTRIBUTES}.zodiac`, 'body', (t) => t.kundliSidereal());
      const node = a.node ?? 'mean';
      const dashaDate = a.dashaDate ?? `${now.toISOString().slice(0, 19)}Z`;
      // Computed once now, so that a dasha date before the birth answers 400 here.
      const outcome = await pool.outcome('vedicKundli', {
        birth: natalBirth,
        ayanamsa: a.ayanamsa ?? 'lahiri',
        node,
        date: dashaDate,
      });
      if (!outcome.ok)
        throw new CalculationInputRejected(
          callerProblem(outcome.problem, ATTRIBUTES, { date: 'dashaDate', birthDateTime: 'birthData.dateTime' }),
          'body',
        );
      const chartStyle = a.chartStyle ?? 'north';
      if (partner && !a.matchRole)
        throw errors.invalidParameter(`${ATTRIBUTES}.matchRole`, 'body', (t) => t.matchRole());
      if (a.matchRole && !partner)
        throw errors.invalidParameter(`${ATTRIBUTES}.partner`, 'body', (t) => t.matchPartner());
      const panchang = a.panchangMonth ? await panchangMonthOf(pool, a, birth) : undefined;
      const matching = partner && a.matchRole ? { matchRole: a.matchRole } : {};
      const vedic = { node, dashaDate, chartStyle, ...matching, ...(panchang ? { panchang } : {}) };
      return { reportType, input: { ...chart, ...(partner ? { partner } : {}), vedic } };
    }
    case 'natal':
      return { reportType, input: chart };
    case 'synastry':
    case 'composite':
      if (!partner)
        throw errors.invalidParameter(`${ATTRIBUTES}.partner`, 'body', (t) => t.partnerRequired({ reportType }));
      return { reportType, input: { ...chart, partner } };
    case 'lunar-return': {
      // Computed once now: a date the engine refuses answers 400 here.
      const returnDate = a.returnDate ?? now.toISOString().slice(0, 10);
      await pool.run(
        'lunar-return',
        {
          birth: natalBirth,
          houseSystem,
          returnDate,
          returnLocation: a.returnLocation ?? null,
          zodiac: a.zodiac,
          ayanamsa: a.ayanamsa,
        },
        'body',
        ATTRIBUTES,
      );
      const returnLocation = a.returnLocation ? { returnLocation: a.returnLocation } : {};
      return { reportType, input: { ...chart, lunarReturn: { returnDate, ...returnLocation } } };
    }
    case 'numerology': {
      const fullName = a.fullName ?? a.name;
      const problem = nameProblem(fullName);
      if (problem)
        throw errors.invalidParameter(`${ATTRIBUTES}.fullName`, 'body', (t) =>
          t.numerologyName({ letter: problem.letter, report: true }),
        );
      const forecastYear = a.forecastYear ?? now.getUTCFullYear();
      return { reportType, input: { ...chart, numerology: { fullName, forecastYear } } };
    }
    case 'chinese':
      return { reportType, input: { ...chart, chinese: { forecastYear: a.forecastYear ?? now.getUTCFullYear() } } };
    case 'transit': {
      const period = resolveTransitPeriod(a.transitPeriod, birth, now.getTime(), {
        period: `${ATTRIBUTES}.transitPeriod`,
        birth: `${ATTRIBUTES}.birthData`,
      });
      return { reportType, input: { ...chart, period } };
    }
    case 'solar-return': {
      // Computed once now: a year the engine refuses answers 400 here, and the default year is the request's.
      const solarReturn = await pool.run(
        'solar-return',
        {
          birth: natalBirth,
          houseSystem,
          returnYear: a.returnYear,
          asOf: now.toISOString(),
          returnLocation: a.returnLocation ?? null,
          zodiac: a.zodiac,
          ayanamsa: a.ayanamsa,
        },
        'body',
        ATTRIBUTES,
      );
      const returnLocation = a.returnLocation ? { returnLocation: a.returnLocation } : {};
      return {
        reportType,
        input: { ...chart, solarReturn: { returnYear: solarReturn.returnYear, ...returnLocation } },
      };
    }
    case 'progressions': {
      if (a.targetDate === undefined)
        throw errors.invalidParameter(`${ATTRIBUTES}.targetDate`, 'body', (t) => t.targetDateRequired());
      // Computed once now, so that a target date the engine refuses answers 400 here.
      const { targetDate, angles, zodiac, ayanamsa } = a;
      await pool.run(
        'progressions',
        { birth: natalBirth, houseSystem, targetDate, angles, zodiac, ayanamsa },
        'body',
        ATTRIBUTES,
      );
      return { reportType, input: { ...chart, progressions: { targetDate, ...(angles ? { angles } : {}) } } };
    }
  }
}

/**
 * A Vedic report's month of panchang, computed once now, so that a place without sunrises
 * (polar day or night) or an unknown zone answers 400 naming `panchangLocation`.
 */
async function panchangMonthOf(pool: CalculationPool, a: ReportAttributes, birth: BirthData) {
  const month = a.panchangMonth as string;
  const location = a.panchangLocation ?? {
    latitude: birth.latitude,
    longitude: birth.longitude,
    ...(birth.timezone ? { timezone: birth.timezone } : {}),
  };
  const outcome = await pool.outcome('vedicPanchangMonth', { month, location, ayanamsa: a.ayanamsa ?? 'lahiri' });
  if (!outcome.ok)
    throw new CalculationInputRejected(
      callerProblem(outcome.problem, ATTRIBUTES, {
        'location.latitude': 'panchangLocation.latitude',
        'location.timezone': a.panchangLocation ? 'panchangLocation.timezone' : 'birthData.timezone',
      }),
      'body',
    );
  const { latitude, longitude, timezone } = outcome.value;
  const coordinates = `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
  const name = a.panchangLocation ? coordinates : (birth.placeName ?? coordinates);
  return { month, place: { latitude, longitude, timezone, name } };
}
