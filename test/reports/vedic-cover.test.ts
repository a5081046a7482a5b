/**
 * The Vedic report's cover writes the birth's coordinates as every report does (report-sections.ts
 * coordinates): whole degrees of latitude and longitude, not reduced to a sign's 30° (Delhi's
 * 77°13′ E once read "17°12′ E"), with the language's compass letters.
 */
import test from 'ava';
import { VEDIC_LANGUAGES } from '../../src/interpretation/vedic/index.ts';
import { coordinates } from '../../src/reports/report-sections.ts';
import { readPdf } from '../support/pdf-text.ts';
import { DELHI, vedicReport } from '../support/sample-reports.ts';

for (const language of VEDIC_LANGUAGES) {
  test(`${language}: the cover gives the birth's coordinates in whole degrees`, (t) => {
    const expected = coordinates(DELHI.latitude, DELHI.longitude, language);
    t.regex(expected, /^28°37′ \S+, 77°13′ \S+$/u);
    // A script font without the prime writes minutes with an apostrophe (pdf-fonts.ts STAND_INS).
    const plain = (text: string) => text.replace(/\s+/g, ' ').replaceAll('′', "'");
    const cover = plain(readPdf(vedicReport(language).pdf).pages[0]);
    t.true(cover.includes(plain(expected)), `"${expected}" on the cover:\n${cover.slice(0, 600)}`);
  });
}
