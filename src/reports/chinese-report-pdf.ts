/**
 * The Chinese horoscope report as a PDF, in the template's sections read for the Chinese calendar:
 * - cover: title, name, birth data, the Chinese year and lunar date, the forecast year, the figure;
 * - wheel: the figure (the twelve animals with the native's and the forecast year's, the five
 *   elements of the eight characters);
 * - positions: the four pillars (stem, branch, element, yin or yang, animal);
 * - houses: the five elements counted over the eight characters;
 * - aspects: the twelve years from the forecast year, each animal's relation to the native's;
 * - interpretation: composed from the birth (chinese-composition.ts).
 * Pure: plain data in, PDF bytes out; runs in the calculation pool.
 */

import { ANIMALS, CHINESE_ELEMENTS, chineseForecastTask, type StemBranch } from '../astro/chinese-calendar/index.ts';
import type { LocalTimeRule } from '../astro/time/birth-time.ts';
import { chineseFigureSvg } from '../chart/chinese-figure.ts';
import { CHINESE_TEXTS } from '../interpretation/chinese/index.ts';
import type { Language } from '../interpretation/index.ts';
import { type ChineseReading, chineseReading, composeChinese, elementCounts, PILLARS } from './chinese-composition.ts';
import { CHINESE_REPORT_WORDS, type ChineseReportWords } from './chinese-report-words.ts';
import { heading, paragraph, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { composedInterpretation, renderReport } from './report-document.ts';
import {
  coordinates,
  coverTitle,
  coverWheel,
  labelRows,
  type ReportBirth,
  wallClock,
  wheelSection,
} from './report-sections.ts';
import type { TemplateLook } from './report-style.ts';
import { REPORT_WORDS } from './report-words.ts';

/** What the report worker asks for: the person, the forecast year and the look. */
export interface ChineseReportRequest {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  birth: ReportBirth & { localTimeRule?: LocalTimeRule };
  /** The Gregorian year whose Chinese year is forecast. */
  forecastYear: number;
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

type Section = (
  report: ReportDocument,
  input: ChineseReportRequest,
  reading: ChineseReading,
  own: ChineseReportWords,
) => void;

function figureSvg(reading: ChineseReading, language: Language, side: number): string {
  const t = CHINESE_TEXTS[language];
  const counts = elementCounts(reading.horoscope.fourPillars);
  return chineseFigureSvg(
    {
      animals: ANIMALS.map((a) => t.animalTitles[a]),
      native: ANIMALS.indexOf(reading.horoscope.chineseYear.stemBranch.animal),
      forecast: ANIMALS.indexOf(reading.forecasts[0].year.stemBranch.animal),
      elements: CHINESE_ELEMENTS.map((e) => ({ name: t.elementTitles[e], count: counts[e] })),
    },
    side,
  );
}

/** A stem or branch in pinyin, capitalised: "Geng", "Wu". */
const pinyin = (s: string) => s[0].toUpperCase() + s.slice(1);

const SECTIONS: Record<string, Section> = {
  cover(report, input, reading, own) {
    const words = REPORT_WORDS[input.language];
    const t = CHINESE_TEXTS[input.language];
    const year = reading.horoscope.chineseYear;
    const lunar = reading.horoscope.lunarDate;
    coverTitle(report, report.style.title ?? own.title, input.name);
    const rows: [string, string][] = [[words.born, wallClock(input.birth.dateTime, input.language)]];
    if (input.birth.placeName) rows.push([words.place, input.birth.placeName]);
    rows.push([words.coordinates, coordinates(input.birth.latitude, input.birth.longitude, input.language)]);
    rows.push([own.chineseYear, t.yearTitle(year.stemBranch.element, year.stemBranch.animal)]);
    rows.push([own.lunarDateLabel, own.lunarDate(lunar.year, lunar.month, lunar.day, lunar.isLeapMonth)]);
    rows.push([own.forecastYear, String(input.forecastYear)]);
    rows.push([words.prepared, wallClock(input.requestedAt, input.language)]);
    labelRows(report, rows);
    coverWheel(report, (side) => figureSvg(reading, input.language, side));
  },
  wheel(report, input, reading, own) {
    wheelSection(report, own.figure, (side) => figureSvg(reading, input.language, side));
  },
  positions(report, input, reading, own) {
    const t = CHINESE_TEXTS[input.language];
    heading(report, own.pillars);
    const pillars = reading.horoscope.fourPillars;
    if (!pillars) return paragraph(report, own.noPillars);
    const row = (name: string, p: StemBranch) => [
      name,
      pinyin(p.stem),
      pinyin(p.branch),
      t.elementTitles[p.element],
      t.yinYangTitles[p.yinYang],
      t.animalTitles[p.animal],
    ];
    table(
      report,
      [
        { header: own.pillar, share: 0.18 },
        { header: own.stem, share: 0.14 },
        { header: own.branch, share: 0.14 },
        { header: own.element, share: 0.18 },
        { header: own.polarity, share: 0.16 },
        { header: own.animal, share: 0.2 },
      ],
      PILLARS.map((k) => row(own.pillarNames[k], pillars[k])),
    );
  },
  houses(report, input, reading, own) {
    const t = CHINESE_TEXTS[input.language];
    heading(report, own.elements);
    const counts = elementCounts(reading.horoscope.fourPillars);
    table(
      report,
      [
        { header: own.element, share: 0.5 },
        { header: own.count, share: 0.5, align: 'right' },
      ],
      CHINESE_ELEMENTS.map((e) => [t.elementTitles[e], String(counts[e])]),
    );
  },
  aspects(report, input, reading, own) {
    const t = CHINESE_TEXTS[input.language];
    heading(report, own.years);
    table(
      report,
      [
        { header: own.year, share: 0.16 },
        { header: own.chineseYear, share: 0.44 },
        { header: own.relation, share: 0.4 },
      ],
      Array.from({ length: 12 }, (_, i) => {
        const f = chineseForecastTask({ date: reading.date, forecastYear: input.forecastYear + i });
        return [
          String(input.forecastYear + i),
          t.yearTitle(f.year.stemBranch.element, f.year.stemBranch.animal),
          own.relations[f.relation],
        ];
      }),
    );
  },
  interpretation(report, input, reading, own) {
    composedInterpretation(report, own.interpretation, composeChinese(reading, input.language), own.parts);
  },
};

/**
 * Computes the birth's Chinese calendar and forecasts and renders the report. Throws BirthDataError
 * (named `birthDate` …) for a birth the calendar refuses, (ZodError, CustomCssError) for an invalid look.
 */
export function renderChineseReport(input: ChineseReportRequest): RenderedPdf {
  const own = CHINESE_REPORT_WORDS[input.language];
  const { dateTime, latitude, longitude, timezone, localTimeRule } = input.birth;
  const [year, month, day] = dateTime.slice(0, 10).split('-').map(Number);
  const reading = chineseReading(
    { date: { year, month, day }, dateTime, latitude, longitude, timezone, localTimeRule },
    input.forecastYear,
  );
  return renderReport(
    input.look,
    input.language,
    { title: own.title, who: input.name, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, input, reading, own),
  );
}
