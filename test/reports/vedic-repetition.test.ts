/**
 * No template repetition in the Vedic report's reading (issue #40's rule, in every Vedic language):
 * over 50 seeded random births (1900–2050), the composed reading repeats no sentence opener (first
 * five words) and no 6-word sequence more than REPEAT_LIMIT times, graha, sign and nakshatra names
 * set aside, and every reading has its four parts.
 */
import test from 'ava';
import { surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { kundli } from '../../src/astro/vedic/kundli.ts';
import { VEDIC_LANGUAGES, VEDIC_TEXTS, type VedicLanguage } from '../../src/interpretation/vedic/index.ts';
import { sentencesOf } from '../../src/reports/report-prose.ts';
import { REPEAT_LIMIT } from '../../src/reports/report-repetition.ts';
import { composeVedic } from '../../src/reports/vedic-composition.ts';

const BIRTHS = surveyBirths(50, 20_261_129);

const JA_WORDS = new Intl.Segmenter('ja-JP', { granularity: 'word' });

/**
 * Words with Devanagari's vowel signs kept inside them; names replaced by one placeholder.
 * Japanese sets no spaces: its words are Intl.Segmenter's, as the reports' own measure counts them.
 */
function wordsOf(sentence: string, names: readonly string[], language: VedicLanguage): string[] {
  let masked = sentence;
  for (const name of names) masked = masked.split(name).join(' § ');
  if (language === 'ja')
    return masked
      .split('§')
      .flatMap((part, i) => [
        ...(i > 0 ? ['§'] : []),
        ...[...JA_WORDS.segment(part)].filter((w) => w.isWordLike).map((w) => w.segment),
      ]);
  return masked.toLowerCase().match(/[\p{L}\p{M}\p{N}§]+/gu) ?? [];
}

for (const language of VEDIC_LANGUAGES) {
  test(`Vedic readings in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times over 50 births`, (t) => {
    const texts = VEDIC_TEXTS[language];
    const names = [...Object.values(texts.grahaNames), ...Object.values(texts.signNames), ...texts.nakshatraNames].sort(
      (a, b) => b.length - a.length,
    );
    let worst = 0;
    for (const birth of BIRTHS) {
      const k = kundli({
        birth: {
          dateTime: birth.dateTime,
          latitude: birth.latitude,
          longitude: birth.longitude,
          timezone: birth.timezone,
        },
        ayanamsa: 'lahiri',
        node: 'mean',
        date: `${Number(birth.dateTime.slice(0, 4)) + 30}-06-01`,
      });
      const parts = composeVedic(k, language);
      t.deepEqual(
        parts.map((p) => p.id),
        ['lagna', 'moon', 'nakshatra', 'dasha'],
      );
      const sentences = parts.flatMap((p) => p.texts.map((x) => x.body)).flatMap((body) => sentencesOf(body));
      const openers = new Map<string, number>();
      const sequences = new Map<string, number>();
      for (const sentence of sentences) {
        const words = wordsOf(sentence, names, language);
        if (words.length >= 5) {
          const key = words.slice(0, 5).join(' ');
          openers.set(key, (openers.get(key) ?? 0) + 1);
        }
        for (let i = 0; i + 6 <= words.length; i++) {
          const key = words.slice(i, i + 6).join(' ');
          sequences.set(key, (sequences.get(key) ?? 0) + 1);
        }
      }
      const top = Math.max(0, ...openers.values(), ...sequences.values());
      worst = Math.max(worst, top);
      t.true(top <= REPEAT_LIMIT, `${birth.dateTime}: a phrase ${top} times`);
    }
    t.log(`worst count: ${worst}`);
  });
}
