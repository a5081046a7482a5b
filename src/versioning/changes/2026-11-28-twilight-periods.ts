/**
 * 2026-11-28: twilights are periods. Each of moon-sun's `sun.twilight.civil`, `.nautical` and
 * `.astronomical` gives a `morning` and an `evening` period `{begin, end}` whose end follows its
 * begin (a band of the Sun's altitude: civil from −6° to sunrise and from sunset to −6°,
 * nautical −12° to −6°, astronomical −18° to −12°), beside `state`.
 *
 * Before: `{begin, end, state}`, `begin` the Sun rising through the twilight's altitude that
 * day and `end` its setting through it, so `end` could come before `begin` (a dusk after local
 * midnight was the day's `end`). The older body takes the morning period's begin and the
 * evening period's end.
 */
import type { VersionChange } from '../version-change.ts';

type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A twilight `{morning, evening, state}` back to `{begin, end, state}`. */
function olderTwilight(twilight: unknown): unknown {
  if (!isRecord(twilight) || !('morning' in twilight)) return twilight;
  const { morning, evening, state } = twilight;
  return {
    begin: isRecord(morning) ? (morning.begin ?? null) : null,
    end: isRecord(evening) ? (evening.end ?? null) : null,
    state,
  };
}

export const twilightPeriods: VersionChange = {
  date: '2026-11-28',
  name: 'twilight-periods',
  description:
    "moon-sun's twilights are morning and evening periods {begin, end} whose end follows their begin (bands of the " +
    "Sun's altitude); before, {begin, end} were the day's rising and setting through the twilight's altitude.",
  endpoints: [{ method: 'POST', path: '/api/calc/moon-sun' }],
  toPrevious(body) {
    if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.attributes)) return body;
    const attributes = body.data.attributes;
    if (!isRecord(attributes.sun) || !isRecord(attributes.sun.twilight)) return body;
    const twilight = Object.fromEntries(
      Object.entries(attributes.sun.twilight).map(([name, t]) => [name, olderTwilight(t)]),
    );
    return {
      ...body,
      data: { ...body.data, attributes: { ...attributes, sun: { ...attributes.sun, twilight } } },
    };
  },
};
