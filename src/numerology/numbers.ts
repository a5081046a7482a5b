/**
 * The core numbers of a numerology profile, each with its steps written out:
 * - life path: month, day and year of birth each reduced, then their sum reduced;
 * - expression: every letter of the full name; soul urge: the vowels; personality: the consonants;
 * - birthday: the day of the month reduced; maturity: life path + expression, reduced;
 * - personal year: birth month and day reduced, plus the forecast year reduced, then reduced.
 */
import { type NameLetter, nameLetters } from './letters.ts';
import { MASTER_NUMBERS, reduce, reductionText } from './reduce.ts';

/** A calendar date: year, month 1–12, day 1–31. */
export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** One core number. */
export interface CoreNumber {
  /** 1–9, or the master numbers 11, 22, 33; 0 when nothing is counted (a name without vowels has soul urge 0). */
  value: number;
  /** Whether the value is 11, 22 or 33. */
  isMasterNumber: boolean;
  /** Whether the reduction passed through 13, 14, 16 or 19. */
  isKarmicDebt: boolean;
  /** That karmic debt number (13, 14, 16, 19), else null. */
  karmicDebtNumber: number | null;
  /** The total before reduction. */
  reducedFrom: number;
  /** The steps, readable: "1990 → 1 + 9 + 9 + 0 = 19 …". */
  calculation: string;
}

function coreNumber(total: number, steps: string): CoreNumber {
  const r = reduce(total);
  const reduction = reductionText(r);
  return {
    value: r.value,
    isMasterNumber: MASTER_NUMBERS.includes(r.value),
    isKarmicDebt: r.karmicDebt !== undefined,
    karmicDebtNumber: r.karmicDebt ?? null,
    reducedFrom: total,
    calculation: steps ? `${steps} = ${reduction}` : reduction,
  };
}

/** A part of a date reduced on its own ("month 11 → 11", "year 1987 → 25 → 7"). */
function datePart(label: string, n: number): { value: number; text: string } {
  const r = reduce(n);
  const steps = r.chain.length > 1 ? ` → ${r.chain.slice(1).join(' → ')}` : '';
  return { value: r.value, text: `${label} ${n}${steps}` };
}

/** Life path number of a birth date. */
export function lifePathNumber(date: BirthDate): CoreNumber {
  const parts = [datePart('month', date.month), datePart('day', date.day), datePart('year', date.year)];
  return coreNumber(
    parts.reduce((s, p) => s + p.value, 0),
    `${parts.map((p) => p.text).join('; ')}; ${parts.map((p) => p.value).join(' + ')}`,
  );
}

/** Birthday number: the day of the month, reduced (29 → 11). */
export function birthdayNumber(date: BirthDate): CoreNumber {
  return coreNumber(date.day, '');
}

/** Personal year number of `year` for someone born on `date`. */
export function personalYearNumber(date: BirthDate, year: number): CoreNumber {
  const parts = [datePart('birth month', date.month), datePart('birth day', date.day), datePart('year', year)];
  return coreNumber(
    parts.reduce((s, p) => s + p.value, 0),
    `${parts.map((p) => p.text).join('; ')}; ${parts.map((p) => p.value).join(' + ')}`,
  );
}

/** A number of the letters of a name that `pick` keeps, with each word's letters shown. */
function nameNumber(name: string, pick: (l: NameLetter) => boolean): CoreNumber {
  const words = nameLetters(name)
    .map((w) => w.filter(pick))
    .filter((w) => w.length > 0);
  if (words.length === 0) return { ...coreNumber(0, ''), calculation: 'no such letters in the name: 0' };
  const total = words.flat().reduce((s, l) => s + l.value, 0);
  const steps = words
    .map((w) => `${w.map((l) => l.letter).join('')} (${w.map((l) => l.value).join(' + ')})`)
    .join(' + ');
  return coreNumber(total, steps);
}

/** Expression (destiny) number: every letter of the full name. */
export const expressionNumber = (name: string) => nameNumber(name, () => true);
/** Soul urge (heart's desire) number: the vowels of the full name. */
export const soulUrgeNumber = (name: string) => nameNumber(name, (l) => l.vowel);
/** Personality number: the consonants of the full name. */
export const personalityNumber = (name: string) => nameNumber(name, (l) => !l.vowel);

/** Maturity number: life path + expression, reduced. */
export function maturityNumber(lifePath: CoreNumber, expression: CoreNumber): CoreNumber {
  return coreNumber(lifePath.value + expression.value, `life path ${lifePath.value} + expression ${expression.value}`);
}

/** The names of the profile's numbers, in the order they are reported. */
export const NUMBER_KINDS = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthday',
  'maturity',
  'personalYear',
] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/** Every core number of a birth date and full name, for `forecastYear`'s personal year. */
export function numerologyNumbers(input: {
  date: BirthDate;
  fullName: string;
  forecastYear: number;
}): Record<NumberKind, CoreNumber> {
  const lifePath = lifePathNumber(input.date);
  const expression = expressionNumber(input.fullName);
  return {
    lifePath,
    expression,
    soulUrge: soulUrgeNumber(input.fullName),
    personality: personalityNumber(input.fullName),
    birthday: birthdayNumber(input.date),
    maturity: maturityNumber(lifePath, expression),
    personalYear: personalYearNumber(input.date, input.forecastYear),
  };
}
