/**
 * Repetition in composed lunar return, numerology, Chinese and composite reports (issue #40): for 100
 * seeded random births per type and language, the worst report's most repeated sentence opener
 * and 6-word sequence (point and sign names set aside), as `name: value unit` lines.
 */
import { LANGUAGES } from '../src/interpretation/index.ts';
import { describe, surveyBirths, worstReport } from './support/natal-repetition.ts';
import { SURVEYED_TYPES, surveyTypeRepetition } from './support/types-repetition.ts';

const births = surveyBirths(100, 41);
for (const type of SURVEYED_TYPES) {
  for (const language of LANGUAGES) {
    const worst = worstReport(surveyTypeRepetition(type, births, language));
    console.log(`${type}-repetition ${language} worst opener: ${worst.topOpener.count} times`);
    console.log(`${type}-repetition ${language} worst 6-word sequence: ${worst.topSequence.count} times`);
    console.log(`  ${describe(worst)}`);
  }
}
