/**
 * The daily and monthly composers on their own: a repeated sentence is left out (with its day
 * heading when nothing else is left), a digit before a period does not end a sentence, and a day
 * whose two tense aspects would repeat their advice reads each sentence once.
 */
import test from 'ava';
import {
  composeDailyHoroscope,
  composeMonthlyHoroscope,
  distinctSentences,
  type HoroscopeEvent,
  localDay,
} from '../../../src/interpretation/index.ts';
import { LANGUAGES } from '../../../src/interpretation/languages.ts';

test('distinctSentences leaves out what was said before, keeps headings and German ordinals', (t) => {
  t.deepEqual(
    distinctSentences(['A one. B two.', '**Monday, 1 June:** B two. C three.', '**Tuesday, 2 June:** A one.']),
    ['A one. B two.', '**Monday, 1 June:** C three.'],
  );
  t.deepEqual(distinctSentences(['Der Mond wechselt in dein 5. Haus. Gut.', 'Gut.']), [
    'Der Mond wechselt in dein 5. Haus. Gut.',
  ]);
});

const hard = (
  instant: string,
  point: 'mars' | 'venus' | 'mercury',
  other: 'saturn' | 'pluto' | 'uranus',
): HoroscopeEvent => ({ kind: 'aspect', instant, point, aspect: 'square', other, house: 3, otherHouse: 6 });

test('a day of many tense aspects says each sentence once, in every language; signs read differently', (t) => {
  const events = [
    hard('2026-05-05T01:00:00Z', 'mars', 'saturn'),
    hard('2026-05-05T05:00:00Z', 'venus', 'pluto'),
    hard('2026-05-05T09:00:00Z', 'mercury', 'uranus'),
    hard('2026-05-05T13:00:00Z', 'mars', 'pluto'),
    hard('2026-05-05T17:00:00Z', 'venus', 'saturn'),
  ];
  const luminaries = { sunSign: 'taurus' as const, moonSign: 'scorpio' as const, moonElongation: 182 };
  for (const language of LANGUAGES) {
    const r = composeDailyHoroscope({ sign: 'leo', language, events, luminaries }, localDay('2026-05-05T12:00:00Z'));
    const sentences = r.body.split(/\n\n|(?<=[^\d][.!?])\s+/);
    t.is(new Set(sentences).size, sentences.length, language);
    const other = composeDailyHoroscope(
      { sign: 'virgo', language, events, luminaries },
      localDay('2026-05-05T12:00:00Z'),
    );
    t.not(other.body, r.body);
  }
  const month = composeMonthlyHoroscope({ sign: 'leo', language: 'en', events, luminaries }, 2026, 5);
  t.regex(month.title, /Leo monthly horoscope: May 2026/);
  t.regex(month.body, /^The month's defining aspect/);
});
