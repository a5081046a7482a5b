/**
 * The traditional techniques as the pool tasks take them: a birth (as the returns take it) and
 * the technique's own members, turned into the natal chart's longitudes and sect, then handed to
 * the tables. Instants are answered as ISO 8601 UTC to the second. Errors name the request's
 * fields (`birthDateTime`, `birthLocation.latitude`, `date`, `endDate`, …). Pure.
 */
import { norm360 } from '../angles.ts';
import { inputError } from '../errors.ts';
import type { NatalChart } from '../natal-chart.ts';
import { type BirthInput, castBirthChart, renamingFields } from '../returns/chart-cast.ts';
import { resolveBirthTime, timezoneAt } from '../time/birth-time.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import { almutenOf, essentialDignity, receptions } from './dignities.ts';
import { firdaria, type NodePlacement } from './firdaria.ts';
import { computeLots, type LotInputs } from './lots.ts';
import { planetaryHours } from './planetary-hours.ts';
import { profectionsAt } from './profections.ts';
import { sectOf } from './sect.ts';
import { CLASSICAL_PLANETS, type ClassicalPlanet, signIndexOf, signName } from './tables.ts';
import { zodiacalReleasing } from './zodiacal-releasing.ts';

/** An instant as ISO 8601 UTC, whole seconds. */
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The natal chart of a birth with the classical planets and the Ascendant (tropical, whole signs). */
function birthChart(birth: BirthInput): NatalChart {
  return castBirthChart(birth, {
    houseSystem: 'whole-sign',
    points: [...CLASSICAL_PLANETS, 'ascendant', 'midheaven'],
    aspects: { types: [] },
  });
}

function longitudes(chart: NatalChart): Record<ClassicalPlanet | 'ascendant' | 'midheaven', number> {
  const at = Object.fromEntries(chart.points.map((p) => [p.id, p.longitude]));
  return {
    ...(at as Record<ClassicalPlanet, number>),
    ascendant: chart.angles.ascendant,
    midheaven: chart.angles.midheaven,
  };
}

const place = (longitude: number) => {
  const index = signIndexOf(longitude);
  return { longitude: norm360(longitude), sign: signName(index), degreeInSign: norm360(longitude) - index * 30 };
};

/** What every answer repeats of the birth: its instant and sect. */
function birthSummary(chart: NatalChart) {
  return { utc: iso(Date.parse(chart.timeResolution.utc)), dayChart: chart.provenance.dayChart };
}

function natal(birth: BirthInput) {
  const chart = birthChart(birth);
  const at = longitudes(chart);
  const dayChart = chart.provenance.dayChart;
  return { chart, at, dayChart, sect: sectOf(dayChart, at.sun, at.mercury) };
}

export interface BirthRequest {
  birth: BirthInput;
}

/** POST /api/calc/traditional/lots: sect and the eight lots. */
export function lotsRequest({ birth }: BirthRequest) {
  const { chart, at, dayChart, sect } = natal(birth);
  return {
    birth: birthSummary(chart),
    ascendant: place(at.ascendant),
    sect,
    lots: computeLots(at as LotInputs, dayChart),
  };
}

/** POST /api/calc/traditional/dignities: each planet's dignities and score, almutens, receptions. */
export function dignitiesRequest({ birth }: BirthRequest) {
  const { chart, at, dayChart, sect } = natal(birth);
  const fortune = computeLots(at as LotInputs, dayChart)[0].longitude;
  const planets = CLASSICAL_PLANETS.map((p) => ({ ...place(at[p]), ...essentialDignity(p, at[p], dayChart) }));
  const places = { ascendant: at.ascendant, midheaven: at.midheaven, sun: at.sun, moon: at.moon, fortune };
  const almutens = Object.entries(places).map(([name, longitude]) => ({
    place: name,
    ...almutenOf(longitude, dayChart),
  }));
  const totals: Partial<Record<ClassicalPlanet, number>> = {};
  for (const a of almutens)
    for (const [p, n] of Object.entries(a.points))
      totals[p as ClassicalPlanet] = (totals[p as ClassicalPlanet] ?? 0) + n;
  const best = Math.max(...Object.values(totals));
  return {
    birth: birthSummary(chart),
    sect,
    planets,
    almutens,
    chartAlmuten: { almuten: CLASSICAL_PLANETS.filter((p) => totals[p] === best), points: totals },
    receptions: receptions(at, dayChart),
  };
}

/** An instant the request gives as a local date or date-time at the birth place (or with an offset). */
export function instantAt(field: string, text: string, birth: BirthInput): number {
  return renamingFields({ dateTime: field }, () =>
    Date.parse(
      resolveBirthTime({
        dateTime: text.length === 10 ? `${text}T12:00` : text,
        latitude: birth.latitude,
        longitude: birth.longitude,
        timezone: birth.timezone ?? undefined,
      }).utc,
    ),
  );
}

function notBeforeBirth(field: string, ms: number, birthMs: number) {
  if (ms < birthMs)
    throw inputError(
      field,
      'out_of_range',
      { kind: 'after', value: 'date', than: null, orSame: true },
      'a date at or after the birth',
    );
}

/** POST /api/calc/traditional/profections. */
export function profectionsRequest({ birth, date }: BirthRequest & { date: string }) {
  const { chart, at } = natal(birth);
  const birthMs = Date.parse(chart.timeResolution.utc);
  const atMs = instantAt('date', date, birth);
  notBeforeBirth('date', atMs, birthMs);
  const p = profectionsAt(birthMs, atMs, at.ascendant);
  const period = (x: typeof p.year) => ({ ...x, start: iso(x.start), end: iso(x.end) });
  const inSign = (sign: string) => CLASSICAL_PLANETS.filter((planet) => signName(signIndexOf(at[planet])) === sign);
  return {
    birth: birthSummary(chart),
    date: iso(atMs),
    ascendant: place(at.ascendant),
    age: p.age,
    year: { ...period(p.year), planetsInSign: inSign(p.year.sign) },
    month: { number: p.monthNumber, ...period(p.month) },
    months: p.months.map((m, k) => ({ number: k + 1, ...period(m) })),
  };
}

/** POST /api/calc/traditional/firdaria: 150 years of periods, and those in force at `date`. */
export function firdariaRequest({
  birth,
  date,
  nodes = 'end',
}: BirthRequest & { date?: string; nodes?: NodePlacement }) {
  const { chart, dayChart } = natal(birth);
  const birthMs = Date.parse(chart.timeResolution.utc);
  const periods = firdaria(birthMs, dayChart, nodes);
  let current = null;
  if (date !== undefined) {
    const atMs = instantAt('date', date, birth);
    notBeforeBirth('date', atMs, birthMs);
    const major = periods.find((p) => atMs < p.end);
    const sub = major?.subPeriods.find((s) => atMs < s.end) ?? null;
    current = major ? { date: iso(atMs), major: major.lord, sub: sub?.lord ?? null } : null;
  }
  return {
    birth: birthSummary(chart),
    sequence: dayChart ? 'diurnal' : 'nocturnal',
    nodes,
    yearDays: 365.25,
    current,
    periods: periods.map((p) => ({
      ...p,
      start: iso(p.start),
      end: iso(p.end),
      subPeriods: p.subPeriods.map((s) => ({ ...s, start: iso(s.start), end: iso(s.end) })),
    })),
  };
}

export const MAX_RELEASING_YEARS = 10;
const LIFE_YEARS = 120;

/** POST /api/calc/traditional/zodiacal-releasing. */
export function zodiacalReleasingRequest(
  input: BirthRequest & {
    lot: 'fortune' | 'spirit';
    startDate: string;
    endDate: string;
    yearDays?: 360 | 365.25;
  },
) {
  const { chart, at, dayChart } = natal(input.birth);
  const birthMs = Date.parse(chart.timeResolution.utc);
  const from = instantAt(
    'startDate',
    input.startDate.length === 10 ? `${input.startDate}T00:00` : input.startDate,
    input.birth,
  );
  const to = instantAt(
    'endDate',
    input.endDate.length === 10 ? `${input.endDate}T23:59:59` : input.endDate,
    input.birth,
  );
  if (to <= from)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: false },
      'a date after startDate',
    );
  if (to - from > MAX_RELEASING_YEARS * 366 * 86_400_000)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_RELEASING_YEARS, unit: 'years', from: 'startDate', bound: 'atMost' },
      `at most ${MAX_RELEASING_YEARS} years after startDate`,
    );
  const lots = computeLots(at as LotInputs, dayChart);
  const lot = lots[input.lot === 'fortune' ? 0 : 1];
  const fortune = lots[0];
  const yearDays = input.yearDays ?? 360;
  const r = zodiacalReleasing({
    birthMs,
    lotSign: signIndexOf(lot.longitude),
    fortuneSign: signIndexOf(fortune.longitude),
    yearDays,
    from,
    to,
    lifeYears: LIFE_YEARS,
  });
  const out = (p: (typeof r.level1)[number]) => ({ ...p, start: iso(p.start), end: iso(p.end) });
  return {
    birth: birthSummary(chart),
    lot: { name: lot.name, longitude: lot.longitude, sign: lot.sign },
    fortuneSign: fortune.sign,
    yearDays,
    range: { start: iso(from), end: iso(to) },
    level1: r.level1.map(out),
    level2: r.level2.map(out),
    level3: r.level3.map(out),
  };
}

/** POST /api/calc/traditional/planetary-hours. */
export function planetaryHoursRequest(input: {
  date: string;
  location: { latitude: number; longitude: number; timezone?: string };
  elevation?: number;
}) {
  const { latitude, longitude, timezone } = input.location;
  if (timezone !== undefined && !isKnownZoneName(timezone)) throw unknownZoneError('location.timezone', timezone);
  const zone = timezone ?? timezoneAt(latitude, longitude);
  const h = planetaryHours(input.date, { latitude, longitude, elevation: input.elevation }, { zone, longitude });
  return {
    date: h.date,
    location: { latitude, longitude, timezone: zone },
    dayRuler: h.dayRuler,
    sunrise: iso(h.sunrise),
    sunset: iso(h.sunset),
    nextSunrise: iso(h.nextSunrise),
    dayHourMinutes: h.dayHourMinutes,
    nightHourMinutes: h.nightHourMinutes,
    hours: h.hours.map((x) => ({ ...x, start: iso(x.start), end: iso(x.end) })),
  };
}
