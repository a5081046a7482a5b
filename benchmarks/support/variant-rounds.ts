/**
 * The CPU-time loop of the engine benchmarks that compare variants of one computation (a natal
 * chart as it is, with the asteroids, sidereal, …): many short rounds, the variants in turn
 * (the order rotated each round), each round timed in CPU time of this process. Each round
 * gives every variant a ratio to the baseline's time in that round; the median and quartiles of
 * those ratios are what the shared machine's load moves least (a load change moves whole
 * rounds, and a ratio within one round cancels most of it).
 */
import { quantile } from './statistics.ts';

/** One variant's figures over all rounds. */
export interface VariantFigures {
  name: string;
  /** Mean CPU time per input, µs. */
  usPerInput: number;
  /** Its total CPU time over the baseline's. */
  totalRatio: number;
  /** Median, first and third quartile of the per-round ratios to the baseline. */
  median: number;
  q1: number;
  q3: number;
}

/**
 * Runs every variant's inputs in rotating rounds.
 * @param variants inputs per variant, all of the same length; the first is the baseline
 * @param run computes one input, returning a number to keep the work observable
 * @param rounds number of rounds; each takes the next `inputs / rounds` inputs of every variant
 * @returns figures per variant (baseline first, ratio 1) and the checksum of `run`'s results
 */
export function compareInRounds<T>(
  variants: Readonly<Record<string, readonly T[]>>,
  run: (input: T) => number,
  rounds: number,
): { figures: VariantFigures[]; checksum: number; perRound: number } {
  const names = Object.keys(variants);
  const count = variants[names[0]].length;
  const perRound = Math.max(1, Math.floor(count / rounds));
  const totals = names.map(() => 0);
  const ratios: number[][] = names.map(() => []);
  let checksum = 0;
  const used = names.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    const from = (round * perRound) % count;
    for (let k = 0; k < names.length; k++) {
      const v = (k + round) % names.length;
      const inputs = variants[names[v]];
      const start = process.cpuUsage();
      for (let i = from; i < from + perRound; i++) checksum += run(inputs[i % count]);
      const cpu = process.cpuUsage(start);
      used[v] = cpu.user + cpu.system;
      totals[v] += used[v];
    }
    for (let v = 0; v < names.length; v++) ratios[v].push(used[v] / used[0]);
  }
  const figures = names.map((name, v) => ({
    name,
    usPerInput: totals[v] / (rounds * perRound),
    totalRatio: totals[v] / totals[0],
    median: quantile(ratios[v], 0.5),
    q1: quantile(ratios[v], 0.25),
    q3: quantile(ratios[v], 0.75),
  }));
  return { figures, checksum, perRound };
}

/** A ratio as a signed percentage, e.g. `+12.3 %`. */
export function percent(ratio: number): string {
  return `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;
}

/**
 * One line per variant: µs per input, and for all but the baseline the median ratio (as a
 * ratio and as a percentage) with its quartiles.
 * @param label what one input is, e.g. `natal`
 */
export function printFigures(label: string, figures: readonly VariantFigures[], rounds: number): void {
  for (const [i, f] of figures.entries()) {
    console.log(
      `${label} ${f.name}: ${f.usPerInput.toFixed(1)} µs CPU/chart` +
        (i === 0
          ? ' (baseline)'
          : ` (ratio ${f.median.toFixed(3)}, ${percent(f.median)} median of ${rounds} rounds, quartiles ${percent(f.q1)} … ${percent(f.q3)}; ${percent(f.totalRatio)} in total)`),
    );
  }
}
