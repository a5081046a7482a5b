/**
 * Dutch (issue #47): texts are composed by Dutch grammar, not glued from English-ordered
 * fragments. A sample natal report names every sign, point and aspect in Dutch; articles and
 * demonstratives follow the noun's gender (de / het, deze / dit, die / dat); adjectives are
 * inflected before a de-word or after a definite article and stay bare before an indefinite
 * het-word; main clauses keep the finite verb second and subordinate clauses put it last, with a
 * separable particle joined to it. The checks state the rule and test the composed texts against
 * it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { dutchChinese } from '../../src/interpretation/chinese/nl.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { NL_ASPECTS } from '../../src/interpretation/nl/aspects.ts';
import {
  a,
  adjective,
  beforeJe,
  countOf,
  inflected,
  inverted,
  list,
  mainClause,
  plural,
  subClause,
  thatOne,
  the,
  thisOne,
} from '../../src/interpretation/nl/grammar.ts';
import { NL_NATAL, NL_RELATING, nlNamed } from '../../src/interpretation/nl/points.ts';
import { NL_SIGNS } from '../../src/interpretation/nl/zodiac.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';

/** Every seeded Dutch text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'nl') }));

/** English names of points, signs and aspects that Dutch spells differently. */
const ENGLISH_NAMES = [
  ...[...POINTS, ...NAMED_POINTS].map((p) => [pointName(p, 'en'), pointName(p, 'nl')]),
  ...SIGNS.map((s) => [signName(s, 'en'), signName(s, 'nl')]),
  ...ASPECTS.map((x) => [aspectName(x.id, 'en'), aspectName(x.id, 'nl')]),
]
  .filter(([en, nl]) => en !== nl)
  .map(([en]) => en);
const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (words: readonly string[], flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${words.map(escapeRe).join('|')})(?!\\p{L})`, flags);

test('a sample Dutch natal report has no English sign, point or aspect name and no English word', (t) => {
  const english = wordRe(ENGLISH_NAMES);
  const stopWords = wordRe(
    ['the', 'and', 'your', 'you', 'with', 'when', 'this', 'house', 'sign', 'planet', 'without'],
    'iu',
  );
  for (const birth of surveyBirths(6, 20_261_129)) {
    const report = natalReportText(birth, 'nl').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English name in the Dutch report`);
    t.is(report.match(stopWords)?.[0], undefined, `${birth.dateTime}: English word in the Dutch report`);
  }
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(english)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(stopWords)?.[0], undefined, title);
  }
});

test('no doubled space or punctuation, no unfilled placeholder, every sentence closed', (t) => {
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    t.notRegex(text, / {2}|\s[,.;:]|[,.;:]{2}|\.\s*,|undefined|null|NaN|\$\{|\{\w+\}/u, title);
    t.regex(body, /[.!?]$/u, title);
    t.regex(body, /^\p{Lu}/u, title);
  }
});

test('articles and demonstratives follow the noun: de / het, deze / dit, die / dat', (t) => {
  t.is(the('Zon', 'de'), 'de Zon');
  t.is(the('vierkant', 'het'), 'het vierkant');
  t.is(the('aspecten', 'het', true), 'de aspecten');
  t.is(a('driehoek'), 'een driehoek');
  t.is(thisOne('vierkant', 'het'), 'dit vierkant');
  t.is(thisOne('oppositie', 'de'), 'deze oppositie');
  t.is(thisOne('huizen', 'het', true), 'deze huizen');
  t.is(thatOne('huis', 'het'), 'dat huis');
  t.is(thatOne('maan', 'de'), 'die maan');
  t.is(nlNamed('Medium Coeli'), 'het Medium Coeli');
  t.is(nlNamed('Zon'), 'de Zon');
  t.is(nlNamed('Mars'), 'Mars');
  // In the texts, every aspect named with a demonstrative or an article takes the one its gender asks for.
  const nouns = new Map(Object.values(NL_ASPECTS).map((x) => [x.noun, x.g]));
  const re = new RegExp(`(?<!\\p{L})(deze|dit|de|het) (${[...nouns.keys()].join('|')})(?!\\p{L})`, 'giu');
  let checked = 0;
  for (const { title, body } of TEXTS) {
    for (const m of `${title} ${body}`.matchAll(re)) {
      const g = nouns.get(m[2] ?? '');
      const word = (m[1] ?? '').toLowerCase();
      t.is(word === 'dit' || word === 'het' ? 'het' : 'de', g ?? '', `${title}: "${m[0]}"`);
      checked++;
    }
  }
  t.true(checked > 300, `${checked} aspect articles checked`);
});

test('adjectives take -e after a definite article, before a de-word and in the plural, not before an indefinite het-word', (t) => {
  t.is(inflected('groot'), 'grote');
  t.is(inflected('sensueel'), 'sensuele');
  t.is(inflected('wit'), 'witte');
  t.is(inflected('lief'), 'lieve');
  t.is(inflected('boos'), 'boze');
  t.is(inflected('moedig'), 'moedige');
  t.is(inflected('open'), 'open');
  t.is(inflected('direct'), 'directe');
  t.is(adjective('vast', 'het', false), 'vast');
  t.is(adjective('vast', 'de', false), 'vaste');
  t.is(adjective('vast', 'het', true), 'vaste');
  t.is(adjective('vast', 'het', false, true), 'vaste');
  // "op een … manier" (de-word): inflected; "een … karakter" (het-word, indefinite): bare; "het … karakter": inflected.
  const traits = new Map(SIGNS.map((s) => [signName(s, 'nl'), NL_SIGNS[s].traits]));
  let checked = 0;
  for (const { subject, body } of TEXTS) {
    if (subject.kind !== 'planet-sign') continue;
    const base = traits.get(signName(subject.sign, 'nl')) ?? [];
    const deWord = /op een (.+?) manier/u.exec(body)?.[1];
    const hetIndefinite = /(?<!\p{L})een ((?:(?!een ).)+?) karakter/u.exec(body)?.[1];
    const hetDefinite = /te maken heeft het (.+?) karakter van dit teken/u.exec(body)?.[1];
    if (deWord !== undefined) t.is(deWord, list(base.map(inflected)), body);
    if (hetIndefinite !== undefined) t.is(hetIndefinite, list(base), body);
    if (hetDefinite !== undefined) t.is(hetDefinite, list(base.map(inflected)), body);
    checked += Number(deWord !== undefined) + Number(hetIndefinite !== undefined) + Number(hetDefinite !== undefined);
    // "teken" is a het-word: "een vast waterteken", never "een vaste waterteken".
    for (const m of body.matchAll(/een (\p{L}+) (?:vuur|aarde|lucht|water)teken/gu))
      t.notRegex(m[1] ?? '', /e$/u, body);
  }
  t.true(checked > 150, `${checked} inflections checked`);
  // "natale" after a possessive or a definite article, for de- and het-words alike.
  for (const { subject, title } of TEXTS) if (subject.kind === 'transit') t.regex(title, / (?:de|het) natale /u, title);
});

test("plurals: -en / -s / -'s by the noun's ending, counts by Intl.PluralRules", (t) => {
  t.is(plural('planeet'), 'planeten');
  t.is(plural('teken'), 'tekens');
  t.is(plural('kans'), 'kansen');
  t.is(plural('brief'), 'brieven');
  t.is(plural('foto'), "foto's");
  t.is(plural('huis'), 'huizen');
  t.is(plural('sleutel'), 'sleutels');
  t.is(plural('wens'), 'wensen');
  t.is(new Intl.PluralRules('nl-NL').select(1), 'one');
  t.is(countOf(1, 'planeet'), '1 planeet');
  t.is(countOf(4, 'planeet'), '4 planeten');
  t.is(countOf(0, 'planeet'), '0 planeten');
  t.is(countOf(1200, 'dag'), `${new Intl.NumberFormat('nl-NL').format(1200)} dagen`);
});

test('main clauses keep the verb second, subordinate clauses put it last, separable particles follow', (t) => {
  const touch = { finite: 'raakt', particle: 'aan' };
  t.is(mainClause('Mars', touch, 'jouw Zon'), 'Mars raakt jouw Zon aan');
  t.is(inverted('Nu', 'Mars', touch, 'jouw Zon'), 'Nu raakt Mars jouw Zon aan');
  t.is(subClause('Mars', touch, 'jouw Zon'), 'Mars jouw Zon aanraakt');
  t.is(
    subClause('Saturnus', { finite: 'staat', before: 'vierkant op' }, 'jouw Maan'),
    'Saturnus vierkant op jouw Maan staat',
  );
  t.is(beforeJe('voelt'), 'voel');
  t.is(beforeJe('gaat'), 'ga');
  t.is(beforeJe('weet'), 'weet');
  t.is(beforeJe('bent'), 'ben');
  t.is(beforeJe('vindt'), 'vind');
  // In the texts: a clause after omdat / wanneer / doordat / nu ends with one of the aspect verbs, particle joined.
  const finals = new Set(
    Object.values(NL_ASPECTS).flatMap((x) => [...x.verbs, ...x.links].map((v) => `${v.particle ?? ''}${v.finite}`)),
  );
  const main = new Set(Object.values(NL_ASPECTS).flatMap((x) => x.verbs.map((v) => v.finite)));
  let checked = 0;
  for (const { subject, body } of TEXTS) {
    if (subject.kind !== 'transit' && subject.kind !== 'synastry') continue;
    for (const m of body.matchAll(/(?:^|\. |, )(?:[Oo]mdat|[Ww]anneer|[Dd]oordat|Nu) ([^,.;]+)[,.]/gu)) {
      const last = (m[1] ?? '').split(' ').at(-1) ?? '';
      t.true(finals.has(last), `verb-final: "${m[0]}"`);
      checked++;
    }
    // V2: after the opening "Op het gebied van <area>" comes the finite verb, then the subject.
    const area = subject.kind === 'transit' ? NL_NATAL[subject.natal].area : '';
    const v2 = new RegExp(`^Op het gebied van ${escapeRe(area)} (\\p{L}+) `, 'u').exec(body);
    if (v2) {
      t.true(main.has(v2[1] ?? ''), `V2: "${v2[0]}"`);
      checked++;
    }
  }
  t.true(checked > 500, `${checked} clauses checked`);
});

test('the other person\'s role is taken up by "die" or "dat" after its noun\'s gender', (t) => {
  const roles = new Map(
    Object.values(NL_RELATING).map((r) => [r.role.noun, r.role.plural || r.role.g === 'de' ? 'die' : 'dat']),
  );
  const roleRe = new RegExp(`jouw (${[...roles.keys()].map(escapeRe).join('|')}) en (die|dat) van de ander`, 'gu');
  let checked = 0;
  for (const { subject, body } of TEXTS) {
    if (subject.kind !== 'synastry') continue;
    for (const m of body.matchAll(roleRe)) {
      t.is(m[2] ?? '', roles.get(m[1] ?? '') ?? '', `"${m[0]}"`);
      checked++;
    }
  }
  t.true(checked > 30, `${checked} pronouns checked`);
  // The composite title's adjective: bare before the het-word "Medium Coeli", inflected before a de-word.
  t.regex(COMPOSITE_TEXTS.nl.placement('moon', 'leo', 5).title, /^Samengestelde Maan /);
  t.regex(COMPOSITE_TEXTS.nl.aspect('midheaven', 'trine', 'sun', 0).title, /^Samengesteld Medium Coeli /);
  // A Chinese year takes the article of the animal: "het Paard", "de Draak".
  t.is(dutchChinese.yearTitle('fire', 'horse'), 'Jaar van het Vuurpaard');
  t.is(dutchChinese.yearTitle('wood', 'dragon'), 'Jaar van de Houten Draak');
});
