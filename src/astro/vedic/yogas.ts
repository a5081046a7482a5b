/**
 * A documented set of common yogas (Brihat Parashara Hora Shastra ch. 34–41; Phaladeepika ch. 6;
 * B. V. Raman, "Three Hundred Important Combinations"), each found with the rule that fired:
 *
 * - Gaja Kesari: Jupiter in a kendra (1, 4, 7, 10) from the Moon.
 * - Pancha Mahapurusha: Mars (Ruchaka), Mercury (Bhadra), Jupiter (Hamsa), Venus (Malavya) or
 *   Saturn (Sasa) in its own sign or exaltation and in a kendra from the Lagna.
 * - Budha-Aditya: the Sun and Mercury in one sign (combustion is not held to cancel it).
 * - Chandra-Mangala: the Moon and Mars in one sign, or in opposite signs (mutual 7th aspect).
 * - Raja yoga (Parashari): the lord of a kendra and the lord of a trikona joined by conjunction,
 *   mutual aspect or exchange of signs; a single graha ruling both a kendra and a trikona other
 *   than the 1st is a yogakaraka.
 * - Viparita Raja: the lord of the 6th, 8th or 12th in the 6th, 8th or 12th (Harsha, Sarala,
 *   Vimala).
 * - Neecha Bhanga Raja: a debilitated graha whose debilitation is cancelled because the lord of
 *   its debilitation sign, or of its exaltation sign, or the graha exalted in its debilitation
 *   sign, is in a kendra from the Lagna or from the Moon (the Moon itself from the Lagna only).
 * - Sunapha, Anapha, Durudhara: a graha other than the Sun, Rahu and Ketu in the 2nd, the 12th,
 *   or both, from the Moon; Kemadruma: none there, cancelled when a graha other than the Sun, Rahu
 *   and Ketu is in a kendra from the Moon or the Moon is in a kendra from the Lagna.
 * - Adhi: Mercury, Jupiter and Venus each in the 6th, 7th or 8th from the Moon.
 * - Amala: Mercury, Jupiter or Venus in the 10th from the Lagna or from the Moon.
 * Signs are whole signs; aspects are the Parashari ones (chart-rules.ts). Pure.
 */
import {
  aspects,
  DUSTHANAS,
  debilitationSign,
  exaltationSign,
  type Graha,
  type GrahaPlace,
  houseFrom,
  houseFromMoon,
  houseOf,
  housesRuledBy,
  inOwnOrExaltation,
  KENDRAS,
  lordOf,
  ordinal,
  placeOf,
  type RuleChart,
  TRIKONAS,
} from './chart-rules.ts';

/** A yoga found in the chart: its name, the grahas and houses it involves, and the rule that fired. */
export interface Yoga {
  name: string;
  grahas: Graha[];
  /** Houses from the Lagna involved. */
  houses: number[];
  rule: string;
}

/** The yogas the service looks for, in the order they are reported. */
export const YOGA_NAMES = [
  'gaja-kesari',
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'budha-aditya',
  'chandra-mangala',
  'raja',
  'yogakaraka',
  'harsha',
  'sarala',
  'vimala',
  'neecha-bhanga-raja',
  'sunapha',
  'anapha',
  'durudhara',
  'kemadruma',
  'adhi',
  'amala',
] as const;
export type YogaName = (typeof YOGA_NAMES)[number];

const NAME = (g: Graha) => g[0].toUpperCase() + g.slice(1);
const SEVEN: Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const MAHAPURUSHA: [YogaName, Graha][] = [
  ['ruchaka', 'mars'],
  ['bhadra', 'mercury'],
  ['hamsa', 'jupiter'],
  ['malavya', 'venus'],
  ['sasa', 'saturn'],
];
/** Grahas that make the Moon's neighbours in Sunapha, Anapha, Durudhara and Kemadruma. */
const NEIGHBOURS: Graha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const BENEFICS: Graha[] = ['mercury', 'jupiter', 'venus'];

/** The yogas present in the chart, and the names of those looked for and not present. */
export function findYogas(chart: RuleChart): { present: (Yoga & { id: YogaName })[]; absent: YogaName[] } {
  const found: (Yoga & { id: YogaName })[] = [];
  const add = (id: YogaName, yoga: Omit<Yoga, 'name'>) =>
    found.push({ id, name: id, ...yoga, houses: [...new Set(yoga.houses)].sort((a, b) => a - b) });
  const place = (g: Graha) => placeOf(chart, g);
  const moon = place('moon');

  const jupiterFromMoon = houseFromMoon(chart, 'jupiter');
  if ((KENDRAS as readonly number[]).includes(jupiterFromMoon))
    add('gaja-kesari', {
      grahas: ['jupiter', 'moon'],
      houses: [houseOf(chart, 'jupiter'), houseOf(chart, 'moon')],
      rule: `Jupiter in the ${ordinal(jupiterFromMoon)} house from the Moon, a kendra`,
    });

  for (const [id, graha] of MAHAPURUSHA) {
    const p = place(graha);
    const house = houseOf(chart, graha);
    if (inOwnOrExaltation(p) && (KENDRAS as readonly number[]).includes(house))
      add(id, {
        grahas: [graha],
        houses: [house],
        rule: `${NAME(graha)} in its ${lordOf(p.sign) === graha ? 'own sign' : 'exaltation'} in the ${ordinal(house)} house, a kendra from the Lagna`,
      });
  }

  if (place('sun').sign === place('mercury').sign)
    add('budha-aditya', {
      grahas: ['sun', 'mercury'],
      houses: [houseOf(chart, 'sun')],
      rule: `the Sun and Mercury together in the ${ordinal(houseOf(chart, 'sun'))} house`,
    });

  const marsFromMoon = houseFromMoon(chart, 'mars');
  if (marsFromMoon === 1 || marsFromMoon === 7)
    add('chandra-mangala', {
      grahas: ['moon', 'mars'],
      houses: [houseOf(chart, 'moon'), houseOf(chart, 'mars')],
      rule:
        marsFromMoon === 1
          ? 'the Moon and Mars in one sign'
          : 'the Moon and Mars in opposite signs, aspecting each other',
    });

  // Raja yogas by lordship: the lords of kendras and trikonas (houses from the Lagna).
  const lordsOf = (houses: readonly number[]) =>
    SEVEN.flatMap((g) => housesRuledBy(chart, g).flatMap((h) => (houses.includes(h) ? [{ graha: g, house: h }] : [])));
  const kendraLords = lordsOf(KENDRAS);
  const trikonaLords = lordsOf(TRIKONAS);
  const seen = new Set<string>();
  for (const k of kendraLords)
    for (const t of trikonaLords) {
      if (k.graha === t.graha) continue;
      const key = [k.graha, t.graha].sort().join('+');
      if (seen.has(key)) continue;
      const a = place(k.graha);
      const b = place(t.graha);
      const exchange = lordOf(a.sign) === t.graha && lordOf(b.sign) === k.graha;
      const how =
        a.sign === b.sign
          ? 'together in one sign'
          : aspects(a, b) && aspects(b, a)
            ? 'aspecting each other'
            : exchange
              ? 'in each other’s signs'
              : undefined;
      if (!how) continue;
      seen.add(key);
      add('raja', {
        grahas: [k.graha, t.graha],
        houses: [k.house, t.house, houseOf(chart, k.graha), houseOf(chart, t.graha)],
        rule: `${NAME(k.graha)}, lord of the ${ordinal(k.house)} (a kendra), and ${NAME(t.graha)}, lord of the ${ordinal(t.house)} (a trikona), ${how}`,
      });
    }
  for (const g of SEVEN) {
    const ruled = housesRuledBy(chart, g);
    const kendra = ruled.find((h) => h !== 1 && (KENDRAS as readonly number[]).includes(h));
    const trikona = ruled.find((h) => h !== 1 && (TRIKONAS as readonly number[]).includes(h));
    if (kendra && trikona)
      add('yogakaraka', {
        grahas: [g],
        houses: [kendra, trikona, houseOf(chart, g)],
        rule: `${NAME(g)} rules both the ${ordinal(kendra)} (a kendra) and the ${ordinal(trikona)} (a trikona)`,
      });
  }

  const VIPARITA: Record<number, YogaName> = { 6: 'harsha', 8: 'sarala', 12: 'vimala' };
  for (const g of SEVEN)
    for (const ruled of housesRuledBy(chart, g)) {
      const at = houseOf(chart, g);
      if ((DUSTHANAS as readonly number[]).includes(ruled) && (DUSTHANAS as readonly number[]).includes(at))
        add(VIPARITA[ruled], {
          grahas: [g],
          houses: [ruled, at],
          rule: `${NAME(g)}, lord of the ${ordinal(ruled)}, in the ${ordinal(at)} house (both dusthanas)`,
        });
    }

  // (The Moon is always in the 1st from itself: as a canceller it counts from the Lagna only.)
  const inKendraFromLagnaOrMoon = (g: GrahaPlace) =>
    (KENDRAS as readonly number[]).includes(houseFrom(chart.lagnaSign, g.sign))
      ? 'the Lagna'
      : g.id !== 'moon' && (KENDRAS as readonly number[]).includes(houseFrom(moon.sign, g.sign))
        ? 'the Moon'
        : undefined;
  for (const g of SEVEN) {
    const p = place(g);
    if (debilitationSign(g) !== p.sign) continue;
    const exaltedHere = SEVEN.find((x) => exaltationSign(x) === p.sign);
    const candidates: [Graha | undefined, string][] = [
      [lordOf(p.sign), 'the lord of its debilitation sign'],
      [lordOf(exaltationSign(g)!), 'the lord of its exaltation sign'],
      [exaltedHere, 'the graha exalted in its debilitation sign'],
    ];
    for (const [canceller, what] of candidates) {
      if (!canceller) continue;
      const from = inKendraFromLagnaOrMoon(place(canceller));
      if (!from) continue;
      add('neecha-bhanga-raja', {
        grahas: [g, canceller],
        houses: [houseOf(chart, g), houseOf(chart, canceller)],
        rule: `${NAME(g)} is debilitated; ${NAME(canceller)}, ${what}, is in a kendra from ${from}`,
      });
      break;
    }
  }

  const second = NEIGHBOURS.filter((g) => houseFromMoon(chart, g) === 2);
  const twelfth = NEIGHBOURS.filter((g) => houseFromMoon(chart, g) === 12);
  if (second.length > 0 && twelfth.length > 0)
    add('durudhara', {
      grahas: [...second, ...twelfth, 'moon'],
      houses: [houseOf(chart, 'moon')],
      rule: `${second.map(NAME).join(', ')} in the 2nd and ${twelfth.map(NAME).join(', ')} in the 12th from the Moon`,
    });
  else if (second.length > 0)
    add('sunapha', {
      grahas: [...second, 'moon'],
      houses: [houseOf(chart, 'moon')],
      rule: `${second.map(NAME).join(', ')} in the 2nd from the Moon`,
    });
  else if (twelfth.length > 0)
    add('anapha', {
      grahas: [...twelfth, 'moon'],
      houses: [houseOf(chart, 'moon')],
      rule: `${twelfth.map(NAME).join(', ')} in the 12th from the Moon`,
    });
  else {
    const kendraFromMoon = NEIGHBOURS.filter((g) => (KENDRAS as readonly number[]).includes(houseFromMoon(chart, g)));
    const moonInKendra = (KENDRAS as readonly number[]).includes(houseOf(chart, 'moon'));
    if (kendraFromMoon.length === 0 && !moonInKendra)
      add('kemadruma', {
        grahas: ['moon'],
        houses: [houseOf(chart, 'moon')],
        rule: 'no graha but the Sun and the nodes in the 2nd or 12th from the Moon, none in a kendra from it, and the Moon not in a kendra from the Lagna',
      });
  }

  if (BENEFICS.every((g) => [6, 7, 8].includes(houseFromMoon(chart, g))))
    add('adhi', {
      grahas: [...BENEFICS, 'moon'],
      houses: BENEFICS.map((g) => houseOf(chart, g)),
      rule: `Mercury, Jupiter and Venus in the ${BENEFICS.map((g) => ordinal(houseFromMoon(chart, g))).join(', ')} from the Moon`,
    });

  const amala = BENEFICS.find((g) => houseOf(chart, g) === 10 || houseFromMoon(chart, g) === 10);
  if (amala)
    add('amala', {
      grahas: [amala],
      houses: [houseOf(chart, amala)],
      rule: `${NAME(amala)} in the 10th from the ${houseOf(chart, amala) === 10 ? 'Lagna' : 'Moon'}`,
    });

  const present = new Set(found.map((y) => y.id));
  return { present: found, absent: YOGA_NAMES.filter((n) => !present.has(n)) };
}
