/**
 * 2026-11-28: one shape per concept across the chart calculations. A chart point is one object
 * (`id`, `longitude`, `latitude`, `speed`, `sign`, `degreeInSign`, `house`, `retrograde`, and
 * `nakshatra`, `readable`, texts when they apply) in one container, an object keyed by point id
 * (`points.sun.longitude`); every calculation's members sit under `data.attributes`; every
 * instant is an ISO 8601 string with its resolution details beside it.
 *
 * Before: natal, synastry's `chart1`/`chart2`, composite and Davison listed points in an array;
 * return, progressed and directed points were keyed by id without `id`; transit's members sat
 * directly under `data` and its natal points were a list of `{id, longitude, sign, house,
 * retrograde}`; progressions' and solar arc's `natalDate` was an object `{utc, timeResolution,
 * location}`; retrograde stations and eclipse positions said `degreesInSign`.
 *
 * The walk-back tells the operations apart by `data.type` (each type belongs to one operation).
 */
import type { VersionChange } from '../version-change.ts';

type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rebuilds `object` with members replaced or dropped, keeping the order of the others. */
function reshape(
  object: Body,
  members: Record<string, (value: unknown) => unknown>,
  dropped: readonly string[] = [],
): Body {
  const out: Body = {};
  for (const [key, value] of Object.entries(object)) {
    if (dropped.includes(key)) continue;
    out[key] = key in members ? members[key](value) : value;
  }
  return out;
}

/** Keyed points back to the list they were (natal, synastry, composite, Davison). */
const pointList = (points: unknown) => (isRecord(points) ? Object.values(points) : points);

/** Keyed points back to keyed points without their `id` (returns, progressions, solar arc). */
const pointsWithoutId = (points: unknown) =>
  isRecord(points)
    ? Object.fromEntries(Object.entries(points).map(([key, p]) => [key, isRecord(p) ? reshape(p, {}, ['id']) : p]))
    : points;

/** Transit's natal points: the list of the five members they had. */
const transitNatalPoints = (points: unknown) =>
  isRecord(points)
    ? Object.values(points).map((p) =>
        isRecord(p) ? { id: p.id, longitude: p.longitude, sign: p.sign, house: p.house, retrograde: p.retrograde } : p,
      )
    : points;

/** A relationship's echoed natal chart (`chart1`, `chart2`). */
const personChart = (chart: unknown) => (isRecord(chart) ? reshape(chart, { points: pointList }) : chart);

/** `degreeInSign` back to `degreesInSign` at any depth (sky calendars: no other member has that name). */
function degreesInSign(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(degreesInSign);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key === 'degreeInSign' ? 'degreesInSign' : key, degreesInSign(v)]),
  );
}

/** A return chart's members (the first return, and each of `nextReturns`). */
const returnChart = (attributes: Body) => reshape(attributes, { points: pointsWithoutId });

/** Progressions and solar arc: points without ids, and `natalDate` the object it was. */
function movedChart(attributes: Body): Body {
  const resolution = isRecord(attributes.natalDateResolution) ? attributes.natalDateResolution : {};
  return reshape(
    attributes,
    { natalDate: (utc) => ({ utc, ...resolution }), points: pointsWithoutId, natalPoints: pointsWithoutId },
    ['natalDateResolution'],
  );
}

/** The older attributes of each reshaped type. */
const ATTRIBUTES: Record<string, (attributes: Body) => Body> = {
  'natal-charts': (a) => reshape(a, { points: pointList }),
  synastry: (a) => reshape(a, { chart1: personChart, chart2: personChart }),
  'composite-charts': (a) => reshape(a, { points: pointList, chart1: personChart, chart2: personChart }),
  'davison-charts': (a) => reshape(a, { points: pointList, chart1: personChart, chart2: personChart }),
  'solar-returns': returnChart,
  'lunar-returns': (a) =>
    reshape(returnChart(a), {
      nextReturns: (next) => (Array.isArray(next) ? next.map((r) => (isRecord(r) ? returnChart(r) : r)) : next),
    }),
  progressions: movedChart,
  'solar-arc-directions': movedChart,
  'retrograde-periods': (a) => degreesInSign(a) as Body,
  eclipses: (a) => degreesInSign(a) as Body,
};

export const oneShapePerConcept: VersionChange = {
  date: '2026-11-28',
  name: 'one-shape-per-concept',
  description:
    'One shape per concept across the chart calculations. A chart point is the same object everywhere ' +
    '(`id`, `longitude`, `latitude`, `speed`, `sign`, `degreeInSign`, `house`, `retrograde`, and `nakshatra`, ' +
    '`readable` and texts when they apply), in an object keyed by point id (`points.sun.longitude`) in natal, ' +
    'synastry `chart1`/`chart2`, composite, Davison, returns, progressions, solar arc and transit `natal.points`. ' +
    'POST /api/calc/transit puts its members under `data.attributes` like every other calculation. ' +
    'Progressions and solar arc give `natalDate` as an ISO 8601 instant, with how the birth was read in ' +
    '`natalDateResolution`. Retrograde stations and eclipse positions say `degreeInSign`. ' +
    'Before this date: natal, synastry, composite and Davison points are an array; return, progressed and ' +
    'directed points carry no `id`; transit members sit directly under `data` and its natal points are an array ' +
    'of `{id, longitude, sign, house, retrograde}`; `natalDate` is an object `{utc, timeResolution, location}`; ' +
    'retrograde and eclipses say `degreesInSign`.',
  endpoints: [
    { method: 'GET', path: '/api/calc/natal' },
    { method: 'POST', path: '/api/calc/natal' },
    { method: 'POST', path: '/api/calc/transit' },
    { method: 'POST', path: '/api/calc/synastry' },
    { method: 'POST', path: '/api/calc/composite' },
    { method: 'POST', path: '/api/calc/davison' },
    { method: 'POST', path: '/api/calc/solar-return' },
    { method: 'POST', path: '/api/calc/lunar-return' },
    { method: 'POST', path: '/api/calc/progressions' },
    { method: 'POST', path: '/api/calc/solar-arc' },
    { method: 'POST', path: '/api/calc/retrograde' },
    { method: 'POST', path: '/api/calc/eclipses' },
  ],
  toPrevious(body) {
    if (!isRecord(body) || !isRecord(body.data) || typeof body.data.type !== 'string') return body;
    const data = body.data;
    if (data.type === 'transits') {
      // Transit's members go back directly under `data`, after `type`.
      if (!isRecord(data.attributes)) return body;
      const { attributes, ...rest } = data;
      const natal = isRecord(attributes.natal)
        ? reshape(attributes.natal, { points: transitNatalPoints })
        : attributes.natal;
      return { ...body, data: { ...rest, ...attributes, natal } };
    }
    const older = ATTRIBUTES[String(data.type)];
    if (!older || !isRecord(data.attributes)) return body;
    return { ...body, data: { ...data, attributes: older(data.attributes) } };
  },
};
