/**
 * Doshas of one chart, each with the rule that decided it:
 *
 * - Manglik (Kuja dosha): Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the
 *   Lagna, from the Moon and from Venus (each reported; the dosha is present when any of the three
 *   holds and is not cancelled). Cancellations named (as B. V. Raman and the common matching
 *   manuals list them): Mars in its own sign (Aries, Scorpio) or exaltation (Capricorn); Mars in
 *   Leo or Aquarius; from the Lagna, Mars in the 2nd in Gemini or Virgo, the 4th in Aries or
 *   Scorpio, the 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus
 *   or Libra; Mars joined with or aspected by Jupiter. A partner's own Kuja dosha, which cancels
 *   it in matching, is a matter of two charts.
 * - Kaal Sarp: the seven grahas all on one side of the Rahu–Ketu axis. `full` when every graha's
 *   longitude lies within the half, `partial` when one shares a node's sign on the other side of
 *   it. The type is named by Rahu's house from the Lagna: Anant (1), Kulik, Vasuki, Shankhpal,
 *   Padma, Mahapadma, Takshak, Karkotak, Shankhachood, Ghatak, Vishdhar, Sheshnag (12); the
 *   direction says whether the grahas lie from Rahu onward in the zodiac's order to Ketu
 *   (`rahu-to-ketu`) or from Ketu onward to Rahu (`ketu-to-rahu`, called Kaal Amrit by some).
 * Pure.
 */

import { norm360 } from '../angles.ts';
import { SIGNS } from '../vocabulary.ts';
import { aspects, type Graha, houseFrom, houseOf, ordinal, placeOf, type RuleChart } from './chart-rules.ts';

/** A sign's English name: its id capitalised (every sign's name is one word). */
const SIGN_NAME = (sign: number) => SIGNS[sign][0].toUpperCase() + SIGNS[sign].slice(1);

const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];
/** From the Lagna: Mars in these houses in these signs gives no dosha. */
const HOUSE_SIGN_EXCEPTIONS: Record<number, number[]> = { 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

export const KAAL_SARP_TYPES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachood',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;

/** Manglik status with what decided it. */
export function manglik(chart: RuleChart) {
  const mars = placeOf(chart, 'mars');
  const from = (label: 'lagna' | 'moon' | 'venus', sign: number) => {
    const house = houseFrom(sign, mars.sign);
    return { from: label, house, manglik: MANGLIK_HOUSES.includes(house) };
  };
  const counts = [
    from('lagna', chart.lagnaSign),
    from('moon', placeOf(chart, 'moon').sign),
    from('venus', placeOf(chart, 'venus').sign),
  ];
  const cancellations: string[] = [];
  if (mars.sign === 0 || mars.sign === 7) cancellations.push(`Mars in its own sign, ${SIGN_NAME(mars.sign)}`);
  if (mars.sign === 9) cancellations.push('Mars exalted in Capricorn');
  if (mars.sign === 4 || mars.sign === 10) cancellations.push(`Mars in ${SIGN_NAME(mars.sign)}`);
  const lagnaHouse = counts[0].house;
  if (HOUSE_SIGN_EXCEPTIONS[lagnaHouse]?.includes(mars.sign))
    cancellations.push(`Mars in the ${ordinal(lagnaHouse)} house in ${SIGN_NAME(mars.sign)}`);
  const jupiter = placeOf(chart, 'jupiter');
  if (jupiter.sign === mars.sign) cancellations.push('Mars joined with Jupiter');
  else if (aspects(jupiter, mars)) cancellations.push('Mars aspected by Jupiter');
  const present = counts.some((c) => c.manglik);
  return {
    present: present && cancellations.length === 0,
    byRule: present,
    counts,
    cancellations: present ? cancellations : [],
    rule: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the Lagna, the Moon or Venus',
  };
}

/** Kaal Sarp: present, full or partial, its type and direction. */
export function kaalSarp(chart: RuleChart) {
  const rahu = placeOf(chart, 'rahu');
  const seven: Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
  // Each graha's distance along the zodiac from Rahu: under 180° is the Rahu-to-Ketu half.
  const ahead = seven.map((g) => norm360(placeOf(chart, g).longitude - rahu.longitude));
  const side = ahead.every((d) => d < 180) ? 'rahu-to-ketu' : ahead.every((d) => d > 180) ? 'ketu-to-rahu' : undefined;
  const type = KAAL_SARP_TYPES[houseOf(chart, 'rahu') - 1];
  if (side)
    return {
      present: true,
      full: true,
      type,
      direction: side,
      rule: `all seven grahas between ${side === 'rahu-to-ketu' ? 'Rahu and Ketu' : 'Ketu and Rahu'} in the zodiac's order`,
    };
  // Partial: those on the other side share a node's sign.
  const ketuSign = (rahu.sign + 6) % 12;
  for (const direction of ['rahu-to-ketu', 'ketu-to-rahu'] as const) {
    const outside = seven.filter((g, i) => (direction === 'rahu-to-ketu' ? ahead[i] >= 180 : ahead[i] <= 180));
    if (outside.every((g) => [rahu.sign, ketuSign].includes(placeOf(chart, g).sign)))
      return {
        present: true,
        full: false,
        type,
        direction,
        rule: `all seven grahas between the nodes by sign, ${outside.join(', ')} in a node's sign beyond it`,
      };
  }
  return { present: false, full: false, rule: 'grahas on both sides of the Rahu–Ketu axis' };
}
