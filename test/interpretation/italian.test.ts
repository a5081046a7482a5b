/**
 * Italian (issue #47): texts are composed by Italian grammar, not glued from English-ordered
 * fragments. A sample natal report names every sign, point and aspect in Italian; the article
 * follows the noun's gender and first sounds; prepositions fuse with the article; participles and
 * possessives agree with the point they qualify. The checks state the grammar rule (gender from
 * the names' table, the article rule) and test the composed texts against it, not against stored
 * output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { italianChinese } from '../../src/interpretation/chinese/it.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { a, agree, countOf, each, polish, questo, the, yours } from '../../src/interpretation/it/grammar.ts';
import { IT_NATAL, IT_POINT_NAMES, itNamed } from '../../src/interpretation/it/points.ts';
import { IT_HOUSES, IT_SIGNS } from '../../src/interpretation/it/zodiac.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';

/** Every seeded Italian text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'it') }));

/** English names of points, signs and aspects that Italian spells differently. */
const ENGLISH_NAMES = [
  ...[...POINTS, ...NAMED_POINTS].map((p) => [pointName(p, 'en'), pointName(p, 'it')]),
  ...SIGNS.map((s) => [signName(s, 'en'), signName(s, 'it')]),
  ...ASPECTS.map((x) => [aspectName(x.id, 'en'), aspectName(x.id, 'it')]),
]
  .filter(([en, it]) => en !== it)
  .map(([en]) => en);
const wordRe = (words: readonly string[], flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, flags);

test('a sample Italian natal report has no English sign, point or aspect name and no English word', (t) => {
  const english = wordRe(ENGLISH_NAMES);
  const stopWords = wordRe(['the', 'and', 'your', 'you', 'with', 'when', 'this', 'house', 'sign', 'planet'], 'iu');
  for (const birth of surveyBirths(6, 20_261_129)) {
    const report = natalReportText(birth, 'it').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English name in the Italian report`);
    t.is(report.match(stopWords)?.[0], undefined, `${birth.dateTime}: English word in the Italian report`);
  }
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(english)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(stopWords)?.[0], undefined, title);
  }
});

test('the article follows gender, number and the first sounds of the noun', (t) => {
  // il before a consonant, lo before s + consonant, z, gn, ps; l' before a vowel; la / l' in the feminine.
  t.is(the('Sole', 'm'), 'il Sole');
  t.is(the('Scorpione', 'm'), 'lo Scorpione');
  t.is(the('zodiaco', 'm'), 'lo zodiaco');
  t.is(the('gnomone', 'm'), 'lo gnomone');
  t.is(the('Ascendente', 'm'), "l'Ascendente");
  t.is(the('Luna', 'f'), 'la Luna');
  t.is(the('opposizione', 'f'), "l'opposizione");
  t.is(the('pianeti', 'm', true), 'i pianeti');
  t.is(the('aspetti', 'm', true), 'gli aspetti');
  t.is(the('stelle', 'f', true), 'le stelle');
  t.is(a('trigono', 'm'), 'un trigono');
  t.is(a('sestile', 'm'), 'un sestile');
  t.is(a('sbalzo', 'm'), 'uno sbalzo');
  t.is(a('opposizione', 'f'), "un'opposizione");
  t.is(a('quadratura', 'f'), 'una quadratura');
  t.is(questo('opposizione', 'f'), "quest'opposizione");
  t.is(questo('trigono', 'm'), 'questo trigono');
  t.is(yours('Luna', 'f'), 'la tua Luna');
  t.is(yours('bisogni', 'm', true), 'i tuoi bisogni');
  t.is(itNamed('Marte'), 'Marte');
  t.is(itNamed('Parte di Fortuna'), 'la Parte di Fortuna');
});

test('prepositions fuse with the article, also before each member of a list', (t) => {
  t.is(polish('in opposizione a il Sole'), 'in opposizione al Sole');
  t.is(polish("di l'anima e di lo spirito"), "dell'anima e dello spirito");
  t.is(polish('In la casa 7, su i pianeti'), 'Nella casa 7, sui pianeti');
  t.is(polish('forte e energico, a ogni costo, a altri'), 'forte ed energico, a ogni costo, ad altri');
  t.is(polish('in la ottava casa, lo ancora, dalla ultima'), "nell'ottava casa, l'ancora, dall'ultima");
  t.is(polish(each('di', "il denaro, i beni e l'autostima")), "del denaro, dei beni e dell'autostima");
  // No Italian text keeps an unfused preposition before a definite article.
  const unfused = /(?<!\p{L})(?:di|a|da|in|su) (?:il|lo|la|i|gli|le|l')(?!\p{L})/iu;
  for (const { title, body } of TEXTS) t.is(`${title} ${body}`.match(unfused)?.[0], undefined, title);
});

test('participles and possessives agree with the point they qualify', (t) => {
  const nameToGender = new Map(Object.values(IT_POINT_NAMES).map((n) => [n.name, n.g]));
  const names = [...nameToGender.keys()].sort((x, y) => y.length - x.length).join('|');
  const possessive = new RegExp(`(?<!\\p{L})(il tuo|la tua|il suo|la sua) (${names})(?!\\p{L})`, 'giu');
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    const text = `${title} ${body}`;
    for (const m of text.matchAll(possessive)) {
      const feminine = /^la /i.test(m[1] ?? '');
      t.is(feminine ? 'f' : 'm', nameToGender.get(m[2] ?? '') ?? 'unknown', `${title}: "${m[0]}"`);
      checked++;
    }
    if (subject.kind === 'planet-sign') {
      const g = IT_POINT_NAMES[subject.point].g;
      // "Situato in" / "Situata in", "è esaltato" / "è esaltata", "lontano" / "lontana da casa".
      for (const m of body.matchAll(/(?<!\p{L})(?:Situat|esaltat|lontan)([oa])(?!\p{L})/gu)) {
        t.is(m[1], agree('o', g), `${title}: "${m[0]}"`);
        checked++;
      }
    }
  }
  t.true(checked > 1000, `${checked} agreements checked`);
  // The composite title's participle agrees with the point: "Luna composta", "Sole composto".
  t.regex(COMPOSITE_TEXTS.it.placement('moon', 'leo', 5).title, /^Luna composta /);
  t.regex(COMPOSITE_TEXTS.it.placement('sun', 'leo', 5).title, /^Sole composto /);
  // A Chinese year takes the article of the animal's gender.
  t.is(italianChinese.yearTitle('fire', 'tiger'), 'Anno della Tigre di Fuoco');
  t.is(italianChinese.yearTitle('metal', 'snake'), 'Anno del Serpente di Metallo');
});

test('counts take their plural from Intl.PluralRules', (t) => {
  t.is(new Intl.PluralRules('it-IT').select(1), 'one');
  t.is(countOf(1, 'pianeta', 'pianeti'), '1 pianeta');
  t.is(countOf(4, 'pianeta', 'pianeti'), '4 pianeti');
  t.is(countOf(0, 'pianeta', 'pianeti'), '0 pianeti');
  t.is(countOf(1200, 'giorno', 'giorni'), '1200 giorni'.replace('1200', new Intl.NumberFormat('it-IT').format(1200)));
});

test('every list a preposition is repeated over splits into noun phrases that each start with an article or a possessive', (t) => {
  const lists = [
    ...Object.values(IT_NATAL).flatMap((n) => n.domain),
    ...Object.values(IT_HOUSES).flatMap((h) => h.areas),
    ...Object.values(IT_SIGNS).map((s) => s.shadow),
  ];
  const startsWithArticle = /^(?:il|lo|la|i|gli|le|l'|un|una|uno|un'|ciò)(?:\s|(?<=')\p{L})/u;
  for (const list of lists) {
    // A sentinel preposition marks where each() starts a member.
    const members = each('§', list)
      .split(/(?:^|, | e )§ /u)
      .filter((m) => m !== '');
    for (const m of members) t.regex(m, startsWithArticle, `"${m}" in "${list}"`);
  }
});
