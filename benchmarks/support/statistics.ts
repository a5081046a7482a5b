/** Order statistics of a benchmark's samples. */

/** The q-quantile of xs (linear interpolation between order statistics). */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
}

/** The median of xs (the mean of the two middle ones when their number is even). */
export const median = (xs: readonly number[]): number => quantile(xs, 0.5);
