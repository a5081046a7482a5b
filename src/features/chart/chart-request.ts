/**
 * From a validated image request to the normalized ChartImageSpec: the place merged from
 * `location`, defaults applied (800 px, light, English, Placidus, Sun to Pluto with Chiron and
 * the true node, the five major aspects), `transit.dateTime=now` fixed to the current minute,
 * and the birth times checked, so that a bad date or zone is refused (400) before any drawing.
 */

import { compositePlace } from '../../astro/synastry/index.ts';
import { type BirthTimeInput, resolveBirthTime } from '../../astro/time/birth-time.ts';
import { type AspectId, PLANETS, type PointId } from '../../astro/vocabulary.ts';
import type { ChartImageSpec } from '../../chart/chart-spec.ts';
import type { WheelPointId } from '../../chart/index.ts';
import { callerInput, errors, type ParameterLocation } from '../../http/errors.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { canonicalAspects, canonicalPoints } from '../calc/chart-options.ts';
import type { ChartImageRequest, CompositeImageRequest } from './schema.ts';

/** Points drawn when the request names none. */
export const DEFAULT_DRAWN_POINTS: readonly PointId[] = [...PLANETS, 'chiron', 'true-node'];
/** Aspect lines drawn when the request names none. */
export const DEFAULT_IMAGE_ASPECTS: readonly AspectId[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
/** Default image side, px. */
export const DEFAULT_SIDE = 800;

const AXES: readonly PointId[] = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'];

/** Checks a birth time as the worker will resolve it; throws a 400 naming the field (with prefix). */
function checkTime(moment: BirthTimeInput, location: ParameterLocation, prefix: string): void {
  callerInput(() => resolveBirthTime(moment), location, prefix);
}

/** The current minute as an ISO date-time in UTC (`YYYY-MM-DDTHH:mmZ`). */
export function currentMinute(nowMs: number): string {
  return `${new Date(nowMs).toISOString().slice(0, 16)}Z`;
}

/**
 * The spec of an image request.
 * @param request the validated request (query or JSON form)
 * @param location where the request's fields came from, for error names
 * @param nowMs the current time (ms since the epoch), for `transit.dateTime=now`
 * @param birthPrefix the request's name of the inner birth (`person1` in a composite request), for error names
 */
export function chartImageSpec(
  request: ChartImageRequest,
  location: ParameterLocation,
  nowMs: number,
  birthPrefix = '',
): ChartImageSpec {
  const birth = parseBirthData(request, location, birthPrefix);
  if (request.transit && request.person2) {
    throw errors.invalidParameter('person2', location, (t) => t.transitOrPartner());
  }
  const drawn = canonicalPoints(request.points ?? DEFAULT_DRAWN_POINTS).filter(
    (p) => !AXES.includes(p),
  ) as WheelPointId[];
  const width = request.width ?? request.height ?? DEFAULT_SIDE;
  const height = request.height ?? request.width ?? DEFAULT_SIDE;
  const spec: ChartImageSpec = {
    natal: {
      dateTime: birth.dateTime,
      latitude: birth.latitude,
      longitude: birth.longitude,
      ...(birth.timezone ? { timezone: birth.timezone } : {}),
      ...(birth.localTimeRule ? { localTimeRule: birth.localTimeRule } : {}),
      houseSystem: request.houseSystem ?? 'placidus',
      points: canonicalPoints([...drawn, 'ascendant', 'midheaven']),
      aspects: {
        types: canonicalAspects(request.aspects?.types ?? DEFAULT_IMAGE_ASPECTS),
        ...(request.aspects?.orbs && Object.keys(request.aspects.orbs).length
          ? { orbs: sortedKeys(request.aspects.orbs) }
          : {}),
      },
      ...(request.zodiac ? { zodiac: request.zodiac } : {}),
      ...(request.ayanamsa ? { ayanamsa: request.ayanamsa } : {}),
    },
    drawn,
    width,
    height,
    ...(request.legend === true ? { legend: true as const } : {}),
    theme: request.theme ?? 'light',
    language: request.language ?? DEFAULT_LANGUAGE,
    ...(request.name ? { name: request.name } : {}),
    ...(request.title ? { title: request.title } : {}),
    ...(birth.placeName ? { placeName: birth.placeName } : {}),
  };
  checkTime(spec.natal, location, birthPrefix);

  if (request.transit) {
    const t = request.transit;
    const latitude = t.latitude ?? t.location?.latitude;
    const longitude = t.longitude ?? t.location?.longitude;
    const timezone = t.timezone ?? t.location?.timezone;
    if ((latitude === undefined) !== (longitude === undefined)) {
      throw errors.invalidParameter(latitude === undefined ? 'transit.latitude' : 'transit.longitude', location, (t) =>
        t.transitCoordinates(),
      );
    }
    spec.transit = {
      dateTime: t.dateTime === 'now' ? currentMinute(nowMs) : t.dateTime.replace(' ', 'T'),
      latitude: latitude ?? birth.latitude,
      longitude: longitude ?? birth.longitude,
      ...(timezone ? { timezone } : latitude === undefined && birth.timezone ? { timezone: birth.timezone } : {}),
      ...(t.localTimeRule ? { localTimeRule: t.localTimeRule } : {}),
    };
    checkTime(spec.transit, location, 'transit');
  }
  if (request.person2) {
    const p = parseBirthData(request.person2, location, 'person2');
    spec.person2 = {
      dateTime: p.dateTime,
      latitude: p.latitude,
      longitude: p.longitude,
      ...(p.timezone ? { timezone: p.timezone } : {}),
      ...(p.localTimeRule ? { localTimeRule: p.localTimeRule } : {}),
      ...(p.placeName ? { placeName: p.placeName } : {}),
      ...(request.person2.name ? { name: request.person2.name } : {}),
    };
    checkTime(spec.person2, location, 'person2');
  }
  if (spec.transit || spec.person2) {
    spec.aspectScope = request.aspects?.scope ?? 'between';
    if (request.aspects?.maxLines !== undefined) spec.maxAspectLines = request.aspects.maxLines;
  }
  return spec;
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The spec of a composite image request: person 1 is the inner birth, person 2 the other, and the
 * composite houses are cast at `compositeLocation` (default the great-circle midpoint of the two
 * birth places).
 */
export function compositeImageSpec(
  request: CompositeImageRequest,
  location: ParameterLocation,
  nowMs: number,
): ChartImageSpec {
  const { person1, person2, compositeLocation, ...options } = request;
  // One wheel: no bi-wheel aspect scope.
  const { aspectScope: _scope, ...spec } = chartImageSpec(
    { ...options, ...person1, person2 },
    location,
    nowMs,
    'person1',
  );
  const place = compositeLocation ?? compositePlace(spec.natal, spec.person2!);
  return { ...spec, composite: { latitude: place.latitude, longitude: place.longitude } };
}
