/**
 * Kundli matching on Moons placed by hand, each koota worked out in the comments from the rules
 * of docs/vedic.md (Muhurta Chintamani's kootas as the matching manuals tabulate them), and the
 * tables' own invariants: the yoni table symmetric with 4 on the diagonal and 0 for the seven
 * sworn enemies, every koota within its maximum, the total their sum.
 */
import test from 'ava';
import { mulberry32 } from '../../../benchmarks/support/mulberry32.ts';
import { ashtakoota, type MatchMoon, porutham } from '../../../src/astro/vedic/matching.ts';
import { YONI_POINTS, YONIS } from '../../../src/astro/vedic/matching-tables.ts';

/** A Moon at a sidereal longitude. */
const moonAt = (longitude: number): MatchMoon => {
  const quarter = Math.floor((longitude * 3) / 10);
  return { longitude, sign: Math.floor(longitude / 30), nakshatra: quarter >> 2, pada: (quarter & 3) + 1 };
};
const points = (a: ReturnType<typeof ashtakoota>) => Object.fromEntries(a.kootas.map((k) => [k.koota, k.points]));

test('boy in Ashwini (Aries 5°), girl in Bharani (Aries 20°): 34 of 36', (t) => {
  const a = ashtakoota(moonAt(5), moonAt(20));
  // Both kshatriya (1); both chatushpada (2); the boy's star is the 27th from the girl's (9th tara)
  // and hers the 2nd from his (3); horse and elephant (2); one lord, Mars (5); deva boy,
  // manushya girl (6); one sign (7); aadi and madhya nadis (8).
  t.deepEqual(points(a), {
    varna: 1,
    vashya: 2,
    tara: 3,
    yoni: 2,
    'graha-maitri': 5,
    gana: 6,
    bhakoot: 7,
    nadi: 8,
  });
  t.is(a.total, 34);
  t.false(a.nadiDosha.present);
});

test('boy in Rohini (Taurus 15°), girl in Mula (Sagittarius 5°): 13 of 36, Bhakoot dosha', (t) => {
  const a = ashtakoota(moonAt(45), moonAt(245));
  // Vaishya boy below a kshatriya girl (0); chatushpada and manava, Sagittarius' first half (1);
  // 13th from the girl (4th tara, good) and 16th from the boy (7th, bad): 1.5; serpent and dog
  // (2); Venus and Jupiter: neutral one way, enemy the other (0.5); manushya boy, rakshasa girl
  // (0); Sagittarius to Taurus is the 6th, back the 8th (0); antya and aadi (8).
  t.deepEqual(points(a), {
    varna: 0,
    vashya: 1,
    tara: 1.5,
    yoni: 2,
    'graha-maitri': 0.5,
    gana: 0,
    bhakoot: 0,
    nadi: 8,
  });
  t.is(a.total, 13);
  t.true(a.bhakootDosha.present);
  t.deepEqual(a.bhakootDosha.exceptions, []);
});

test('Nadi dosha and its exceptions: one nakshatra in different padas', (t) => {
  const a = ashtakoota(moonAt(1), moonAt(5));
  t.true(a.nadiDosha.present);
  t.deepEqual(a.nadiDosha.exceptions, ['one nakshatra, different padas']);
  t.is(points(a).nadi, 0);
});

test('the yoni table: symmetric, 4 alike, 0 for the seven sworn enemies', (t) => {
  for (let i = 0; i < 14; i++) {
    t.is(YONI_POINTS[i][i], 4);
    for (let j = 0; j < 14; j++) t.is(YONI_POINTS[i][j], YONI_POINTS[j][i], `${YONIS[i]} / ${YONIS[j]}`);
  }
  const zeros = [];
  for (let i = 0; i < 14; i++)
    for (let j = i + 1; j < 14; j++) if (YONI_POINTS[i][j] === 0) zeros.push(`${YONIS[i]}-${YONIS[j]}`);
  t.deepEqual(zeros.sort(), [
    'cat-rat',
    'cow-tiger',
    'dog-deer',
    'elephant-lion',
    'horse-buffalo',
    'serpent-mongoose',
    'sheep-monkey',
  ]);
});

test('every koota within its maximum and the total their sum, over random pairs', (t) => {
  const next = mulberry32(36);
  for (let i = 0; i < 2000; i++) {
    const a = ashtakoota(moonAt(next() * 360), moonAt(next() * 360));
    for (const k of a.kootas) t.true(k.points >= 0 && k.points <= k.max, `${k.koota} ${k.points}`);
    t.is(
      a.total,
      a.kootas.reduce((s, k) => s + k.points, 0),
    );
    t.deepEqual(
      a.kootas.map((k) => k.max),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
  }
});

test('porutham: the Ashwini boy and Bharani girl, check by check', (t) => {
  const p = porutham(moonAt(5), moonAt(20));
  const agrees = Object.fromEntries(p.checks.map((c) => [c.check, c.agrees]));
  // 27th star: dina (27 leaves 0 in nines) agrees, mahendra not, stree deergha (≥ 13) agrees;
  // deva and manushya; horse and elephant 2; one sign; one lord; Aries holds neither in vasya
  // but itself is not in its list; pada and kati rajju; no vedha.
  t.deepEqual(agrees, {
    dina: true,
    gana: true,
    mahendra: false,
    'stree-deergha': true,
    yoni: true,
    rasi: true,
    'rasi-adhipathi': true,
    vasya: false,
    rajju: true,
    vedha: true,
  });
  t.is(p.agreeing, 8);
  // Ashwini and Jyeshtha obstruct each other; Ashwini and Magha share the pada rajju.
  t.false(porutham(moonAt(5), moonAt(230)).checks.find((c) => c.check === 'vedha')!.agrees);
  t.false(porutham(moonAt(5), moonAt(125)).checks.find((c) => c.check === 'rajju')!.agrees);
});
