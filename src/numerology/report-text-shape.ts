/** The shape of a numerology report's written texts, one per language (report-texts.ts holds them). */

/** A personal year's value (master numbers kept). */
export type YearValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
/** A digit of a birth date. */
export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface NumerologyReportTexts {
  /** What a personal year of each value brings (two sentences). */
  personalYears: Record<YearValue, string>;
  /** What a digit absent from the birth date asks you to learn (one sentence). */
  missingDigits: Record<Digit, string>;
  /** Names the numbers (labels, joined) that share `value`, before that value's meaning. */
  shared: (labels: string, value: number) => string;
  /** Says that `label`'s value was described above, under `earlier`. */
  describedAbove: (label: string, value: number, earlier: string) => string;
  /** Says that `label`'s value was read above, with the profile as a whole. */
  inProfile: (label: string, value: number) => string;
  /** Title of the missing digits' text, and of a date without one missing. */
  missingTitle: (digits: string) => string;
  noneMissingTitle: string;
  /** Whether labels keep their capital inside a sentence (German nouns). */
  capitalNouns: boolean;
  /** Opens the list of missing digits. */
  missingLead: (digits: string) => string;
  /** When every digit is present. */
  noneMissing: string;
  /** Joins labels: "A, B and C". */
  and: string;
}
