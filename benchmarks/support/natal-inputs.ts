/**
 * Random natal-chart inputs for the engine benchmarks: births uniform over 1900–2100 (UTC, to
 * the minute), |latitude| ≤ 60°, Placidus, the points given. Every input has the same members
 * (zodiac, ayanamsa, fixedStars present, undefined), so that variants made by spreading other
 * values over them keep one object shape and none runs code made polymorphic by another's.
 */
import type { NatalChartInput } from '../../src/astro/natal-chart.ts';
import { mulberry32 } from './mulberry32.ts';

/**
 * @param n how many
 * @param seed of the pseudo-random sequence (same seed, same births)
 * @param points the points of every input
 */
export function randomNatalInputs(n: number, seed: number, points: string[]): NatalChartInput[] {
  const r = mulberry32(seed);
  const out: NatalChartInput[] = [];
  for (let i = 0; i < n; i++) {
    const ms = Date.UTC(1900, 0, 1) + r() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1));
    out.push({
      dateTime: new Date(ms).toISOString().slice(0, 16) + 'Z',
      latitude: Math.round((r() * 120 - 60) * 1e4) / 1e4,
      longitude: Math.round((r() * 360 - 180) * 1e4) / 1e4,
      houseSystem: 'placidus',
      points,
      zodiac: undefined,
      ayanamsa: undefined,
      fixedStars: undefined,
    });
  }
  return out;
}
