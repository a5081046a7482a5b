/**
 * The transit response in its newest shape (compatibility date 2026-09-03 and later):
 *
 * data = { type: 'transits', attributes: {
 *   range: { start, end, timezone },              the span searched (UTC instants; the zone that read the dates)
 *   natal: { birthDate, utc, timezone, utcOffset, houseSystem: { requested, used }, points (keyed by id), cusps, warnings },
 *   crossings: {
 *     signIngresses: [{ point, sign, direction, exact, longitude }],
 *     houseIngresses: [{ point, house, direction, exact, longitude }],
 *     stations: [{ point, type, exact, longitude, sign, house }],
 *     moonPhases: [{ phase, exact, longitude, sign, house }],
 *   },
 *   aspects: [{ transiting, aspect, natal, angle, orb, natalLongitude, text?,
 *               occurrences: [{ exact, orbEntry, orbExit, retrograde, house, longitude, speed }] }],
 *   readableEntities?: { points, aspects, signs, houses },   (includeReadableEntities)
 *   provenance: { engine, version, ephemeris, transitingPoints, natalPoints, aspects },
 * } }
 *
 * Older dates get one `aspects` entry per pass (the group's fields spread over each occurrence)
 * through the versioning module 2026-09-03-transit-aspects-grouped; before 2026-11-28 the members
 * sit directly under `data` and natal points are a list of `{id, longitude, sign, house,
 * retrograde}` (2026-11-28-one-shape-per-concept).
 */

import { ENGINE } from '../../astro/natal-chart.ts';
import { tzdbVersion } from '../../astro/time/zone-offset.ts';
import type { TransitChart } from '../../astro/transits/transit-chart.ts';
import { type AspectId, type PointId, SIGNS } from '../../astro/vocabulary.ts';
import { type House, type Language, type NamedPoint, readableEntity, transitUrn } from '../../interpretation/index.ts';
import { keyedById, presentChartPoint } from './natal-chart.ts';
import type { TextSlots } from './text-slots.ts';

/** The span searched: ISO 8601 UTC instants, and the IANA zone that read the request's dates. */
export interface TransitSpan {
  start: string;
  end: string;
  timezone: string;
}

export interface TransitPresentation {
  span: TransitSpan;
  language: Language;
  /** Interpretation texts by URN (includeText), else undefined. */
  texts?: Map<string, { title: string; body: string }>;
  /** Instead of `texts`: a slot for each group's text, filled by the web thread (see text-slots.ts). */
  textSlots?: TextSlots;
  includeReadableEntities: boolean;
}

/** The URN of an aspect group's text, or null for natal cusps (which have none). */
export function groupUrn(transiting: PointId, aspect: AspectId, natal: string): string | null {
  return natal.startsWith('cusp-') ? null : transitUrn(transiting, aspect, natal as PointId);
}

const cuspHouse = (id: string) => Number(id.slice('cusp-'.length)) as House;

function readableEntities(chart: TransitChart, language: Language) {
  const points: Record<string, { name: string; glyph: string | null }> = {};
  const addPoint = (id: string) => {
    if (points[id]) return;
    if (id.startsWith('cusp-')) {
      const { name } = readableEntity('house', cuspHouse(id), language);
      points[id] = { name, glyph: null };
    } else {
      const { name, glyph } = readableEntity('point', id as NamedPoint, language);
      points[id] = { name, glyph };
    }
  };
  chart.settings.transiting.forEach(addPoint);
  chart.settings.natal.forEach(addPoint);
  const aspects = Object.fromEntries(
    chart.settings.aspects.map(({ id }) => {
      const { name, glyph } = readableEntity('aspect', id, language);
      return [id, { name, glyph }];
    }),
  );
  const signs = Object.fromEntries(
    SIGNS.map((sign) => {
      const { name, glyph } = readableEntity('sign', sign, language);
      return [sign, { name, glyph }];
    }),
  );
  const houses = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      String(i + 1),
      { name: readableEntity('house', (i + 1) as House, language).name },
    ]),
  );
  return { points, aspects, signs, houses };
}

/** An aspect group's interpretation text, as a response shows it. */
type GroupText = { urn: string; title: string; body: string } | null;

/**
 * The response body (newest shape) of a computed transit chart.
 * @param chart what the pool task returned
 * @param options span, language, texts and whether to add readable names
 */
export function presentTransits(chart: TransitChart, options: TransitPresentation) {
  const aspects = chart.aspects.map((group) => {
    const { occurrences, ...shared } = group;
    if (options.textSlots) {
      const urn = groupUrn(group.transiting, group.aspect, group.natal);
      return {
        ...shared,
        text: options.textSlots.one(urn ? { urn, members: { urn } } : null) as unknown as GroupText,
        occurrences,
      };
    }
    if (!options.texts) return { ...shared, occurrences };
    const urn = groupUrn(group.transiting, group.aspect, group.natal);
    const text = urn ? options.texts.get(urn) : undefined;
    return {
      ...shared,
      text: (text && urn ? { urn, title: text.title, body: text.body } : null) as GroupText,
      occurrences,
    };
  });
  const time = chart.natal.time;
  // The natal points carry the members of every chart point; their texts are the aspects' here.
  const pointOptions = {
    language: options.language,
    includeText: false,
    includeReadableEntities: options.includeReadableEntities,
    texts: new Map(),
  };
  return {
    data: {
      type: 'transits',
      attributes: {
        range: { start: options.span.start, end: options.span.end, timezone: options.span.timezone },
        natal: {
          birthDate: time.localDateTime,
          utc: time.utc,
          timezone: time.timezone,
          utcOffset: time.utcOffset,
          houseSystem: chart.natal.houseSystem,
          points: keyedById(chart.natal.points.map((p) => presentChartPoint(p, pointOptions))),
          cusps: chart.natal.cusps,
          warnings: chart.natal.warnings,
        },
        crossings: chart.crossings,
        aspects,
        ...(options.includeReadableEntities ? { readableEntities: readableEntities(chart, options.language) } : {}),
        provenance: {
          engine: ENGINE.name,
          version: ENGINE.version,
          ephemeris:
            'Apparent geocentric longitudes (true ecliptic and equinox of date) interpolated by Chebyshev segments, error below 0.01 arcsecond; ' +
            'instants by root finding, UTC rounded to the second',
          transitingPoints: chart.settings.transiting,
          natalPoints: chart.settings.natal,
          aspects: chart.settings.aspects,
          tzdbVersion: tzdbVersion(),
          zodiac: chart.natal.zodiac,
          ...(chart.natal.ayanamsa ? { ayanamsa: chart.natal.ayanamsa } : {}),
        },
      },
    },
  };
}
