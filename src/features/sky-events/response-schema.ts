/**
 * Response schema of the sky-event feed: every member declared, one shape per kind of event.
 */
import { z } from 'zod';
import { FEED_BODIES, FEED_KINDS } from '../../astro/sky-events/feed.ts';
import { ASPECTS, type AspectId, SIGNS } from '../../astro/vocabulary.ts';
import { pageResponse } from '../../http/page-params.ts';

const aspectIds = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];
const sign = z.enum(SIGNS);
const body = z.enum(FEED_BODIES);
const when = {
  instant: z.string().describe('The exact instant, ISO 8601 UTC, rounded to the second'),
  julianDayUT: z.number().describe('The same instant, UT Julian day, full precision'),
};
const longitude = z.number().describe('Apparent tropical ecliptic longitude, degrees [0, 360)');

export const skyEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ingress'),
    ...when,
    body,
    sign: sign.describe('The sign entered'),
    longitude: z.number().describe('The sign boundary crossed, degrees (0, 30, … 330)'),
    retrograde: z.boolean().describe('Entered moving backwards'),
  }),
  z.object({
    kind: z.literal('station'),
    ...when,
    body,
    direction: z.enum(['retrograde', 'direct']).describe('Turns retrograde, or turns direct'),
    longitude,
    sign,
  }),
  z.object({
    kind: z.literal('lunation'),
    ...when,
    phase: z.enum(['new', 'full']),
    longitude: longitude.describe("The Moon's apparent tropical longitude, degrees [0, 360)"),
    sign,
    distanceKm: z.number().int().describe("Geocentric distance of the Moon's centre, km"),
    superMoon: z.boolean().describe('distanceKm below superMoonDistanceKm (360,000 km)'),
  }),
  z.object({
    kind: z.literal('eclipse'),
    ...when,
    eclipse: z.enum(['solar', 'lunar']),
    type: z.enum(['total', 'annular', 'hybrid', 'partial', 'penumbral']),
    longitude: longitude.describe(
      "The Sun's (solar) or Moon's (lunar) apparent longitude at greatest eclipse, degrees",
    ),
    sign,
    magnitude: z
      .number()
      .describe('Solar: diameter ratio (central) or fraction covered (partial); lunar: umbral magnitude'),
    saros: z.number().int(),
  }),
  z.object({
    kind: z.literal('aspect'),
    ...when,
    body,
    aspect: z.enum(aspectIds),
    other: body,
    angle: z.number().describe('The exact angle, degrees'),
    bodyLongitude: longitude,
    otherLongitude: longitude,
    bodyRetrograde: z.boolean(),
    otherRetrograde: z.boolean(),
  }),
]);

export const skyEventsResponseSchema = z.object({
  data: z.object({
    type: z.literal('sky-events'),
    attributes: z.object({
      dateRange: z.object({ startDate: z.string(), endDate: z.string(), timezone: z.string() }),
      kinds: z.array(z.enum(FEED_KINDS)),
      bodies: z.array(body),
      aspects: z.array(z.enum(aspectIds)),
      superMoonDistanceKm: z
        .number()
        .describe('A lunation closer than this (Moon centre to Earth centre, km) is a super moon'),
      events: z.array(skyEventSchema).describe('In time order; with a page asked for, only that page'),
    }),
  }),
  ...pageResponse,
});
