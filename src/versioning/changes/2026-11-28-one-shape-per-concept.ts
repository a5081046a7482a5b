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
 * The same holds for the synastry widget's charts (`person1.chart`, `person2.chart`, `composite`,
 * `davison.chart`: their points were lists), a chatbot's context (`natal.points` was a list of
 * `{id, name, sign, signName, degreeInSign, longitude, house, retrograde}`, degrees to two
 * decimals; the names are now under `readable`) and the positions at an instant (`positions` was
 * a list of `{point, longitude, latitude, speed, sign, retrograde}`; now `points`, with
 * `degreeInSign` and `house` null).
 *
 * The walk-back tells the operations apart by `data.type` (each type belongs to one operation),
 * but for the synastry widget, whose type `synastry` is also POST /api/calc/synastry's: by path.
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

const round2 = (x: unknown) => (typeof x === 'number' ? Math.round(x * 100) / 100 : x);

/** A chatbot context's keyed natal points back to the list of `{id, name, sign, signName, …}` they were. */
const contextPoints = (points: unknown) =>
  isRecord(points)
    ? Object.values(points).map((p) => {
        if (!isRecord(p) || !isRecord(p.readable) || !isRecord(p.readable.sign)) return p;
        return {
          id: p.id,
          name: p.readable.name,
          sign: p.sign,
          signName: p.readable.sign.name,
          degreeInSign: round2(p.degreeInSign),
          longitude: round2(p.longitude),
          house: p.house,
          retrograde: p.retrograde,
        };
      })
    : points;

/** A natal chart as the synastry widget echoes it (each person's, Davison's): its points a list. */
const widgetChart = (chart: unknown) => (isRecord(chart) ? reshape(chart, { points: pointList }) : chart);
const widgetPerson = (person: unknown) => (isRecord(person) ? reshape(person, { chart: widgetChart }) : person);

/** The synastry widget's older attributes (its `data.type`, synastry, is also POST /api/calc/synastry's). */
const widgetAttributes = (a: Body) =>
  reshape(a, {
    person1: widgetPerson,
    person2: widgetPerson,
    composite: widgetChart,
    davison: (davison) => (isRecord(davison) ? reshape(davison, { chart: widgetChart }) : davison),
  });

/** Positions: the keyed points back to the list `positions` of `{point, longitude, latitude, speed, sign, retrograde}`. */
function positionsAttributes(a: Body): Body {
  const out: Body = {};
  for (const [key, value] of Object.entries(a)) {
    if (key !== 'points') out[key] = value;
    else if (!isRecord(value)) out.positions = value;
    else
      out.positions = Object.values(value).map((p) =>
        isRecord(p)
          ? {
              point: p.id,
              longitude: p.longitude,
              latitude: p.latitude,
              speed: p.speed,
              sign: p.sign,
              retrograde: p.retrograde,
            }
          : p,
      );
  }
  return out;
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
  'chat-context': (a) =>
    reshape(a, { natal: (natal) => (isRecord(natal) ? reshape(natal, { points: contextPoints }) : natal) }),
  positions: positionsAttributes,
};

const WIDGET_SYNASTRY = '/api/widget-api/synastry/:widgetId';

export const oneShapePerConcept: VersionChange = {
  date: '2026-11-28',
  name: 'one-shape-per-concept',
  description:
    'One shape per concept across the chart calculations. A chart point is the same object everywhere ' +
    '(`id`, `longitude`, `latitude`, `speed`, `sign`, `degreeInSign`, `house`, `retrograde`, and `nakshatra`, ' +
    '`readable` and texts when they apply), in an object keyed by point id (`points.sun.longitude`) in natal, ' +
    'synastry `chart1`/`chart2`, composite, Davison, returns, progressions, solar arc, transit `natal.points`, ' +
    "the synastry widget's charts (`person1.chart`, `person2.chart`, `composite`, `davison.chart`) and a chatbot's " +
    'context (`natal.points`, names under `readable`, `house` null without a birth time). ' +
    'GET /api/calc/positions answers `points` keyed by id, each a chart point (with `degreeInSign`, `house` null). ' +
    'POST /api/calc/transit puts its members under `data.attributes` like every other calculation. ' +
    'Progressions and solar arc give `natalDate` as an ISO 8601 instant, with how the birth was read in ' +
    '`natalDateResolution`. Retrograde stations and eclipse positions say `degreeInSign`. ' +
    "Before this date: natal, synastry, composite and Davison points and the synastry widget's are an array; return, " +
    'progressed and directed points carry no `id`; transit members sit directly under `data` and its natal points are an ' +
    'array of `{id, longitude, sign, house, retrograde}`; `natalDate` is an object `{utc, timeResolution, location}`; ' +
    "retrograde and eclipses say `degreesInSign`; the chatbot context's `natal.points` is an array of " +
    '`{id, name, sign, signName, degreeInSign, longitude, house, retrograde}` (degrees to two decimals); positions ' +
    'are an array `positions` of `{point, longitude, latitude, speed, sign, retrograde}`.',
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
    { method: 'GET', path: '/api/chatbots/:id/profiles/:profileId/context' },
    { method: 'POST', path: WIDGET_SYNASTRY },
    { method: 'GET', path: '/api/calc/positions' },
  ],
  toPrevious(body, endpoint) {
    if (!isRecord(body) || !isRecord(body.data) || typeof body.data.type !== 'string') return body;
    const data = body.data;
    if (endpoint.path === WIDGET_SYNASTRY) {
      return isRecord(data.attributes)
        ? { ...body, data: { ...data, attributes: widgetAttributes(data.attributes) } }
        : body;
    }
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
