/**
 * The rules the Vedic yogas and doshas are read by, in one place: signs counted as houses, the
 * grahas' Parashari aspects, sign lordship, own signs, exaltation and debilitation, the kendras,
 * trikonas and dusthanas. Signs are 0 (Aries) … 11 (Pisces); houses 1 … 12. Pure.
 */
import { norm360 } from '../angles.ts';
import { DOMICILE, EXALTATION } from '../traditional/tables.ts';
import { SIGNS } from '../vocabulary.ts';
/** The grahas in the traditional order. */
export const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type Graha = (typeof GRAHA_ORDER)[number];

/** A graha's place as the rules read it. */
export interface GrahaPlace {
  id: Graha;
  /** 0 Aries … 11 Pisces. */
  sign: number;
  longitude: number;
}

/** What the rules read: the grahas' signs and the Lagna's. */
export interface RuleChart {
  lagnaSign: number;
  grahas: readonly GrahaPlace[];
}

/** What the rules read of a sidereal chart's points: the Lagna's sign and each graha's sign and longitude. */
export function ruleChartOf(points: readonly { id: string; longitude: number }[]): RuleChart {
  const lagna = points.find((p) => p.id === 'lagna');
  if (!lagna) throw new Error('the sidereal chart has no Lagna');
  const signOf = (longitude: number) => Math.floor(norm360(longitude) / 30);
  return {
    lagnaSign: signOf(lagna.longitude),
    grahas: points
      .filter((p) => p.id !== 'lagna')
      .map((p) => ({ id: p.id as Graha, sign: signOf(p.longitude), longitude: norm360(p.longitude) })),
  };
}

export const KENDRAS = [1, 4, 7, 10] as const;
export const TRIKONAS = [1, 5, 9] as const;
export const DUSTHANAS = [6, 8, 12] as const;

/** The house of `sign` counted from `from` (the same sign is the 1st). */
export const houseFrom = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

/** The sign `house` houses from `from`. */
export const signAt = (from: number, house: number) => (from + house - 1) % 12;

/** The seven grahas that rule signs. */
export type SignLord = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/** The lord of a sign (the classical rulers). */
export const lordOf = (sign: number): SignLord => DOMICILE[sign] as SignLord;

/** The signs a graha rules. */
export const signsRuledBy = (graha: Graha): number[] => SIGNS.flatMap((_, s) => (DOMICILE[s] === graha ? [s] : []));

/** The houses from the Lagna a graha rules. */
export const housesRuledBy = (chart: RuleChart, graha: Graha): number[] =>
  signsRuledBy(graha)
    .map((s) => houseFrom(chart.lagnaSign, s))
    .sort((a, b) => a - b);

/** The sign of a graha's exaltation (none for Rahu and Ketu here). */
export const exaltationSign = (graha: Graha): number | undefined =>
  graha in EXALTATION ? SIGNS.indexOf(EXALTATION[graha as SignLord].sign) : undefined;

/** The sign of a graha's debilitation: opposite its exaltation. */
export const debilitationSign = (graha: Graha): number | undefined => {
  const e = exaltationSign(graha);
  return e === undefined ? undefined : (e + 6) % 12;
};

/** True when the graha is in a sign it rules or in its exaltation sign. */
export const inOwnOrExaltation = (graha: GrahaPlace): boolean =>
  lordOf(graha.sign) === graha.id || exaltationSign(graha.id) === graha.sign;

/**
 * The houses (counted from its own sign) a graha aspects in Parashari astrology: every graha the
 * 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. Rahu and Ketu
 * are given the 7th only (schools differ on their special aspects).
 */
export function aspectHouses(graha: Graha): number[] {
  switch (graha) {
    case 'mars':
      return [4, 7, 8];
    case 'jupiter':
      return [5, 7, 9];
    case 'saturn':
      return [3, 7, 10];
    default:
      return [7];
  }
}

/** True when `a` aspects the sign of `b`. */
export const aspects = (a: GrahaPlace, b: GrahaPlace): boolean =>
  aspectHouses(a.id).includes(houseFrom(a.sign, b.sign));

/** The place of a graha in the chart. */
export function placeOf(chart: RuleChart, id: Graha): GrahaPlace {
  const place = chart.grahas.find((g) => g.id === id);
  if (!place) throw new Error(`the chart has no ${id}`);
  return place;
}

/** The house from the Lagna a graha is in. */
export const houseOf = (chart: RuleChart, id: Graha) => houseFrom(chart.lagnaSign, placeOf(chart, id).sign);

/** The house from the Moon a graha is in. */
export const houseFromMoon = (chart: RuleChart, id: Graha) =>
  houseFrom(placeOf(chart, 'moon').sign, placeOf(chart, id).sign);

/** English ordinal of a house: 1st, 2nd … 12th. */
export const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
