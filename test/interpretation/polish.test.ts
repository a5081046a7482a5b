/**
 * Polish (issue #47): texts are composed by Polish grammar, not glued from English-ordered
 * fragments. Points and signs are declined in the case their preposition or verb governs ("w
 * Baranie", "z Marsem", "do Słońca"), "w" / "z" take their vowel before a consonant cluster ("we
 * Lwie", "ze Słońcem"), adjectives and participles agree with the point's gender, numerals govern
 * the noun's form by Intl.PluralRules('pl-PL'), and the reader is addressed with a capitalized
 * "Ty". The checks state the rule and test the composed texts against it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { polishChinese } from '../../src/interpretation/chinese/pl.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { PL_ASPECTS } from '../../src/interpretation/pl/aspects.ts';
import { agree, countOf, decline, polish, w, yours, z } from '../../src/interpretation/pl/grammar.ts';
import { PL_POINT_NAMES, plOf, plWith } from '../../src/interpretation/pl/points.ts';
import { inSign, PL_SIGN_NAMES } from '../../src/interpretation/pl/zodiac.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';

/** Every seeded Polish text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'pl') }));

/** English names of points, signs and aspects that Polish spells differently. */
const ENGLISH_NAMES = [
  ...[...POINTS, ...NAMED_POINTS].map((p) => [pointName(p, 'en'), pointName(p, 'pl')]),
  ...SIGNS.map((s) => [signName(s, 'en'), signName(s, 'pl')]),
  ...ASPECTS.map((x) => [aspectName(x.id, 'en'), aspectName(x.id, 'pl')]),
]
  .filter(([en, pl]) => en !== pl)
  .map(([en]) => en);
const wordRe = (words: readonly string[], flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${words.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, flags);

test('a sample Polish natal report has no English sign, point or aspect name and no English word', (t) => {
  const english = wordRe(ENGLISH_NAMES);
  // "planet" is a Polish word too (the genitive plural of "planeta": "pięć planet"), so the English plural is checked.
  const stopWords = wordRe(['the', 'and', 'your', 'you', 'with', 'when', 'this', 'house', 'sign', 'planets'], 'iu');
  for (const birth of surveyBirths(6, 20_261_129)) {
    const report = natalReportText(birth, 'pl').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English name in the Polish report`);
    t.is(report.match(stopWords)?.[0], undefined, `${birth.dateTime}: English word in the Polish report`);
  }
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(english)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(stopWords)?.[0], undefined, title);
  }
});

test('no text has an unfilled placeholder, doubled spaces or doubled punctuation', (t) => {
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    t.false(/\$\{|undefined|null|NaN|\[object/.test(text), `${title}: placeholder`);
    t.false(/ {2}| [,.;:]|[,.;:]{2}(?!\.)|\.\./.test(text.replace(/…/g, '')), `${title}: "${text}"`);
    t.regex(body, /^\p{Lu}/u, `${title}: starts with a capital`);
  }
});

test('"w" and "z" take their vowel before a cluster of the same sound, and only then', (t) => {
  t.is(w('Baranie'), 'w Baranie');
  t.is(w('Wodniku'), 'w Wodniku');
  t.is(w('władzy'), 'we władzy');
  t.is(w('wszystkim'), 'we wszystkim');
  t.is(inSign('leo'), 'we Lwie');
  t.is(z('Marsem'), 'z Marsem');
  t.is(z('Saturnem'), 'z Saturnem');
  t.is(z('Słońcem'), 'ze Słońcem');
  t.is(z('Skorpionem'), 'ze Skorpionem');
  t.is(z('Strzelcem'), 'ze Strzelcem');
  t.is(polish('z Słońcem i w władzy'), 'ze Słońcem i we władzy');
  // No Polish text keeps a bare "z" before s/ś/z/ź/ż + consonant, or a bare "w" before w/f + consonant.
  const bareZ = /(?<!\p{L})[zZ] [sśzźżSŚZŹŻ][^aąeęioóuyAĄEĘIOÓUY\s]/u;
  const bareW = /(?<!\p{L})[wW] [wfWF][^aąeęioóuyAĄEĘIOÓUY\s]/u;
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(bareZ)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(bareW)?.[0], undefined, title);
  }
});

test('points and signs are declined in the case their preposition governs', (t) => {
  // "w" + locative, "z" + instrumental, "do" + genitive.
  t.is(inSign('aries'), 'w Baranie');
  t.is(inSign('libra'), 'w Wadze');
  t.is(inSign('pisces'), 'w Rybach');
  t.is(plWith('Węzeł Północny średni'), 'Węzłem Północnym średnim');
  t.is(plOf('Węzeł Południowy prawdziwy'), 'Węzła Południowego prawdziwego');
  t.is(plOf('Mars'), 'Marsa');
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    if (subject.kind === 'planet-sign') {
      // The body places the point "w/we" + the sign in the locative; the title names the sign ("w znaku Panna").
      t.true(body.includes(inSign(subject.sign)), `${title}: "${inSign(subject.sign)}"`);
      t.true(title.endsWith(`w znaku ${PL_SIGN_NAMES[subject.sign].nom}`), title);
      checked++;
    }
    if (subject.kind === 'transit' || subject.kind === 'synastry') {
      // Every aspect joins the other point with "z" / "ze" + instrumental.
      t.regex(title, new RegExp(`${PL_ASPECTS[subject.aspect].at} ze? `, 'u'), title);
      checked++;
    }
  }
  t.true(checked > 1000, `${checked} titles checked`);
});

test('adjectives, participles and possessives agree with the gender of the point', (t) => {
  t.is(agree('wsteczny', 'f'), 'wsteczna');
  t.is(agree('wsteczny', 'n'), 'wsteczne');
  t.is(agree('głęboki', 'n'), 'głębokie');
  t.is(agree('spokojniejszy', 'f', true), 'spokojniejsze');
  t.is(decline('urodzeniowy', 'f', 'ins'), 'urodzeniową');
  t.is(decline('urodzeniowy', 'n', 'gen'), 'urodzeniowego');
  t.is(decline('głęboki', 'm', 'gen'), 'głębokiego');
  t.is(yours(PL_POINT_NAMES.venus, 'nom'), 'Twoja Wenus');
  t.is(yours(PL_POINT_NAMES.sun, 'ins'), 'Twoim Słońcem');
  t.is(yours(PL_POINT_NAMES.mars, 'acc'), 'Twojego Marsa');
  const possessive =
    /(?<!\p{L})(Twój|Twoja|Twoje) (Słońce|Księżyc|Merkury|Wenus|Mars|Jowisz|Saturn|Uran|Neptun|Pluton|Chiron|Ascendent|Lilith|Medium Coeli)(?!\p{L})/gu;
  const gender = new Map(Object.values(PL_POINT_NAMES).map((n) => [n.nom, n.g]));
  const expected = { m: 'Twój', f: 'Twoja', n: 'Twoje' } as const;
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    for (const m of `${title} ${body}`.matchAll(possessive)) {
      t.is(m[1], expected[gender.get(m[2] ?? '') ?? 'm'], `${title}: "${m[0]}"`);
      checked++;
    }
    if (subject.kind === 'planet-sign' || subject.kind === 'planet-house') {
      const g = PL_POINT_NAMES[subject.point].g;
      for (const m of body.matchAll(/(?<!\p{L})(Umieszczon|wywyższon)([yae])(?!\p{L})/gu)) {
        t.is(m[0], `${m[1]}${agree('y', g)}`, `${title}: "${m[0]}"`);
        checked++;
      }
    }
    if (subject.kind === 'transit') {
      const g = PL_POINT_NAMES[subject.transiting].g;
      t.true(title.startsWith(`${agree('Tranzytujący', g)} `), title);
      checked++;
    }
  }
  t.true(checked > 1000, `${checked} agreements checked`);
  t.regex(COMPOSITE_TEXTS.pl.placement('venus', 'leo', 5).title, /^Wenus kompozytowa /);
  t.regex(COMPOSITE_TEXTS.pl.placement('sun', 'leo', 5).title, /^Słońce kompozytowe /);
  t.regex(COMPOSITE_TEXTS.pl.placement('mars', 'leo', 5).title, /^Mars kompozytowy /);
  // A Chinese year declines the element's adjective with the animal's gender, in the genitive.
  t.is(polishChinese.yearTitle('fire', 'goat'), 'Rok Ognistej Kozy');
  t.is(polishChinese.yearTitle('wood', 'dragon'), 'Rok Drewnianego Smoka');
});

test('numerals govern the noun by the Intl.PluralRules categories one, few and many', (t) => {
  const rules = new Intl.PluralRules('pl-PL');
  t.is(rules.select(1), 'one');
  t.is(rules.select(3), 'few');
  t.is(rules.select(5), 'many');
  t.is(rules.select(22), 'few');
  t.is(rules.select(12), 'many');
  t.is(countOf(1, 'dom', 'domy', 'domów'), '1 dom');
  t.is(countOf(2, 'dom', 'domy', 'domów'), '2 domy');
  t.is(countOf(5, 'dom', 'domy', 'domów'), '5 domów');
  t.is(countOf(14, 'dom', 'domy', 'domów'), '14 domów');
  t.is(countOf(24, 'dom', 'domy', 'domów'), '24 domy');
  t.is(countOf(1200, 'dzień', 'dni', 'dni'), `${new Intl.NumberFormat('pl-PL').format(1200)} dni`);
});

test('the reader is addressed with a capitalized "Ty" and never in a gendered past tense', (t) => {
  const lowerYou = /(?<!\p{L})(twój|twoja|twoje|twojego|twojej|twoim|twoją|twoich|ciebie|tobie|tobą)(?!\p{L})/u;
  const gendered = /(?<!\p{L})\p{L}+(łeś|łaś)(?!\p{L})/u;
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(lowerYou)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(gendered)?.[0], undefined, title);
  }
});
