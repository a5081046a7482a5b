/**
 * Nakshatras: the 27 lunar mansions of 13°20′ each from 0° sidereal Aries, each in four padas
 * of 3°20′, with their Vimshottari lords.
 */

export const NAKSHATRAS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Vimshottari lords in order from Ashwini (the cycle of nine repeats three times). */
const LORDS = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'] as const;

/** Span of one nakshatra, degrees. */
const SPAN = 360 / 27;

/** A point's nakshatra. */
export interface NakshatraPlace {
  /** 1…27 from Ashwini. */
  number: number;
  name: Nakshatra;
  /** Quarter 1…4 (3°20′ each). */
  pada: number;
  /** Vimshottari lord. */
  lord: (typeof LORDS)[number];
  /** Degrees into the nakshatra, [0, 13.333…). */
  degreeInNakshatra: number;
}

/**
 * The nakshatra and pada of a sidereal longitude.
 * @param siderealLongitude degrees (any value; taken modulo 360)
 */
export function nakshatraOf(siderealLongitude: number): NakshatraPlace {
  let lon = siderealLongitude;
  if (lon < 0 || lon >= 360) {
    lon %= 360;
    if (lon < 0) lon += 360;
  }
  // Quarter (pada) count from 0° in exact arithmetic where it can be: 3°20′ = 10/3°.
  // (As int32s, 0…107 and 0…26: their % is an integer remainder, not a floating-point call.)
  const quarter = Math.min(107, Math.floor((lon * 3) / 10)) | 0;
  const index = quarter >> 2;
  const within = Math.max(0, lon - index * SPAN);
  return {
    number: index + 1,
    name: NAKSHATRAS[index],
    pada: (quarter & 3) + 1,
    lord: LORDS[index % 9],
    degreeInNakshatra: within,
  };
}
