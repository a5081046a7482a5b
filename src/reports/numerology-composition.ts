/**
 * The numerology report's interpretation composed from the profile, not one text per number:
 * 1. the profile as a whole: each value that several core numbers share is named once, with its
 *    meaning (the numbers that carry it then point back to it instead of repeating it);
 * 2. the core numbers in their order, each with what its kind speaks of, its value's meaning the
 *    first time the value comes up, and a karmic debt's lesson once;
 * 3. the grid: the digits missing from the birth date, and what each asks for;
 * 4. the year ahead: the personal year of the forecast year and of the next.
 * Read as one text against the repetition budget (report-repetition.ts), like the natal report.
 */

import { digitCounts } from '../chart/number-grid.ts';
import type { Language } from '../interpretation/index.ts';
import { type CoreNumber, NUMEROLOGY_TEXTS, type NumberKind, numerologyNumbers } from '../numerology/index.ts';
import type { BirthDate } from '../numerology/numbers.ts';
import { NUMEROLOGY_REPORT_TEXTS } from '../numerology/report-texts.ts';
import type { ReportText } from './natal-texts.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** The numbers read as the core of the profile (the personal year is the forecast's). */
export const CORE_KINDS = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday', 'maturity'] as const;

/** One part of the composed interpretation. */
export interface NumerologyPart {
  id: 'profile' | 'numbers' | 'grid' | 'forecast';
  texts: ReportText[];
}

/** What a numerology report is read from. */
export interface NumerologyProfile {
  date: BirthDate;
  fullName: string;
  forecastYear: number;
  numbers: Record<NumberKind, CoreNumber>;
  /** The next year's personal year. */
  nextYear: CoreNumber;
}

/** The profile of a birth date and full name, for `forecastYear`. Throws NameError for a name without Latin letters. */
export function numerologyProfile(date: BirthDate, fullName: string, forecastYear: number): NumerologyProfile {
  const numbers = numerologyNumbers({ date, fullName, forecastYear });
  const nextYear = numerologyNumbers({ date, fullName, forecastYear: forecastYear + 1 }).personalYear;
  return { date, fullName, forecastYear, numbers, nextYear };
}

type Meaning = keyof (typeof NUMEROLOGY_TEXTS)['en']['numbers'];
type YearValue = keyof (typeof NUMEROLOGY_REPORT_TEXTS)['en']['personalYears'];

const joined = (items: readonly string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/** The interpretation in four parts, each text's body as printed. */
export function composeNumerology(
  profile: NumerologyProfile,
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): NumerologyPart[] {
  const t = NUMEROLOGY_TEXTS[language];
  const r = NUMEROLOGY_REPORT_TEXTS[language];
  const { numbers } = profile;
  const meaningOf = (value: number) => t.numbers[value as Meaning] ?? '';
  /** Where each value's meaning was given: the label it was given under. */
  const describedUnder = new Map<number, string>();
  const debtsSaid = new Set<number>();
  /** Values read with the profile as a whole. */
  const inProfile = new Set<number>();

  const profileTexts: ReportText[] = [];
  const byValue = new Map<number, NumberKind[]>();
  for (const kind of CORE_KINDS) byValue.set(numbers[kind].value, [...(byValue.get(numbers[kind].value) ?? []), kind]);
  for (const [value, kinds] of byValue) {
    if (kinds.length < 2 || value === 0) continue;
    const labels = kinds.map((k, i) => (i === 0 || r.capitalNouns ? t.labels[k] : t.labels[k].toLowerCase()));
    profileTexts.push({
      urn: `numerology:shared:${value}`,
      title: `${joined(labels, r.and)}: ${value}`,
      body: `${r.shared(joined(labels, r.and), value)} ${meaningOf(value)}`,
    });
    inProfile.add(value);
  }

  const numberTexts = CORE_KINDS.map((kind): ReportText => {
    const n = numbers[kind];
    const earlier = describedUnder.get(n.value);
    const meaning = inProfile.has(n.value)
      ? r.inProfile(t.labels[kind], n.value)
      : earlier
        ? r.describedAbove(t.labels[kind], n.value, earlier)
        : meaningOf(n.value);
    if (!earlier) describedUnder.set(n.value, t.labels[kind]);
    const debt =
      n.karmicDebtNumber && !debtsSaid.has(n.karmicDebtNumber) ? t.karmicDebts[n.karmicDebtNumber as 13] : '';
    if (n.karmicDebtNumber) debtsSaid.add(n.karmicDebtNumber);
    return {
      urn: `numerology:${kind}:${n.value}`,
      title: `${t.labels[kind]} ${n.value}`,
      body: [t.kinds[kind], meaning, debt].filter(Boolean).join(' '),
    };
  });

  const counts = digitCounts(profile.date);
  const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => counts[d] === 0);
  const gridTexts: ReportText[] = [
    {
      urn: `numerology:grid:missing:${missing.join(',')}`,
      title: missing.length > 0 ? r.missingTitle(missing.join(', ')) : r.noneMissingTitle,
      body:
        missing.length === 0
          ? r.noneMissing
          : [r.missingLead(joined(missing.map(String), r.and)), ...missing.map((d) => r.missingDigits[d as 1])].join(
              ' ',
            ),
    },
  ];

  const year = (n: CoreNumber, y: number): ReportText => ({
    urn: `numerology:personal-year:${y}:${n.value}`,
    title: `${t.labels.personalYear} ${y}: ${n.value}`,
    body: r.personalYears[n.value as YearValue] ?? '',
  });
  const forecastTexts = [
    year(numbers.personalYear, profile.forecastYear),
    year(profile.nextYear, profile.forecastYear + 1),
  ];
  forecastTexts[0].body = `${t.kinds.personalYear} ${forecastTexts[0].body}`;
  const print = (texts: readonly ReportText[]) =>
    texts.map((x) => ({ ...x, body: prose.next(x.body) })).filter((x) => x.body !== '');
  return [
    { id: 'profile', texts: print(profileTexts) },
    { id: 'numbers', texts: print(numberTexts) },
    { id: 'grid', texts: print(gridTexts) },
    { id: 'forecast', texts: print(forecastTexts) },
  ];
}
