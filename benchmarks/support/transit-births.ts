/** The transit benchmark's births: years 1900–2049, |latitude| ≤ 60°, from a seed (mulberry32), so runs are comparable. */
import type { TransitChartInput } from '../../src/astro/transits/transit-chart.ts';
import { mulberry32 } from './mulberry32.ts';

export type Birth = TransitChartInput['birth'];

/** A generator of births: each call gives the next of the sequence. */
export function birthSequence(seed: number): () => Birth {
  const rand = mulberry32(seed);
  const pad = (n: number) => String(n).padStart(2, '0');
  return () => {
    const year = 1900 + Math.floor(rand() * 150);
    const day = new Date(Date.UTC(year, 0, 1) + Math.floor(rand() * 365) * 86_400_000);
    return {
      dateTime: `${day.toISOString().slice(0, 10)}T${pad(Math.floor(rand() * 24))}:${pad(Math.floor(rand() * 60))}`,
      latitude: Math.round((rand() * 120 - 60) * 1000) / 1000,
      longitude: Math.round((rand() * 360 - 180) * 1000) / 1000,
    };
  };
}
