/**
 * Reducing numbers the numerological way: add the digits until one digit is left, but stop at
 * the master numbers 11, 22 and 33; the compound numbers 13, 14, 16 and 19 passed on the way are
 * karmic debts.
 */

/** Master numbers: kept, not reduced further. */
export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];
/** Karmic debt numbers: flagged when a reduction passes through them. */
export const KARMIC_DEBT_NUMBERS: readonly number[] = [13, 14, 16, 19];

/** A number and the totals it passed through while being reduced. */
export interface Reduction {
  /** 1–9, or 11, 22, 33 (0 only for an empty sum). */
  value: number;
  /** Every total from the first to the value: [49, 13, 4]. */
  chain: number[];
  /** The karmic debt number passed on the way, if any. */
  karmicDebt?: number;
}

const digitSum = (n: number) => [...String(n)].reduce((s, d) => s + Number(d), 0);

/**
 * Reduces a non-negative integer: 49 → 13 → 4 (karmic debt 13), 29 → 11 (master), 1987 → 25 → 7.
 * @param total a non-negative integer
 */
export function reduce(total: number): Reduction {
  const chain = [total];
  let n = total;
  while (n > 9 && !MASTER_NUMBERS.includes(n)) {
    n = digitSum(n);
    chain.push(n);
  }
  const karmicDebt = chain.find((c) => KARMIC_DEBT_NUMBERS.includes(c));
  return { value: n, chain, ...(karmicDebt !== undefined ? { karmicDebt } : {}) };
}

/** The reduction steps as text: "49 → 4 + 9 = 13 → 1 + 3 = 4"; a one-digit total is just itself. */
export function reductionText(r: Reduction): string {
  let text = String(r.chain[0]);
  for (let i = 1; i < r.chain.length; i++) text += ` → ${[...String(r.chain[i - 1])].join(' + ')} = ${r.chain[i]}`;
  return text;
}
