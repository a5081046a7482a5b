/**
 * The shape of a chatbot's context (GET /api/chatbots/{id}/profiles/{profileId}/context): what
 * context.ts builds and context-text.ts writes out as text.
 */
import { z } from 'zod';
import type { AspectId, PointId } from '../../astro/vocabulary.ts';
import type { PresentedPoint } from '../../calc/responses/markdown/chart-markdown.ts';
import type { Language } from '../../interpretation/index.ts';
import { chartPointsSchema } from '../calc/response-schemas.ts';
import type { TransitContact } from './transit-outlook.ts';

/**
 * A natal point of the context: the chart point every calculation answers (see
 * features/calc/response-schemas.ts), with its names in the chatbot's language under `readable`.
 */
export interface ContextPoint extends Omit<PresentedPoint, 'texts' | 'text'> {
  /** House 1–12, or null when the birth time is unknown. */
  house: number | null;
  readable: {
    name: string;
    glyph: string | null;
    sign: { name: string; glyph: string | null };
    /** The house's name, or null when the birth time is unknown. */
    house: string | null;
  };
}

export interface ContextAspect {
  point1: PointId;
  point1Name: string;
  aspect: AspectId;
  aspectName: string;
  point2: PointId;
  point2Name: string;
  /** Degrees from exact, two decimals. */
  orb: number;
}

export interface ContextTransit extends Omit<TransitContact, 'natal' | 'orbNow'> {
  natal: PointId;
  transitingName: string;
  aspectName: string;
  natalName: string;
  /** Degrees from exact now, two decimals. */
  orbNow: number;
  /** URN of the interpretation text. */
  urn: string;
  /** Title of the interpretation text (the organization's copy when it has one), or null. */
  title: string | null;
  /** Markdown body of the text, with `includeText` only. */
  body?: string;
}

export interface ChatContext {
  chatbot: { id: string; name: string; persona: string; language: Language };
  profile: {
    id: string;
    externalUserId: string;
    birthDate: string;
    birthTime: string | null;
    birthPlaceName: string | null;
    timezone: string | null;
    utcOffset: string;
    /** The birth instant, UTC. */
    utc: string;
  };
  natal: {
    birthTimeKnown: boolean;
    houseSystem: string | null;
    houseSystemName: string | null;
    /** Keyed by point id, in the chart's order. */
    points: Record<string, ContextPoint>;
    aspects: ContextAspect[];
    /** Planets (Sun to Pluto) per element and modality. */
    balance: {
      elements: { id: string; name: string; count: number }[];
      modalities: { id: string; name: string; count: number }[];
    };
  };
  transits: {
    from: string;
    until: string;
    days: number;
    /** How the transits were found: exact passes and orb windows by the transit engine's root finding; "in orb now" from the positions at `from`. */
    method: 'exact';
    active: ContextTransit[];
    upcoming: ContextTransit[];
  };
  text: string;
}

const named = { id: z.string(), name: z.string(), count: z.number().int() };
const transit = z.object({
  transiting: z.string().describe('The moving point'),
  aspect: z.string(),
  natal: z.string().describe("The natal point's id"),
  orbAllowed: z.number().describe('Degrees'),
  orbNow: z.number().describe('Degrees from exact now, two decimals'),
  activeNow: z.boolean(),
  motion: z.enum(['applying', 'separating']),
  exactAt: z.string().nullable().describe('The first exact pass in the outlook, ISO 8601 UTC; null outside it'),
  inOrbFrom: z.string().nullable(),
  inOrbUntil: z.string().nullable(),
  retrograde: z.boolean(),
  transitingName: z.string(),
  aspectName: z.string(),
  natalName: z.string(),
  urn: z.string().describe('URN of the interpretation text'),
  title: z.string().nullable().describe("The text's title (the organization's copy when it has one), or null"),
  body: z.string().optional().describe('Markdown body of the text, with includeText only'),
});

/** ChatContext as the OpenAPI document and the response check see it. */
export const chatContextSchema = z.object({
  chatbot: z.object({ id: z.string(), name: z.string(), persona: z.string(), language: z.string() }),
  profile: z.object({
    id: z.string(),
    externalUserId: z.string(),
    birthDate: z.string(),
    birthTime: z.string().nullable(),
    birthPlaceName: z.string().nullable(),
    timezone: z.string().nullable(),
    utcOffset: z.string(),
    utc: z.string().describe('The birth instant, UTC'),
  }),
  natal: z.object({
    birthTimeKnown: z.boolean(),
    houseSystem: z.string().nullable(),
    houseSystemName: z.string().nullable(),
    points: chartPointsSchema.describe(
      "The natal points keyed by point id, each the chart point of every calculation with `readable` names in the chatbot's " +
        'language; angles only with a known birth time, and `house` null without one',
    ),
    aspects: z.array(
      z.object({
        point1: z.string(),
        point1Name: z.string(),
        aspect: z.string(),
        aspectName: z.string(),
        point2: z.string(),
        point2Name: z.string(),
        orb: z.number().describe('Degrees from exact, two decimals'),
      }),
    ),
    balance: z
      .object({ elements: z.array(z.object(named)), modalities: z.array(z.object(named)) })
      .describe('Planets (Sun to Pluto) per element and modality'),
  }),
  transits: z.object({
    from: z.string(),
    until: z.string(),
    days: z.int(),
    method: z.literal('exact'),
    active: z.array(transit),
    upcoming: z.array(transit),
  }),
  text: z.string(),
});
