/**
 * What a language model needs to answer as a chatbot for one user: the persona, the user's natal
 * chart summary (pool task `natal`), and the transits active now and in the coming days (the sky
 * at "now" from pool task `natal`, exact passes and orb windows from the transit engine, pool task
 * `transit`: see transit-outlook.ts), as structured data with names in the chatbot's language and
 * interpretation titles as the organization sees them (its custom copies included), plus the same
 * as a compact text block.
 */
import { DateTime } from 'luxon';
import type { ChartPoint, NatalChart } from '../../astro/natal-chart.ts';
import type { AspectId, PointId, Sign } from '../../astro/vocabulary.ts';
import { presentChartPoint } from '../../calc/responses/natal-chart.ts';
import {
  aspectName,
  ELEMENTS,
  elementOf,
  type InterpretationText,
  type Language,
  MODALITIES,
  modalityOf,
  pointName,
  readableEntity,
  transitUrn,
} from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';
import { profileDateTime } from './birth-profile.ts';
import type { ChatContext, ContextAspect, ContextPoint, ContextTransit } from './context-shape.ts';
import { contextText } from './context-text.ts';
import type { ChatbotRow, ChatProfileRow } from './queries.ts';
import { CONTEXT_TRANSITING, type TransitContact, transitOutlook } from './transit-outlook.ts';

/** Points of the summary; the angles only when the birth time is known. */
const BODIES: PointId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'true-node',
];
const ANGLES: PointId[] = ['ascendant', 'midheaven'];
const PLANETS = new Set<PointId>([
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);
const MAJOR = new Set<AspectId>(['conjunction', 'opposition', 'trine', 'square', 'sextile']);
/** Entries listed at most, per list. */
export const CONTEXT_LIMITS = { natalAspects: 10, activeTransits: 15, upcomingTransits: 15 } as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

export interface ContextOptions {
  /** "Now", ms since the epoch. */
  at: number;
  days: number;
  /** Zone for the text's dates; default the profile's. */
  timezone?: string;
  includeText: boolean;
}

const NO_TEXTS: ReadonlyMap<string, InterpretationText> = new Map();

/** A natal point as every chart answers it, with its names; without houses when the birth time is unknown. */
function contextPoint(p: ChartPoint, birthTimeKnown: boolean, language: Language): ContextPoint {
  const point = presentChartPoint(p, { language, includeText: false, includeReadableEntities: true, texts: NO_TEXTS });
  const readable = point.readable!;
  return birthTimeKnown ? { ...point, readable } : { ...point, house: null, readable: { ...readable, house: null } };
}

/** The natal summary of a chart. */
export function natalSummary(chart: NatalChart, birthTimeKnown: boolean, language: Language): ChatContext['natal'] {
  const wanted = birthTimeKnown ? [...BODIES, ...ANGLES] : BODIES;
  const points: Record<string, ContextPoint> = {};
  for (const id of wanted) {
    const p = chart.points.find((q) => q.id === id);
    if (p) points[id] = contextPoint(p, birthTimeKnown, language);
  }
  const listed = new Set(wanted);
  const aspects = chart.aspects
    // (Two angles always stand in the same relation: not worth a line.)
    .filter(
      (a) =>
        MAJOR.has(a.aspect) &&
        listed.has(a.point1) &&
        listed.has(a.point2) &&
        !(ANGLES.includes(a.point1) && ANGLES.includes(a.point2)),
    )
    .sort((a, b) => a.orb - b.orb)
    .slice(0, CONTEXT_LIMITS.natalAspects)
    .map((a) => ({
      point1: a.point1,
      point1Name: pointName(a.point1, language),
      aspect: a.aspect,
      aspectName: aspectName(a.aspect, language),
      point2: a.point2,
      point2Name: pointName(a.point2, language),
      orb: round2(a.orb),
    }));
  const planets = chart.points.filter((p) => PLANETS.has(p.id));
  const count = <T extends string>(ids: readonly T[], of: (sign: Sign) => T, kind: 'element' | 'modality') =>
    ids.map((id) => ({
      id,
      name: readableEntity(kind, id as never, language).name,
      count: planets.filter((p) => of(p.sign) === id).length,
    }));
  return {
    birthTimeKnown,
    houseSystem: birthTimeKnown ? chart.houses.systemUsed : null,
    houseSystemName: birthTimeKnown ? readableEntity('house-system', chart.houses.systemUsed, language).name : null,
    points,
    aspects,
    balance: { elements: count(ELEMENTS, elementOf, 'element'), modalities: count(MODALITIES, modalityOf, 'modality') },
  };
}

/** Builds the context of one profile of one chatbot. */
export async function buildChatContext(
  services: Services,
  chatbot: ChatbotRow,
  profile: ChatProfileRow,
  options: ContextOptions,
): Promise<ChatContext> {
  const language = chatbot.language;
  const birthTimeKnown = profile.birth_time !== null;
  const birth = {
    dateTime: profileDateTime({
      birthDate: profile.birth_date,
      birthTime: profile.birth_time,
      birthPlaceLat: profile.birth_place_lat,
      birthPlaceLng: profile.birth_place_lng,
      timezone: profile.timezone,
    }),
    latitude: Number(profile.birth_place_lat),
    longitude: Number(profile.birth_place_lng),
    timezone: profile.timezone,
  };
  const from = new Date(options.at).toISOString();
  const until = new Date(options.at + options.days * 86_400_000).toISOString();
  const summarized = birthTimeKnown ? [...BODIES, ...ANGLES] : BODIES;
  const [chart, sky, search] = await Promise.all([
    services.pool.run('natal', { ...birth, points: [...BODIES, ...ANGLES] }),
    // The sky now: the chart of the instant (only its points' longitudes and speeds are read).
    services.pool.run(
      'natal',
      {
        dateTime: from,
        latitude: birth.latitude,
        longitude: birth.longitude,
        points: [...CONTEXT_TRANSITING],
        aspects: { types: [] },
      },
      'query',
    ),
    services.pool.run(
      'transit',
      { birth, start: from, end: until, points: [...CONTEXT_TRANSITING], natalPoints: summarized },
      'query',
    ),
  ]);
  const natal = natalSummary(chart, birthTimeKnown, language);
  const outlook = transitOutlook(sky.points, search, from);
  const active = outlook.active.slice(0, CONTEXT_LIMITS.activeTransits);
  const upcoming = outlook.upcoming.slice(0, CONTEXT_LIMITS.upcomingTransits);
  const urns = [...active, ...upcoming].map((c) => transitUrn(c.transiting, c.aspect, c.natal as PointId));
  const texts = await interpretationTexts(services, chatbot.organization_id, urns, language);
  const present = (c: TransitContact): ContextTransit => {
    const natalPoint = c.natal as PointId;
    const urn = transitUrn(c.transiting, c.aspect, natalPoint);
    const text = texts.get(urn);
    return {
      transiting: c.transiting,
      transitingName: pointName(c.transiting, language),
      aspect: c.aspect,
      aspectName: aspectName(c.aspect, language),
      natal: natalPoint,
      natalName: pointName(natalPoint, language),
      orbAllowed: c.orbAllowed,
      orbNow: round2(c.orbNow),
      activeNow: c.activeNow,
      motion: c.motion,
      exactAt: c.exactAt,
      inOrbFrom: c.inOrbFrom,
      inOrbUntil: c.inOrbUntil,
      retrograde: c.retrograde,
      urn,
      title: text?.title ?? null,
      ...(options.includeText && text ? { body: text.body } : {}),
    };
  };

  const resolution = profile.time_resolution;
  const context: Omit<ChatContext, 'text'> = {
    chatbot: { id: chatbot.id, name: chatbot.name, persona: chatbot.persona, language },
    profile: {
      id: profile.id,
      externalUserId: profile.external_user_id,
      birthDate: profile.birth_date,
      birthTime: profile.birth_time,
      birthPlaceName: profile.birth_place_name,
      timezone: profile.timezone ?? resolution.timezone,
      utcOffset: resolution.utcOffset,
      utc: resolution.utc,
    },
    natal,
    transits: {
      from,
      until,
      days: options.days,
      method: 'exact',
      active: active.map(present),
      upcoming: upcoming.map(present),
    },
  };
  const zone = options.timezone ?? resolution.timezone ?? `UTC${resolution.utcOffset}`;
  const date = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).toFormat('yyyy-LL-dd');
  // Patterns are of the ten planets: their aspects are all the renderer needs.
  const planetAspects = chart.aspects.filter((a) => PLANETS.has(a.point1) && PLANETS.has(a.point2));
  return { ...context, text: contextText(context, language, date, planetAspects) };
}
