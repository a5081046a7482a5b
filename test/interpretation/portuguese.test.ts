/**
 * Portuguese (Brazilian, pt-BR; issue #47): texts are composed by Portuguese grammar, not glued
 * from English-ordered fragments. A sample natal report names every sign, point and aspect in
 * Portuguese; the article follows the noun's gender and number; the prepositions de, em, por and a
 * contract with the article; possessives agree with the possessed noun (seu / sua / seus / suas),
 * and participles with the point they qualify; counts take their form from Intl.PluralRules. The
 * checks state the grammar rule (gender from the names' table, the contraction table) and test
 * the composed texts against it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { LABELS } from '../../src/calc/responses/markdown/labels.ts';
import { portugueseChinese } from '../../src/interpretation/chinese/pt.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { composeWeeklyHoroscope } from '../../src/interpretation/horoscope/compose.ts';
import { type HoroscopeEvent, solarHouse } from '../../src/interpretation/horoscope/events.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import {
  a,
  agree,
  countOf,
  each,
  este,
  PT_LOCALE,
  polish,
  the,
  theirs,
  yours,
} from '../../src/interpretation/pt/grammar.ts';
import { PT_NATAL, PT_POINT_NAMES, ptGenderOf, ptNamed } from '../../src/interpretation/pt/points.ts';
import { PT_HOUSES, PT_SIGNS } from '../../src/interpretation/pt/zodiac.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';

/** Every seeded Portuguese text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'pt') }));

/** English names of points, signs and aspects that Portuguese spells differently. */
const ENGLISH_NAMES = [
  ...[...POINTS, ...NAMED_POINTS].map((p) => [pointName(p, 'en'), pointName(p, 'pt')]),
  ...SIGNS.map((s) => [signName(s, 'en'), signName(s, 'pt')]),
  ...ASPECTS.map((x) => [aspectName(x.id, 'en'), aspectName(x.id, 'pt')]),
]
  .filter(([en, pt]) => en !== pt)
  .map(([en]) => en);
const wordRe = (words: readonly string[], flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, flags);
const STOP_WORDS = wordRe(['the', 'and', 'your', 'you', 'with', 'when', 'this', 'house', 'sign', 'planet'], 'iu');

/** A preposition left uncontracted before a definite article ("de o", "em a", "por os", "a as"). */
const UNCONTRACTED = /(?<!\p{L})(?:de|em|por|a) (?:o|a|os|as)(?!\p{L})/iu;
/** Typography a composed text must not have: doubled spaces or punctuation, space before punctuation, unfilled slots. */
const BROKEN = / {2}|\s[.,;:!?]|[.,;:][.,;:]|\.\.(?!\.)|undefined|null|NaN|\$\{|\[object/u;

test('a sample Portuguese natal report has no English sign, point or aspect name and no English word', (t) => {
  const english = wordRe(ENGLISH_NAMES);
  for (const birth of surveyBirths(6, 20_261_129)) {
    const report = natalReportText(birth, 'pt').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English name in the Portuguese report`);
    t.is(report.match(STOP_WORDS)?.[0], undefined, `${birth.dateTime}: English word in the Portuguese report`);
    t.is(report.match(UNCONTRACTED)?.[0], undefined, `${birth.dateTime}: uncontracted preposition`);
    t.is(report.match(BROKEN)?.[0], undefined, `${birth.dateTime}: broken typography`);
  }
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(english)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(STOP_WORDS)?.[0], undefined, title);
  }
});

test('every seeded text is filled, with single spaces and single punctuation, and each sentence capitalized', (t) => {
  for (const { title, body } of TEXTS) {
    t.is(`${title} ${body}`.match(BROKEN)?.[0], undefined, `${title}: ${body}`);
    t.regex(body, /^\p{Lu}/u, title);
    t.regex(body, /[.!?]$/u, title);
    // After a full stop the next sentence starts with a capital.
    t.is(body.match(/[.!?] \p{Ll}/u)?.[0], undefined, `${title}: ${body}`);
  }
});

test('the article and the possessive follow the gender and number of the noun', (t) => {
  t.is(the('Sol', 'm'), 'o Sol');
  t.is(the('Lua', 'f'), 'a Lua');
  t.is(the('planetas', 'm', true), 'os planetas');
  t.is(the('casas', 'f', true), 'as casas');
  t.is(a('trígono', 'm'), 'um trígono');
  t.is(a('quadratura', 'f'), 'uma quadratura');
  t.is(este('trígono', 'm'), 'este trígono');
  t.is(este('oposição', 'f'), 'esta oposição');
  // The possessive agrees with the thing possessed, not with its owner.
  t.is(yours('Sol', 'm'), 'seu Sol');
  t.is(yours('Lua', 'f'), 'sua Lua');
  t.is(yours('planetas', 'm', true), 'seus planetas');
  t.is(yours('necessidades', 'f', true), 'suas necessidades');
  t.is(theirs('Lua', 'f'), 'a Lua da outra pessoa');
  // Planets are named bare; the Sun, the Moon, the angles and the nodes take the article.
  t.is(ptNamed('Marte'), 'Marte');
  t.is(ptNamed('Vênus'), 'Vênus');
  t.is(ptNamed('Meio do Céu'), 'o Meio do Céu');
  t.is(ptNamed('Parte da Fortuna'), 'a Parte da Fortuna');
  for (const n of Object.values(PT_POINT_NAMES)) t.is(ptGenderOf(n.name), n.g, n.name);
});

test('adjectives and participles agree in gender and number', (t) => {
  t.is(agree('situado', 'f'), 'situada');
  t.is(agree('situado', 'm', true), 'situados');
  t.is(agree('situado', 'f', true), 'situadas');
  t.is(agree('sonhador', 'f'), 'sonhadora');
  t.is(agree('sonhador', 'm', true), 'sonhadores');
  t.is(agree('sensível', 'f', true), 'sensíveis');
  t.is(agree('natal', 'm', true), 'natais');
  t.is(agree('forte', 'f', true), 'fortes');
  t.is(agree('comum', 'm', true), 'comuns');
});

test('prepositions contract with the article, also before each member of a list', (t) => {
  t.is(polish('em oposição a o Sol'), 'em oposição ao Sol');
  t.is(polish('em oposição a a Lua'), 'em oposição à Lua');
  t.is(polish('Em a casa 7, por os planetas, de as emoções'), 'Na casa 7, pelos planetas, das emoções');
  t.is(polish('em este mês, de isso, de ela'), 'neste mês, disso, dela');
  t.is(polish(each('de', 'o dinheiro, os bens e a autoestima')), 'do dinheiro, dos bens e da autoestima');
  t.is(polish(each('a', 'a imagem pessoal, o corpo e as iniciativas')), 'à imagem pessoal, ao corpo e às iniciativas');
  // No Portuguese text keeps an uncontracted preposition before a definite article.
  for (const { title, body } of TEXTS) t.is(`${title} ${body}`.match(UNCONTRACTED)?.[0], undefined, title);
});

test('possessives and participles in the texts agree with the point they qualify', (t) => {
  const nameToGender = new Map(Object.values(PT_POINT_NAMES).map((n) => [n.name, n.g]));
  const names = [...nameToGender.keys()].sort((x, y) => y.length - x.length).join('|');
  const possessive = new RegExp(`(?<!\\p{L})(seu|sua) (${names})(?!\\p{L})`, 'giu');
  const article = new RegExp(`(?<!\\p{L})(o|a|do|da|no|na|ao|à|pelo|pela) (${names}) da outra pessoa`, 'giu');
  const feminineArticle = /^(?:a|da|na|à|pela)$/iu;
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    const text = `${title} ${body}`;
    for (const m of text.matchAll(possessive)) {
      t.is(/^sua$/i.test(m[1] ?? '') ? 'f' : 'm', nameToGender.get(m[2] ?? '') ?? 'unknown', `${title}: "${m[0]}"`);
      checked++;
    }
    for (const m of text.matchAll(article)) {
      t.is(
        feminineArticle.test(m[1] ?? '') ? 'f' : 'm',
        nameToGender.get(m[2] ?? '') ?? 'unknown',
        `${title}: "${m[0]}"`,
      );
      checked++;
    }
    if (subject.kind === 'planet-sign' || subject.kind === 'planet-house') {
      const g = PT_POINT_NAMES[subject.point].g;
      // "Situado em" / "Situada em", "está exaltado" / "exaltada", "afastado" / "afastada de casa".
      for (const m of body.matchAll(/(?<!\p{L})(?:Situad|exaltad|afastad)([oa])(?!\p{L})/gu)) {
        t.is(m[1], agree('o', g), `${title}: "${m[0]}"`);
        checked++;
      }
    }
  }
  t.true(checked > 1000, `${checked} agreements checked`);
  // The composite title's participle agrees with the point: "Lua composta", "Sol composto".
  t.regex(COMPOSITE_TEXTS.pt.placement('moon', 'leo', 5).title, /^Lua composta /);
  t.regex(COMPOSITE_TEXTS.pt.placement('sun', 'leo', 5).title, /^Sol composto /);
  t.regex(COMPOSITE_TEXTS.pt.placement('venus', 'leo', 5).title, /^Vênus composta /);
  // A Chinese year contracts "de" with the article of the animal's gender.
  t.is(portugueseChinese.yearTitle('fire', 'tiger'), 'Ano do Tigre de Fogo');
  t.is(portugueseChinese.yearTitle('metal', 'snake'), 'Ano da Serpente de Metal');
});

test('counts take their form from Intl.PluralRules(pt-BR) and numbers the locale format', (t) => {
  const rules = new Intl.PluralRules(PT_LOCALE);
  const format = new Intl.NumberFormat(PT_LOCALE);
  for (const n of [0, 1, 2, 4, 1200]) {
    const form = rules.select(n) === 'one' ? 'planeta' : 'planetas';
    t.is(countOf(n, 'planeta', 'planetas'), `${format.format(n)} ${form}`);
  }
  t.is(rules.select(1), 'one');
  t.is(rules.select(2), 'other');
  t.regex(countOf(1200, 'dia', 'dias'), /^1\.200 dias$/u);
  // The Markdown context's "more aspects" line uses the same rule.
  t.regex(LABELS.pt.more(1), /outro aspecto /u);
  t.regex(LABELS.pt.more(3), /outros aspectos /u);
});

test('every list a preposition is repeated over splits into noun phrases that start with an article or a possessive', (t) => {
  const lists = [
    ...Object.values(PT_NATAL).flatMap((n) => n.domain),
    ...Object.values(PT_HOUSES).flatMap((h) => h.areas),
    ...Object.values(PT_SIGNS).map((s) => s.shadow),
  ];
  const startsWithArticle = /^(?:o|a|os|as|um|uma|seu|sua|seus|suas|aquilo)\s/u;
  for (const list of lists) {
    const members = each('§', list)
      .split(/(?:^|, | e )§ /u)
      .filter((m) => m !== '');
    for (const m of members) t.regex(m, startsWithArticle, `"${m}" in "${list}"`);
  }
});

test('the weekly horoscope names weekdays by Intl with their gender', (t) => {
  // ISO 2026-W23 starts on Monday 1 June; events on Monday and Wednesday leave the other days quiet.
  const events: HoroscopeEvent[] = [
    { kind: 'moon-ingress', sign: 'libra', instant: '2026-06-01T03:00:00Z', house: solarHouse('leo', 'libra') },
    {
      kind: 'station',
      point: 'venus',
      direction: 'retrograde',
      sign: 'leo',
      instant: '2026-06-03T12:00:00Z',
      house: solarHouse('leo', 'leo'),
    },
  ];
  const h = composeWeeklyHoroscope({ sign: 'leo', year: 2026, week: 23, language: 'pt', events });
  t.regex(h.title, /^Horóscopo semanal de Leão: semana 23 de 2026$/u);
  t.is(h.body.match(STOP_WORDS)?.[0], undefined);
  t.is(h.body.match(UNCONTRACTED)?.[0], undefined);
  t.is(h.body.match(BROKEN)?.[0], undefined);
  // The day headings are Intl's pt-BR weekday names.
  const monday = new Intl.DateTimeFormat(PT_LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 5, 1));
  t.true(h.body.toLowerCase().includes(monday), h.body);
  // Vênus is feminine: "fica retrógrada".
  t.regex(h.body, /Vênus fica retrógrada/u);
  // Feminine weekdays ("-feira") make "tranquila(s)"; "sábado" or "domingo" among them makes the plural masculine.
  const quiet = /(?:(?:a|o) [\p{L}-]+(?:, | e ))*(?:a|o) [\p{L}-]+ (?:é|são) mais (tranquil\p{L}+)/gu;
  let checked = 0;
  for (const m of h.body.matchAll(quiet)) {
    const days = m[0].match(/\p{L}+-feira|sábado|domingo/gu) ?? [];
    const feminine = days.every((d) => d.endsWith('-feira'));
    t.is(m[1], agree('tranquilo', feminine ? 'f' : 'm', days.length > 1), m[0]);
    checked++;
  }
  t.true(checked > 0, h.body);
});
