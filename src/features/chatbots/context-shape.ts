/**
 * The shape of a chatbot's context (GET /api/chatbots/{id}/profiles/{profileId}/context): what
 * context.ts builds and context-text.ts writes out as text.
 */
import type { AspectId, PointId, Sign } from '../../astro/vocabulary.ts';
import type { Language } from '../../interpretation/index.ts';
import type { TransitContact } from './transit-outlook.ts';

export interface ContextPoint {
  id: PointId;
  name: string;
  sign: Sign;
  signName: string;
  /** Degrees within the sign [0, 30), two decimals. */
  degreeInSign: number;
  /** Ecliptic longitude, degrees [0, 360). */
  longitude: number;
  /** House 1–12, or null when the birth time is unknown. */
  house: number | null;
  retrograde: boolean;
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
    points: ContextPoint[];
    aspects: ContextAspect[];
    /** Planets (Sun to Pluto) per element and modality. */
    balance: { elements: { id: string; name: string; count: number }[]; modalities: { id: string; name: string; count: number }[] };
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
