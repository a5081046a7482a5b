/** The resolved birth instant as responses echo it (astro/time/birth-time.ts TimeResolution). */
import { z } from 'zod';

export const timeResolutionSchema = z
  .object({
    localDateTime: z.string().describe('The local civil date-time as given, YYYY-MM-DDTHH:mm:ss[.sss]'),
    effectiveLocalDateTime: z
      .string()
      .describe('The wall-clock reading at the resolved instant (differs only for a skipped time)'),
    timezone: z.string().nullable().describe('The IANA zone used; null when the input carried an explicit offset'),
    timezoneSource: z.enum(['given', 'coordinates', 'offset']),
    utcOffset: z.string().describe('±HH:MM or ±HH:MM:SS (local mean time has seconds)'),
    utcOffsetSeconds: z.number().describe('Seconds east of Greenwich'),
    localMeanTime: z.boolean().describe("Before the zone's first standard offset: the longitude's local mean time"),
    localTimeStatus: z.enum(['normal', 'skipped', 'repeated']),
    ruleApplied: z
      .enum(['earlier', 'later', 'reject'])
      .nullable()
      .describe('Only when the time was skipped or repeated'),
    utc: z.string().describe('The instant in UTC (taken as UT1), ISO 8601 with milliseconds'),
    julianDayUT: z.number(),
    deltaTSeconds: z.number().describe('ΔT = TT − UT, seconds'),
    julianDayTT: z.number(),
  })
  .describe('The birth instant as resolved: utc, utcOffset, timezone and its source, clock-change status, Julian days');
