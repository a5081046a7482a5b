/**
 * The Chinese report's reading, composed from the birth rather than one text per pillar:
 * 1. the sign: the year's animal, element and polarity (the texts of /api/calc/chinese-horoscope);
 * 2. the four pillars: the day master (the day stem's element), then the month, day and hour
 *    pillars' animals, each animal's character said once (a pillar that repeats an animal
 *    already described keeps only what the pillar stands for);
 * 3. the five elements over the eight characters: the strongest and the missing ones;
 * 4. the year ahead: the forecast year's and the next year's animal and element against the
 *    native's (the texts of /api/calc/chinese-forecast).
 * Read as one text against the repetition budget (report-repetition.ts).
 */
import {
  type Animal,
  BRANCH_ELEMENTS,
  CHINESE_ELEMENTS,
  type ChineseElement,
  chineseForecastTask,
  chineseHoroscopeTask,
  type FourPillars,
} from '../astro/chinese-calendar/index.ts';
import type { ChineseHoroscopeTaskInput } from '../astro/chinese-calendar/tasks.ts';
import { CHINESE_TEXTS, chineseForecastText } from '../interpretation/chinese/index.ts';
import { CHINESE_REPORT_TEXTS } from '../interpretation/chinese/report-texts.ts';
import type { Language } from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** What the report reads: the birth's Chinese year and pillars, and the forecasts. */
export type ChineseReading = ReturnType<typeof chineseReading>;

/** The pillars in print order. */
export const PILLARS = ['year', 'month', 'day', 'hour'] as const;

/** The birth's horoscope and the forecasts of `forecastYear` and the year after. */
export function chineseReading(birth: ChineseHoroscopeTaskInput, forecastYear: number) {
  const horoscope = chineseHoroscopeTask(birth);
  const forecasts = [forecastYear, forecastYear + 1].map((gregorian) => ({
    gregorian,
    ...chineseForecastTask({ date: birth.date, forecastYear: gregorian }),
  }));
  return { date: birth.date, horoscope, forecasts };
}

/** How many of the eight characters (four stems, four branches) belong to each element. */
export function elementCounts(pillars: FourPillars | null): Record<ChineseElement, number> {
  const counts = Object.fromEntries(CHINESE_ELEMENTS.map((e) => [e, 0])) as Record<ChineseElement, number>;
  for (const p of pillars ? PILLARS.map((k) => pillars[k]) : []) {
    counts[p.element]++;
    counts[BRANCH_ELEMENTS[p.animal]]++;
  }
  return counts;
}

/** One part of the composed reading. */
export interface ChinesePart {
  id: 'sign' | 'pillars' | 'elements' | 'forecast';
  texts: ReportText[];
}

/** The reading in four parts, each text's body as printed. */
export function composeChinese(
  reading: ChineseReading,
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): ChinesePart[] {
  const t = CHINESE_TEXTS[language];
  const r = CHINESE_REPORT_TEXTS[language];
  const sign = reading.horoscope.chineseYear.stemBranch;
  const said = new Set<Animal>([sign.animal]);
  const signTexts: ReportText[] = [
    {
      urn: `chinese:sign:${sign.element}:${sign.animal}`,
      title: t.yearTitle(sign.element, sign.animal),
      body: [t.animals[sign.animal], t.elements[sign.element], t.yinYang[sign.yinYang]].join(' '),
    },
  ];

  const pillars = reading.horoscope.fourPillars;
  const pillarTexts: ReportText[] = [];
  if (pillars) {
    const master = pillars.day;
    pillarTexts.push({
      urn: `chinese:day-master:${master.element}:${master.yinYang}`,
      title: r.dayMasterTitle(t.elementTitles[master.element], t.yinYangTitles[master.yinYang]),
      body: r.dayMaster[master.element],
    });
    for (const k of ['month', 'day', 'hour'] as const) {
      const animal = pillars[k].animal;
      const name = t.animalTitles[animal];
      pillarTexts.push({
        urn: `chinese:pillar:${k}:${animal}`,
        title: r.pillarTitle[k](name),
        body: [r.pillarAnimal[k](name), said.has(animal) ? '' : t.animals[animal]].filter(Boolean).join(' '),
      });
      said.add(animal);
    }
  }

  const elementTexts: ReportText[] = [];
  if (pillars) {
    const counts = elementCounts(pillars);
    const most = Math.max(...Object.values(counts));
    const strong = CHINESE_ELEMENTS.filter((e) => counts[e] === most);
    const missing = CHINESE_ELEMENTS.filter((e) => counts[e] === 0);
    elementTexts.push({
      urn: `chinese:elements:${strong.join(',')}:${missing.join(',')}`,
      title: CHINESE_ELEMENTS.map((e) => `${t.elementTitles[e]} ${counts[e]}`).join(' · '),
      body: [
        ...strong.map((e) => r.strong[e]),
        ...(missing.length ? missing.map((e) => r.missing[e]) : [r.allPresent]),
      ].join(' '),
    });
  }

  const forecastTexts = reading.forecasts.map(
    (f): ReportText => ({
      urn: `chinese:forecast:${f.gregorian}`,
      title: `${f.gregorian}: ${t.yearTitle(f.year.stemBranch.element, f.year.stemBranch.animal)}`,
      body: chineseForecastText(language, f.year.stemBranch.animal, f.relation, f.elementRelation),
    }),
  );
  const print = (texts: readonly ReportText[]) =>
    texts.map((x) => ({ ...x, body: prose.next(x.body) })).filter((x) => x.body !== '');
  return [
    { id: 'sign', texts: print(signTexts) },
    { id: 'pillars', texts: print(pillarTexts) },
    { id: 'elements', texts: print(elementTexts) },
    { id: 'forecast', texts: print(forecastTexts) },
  ];
}
