/**
 * Russian (issue #47): texts are composed by Russian grammar, not glued from English-ordered
 * fragments. Names are declined in the case their verb or preposition governs ("Марс в Овне",
 * "Солнце во Льве", "с Сатурном", "к натальной Луне"); adjectives and participles agree with the
 * point's gender; в / во, с / со, о / об follow the next word's first sounds; numbers govern the
 * noun by Intl.PluralRules('ru-RU'). The checks state the rule and read the composed texts against
 * it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { russianChinese } from '../../src/interpretation/chinese/ru.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { adj, countOf, o, past, polish, s, v } from '../../src/interpretation/ru/grammar.ts';
import { RU_POINT_NAMES, ruDecline, ruGenderOf } from '../../src/interpretation/ru/points.ts';
import { RU_SIGN_NAMES } from '../../src/interpretation/ru/zodiac.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';

/** Every seeded Russian text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'ru') }));

const CONSONANT = '[бвгджзйклмнпрстфхцчшщ]';

test('Russian texts are written in Cyrillic: no Latin word, no English name, no empty placeholder', (t) => {
  const latin = /\p{Script=Latin}{2,}/u;
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    t.is(text.match(latin)?.[0], undefined, title);
    t.false(/undefined|null|NaN|\$\{|\{\w+\}/u.test(text), title);
  }
  for (const birth of surveyBirths(4, 20_261_129)) {
    const report = natalReportText(birth, 'ru').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    // Report headings may carry technical abbreviations (ASC, MC, UTC); the prose may not hold English words.
    const english = /(?<!\p{L})(?:the|and|your|you|with|when|this|house|sign|planet|Sun|Moon|Mars)(?!\p{L})/iu;
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English word in the Russian report`);
  }
});

test('no doubled spaces or punctuation, no space before punctuation, every sentence closed', (t) => {
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    t.false(/ {2}/u.test(text), `${title}: doubled space`);
    t.false(/ [,.;:!?]/u.test(text), `${title}: space before punctuation`);
    t.false(/([,.;:])\1|[,;:][.,;:]|\.,/u.test(text), `${title}: doubled punctuation`);
    t.regex(body, /[.!?»]$/u, `${title}: body ends a sentence`);
    // A sentence starts with a capital letter (after ". " and at the start).
    for (const m of body.matchAll(/(?:^|[.!?] )(\p{L})/gu)) t.is(m[1], m[1]?.toUpperCase(), `${title}: "${m[0]}"`);
  }
});

test('в / во, с / со, о / об follow the first sounds of the next word', (t) => {
  t.is(v('Овне'), 'в Овне');
  t.is(v('Льве'), 'во Льве');
  t.is(v('втором'), 'во втором');
  t.is(v('Водолее'), 'в Водолее');
  t.is(v('Весах'), 'в Весах');
  t.is(s('Сатурном'), 'с Сатурном');
  t.is(s('Скорпионом'), 'со Скорпионом');
  t.is(s('Львом'), 'со Львом');
  t.is(s('Луной'), 'с Луной');
  t.is(o('Овне'), 'об Овне');
  t.is(o('Луне'), 'о Луне');
  t.is(o('всём'), 'обо всём');
  t.is(polish('в вторник с Скорпионом , о Асценденте'), 'во вторник со Скорпионом, об Асценденте');
  // In every text: "в" never stands before в / ф + consonant, "с" never before с / з / ш / ж + consonant,
  // "о" never before a vowel.
  const badV = new RegExp(`(?<!\\p{L})[вВ] [вфВФ]${CONSONANT}`, 'u');
  const badS = new RegExp(`(?<!\\p{L})[сС] [сзшжСЗШЖ]${CONSONANT}`, 'u');
  const badO = /(?<!\p{L})[оО] [аоуэиАОУЭИ]/u;
  const badVo = /(?<!\p{L})во [аеёиоуыэюяАЕЁИОУЫЭЮЯ]/u;
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    for (const re of [badV, badS, badO, badVo]) t.is(text.match(re)?.[0], undefined, `${title}: ${re}`);
  }
  // A sign after "в" is always in the prepositional.
  for (const sign of Object.values(RU_SIGN_NAMES)) {
    const nominativeAfterV = new RegExp(`(?<!\\p{L})во? ${sign.nom}(?!\\p{L})`, 'u');
    if (sign.nom === sign.prep) continue;
    for (const { title, body } of TEXTS) t.false(nominativeAfterV.test(`${title} ${body}`), `${title}: в ${sign.nom}`);
  }
});

test('adjectives, participles and possessives agree with the gender of the point', (t) => {
  t.is(adj('расположенный', 'f'), 'расположенная');
  t.is(adj('расположенный', 'n'), 'расположенное');
  t.is(adj('синий', 'f'), 'синяя');
  t.is(adj('строгий', 'pl'), 'строгие');
  t.is(adj('большой', 'n'), 'большое');
  t.is(past('стоял', 'f'), 'стояла');
  t.is(past('прошёл', 'pl', 'прошла'), 'прошли');
  const ending = { m: 'ый', f: 'ая', n: 'ое', pl: 'ые' } as const;
  const datEnding = { m: 'ому', f: 'ой', n: 'ому', pl: 'ым' } as const;
  const insEnding = { m: 'ым', f: 'ой', n: 'ым', pl: 'ыми' } as const;
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    if (subject.kind === 'planet-sign' || subject.kind === 'planet-house') {
      const name = RU_POINT_NAMES[subject.point];
      for (const m of body.matchAll(/Расположенн(ый|ая|ое|ые)/gu)) {
        t.is(m[1], ending[name.g], `${title}: "${m[0]}" with ${name.nom}`);
        checked++;
      }
    }
    if (subject.kind === 'transit') {
      const tName = RU_POINT_NAMES[subject.transiting];
      const nName = RU_POINT_NAMES[subject.natal];
      // Title in the notation of Russian astrology: "Транзитный Марс квадрат натальная Луна".
      t.true(title.startsWith(`Транзитн${ending[tName.g]} ${tName.nom} `), title);
      t.true(title.endsWith(` натальн${ending[nName.g]} ${nName.nom}`), title);
      // In the body the natal point follows the case of its verb or preposition: "к натальной Луне", "с натальной Луной".
      for (const m of body.matchAll(/натальн(ому|ой|ым) /gu)) {
        t.true(m[1] === datEnding[nName.g] || m[1] === insEnding[nName.g], `${title}: "${m[0]}" with ${nName.nom}`);
      }
      checked++;
    }
    if (subject.kind === 'synastry') {
      const a = RU_POINT_NAMES[subject.pointA];
      t.true(title.startsWith(`${{ m: 'Ваш', f: 'Ваша', n: 'Ваше', pl: 'Ваши' }[a.g]} ${a.nom} `), title);
      checked++;
    }
  }
  t.true(checked > 1000, `${checked} agreements checked`);
  t.regex(
    COMPOSITE_TEXTS.ru.placement('moon', 'leo', 5).title,
    /^Композитная Луна во Льве|^Композитная Луна в знаке Лев/u,
  );
  t.regex(COMPOSITE_TEXTS.ru.placement('sun', 'leo', 5).title, /^Композитное Солнце /u);
  t.regex(COMPOSITE_TEXTS.ru.placement('mars', 'leo', 5).title, /^Композитный Марс /u);
  // The Chinese year's element adjective agrees with the animal: "Огненной Лошади", "Металлического Дракона".
  t.is(russianChinese.yearTitle('fire', 'horse'), 'Год Огненной Лошади');
  t.is(russianChinese.yearTitle('metal', 'dragon'), 'Год Металлического Дракона');
  t.is(russianChinese.yearTitle('earth', 'pig'), 'Год Земляной Свиньи');
});

test('a point name is declined in the case its preposition governs', (t) => {
  for (const p of NAMED_POINTS) {
    const name = pointName(p, 'ru');
    t.is(ruDecline(name, 'nom'), name);
  }
  t.is(ruDecline('Середина неба', 'dat'), 'Середине неба');
  t.is(ruDecline('Истинный Северный узел', 'ins'), 'Истинным Северным узлом');
  t.is(ruDecline('Средний Южный узел', 'gen'), 'Среднего Южного узла');
  t.is(ruDecline('Меркурий', 'prep'), 'Меркурии');
  t.is(ruDecline('Солнце', 'ins'), 'Солнцем');
  t.is(ruDecline('Лилит', 'dat'), 'Лилит');
  t.is(ruGenderOf('Луна'), 'f');
  t.is(ruGenderOf('Солнце'), 'n');
  t.is(ruGenderOf('Марс'), 'm');
  // Titles of placements: "Марс в знаке Овен", "Луна в 3-м доме", "Венера во 2-м доме"; bodies say "в Овне", "во Льве".
  const titles = new Set(TEXTS.map((x) => x.title));
  t.true(titles.has('Марс в знаке Овен'));
  t.true(titles.has('Луна в 3-м доме'));
  t.true(titles.has('Венера во 2-м доме'));
  for (const [sign, name] of Object.entries(RU_SIGN_NAMES)) {
    const moon = TEXTS.find(
      (x) => x.subject.kind === 'planet-sign' && x.subject.point === 'moon' && x.subject.sign === sign,
    );
    t.true(moon?.body.includes(v(name.prep)), name.nom);
  }
  t.is(signName('gemini', 'ru'), RU_SIGN_NAMES.gemini.nom);
});

test('numbers govern the noun by Intl.PluralRules("ru-RU"): one, few, many', (t) => {
  const rules = new Intl.PluralRules('ru-RU');
  t.is(rules.select(1), 'one');
  t.is(rules.select(3), 'few');
  t.is(rules.select(5), 'many');
  t.is(countOf(1, 'дом', 'дома', 'домов'), '1 дом');
  t.is(countOf(2, 'дом', 'дома', 'домов'), '2 дома');
  t.is(countOf(5, 'дом', 'дома', 'домов'), '5 домов');
  t.is(countOf(11, 'дом', 'дома', 'домов'), '11 домов');
  t.is(countOf(21, 'дом', 'дома', 'домов'), '21 дом');
  t.is(countOf(24, 'дом', 'дома', 'домов'), '24 дома');
  t.is(countOf(1.5, 'дом', 'дома', 'домов'), '1,5 дома');
  t.is(countOf(1200, 'день', 'дня', 'дней'), `${new Intl.NumberFormat('ru-RU').format(1200)} дней`);
});

test('the reader is addressed as "вы", never as "ты"', (t) => {
  const ty = /(?<!\p{L})(?:ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей)(?!\p{L})/iu;
  for (const { title, body } of TEXTS) t.is(`${title} ${body}`.match(ty)?.[0], undefined, title);
  // "Вы" is written lower case inside a sentence, as Russian horoscopes write it.
  for (const { title, body } of TEXTS) t.false(/[^.!?] Вы(?!\p{L})/u.test(body), title);
});
