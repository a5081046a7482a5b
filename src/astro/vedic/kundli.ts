/**
 * The kundli: one sidereal chart of a birth read the Vedic way, all its parts from the one cast.
 * - grahas: the seven planets, Rahu and Ketu, each with its rashi and degree, its bhava (whole
 *   signs from the sidereal Lagna: the Lagna's sign is the 1st), its nakshatra and pada with the
 *   nakshatra's Vimshottari lord, retrogression (Rahu and Ketu: the mean node is always
 *   retrograde; the true node as it moves), and its navamsa (D9) sign with the vargottama flag;
 * - houses: the twelve bhavas, each with its sign, its lord (the classical rulers) and occupants;
 * - dasha: Vimshottari to three levels, the periods running at `date`;
 * - yogas (yogas.ts) and doshas (doshas.ts: Manglik, Kaal Sarp) with the rules that fired;
 * - ashtakavarga: the seven bhinnashtakavargas (with each bindu's donors) and the sarvashtakavarga.
 * Instants are ISO 8601 UTC to the second. Pure.
 */
import type { BirthInput } from '../returns/chart-cast.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { DOMICILE } from '../traditional/tables.ts';
import { SIGNS } from '../vocabulary.ts';
import { ashtakavarga, type Donor } from './ashtakavarga.ts';
import { GRAHA_ORDER, ruleChartOf } from './chart-rules.ts';
import { kaalSarp, manglik } from './doshas.ts';
import { dashaOfChart, type NodeKind, type SiderealChart, siderealChart } from './requests.ts';
import { vargaPlace } from './vargas.ts';
import { findYogas } from './yogas.ts';

export interface KundliRequest {
  birth: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  /** Date or date-time whose running dasha periods are named (local at the birth place). */
  date: string;
}

export { GRAHA_ORDER, type Graha } from './chart-rules.ts';

const signIndex = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

/** The place of one point: rashi, degree, nakshatra, navamsa. */
function placeOf(cast: SiderealChart, index: number) {
  const point = cast.points[index];
  const source = cast.chart.points[index];
  const nakshatra = source.nakshatra;
  if (!nakshatra) throw new Error(`the sidereal chart has no nakshatra for ${point.id}`);
  const sign = signIndex(point.longitude);
  const navamsa = vargaPlace(9, point.longitude);
  return {
    longitude: point.longitude,
    sign: SIGNS[sign],
    degreeInSign: point.longitude - sign * 30,
    nakshatra: nakshatra.name,
    nakshatraNumber: nakshatra.number,
    pada: nakshatra.pada,
    nakshatraLord: nakshatra.lord,
    navamsaSign: SIGNS[navamsa.sign],
    vargottama: navamsa.sign === sign,
    signIndex: sign,
  };
}

/** The kundli of a sidereal chart already cast. */
export function kundliOfChart(cast: SiderealChart, request: KundliRequest) {
  const lagnaIndex = cast.points.findIndex((p) => p.id === 'lagna');
  const { signIndex: lagnaSign, ...lagna } = placeOf(cast, lagnaIndex);
  const grahas = GRAHA_ORDER.map((id) => {
    const i = cast.points.findIndex((p) => p.id === id);
    const { signIndex: sign, ...place } = placeOf(cast, i);
    return { id, ...place, house: ((sign - lagnaSign + 12) % 12) + 1, retrograde: cast.points[i].speed < 0 };
  });
  const houses = Array.from({ length: 12 }, (_, h) => {
    const sign = (lagnaSign + h) % 12;
    return {
      house: h + 1,
      sign: SIGNS[sign],
      lord: DOMICILE[sign],
      grahas: grahas.filter((g) => g.house === h + 1).map((g) => g.id),
    };
  });
  const dasha = dashaOfChart(cast, {
    birth: request.birth,
    system: 'vimshottari',
    levels: 3,
    yearDays: 365.25,
    date: request.date,
    years: 120,
  });
  const signOf = (id: string) => SIGNS.indexOf((id === 'lagna' ? lagna : grahas.find((g) => g.id === id)!).sign);
  const bindus = ashtakavarga(
    Object.fromEntries(
      ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna'].map((d) => [d, signOf(d)]),
    ) as Record<Donor, number>,
  );
  const rules = ruleChartOf([{ id: 'lagna', longitude: lagna.longitude }, ...grahas]);
  return {
    utc: cast.chart.timeResolution.utc,
    timezone: cast.chart.timeResolution.timezone,
    zodiac: 'sidereal' as const,
    ayanamsa: cast.chart.provenance.ayanamsa,
    node: request.node,
    lagna,
    grahas,
    houses,
    dasha: {
      system: 'vimshottari' as const,
      yearDays: dasha.yearDays,
      balanceAtBirth: dasha.balanceAtBirth,
      at: dasha.at,
      running: dasha.running,
      mahadashas: dasha.mahadashas,
    },
    yogas: findYogas(rules),
    doshas: { manglik: manglik(rules), kaalSarp: kaalSarp(rules) },
    ashtakavarga: {
      bhinna: bindus.bhinna,
      sarva: bindus.sarva,
      total: bindus.total,
      sarvaByHouse: houses.map((h) => bindus.sarva[SIGNS.indexOf(h.sign)]),
    },
  };
}

/** The kundli of a birth. */
export function kundli(request: KundliRequest) {
  return kundliOfChart(siderealChart(request.birth, request.ayanamsa, request.node), request);
}

/** A kundli as the engine answers it. */
export type Kundli = ReturnType<typeof kundli>;
