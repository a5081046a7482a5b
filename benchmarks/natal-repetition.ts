/**
 * Repetition in composed natal reports (issue #40): for 200 seeded random births per language,
 * the worst report's most repeated sentence opener and 6-word sequence (point and sign names
 * set aside), as `name: value unit` lines, and the worst report described.
 */
import { LANGUAGES } from '../src/interpretation/index.ts';
import { describe, surveyBirths, surveyNatalRepetition, worstReport } from './support/natal-repetition.ts';

const births = surveyBirths(200, 40);
for (const language of LANGUAGES) {
  const worst = worstReport(surveyNatalRepetition(births, language));
  console.log(`natal-repetition ${language} worst opener: ${worst.topOpener.count} times`);
  console.log(`natal-repetition ${language} worst 6-word sequence: ${worst.topSequence.count} times`);
  console.log(`  ${describe(worst)}`);
}
