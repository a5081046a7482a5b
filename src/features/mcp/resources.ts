/**
 * The MCP resources: the reference data an agent needs to form requests and read answers — signs,
 * points, aspects, house systems (ids with their names in every language the API answers in),
 * ayanamsas, the time-zone list — and the content library's items the caller's key may read.
 * The time-zone list and the content items are read through their own operations (GET
 * /api/timezones, /api/content), so the caller's key, module and limits apply as over HTTP.
 */

import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { ASPECTS } from '../../astro/vocabulary.ts';
import { LANGUAGES, readableEntity } from '../../interpretation/index.ts';
import { entityIds } from '../../interpretation/names.ts';

export const REFERENCE_PREFIX = 'astro://reference/';
export const CONTENT_PREFIX = 'astro://content/';

type Kind = 'sign' | 'point' | 'aspect' | 'house-system';

/** Ids of a kind with their names and glyphs in each language. */
function namedEntities(kind: Kind): unknown[] {
  return entityIds(kind).map((id) => {
    const names = Object.fromEntries(LANGUAGES.map((language) => [language, readableEntity(kind, id, language).name]));
    const glyph = readableEntity(kind, id, 'en').glyph;
    const angle = kind === 'aspect' ? ASPECTS.find((a) => a.id === id) : undefined;
    return { id, names, glyph, ...(angle ? { angle: angle.angle, major: angle.major } : {}) };
  });
}

export interface ReferenceResource {
  name: string;
  title: string;
  description: string;
  /** The resource's JSON, or `timezones` for the list GET /api/timezones answers. */
  read: (() => unknown) | 'timezones';
}

/** The reference resources by URI. */
export const REFERENCE_RESOURCES: Record<string, ReferenceResource> = {
  [`${REFERENCE_PREFIX}signs`]: {
    name: 'signs',
    title: 'Zodiac signs',
    description: 'The twelve signs: ids as the API uses them, names (en, de, es, it) and glyphs',
    read: () => namedEntities('sign'),
  },
  [`${REFERENCE_PREFIX}points`]: {
    name: 'points',
    title: 'Chart points',
    description: 'Planets, nodes, asteroids, angles and parts: ids for `points`, names and glyphs',
    read: () => namedEntities('point'),
  },
  [`${REFERENCE_PREFIX}aspects`]: {
    name: 'aspects',
    title: 'Aspects',
    description: 'Aspect ids for `aspects.types`, their exact angles in degrees, major or minor, names and glyphs',
    read: () => namedEntities('aspect'),
  },
  [`${REFERENCE_PREFIX}house-systems`]: {
    name: 'house-systems',
    title: 'House systems',
    description: 'House system ids for `houseSystem`, with their names',
    read: () => namedEntities('house-system'),
  },
  [`${REFERENCE_PREFIX}ayanamsas`]: {
    name: 'ayanamsas',
    title: 'Ayanamsas',
    description: 'The ayanamsas of sidereal charts (`zodiac: sidereal`, `ayanamsa`)',
    read: () => [...AYANAMSAS],
  },
  [`${REFERENCE_PREFIX}timezones`]: {
    name: 'timezones',
    title: 'Time zones',
    description: 'The IANA zone names the calculations accept in `timezone`',
    read: 'timezones',
  },
};
