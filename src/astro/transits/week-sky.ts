/**
 * The sky events of one ISO-8601 week (Monday 00:00 UTC to the next Monday), instants as ISO
 * strings: what the `weekly-sky` pool task returns for the weekly horoscope.
 */
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { skyEvents, type SkyEvent } from './sky-events.ts';
import { isoInstant } from './iso-instant.ts';

/** A sky event with its instant as ISO 8601 (UTC, whole seconds). */
export type WeekSkyEvent = SkyEvent extends infer E ? (E extends SkyEvent ? Omit<E, 'instant'> & { instant: string } : never) : never;

export interface WeekSky {
  /** Monday 00:00 UTC, ISO 8601. */
  start: string;
  /** The next Monday 00:00 UTC (exclusive). */
  end: string;
  events: WeekSkyEvent[];
}

const DAY_MS = 86_400_000;

/**
 * Monday 00:00 UTC of ISO week `week` of ISO year `year`, Unix milliseconds.
 * @param year ISO week-numbering year
 * @param week 1…53
 */
export function isoWeekStartMs(year: number, week: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = ((new Date(jan4).getUTCDay() + 6) % 7) + 1;
  return jan4 - (weekday - 1) * DAY_MS + (week - 1) * 7 * DAY_MS;
}

/**
 * The events of an ISO week.
 * @param input ISO year (1800–2399) and week (1…53; the caller checks that the year has it)
 */
export function weekSky(input: { year: number; week: number }): WeekSky {
  const startMs = isoWeekStartMs(input.year, input.week);
  const endMs = startMs + 7 * DAY_MS;
  const events = skyEvents(julianDayFromUnixMs(startMs), julianDayFromUnixMs(endMs));
  return {
    start: isoInstant(julianDayFromUnixMs(startMs)),
    end: isoInstant(julianDayFromUnixMs(endMs)),
    events: events.map((e) => ({ ...e, instant: isoInstant(e.instant) }) as WeekSkyEvent),
  };
}
