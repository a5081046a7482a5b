/**
 * The traditional tables and scores against their published sources: the Egyptian terms as
 * Ptolemy prints them (Tetrabiblos I.21), whose degrees per planet add up to the planets' minor
 * years Valens gives (Anthology I; Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76); the
 * triplicity lords as Dorotheus lists them (Carmen Astrologicum I.1); the faces as Lilly's table
 * prints them (Christian Astrology, Book I, the table of essential dignities); and Lilly's points
 * for fortitudes and debilities (the same book: domicile 5, exaltation 4, triplicity 3, term 2,
 * face 1, detriment −5, fall −4, peregrine −5).
 */
import test from 'ava';
import { almutenOf, essentialDignity, receptions } from '../../../src/astro/traditional/dignities.ts';
import { EGYPTIAN_TERMS, faceLord, TRIPLICITY, termLord } from '../../../src/astro/traditional/tables.ts';

test("Egyptian terms: each sign ends at 30°, and each planet's degrees are its minor years (Valens)", (t) => {
  const totals: Record<string, number> = {};
  for (const terms of EGYPTIAN_TERMS) {
    t.is(terms.at(-1)?.end, 30);
    let from = 0;
    for (const term of terms) {
      totals[term.lord] = (totals[term.lord] ?? 0) + term.end - from;
      from = term.end;
    }
  }
  t.deepEqual(totals, { saturn: 57, jupiter: 79, mars: 66, venus: 82, mercury: 76 });
  t.is(termLord(0), 'jupiter');
  t.is(termLord(12.5), 'mercury'); // Aries 12–20 Mercury
  t.is(termLord(359.9), 'saturn');
});

test('triplicity lords as Dorotheus gives them (day, night, participating)', (t) => {
  t.deepEqual(TRIPLICITY, {
    fire: { day: 'sun', night: 'jupiter', participating: 'saturn' },
    earth: { day: 'venus', night: 'moon', participating: 'mars' },
    air: { day: 'saturn', night: 'mercury', participating: 'jupiter' },
    water: { day: 'venus', night: 'mars', participating: 'moon' },
  });
});

test("faces: Lilly's table, Aries Mars Sun Venus … Pisces Saturn Jupiter Mars", (t) => {
  const faces = (sign: number) => [0, 10, 20].map((d) => faceLord(sign * 30 + d + 5));
  t.deepEqual(faces(0), ['mars', 'sun', 'venus']);
  t.deepEqual(faces(4), ['saturn', 'jupiter', 'mars']);
  t.deepEqual(faces(11), ['saturn', 'jupiter', 'mars']);
});

test("Lilly's points: the Sun at 19° Aries by day, in Aquarius, Saturn at 21° Libra by night", (t) => {
  const sun = essentialDignity('sun', 19, true);
  // exaltation 4 + triplicity (fire, day) 3 + face (Aries 10–20 the Sun) 1; the term is Mercury's
  t.deepEqual(sun.dignities, ['exaltation', 'triplicity', 'face']);
  t.is(sun.score, 8);
  const exiled = essentialDignity('sun', 305, true);
  t.true(exiled.detriment && exiled.peregrine);
  t.is(exiled.score, -10);
  const saturn = essentialDignity('saturn', 201, false);
  // exaltation 4; by night the air triplicity is Mercury's; Libra 21–28 Venus's term; 20–30 Jupiter's face
  t.deepEqual(saturn.dignities, ['exaltation']);
  t.is(saturn.score, 4);
  const fallen = essentialDignity('saturn', 5, true);
  // 5° Aries by day: fall −4, and peregrine −5 (the participating triplicity lord does not count)
  t.true(fallen.fall && !fallen.detriment && fallen.peregrine);
  t.is(fallen.score, -9);
});

test('almuten of a degree and receptions', (t) => {
  // 15° Cancer by night: Moon domicile 5, Jupiter exaltation 4, Mars triplicity 3, Mercury term 2, Mercury face 1
  const cancer = almutenOf(105, false);
  t.deepEqual(cancer.points, { moon: 5, jupiter: 4, mars: 3, mercury: 3 });
  t.deepEqual(cancer.almuten, ['moon']);
  const at = { sun: 100, moon: 10, mercury: 80, venus: 40, mars: 50, jupiter: 220, saturn: 280 };
  const list = receptions(at, true);
  const sunByMoon = list.find((r) => r.planet === 'sun' && r.receivedBy === 'moon');
  t.deepEqual(sunByMoon?.dignities, ['domicile']);
  // the Moon in Aries is in the Sun's exaltation: mutual by major dignity
  t.true(sunByMoon?.mutual && sunByMoon.mutualByMajorDignity);
});
