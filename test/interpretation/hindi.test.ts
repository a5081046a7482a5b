/**
 * Hindi (issue #47): texts are composed by Hindi grammar, not glued from English-ordered
 * fragments. A sample natal report is written in Devanagari with the Vedic names (सूर्य, चंद्र,
 * गुरु, मेष …); का / की / के agree with the possessed noun; a masculine noun in -आ takes the oblique
 * before a postposition; the verb agrees with its subject in gender and number; ordinals agree
 * with भाव. The checks state the rule (gender from the names' table, the oblique rule) and test
 * the composed texts against it, not against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { SIGNS } from '../../src/astro/vocabulary.ts';
import { hindiChinese } from '../../src/interpretation/chinese/hi.ts';
import { COMPOSITE_TEXTS } from '../../src/interpretation/composite/index.ts';
import {
  agree,
  countOf,
  inHouse,
  ka,
  oblique,
  ordinal,
  owned,
  paragraph,
  subjectOf,
  verb,
  yours,
} from '../../src/interpretation/hi/grammar.ts';
import { HI_POINT_NAMES } from '../../src/interpretation/hi/points.ts';
import { HI_SIGNS } from '../../src/interpretation/hi/zodiac.ts';
import { signName } from '../../src/interpretation/names.ts';
import { composeInterpretation, interpretationSubjects } from '../../src/interpretation/texts.ts';
import { VEDIC_TEXTS_HI } from '../../src/interpretation/vedic/texts-hi.ts';

/** Every seeded Hindi text, title and body. */
const TEXTS = [...interpretationSubjects()].map((s) => ({ subject: s, ...composeInterpretation(s, 'hi') }));

test('the Hindi texts are Devanagari: no Latin word, no placeholder, no doubled space or punctuation', (t) => {
  for (const birth of surveyBirths(4, 20_261_129)) {
    const report = natalReportText(birth, 'hi').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(/\p{Script=Latin}{2,}/u)?.[0], undefined, `${birth.dateTime}: Latin word in the Hindi report`);
  }
  for (const { title, body } of TEXTS) {
    const text = `${title} ${body}`;
    t.is(text.match(/\p{Script=Latin}+/u)?.[0], undefined, title);
    t.is(text.match(/undefined|\$\{|\[object/u)?.[0], undefined, title);
    t.is(text.match(/ {2}|[,।;:]\s*[,।;:]| [,।]/u)?.[0], undefined, title);
    // Sentences end with the danda, not with a full stop.
    t.regex(body, /।$/u, title);
    t.false(body.includes('.'), title);
  }
});

test('the western names are the Vedic ones where both name the same thing', (t) => {
  for (const sign of SIGNS) t.is(signName(sign, 'hi'), VEDIC_TEXTS_HI.signNames[sign]);
  for (const p of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const)
    t.is(HI_POINT_NAMES[p].name, VEDIC_TEXTS_HI.grahaNames[p]);
  t.is(HI_POINT_NAMES['north-node'].name, VEDIC_TEXTS_HI.grahaNames.rahu);
  t.is(HI_POINT_NAMES['south-node'].name, VEDIC_TEXTS_HI.grahaNames.ketu);
  t.is(HI_POINT_NAMES.ascendant.name, VEDIC_TEXTS_HI.grahaNames.lagna);
});

test('का / की / के, adjectives and the oblique case follow gender, number and case', (t) => {
  t.is(ka('m'), 'का');
  t.is(ka('f'), 'की');
  t.is(ka('m', true), 'के');
  t.is(ka('m', false, true), 'के');
  t.is(yours('घर', 'm'), 'आपका घर');
  t.is(yours('शैली', 'f'), 'आपकी शैली');
  t.is(yours('रिश्ते', 'm', true), 'आपके रिश्ते');
  t.is(yours('रास्ता', 'm', false, true), 'आपके रास्ते');
  t.is(agree('अच्छा', 'f'), 'अच्छी');
  t.is(agree('अच्छा', 'm', true), 'अच्छे');
  t.is(agree('साहसी', 'f'), 'साहसी');
  t.is(oblique('रास्ता', 'm'), 'रास्ते');
  t.is(oblique('पिता', 'm'), 'पिता');
  t.is(oblique('भावनाएँ', 'f', true), 'भावनाओं');
  t.is(oblique('रुचियाँ', 'f', true), 'रुचियों');
  t.is(oblique('आदतें', 'f', true), 'आदतों');
  t.is(oblique('सपने और आदर्श', 'm', true), 'सपनों और आदर्शों');
  t.is(oblique('आराम का पुराना दायरा', 'm'), 'आराम के पुराने दायरे');
  t.is(
    owned(
      [
        ['पहचान', 'f'],
        ['साहस', 'm'],
      ],
      'आप',
      true,
    ),
    'आपकी पहचान और आपके साहस',
  );
  t.is(ordinal(5), 'पाँचवाँ');
  t.is(ordinal(5, 'f'), 'पाँचवीं');
  t.is(inHouse(1), 'पहले भाव में');
  t.is(inHouse(11), 'ग्यारहवें भाव में');
  t.is(paragraph(['एक', 'दो।', 'क्या?']), 'एक। दो। क्या?');
});

test('the verb agrees with its subject: होता है / होती है / होते हैं / होती हैं', (t) => {
  t.is(verb('हो', { g: 'm' }), 'होता है');
  t.is(verb('हो', { g: 'f' }), 'होती है');
  t.is(verb('हो', { g: 'm', plural: true }), 'होते हैं');
  t.is(verb('हो', { g: 'f', plural: true }), 'होती हैं');
  t.deepEqual(
    subjectOf([
      ['इच्छा', 'f'],
      ['आज़ादी', 'f'],
    ]),
    { g: 'f', plural: true },
  );
  t.deepEqual(
    subjectOf([
      ['इच्छा', 'f'],
      ['साहस', 'm'],
    ]),
    { g: 'm', plural: true },
  );

  // In the composed texts, a point named before "में बैठा/बैठी" agrees with the point's gender,
  // and "होता/होती है" after a planet in its dignity agrees with the planet.
  let checked = 0;
  for (const { subject, title, body } of TEXTS) {
    if (subject.kind !== 'planet-sign' && subject.kind !== 'planet-house') continue;
    const { name, g } = HI_POINT_NAMES[subject.point];
    for (const m of body.matchAll(/(?<!\p{L})(बैठ[ाी]) (\S+(?: \S+)?)/gu)) {
      if (m[2] !== name && !m[2]?.startsWith(`${name} `)) continue;
      t.is(m[1], agree('बैठा', g), `${title}: "${m[0]}"`);
      checked++;
    }
    for (const m of body.matchAll(/(?:उच्च|नीच) (का|की) (होता|होती) है/gu)) {
      t.is(m[1], ka(g), `${title}: "${m[0]}"`);
      t.is(m[2], agree('होता', g), `${title}: "${m[0]}"`);
      checked++;
    }
  }
  t.true(checked > 50, `${checked} agreements checked`);
});

test('a transit title agrees का / की with the aspect noun; a house title names the house by its number', (t) => {
  let checked = 0;
  for (const { subject, title } of TEXTS) {
    if (subject.kind === 'transit') {
      const m = /^गोचर \S+(?: \S+)? (का|की) जन्म .+ से (.+)$/u.exec(title);
      t.truthy(m, title);
      const feminine = ['युति', 'प्रतियुति'].includes(m?.[2] ?? '');
      t.is(m?.[1], feminine ? 'की' : 'का', title);
      checked++;
    }
    if (subject.kind === 'planet-house') {
      t.true(title.endsWith(`भाव ${subject.house} में`), title);
      checked++;
    }
  }
  t.true(checked > 1000, `${checked} titles checked`);
  // A feminine point takes feminine forms: "लिलिथ ... जोड़ती है", not "जोड़ता".
  const lilith = TEXTS.filter((x) => x.subject.kind === 'planet-house' && x.subject.point === 'mean-lilith');
  for (const { title, body } of lilith) t.false(/लिलिथ [^।]*?(?:करता|देता|जोड़ता|लाता) है/u.test(body), title);
  // The composite title and the Chinese year decline their nouns.
  t.is(COMPOSITE_TEXTS.hi.aspect('sun', 'conjunction', 'moon', 0).title, 'संयुक्त सूर्य की चंद्र से युति');
  t.is(COMPOSITE_TEXTS.hi.aspect('sun', 'trine', 'moon', 0).title, 'संयुक्त सूर्य का चंद्र से त्रिकोण');
  t.is(hindiChinese.yearTitle('fire', 'horse'), 'अग्नि घोड़े का वर्ष');
  t.is(hindiChinese.yearTitle('wood', 'goat'), 'काष्ठ बकरी का वर्ष');
  t.is(hindiChinese.yearTitle('metal', 'ox'), 'धातु बैल का वर्ष');
});

test('sign adjectives agree with the noun they qualify (ढंग से in the oblique, बात in the feminine)', (t) => {
  let checked = 0;
  for (const { subject, body, title } of TEXTS) {
    if (subject.kind !== 'planet-sign') continue;
    const traits = HI_SIGNS[subject.sign].traits;
    const last = traits[2];
    if (body.includes(' ढंग से ')) {
      t.true(body.includes(`और ${agree(last, 'm', false, true)} ढंग से`), title);
      checked++;
    }
    if (body.includes(' बात दिखाई देती है')) {
      t.true(body.includes(`और ${agree(last, 'f')} बात`), title);
      checked++;
    }
  }
  t.true(checked > 20, `${checked} agreements checked`);
});

test('counts take their form from Intl.PluralRules with Latin digits', (t) => {
  t.is(new Intl.PluralRules('hi-IN').select(1), 'one');
  t.is(new Intl.PluralRules('hi-IN').select(0), 'one');
  t.is(new Intl.PluralRules('hi-IN').select(2), 'other');
  t.is(countOf(1, 'ग्रह', 'ग्रह'), '1 ग्रह');
  t.is(countOf(3, 'वर्ष', 'वर्षों'), '3 वर्षों');
  t.is(countOf(1200, 'दिन', 'दिन'), `${new Intl.NumberFormat('hi-IN').format(1200)} दिन`);
  t.regex(new Intl.NumberFormat('hi-IN').format(1200), /^[0-9,]+$/);
});
