/**
 * Japanese (issue #47): texts are composed by Japanese grammar, not glued from English-ordered
 * fragments. Verb phrases are conjugated by rule (polite です・ます, the て-form, requests), the
 * texts are written in the polite style with Japanese punctuation and no spaces between words,
 * counts come from Intl (Japanese has no plural: Intl.PluralRules('ja-JP') knows only "other"),
 * and no English word, no Latin punctuation and no unfilled placeholder is left. The checks state
 * the rule and read the composed texts against it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { japaneseChinese } from '../../src/interpretation/chinese/ja.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import { JA_ASPECTS } from '../../src/interpretation/ja/aspects.ts';
import {
  count,
  dont,
  list,
  masen,
  masu,
  nai,
  please,
  pluralOf,
  polish,
  shou,
  stem,
  te,
  things,
  verbClass,
} from '../../src/interpretation/ja/grammar.ts';
import { JA_NATAL, JA_RELATING, JA_TRANSITING } from '../../src/interpretation/ja/points.ts';
import { JA_HOUSES, JA_SIGNS } from '../../src/interpretation/ja/zodiac.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';
import { reportDates } from '../../src/reports/report-dates.ts';
import { sentencesOf } from '../../src/reports/report-prose.ts';
import { maskedWords } from '../../src/reports/report-repetition.ts';

/** Every seeded Japanese text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'ja') }));

/** Latin words allowed in Japanese texts: the chart's abbreviations, UTC and the T of Tスクエア. */
const LATIN_ALLOWED = new Set(['MC', 'IC', 'ASC', 'DSC', 'UTC', 'T']);
const latinWords = (text: string) => (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));

/** A polite sentence ends in です / ます (any tense), ましょう, ください, or a noun phrase in 「」 / a list. */
const POLITE_END = /(?:です|でした|ます|ました|ません|ましょう|ください|でしょう|ずに|ように)[。！？]$/u;

test('verbs conjugate by their class: godan, ichidan, する and 来る', (t) => {
  // Godan: the last kana changes row; the て-form follows the euphonic rule of its ending.
  t.is(verbClass('話し合う'), 'godan');
  t.is(masu('話し合う'), '話し合います');
  t.is(te('話し合う'), '話し合って');
  t.is(te('休む'), '休んで');
  t.is(te('急ぐ'), '急いで');
  t.is(te('話す'), '話して');
  t.is(te('待つ'), '待って');
  t.is(te('帰る'), '帰って');
  t.is(te('行く'), '行って');
  t.is(nai('言う'), '言わない');
  // Ichidan: る after an i- or e-row kana drops; 見る and the other kanji + る ichidan verbs are listed.
  t.is(verbClass('見せる'), 'ichidan');
  t.is(masu('受け止める'), '受け止めます');
  t.is(te('信じる'), '信じて');
  t.is(masu('見る'), '見ます');
  t.is(masu('出る'), '出ます');
  t.is(masu('動ける'), '動けます');
  // Irregular verbs.
  t.is(masu('整理する'), '整理します');
  t.is(te('見えてくる'), '見えてきて');
  t.is(nai('整理する'), '整理しない');
  // Polite forms built on them.
  t.is(please('見せる'), '見せてください');
  t.is(shou('休む'), '休みましょう');
  t.is(dont('急ぐ'), '急がないでください');
  t.is(masen('話す'), '話しません');
  t.is(stem('つくる'), 'つくり');
});

test('plain negatives become polite negatives, requests and suggestions', (t) => {
  t.is(masu('決断をしない'), '決断をしません');
  t.is(masu('関係を断ち切らない'), '関係を断ち切りません');
  t.is(please('決断をしない'), '決断をしないでください');
  t.is(shou('決断をしない'), '決断をしないようにしましょう');
  t.is(stem('決断をしない'), '決断をせず');
  t.is(te('決断をしない'), '決断をしないで');
});

test('every phrase written as a verb phrase conjugates into a polite form', (t) => {
  const phrases = [
    ...Object.values(JA_TRANSITING).flatMap((p) => Object.values(p.advice).flat()),
    ...Object.values(JA_NATAL).flatMap((p) => Object.values(p.feels)),
    ...Object.values(JA_RELATING).flatMap((p) => [...Object.values(p.gives), ...Object.values(p.receives)]),
    ...Object.values(JA_HOUSES).flatMap((h) => h.actions),
    ...Object.values(JA_SIGNS).map((s) => s.style),
    ...Object.values(JA_ASPECTS).flatMap((a) => [...a.verbs, ...a.links, ...a.effect.map((e) => e('X'))]),
  ];
  for (const p of phrases) {
    t.regex(p, /[うくぐすつぬぶむるい]$/u, `${p}: a plain verb phrase`);
    t.regex(masu(p), /(?:ます|ません)$/u, p);
    t.regex(please(p), /ください$/u, p);
    t.notRegex(masu(p), /[ぁ-ん]りります|るます|うます/u, p);
  }
});

test('lists join with と / や and 、, counts take the counter by Intl with the one plural form', (t) => {
  t.is(list(['太陽', '月']), '太陽と月');
  t.is(list(['太陽', '月', '水星']), '太陽、月、そして水星');
  t.is(list(['旅', '学び'], 'or'), '旅や学び');
  t.is(list(['旅', '学び', '仕事'], 'or'), '旅、学び、仕事など');
  for (const n of [0, 1, 2, 5, 11, 1000]) {
    t.is(pluralOf(n), 'other', `${n}: Japanese has one plural category`);
    t.is(count(n, 'つ'), `${new Intl.NumberFormat('ja-JP').format(n)}つ`);
  }
  t.is(count(1234, '件'), '1,234件');
  // The native counter つ counts to nine; from ten on Japanese counts with 個.
  t.is(things(4), '4つ');
  t.is(things(9), '9つ');
  t.is(things(10), '10個');
  t.is(things(0), '0個');
});

test('polish applies Japanese typography: no spaces between words, full-width punctuation', (t) => {
  t.is(polish('太陽 は 牡羊座 に あります, そして 月 も.'), '太陽は牡羊座にあります、そして月も。');
  t.is(polish('ひとつ目です。 ふたつ目です。'), 'ひとつ目です。ふたつ目です。');
  t.is(polish('注意：小さな一歩、。'), '注意：小さな一歩。');
});

test('every seeded Japanese text is polite, punctuated in Japanese, and has no English left', (t) => {
  const englishNames = [
    ...[...POINTS, ...NAMED_POINTS].map((p) => pointName(p, 'en')),
    ...SIGNS.map((s) => signName(s, 'en')),
    ...ASPECTS.map((x) => aspectName(x.id, 'en')),
  ];
  for (const { title, body } of TEXTS) {
    const text = `${title}${body}`;
    t.deepEqual(latinWords(text), [], `${title}: Latin words`);
    t.false(
      englishNames.some((n) => text.includes(n)),
      `${title}: an English name`,
    );
    t.notRegex(body, /[ 　]/u, `${title}: a space in the body`);
    t.notRegex(body, /[,.;:!?()]/u, `${title}: Latin punctuation`);
    t.notRegex(text, /undefined|null|NaN|\$\{|\{\w+\}/u, `${title}: an unfilled placeholder`);
    t.notRegex(
      body,
      /[。、]{2}|、。|(?<![ぁ-ゟ])(?:はは|がが|をを|にに|でで|とと)(?![ぁ-ゟ])/u,
      `${title}: doubled punctuation or particle`,
    );
    const sentences = sentencesOf(body);
    t.true(sentences.length >= 2, `${title}: ${sentences.length} sentences`);
    for (const s of sentences) t.regex(s, POLITE_END, `${title}: not in the polite style: ${s}`);
  }
});

test('titles name the points, signs and houses in Japanese order (modifier before noun)', (t) => {
  const sign = composeInterpretation({ kind: 'planet-sign', point: 'mars', sign: 'leo' }, 'ja');
  t.is(sign.title, `${signName('leo', 'ja')}の${pointName('mars', 'ja')}`);
  const house = composeInterpretation({ kind: 'planet-house', point: 'venus', house: 7 }, 'ja');
  t.is(house.title, `第7ハウスの${pointName('venus', 'ja')}`);
  const synastry = composeInterpretation({ kind: 'synastry', pointA: 'sun', aspect: 'trine', pointB: 'moon' }, 'ja');
  t.is(synastry.title, `あなたの太陽と相手の月の${aspectName('trine', 'ja')}`);
});

test('a sample Japanese natal report has Japanese sentences and no English word', (t) => {
  for (const birth of surveyBirths(4, 20_261_129)) {
    const report = natalReportText(birth, 'ja').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.deepEqual(latinWords(report), [], `${birth.dateTime}: Latin words in the Japanese report`);
    t.notRegex(report, /。 /u, `${birth.dateTime}: a space after a sentence`);
  }
});

test('other Japanese texts are polite and fully written', (t) => {
  const composite = COMPOSITE_TEXTS.ja;
  const texts = [
    composite.score(72, 'good', ['花子', '太郎']).body,
    composite.placement('venus', 'libra', 7).body,
    composite.aspect('sun', 'square', 'moon', 0).body,
    ...Object.values(japaneseChinese.animals),
    ...Object.values(japaneseChinese.relations),
    japaneseChinese.yearTitle('fire', 'horse'),
  ];
  for (const text of texts) {
    t.deepEqual(latinWords(text), [], text);
    t.notRegex(text, /undefined|\$\{/u, text);
  }
  t.is(japaneseChinese.yearTitle('fire', 'horse'), '火の午（うま）の年');
});

test('dates are written by Intl in ja-JP with 年月日', (t) => {
  const dates = reportDates('ja', 'Asia/Tokyo');
  t.is(dates.date('1980-03-01T12:00:00Z'), '1980年3月1日');
  t.is(dates.dateTime('1980-03-01T12:14:00Z'), '1980年3月1日 21:14');
  t.is(dates.month('1980-03-01T12:00:00Z'), '1980年3月');
  t.is(dates.period('1980-03-01T00:00:00+09:00', '1980-05-01T00:00:00+09:00'), '1980年3月1日〜1980年4月30日');
});

test('the repetition measure reads Japanese words, names set aside', (t) => {
  t.deepEqual(maskedWords('太陽が牡羊座にあります。', 'ja'), ['§', 'が', '§', 'に', 'あり', 'ます']);
  t.true(maskedWords('あなたの自己表現に圧力をかけます。', 'ja').length >= 6);
  t.deepEqual(sentencesOf('ひとつ目です。ふたつ目です！「引用です。」三つ目です。'), [
    'ひとつ目です。',
    'ふたつ目です！',
    '「引用です。」',
    '三つ目です。',
  ]);
});
