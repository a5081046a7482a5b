/**
 * Response documents of the sky calendars: the calculation's plain data under
 * `data.attributes`, with the resource type and what the request asked for.
 */
import type { Eclipse } from '../../astro/sky-calendars/eclipses.ts';
import type { MoonCalendarDay } from '../../astro/sky-calendars/moon-calendar.ts';
import type { MoonSunDay } from '../../astro/sky-calendars/moon-sun.ts';
import type { RetrogradeResult } from '../../astro/sky-calendars/retrograde-periods.ts';

const document = <T extends string, A>(type: T, attributes: A) => ({ data: { type, attributes } });

export const presentMoonCalendarDay = (day: MoonCalendarDay & { timezone: string }) => document('moon-calendar-days', day);

export const presentMoonCalendarRange = (range: { timezone: string; days: MoonCalendarDay[] }, request: { startDate: string; endDate: string }) =>
  document('moon-calendars', { startDate: request.startDate, endDate: request.endDate, timezone: range.timezone, days: range.days });

export const presentMoonSun = (day: MoonSunDay & { timezone: string }, location: { latitude?: number; longitude?: number }) =>
  document('moon-sun', { location: { latitude: location.latitude, longitude: location.longitude, timezone: day.timezone }, ...day });

export const presentRetrograde = (result: { timezone: string; periodsByPoint: RetrogradeResult }, request: { startDate: string; endDate: string }) =>
  document('retrograde-periods', { dateRange: { startDate: request.startDate, endDate: request.endDate, timezone: result.timezone }, periodsByPoint: result.periodsByPoint });

export const presentEclipses = (result: { timezone: string; eclipses: Eclipse[] }, request: { startDate: string; endDate: string }) =>
  document('eclipses', { dateRange: { startDate: request.startDate, endDate: request.endDate, timezone: result.timezone }, eclipses: result.eclipses });
