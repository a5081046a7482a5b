/**
 * Request schema of the sky-event feed (module `sky-events`): POST /api/calc/sky-events, its
 * page in the query (`page[size]`, `page[number]`, as the house's other lists). Unknown members
 * are refused; the span's length and order are checked by the calculation and answered as 400
 * naming the field.
 */
import { z } from 'zod';
import { FEED_BODIES, FEED_KINDS } from '../../astro/sky-events/feed.ts';
import { MAX_FEED_YEARS } from '../../astro/sky-events/requests.ts';
import { ASPECTS, type AspectId } from '../../astro/vocabulary.ts';
import { inputMessage, type ListItem } from '../../http/error-text/index.ts';
import { pageQuery } from '../../http/page-params.ts';
import { timezoneSchema } from '../calc/birth-data.ts';
import { calendarDate } from '../calc/date-schemas.ts';

const aspectIds = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];

/** A list of distinct members of `values`, at least one. */
const distinct = <T extends readonly [string, ...string[]]>(values: T, what: ListItem) =>
  z
    .array(z.enum(values))
    .min(1)
    .refine((list) => new Set(list).size === list.length, { message: inputMessage((t) => t.eachOnce({ item: what })) })
    .optional();

export const skyEventsBody = z.strictObject({
  startDate: calendarDate()
    .describe('First day of the span: a date YYYY-MM-DD (UTC unless timezone is given), 1800-01-02 to 2400-12-30')
    .meta({ examples: ['2026-01-01'] }),
  endDate: calendarDate()
    .describe(`Last day of the span (included): a date YYYY-MM-DD, less than ${MAX_FEED_YEARS} years after startDate`)
    .meta({ examples: ['2026-12-31'] }),
  timezone: timezoneSchema.optional().describe('IANA zone the dates are read in (default UTC); instants are UTC'),
  kinds: distinct(FEED_KINDS, 'kind').describe(`Kinds of event listed, among ${FEED_KINDS.join(', ')}; default all`),
  bodies: distinct(FEED_BODIES, 'body').describe(
    `Bodies whose ingresses and stations are listed and between which aspects are found, among ${FEED_BODIES.join(', ')}; default all. Lunations and eclipses are chosen by kinds alone`,
  ),
  aspects: distinct(aspectIds, 'aspect').describe(
    `Aspects listed, among ${aspectIds.join(', ')}; default the five major (conjunction, opposition, trine, square, sextile)`,
  ),
});

export const skyEventsQuery = z.strictObject(pageQuery);
