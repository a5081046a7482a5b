/**
 * The yogas and doshas on hand-built charts, each rule edge by edge: the yoga is found where its
 * condition holds and not where one part of it fails (BPHS ch. 34–41, Phaladeepika ch. 6, B. V.
 * Raman's "Three Hundred Important Combinations" for the yogas; the Kuja dosha rules and
 * cancellations as docs/vedic.md lists them).
 */
import test from 'ava';
import type { Graha, RuleChart } from '../../../src/astro/vedic/chart-rules.ts';
import { kaalSarp, manglik } from '../../../src/astro/vedic/doshas.ts';
import { findYogas, type YogaName } from '../../../src/astro/vedic/yogas.ts';

const [ARI, TAU, GEM, CAN, LEO, VIR, LIB, SCO, SAG, CAP, AQU, PIS] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** A chart from the Lagna's sign and each graha's sign (mid-sign; Rahu's given, Ketu opposite). */
function chart(lagnaSign: number, signs: Partial<Record<Graha, number>>): RuleChart {
  // Defaults keep the grahas apart: each in its own sign unless the test moves it.
  const base: Record<Graha, number> = {
    sun: TAU,
    moon: GEM,
    mars: LEO,
    mercury: TAU,
    jupiter: LIB,
    venus: SAG,
    saturn: AQU,
    rahu: PIS,
    ketu: VIR,
  };
  const all = { ...base, ...signs };
  all.ketu = (all.rahu + 6) % 12;
  return {
    lagnaSign,
    grahas: (Object.keys(all) as Graha[]).map((id) => ({ id, sign: all[id], longitude: all[id] * 30 + 15 })),
  };
}
const has = (c: RuleChart, name: YogaName) => findYogas(c).present.some((y) => y.id === name);
const ruleOf = (c: RuleChart, name: YogaName) => findYogas(c).present.find((y) => y.id === name)?.rule ?? '';

test('Gaja Kesari: Jupiter in a kendra from the Moon, not in the 2nd', (t) => {
  t.true(has(chart(ARI, { moon: ARI, jupiter: CAN }), 'gaja-kesari'));
  t.regex(ruleOf(chart(ARI, { moon: ARI, jupiter: CAN }), 'gaja-kesari'), /4th house from the Moon/);
  t.false(has(chart(ARI, { moon: ARI, jupiter: TAU }), 'gaja-kesari'));
});

test('Pancha Mahapurusha: own sign or exaltation in a kendra from the Lagna', (t) => {
  t.true(has(chart(ARI, { jupiter: CAN }), 'hamsa'), 'Jupiter exalted in the 4th');
  t.false(has(chart(TAU, { jupiter: CAN }), 'hamsa'), 'exalted but in the 3rd');
  t.true(has(chart(CAN, { venus: LIB }), 'malavya'), 'Venus in Libra, the 4th');
  t.false(has(chart(CAN, { venus: SCO }), 'malavya'), 'Venus in the 5th, not its sign');
  t.true(has(chart(CAP, { saturn: CAP }), 'sasa'));
  t.true(has(chart(CAN, { mars: CAP }), 'ruchaka'), 'Mars exalted in the 7th');
  t.true(has(chart(GEM, { mercury: VIR }), 'bhadra'));
});

test('Budha-Aditya and Chandra-Mangala', (t) => {
  t.true(has(chart(ARI, { sun: LEO, mercury: LEO }), 'budha-aditya'));
  t.false(has(chart(ARI, { sun: LEO, mercury: VIR }), 'budha-aditya'));
  t.true(has(chart(ARI, { moon: ARI, mars: LIB }), 'chandra-mangala'), 'opposite');
  t.true(has(chart(ARI, { moon: ARI, mars: ARI }), 'chandra-mangala'), 'together');
  t.false(has(chart(ARI, { moon: ARI, mars: SCO }), 'chandra-mangala'));
});

test('Raja yoga by lordship, and the yogakaraka', (t) => {
  // Aries rising: the Moon rules the 4th (a kendra), Jupiter the 9th (a trikona).
  t.regex(
    ruleOf(chart(ARI, { moon: SAG, jupiter: SAG }), 'raja'),
    /Moon, lord of the 4th.*Jupiter, lord of the 9th.*together/,
  );
  t.regex(ruleOf(chart(ARI, { moon: GEM, jupiter: SAG }), 'raja'), /aspecting each other/, 'mutual 7th');
  t.regex(ruleOf(chart(ARI, { moon: PIS, jupiter: CAN }), 'raja'), /each other’s signs/, 'exchange');
  // Saturn rules the 9th and 10th from Taurus: a yogakaraka; not from Aries (10th and 11th).
  t.true(has(chart(TAU, {}), 'yogakaraka'));
  t.false(has(chart(ARI, {}), 'yogakaraka'));
});

test('Viparita Raja, Neecha Bhanga Raja', (t) => {
  // Aries rising: Mercury rules the 3rd and 6th; in Virgo (6th) it is Harsha.
  t.true(has(chart(ARI, { mercury: VIR }), 'harsha'));
  t.false(has(chart(ARI, { mercury: LIB }), 'harsha'));
  // Mars debilitated in Cancer; the Moon (Cancer's lord) in the 1st from an Aries Lagna cancels it.
  t.regex(ruleOf(chart(ARI, { mars: CAN, moon: ARI }), 'neecha-bhanga-raja'), /lord of its debilitation sign.*Lagna/);
  t.false(
    has(
      chart(ARI, { mars: CAN, moon: TAU, saturn: GEM, jupiter: VIR, sun: SAG, mercury: SAG, venus: SAG, rahu: PIS }),
      'neecha-bhanga-raja',
    ),
  );
});

test('Sunapha, Anapha, Durudhara, Kemadruma and its cancellation', (t) => {
  t.true(has(chart(ARI, { moon: ARI, mars: TAU }), 'sunapha'));
  t.true(has(chart(ARI, { moon: ARI, mercury: CAN, saturn: PIS, rahu: GEM }), 'anapha'));
  t.true(has(chart(ARI, { moon: ARI, mars: TAU, saturn: PIS, rahu: GEM }), 'durudhara'));
  // The Moon in Taurus (the 2nd), nothing in Aries or Gemini, nothing in Leo, Scorpio or Aquarius.
  const lonely = { moon: TAU, mars: CAN, mercury: VIR, jupiter: LIB, venus: SAG, saturn: CAP, sun: CAP, rahu: PIS };
  t.true(has(chart(ARI, lonely), 'kemadruma'));
  t.false(has(chart(ARI, { ...lonely, saturn: AQU }), 'kemadruma'), 'Saturn in a kendra from the Moon');
  t.false(has(chart(AQU, lonely), 'kemadruma'), 'the Moon in the 4th from the Lagna');
});

test('Adhi and Amala', (t) => {
  t.true(has(chart(ARI, { moon: ARI, mercury: VIR, jupiter: LIB, venus: SCO }), 'adhi'));
  t.false(has(chart(ARI, { moon: ARI, mercury: VIR, jupiter: LIB, venus: SAG }), 'adhi'));
  t.true(has(chart(ARI, { jupiter: CAP }), 'amala'));
});

test('every yoga looked for is either present or listed absent', (t) => {
  const { present, absent } = findYogas(chart(TAU, {}));
  t.is(new Set([...present.map((y) => y.id), ...absent]).size, 20);
});

test('Manglik: the houses from the Lagna, the Moon and Venus, and the named cancellations', (t) => {
  const plain = manglik(chart(ARI, { mars: CAN, moon: LEO, venus: SAG, jupiter: GEM }));
  t.deepEqual(
    plain.counts.map((c) => [c.from, c.house, c.manglik]),
    [
      ['lagna', 4, true],
      ['moon', 12, true],
      ['venus', 8, true],
    ],
  );
  t.true(plain.present);
  t.deepEqual(plain.cancellations, []);
  const own = manglik(chart(ARI, { mars: SCO, jupiter: GEM }));
  t.true(own.byRule);
  t.false(own.present);
  t.true(own.cancellations.includes('Mars in its own sign, Scorpio'));
  const aspected = manglik(chart(ARI, { mars: CAN, moon: LEO, venus: SAG, jupiter: SCO }));
  t.deepEqual(aspected.cancellations, ['Mars aspected by Jupiter'], 'Jupiter aspects the 9th from Scorpio');
  const sign = manglik(chart(TAU, { mars: GEM, jupiter: PIS }));
  t.true(sign.cancellations.includes('Mars in the 2nd house in Gemini'));
  const none = manglik(chart(ARI, { mars: LIB, moon: VIR, venus: LIB }));
  t.deepEqual(
    none.counts.map((c) => c.house),
    [7, 2, 1],
  );
  const clear = manglik(chart(ARI, { mars: GEM, moon: ARI, venus: LEO }));
  t.false(clear.byRule, 'Mars in the 3rd from the Lagna and the Moon, the 11th from Venus');
});

test('Kaal Sarp: full, partial and absent; its type by Rahu’s house', (t) => {
  // Rahu in Aries (the 1st from an Aries Lagna): every graha from Taurus to Virgo; then, from a
  // Cancer Lagna (Rahu in the 10th: Ghatak), every graha from Scorpio to Pisces.
  const full = kaalSarp(
    chart(ARI, { rahu: ARI, sun: TAU, moon: GEM, mars: CAN, mercury: TAU, jupiter: LEO, venus: GEM, saturn: VIR }),
  );
  t.deepEqual([full.present, full.full, full.type, full.direction], [true, true, 'anant', 'rahu-to-ketu']);
  const other = kaalSarp(
    chart(CAN, { rahu: ARI, sun: SCO, moon: SAG, mars: CAP, mercury: SCO, jupiter: AQU, venus: PIS, saturn: SAG }),
  );
  t.deepEqual([other.present, other.type, other.direction], [true, 'ghatak', 'ketu-to-rahu']);
  const none = kaalSarp(chart(ARI, { rahu: ARI, sun: TAU, moon: SCO }));
  t.false(none.present);
});
