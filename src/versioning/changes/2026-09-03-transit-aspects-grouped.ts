/**
 * 2026-09-03: transit `aspects` are grouped — one entry per transiting point, aspect and natal
 * point with the interpretation text once and every pass under `occurrences`. Before: one entry
 * per pass, each repeating the group's fields and text.
 */
import type { VersionChange } from '../version-change.ts';

interface GroupedAspect {
  occurrences?: unknown;
  [field: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens grouped aspects into one entry per pass, ordered by the pass's exact instant. */
export function ungroupAspects(aspects: GroupedAspect[]): Record<string, unknown>[] {
  const passes: Record<string, unknown>[] = [];
  for (const group of aspects) {
    const { occurrences, ...shared } = group;
    if (!Array.isArray(occurrences)) {
      passes.push({ ...shared });
      continue;
    }
    for (const occurrence of occurrences) {
      passes.push({ ...shared, ...(isRecord(occurrence) ? occurrence : {}) });
    }
  }
  const instant = (entry: Record<string, unknown>) => (typeof entry.exact === 'string' ? entry.exact : '');
  return passes.sort((a, b) => (instant(a) < instant(b) ? -1 : instant(a) > instant(b) ? 1 : 0));
}

export const transitAspectsGrouped: VersionChange = {
  date: '2026-09-03',
  name: 'transit-aspects-grouped',
  description:
    '`aspects` on POST /api/calc/transit is grouped: one entry per transiting planet, aspect and natal planet, ' +
    'with the interpretation text once and every pass of the period under `occurrences`. ' +
    'Before this date: one entry per pass, each repeating the text.',
  endpoints: [{ method: 'POST', path: '/api/calc/transit' }],
  toPrevious(body) {
    if (!isRecord(body) || !isRecord(body.data) || !Array.isArray(body.data.aspects)) return body;
    return { ...body, data: { ...body.data, aspects: ungroupAspects(body.data.aspects as GroupedAspect[]) } };
  },
};
