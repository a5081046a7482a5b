/**
 * The synastry response: one JSON:API resource of type `synastry` whose attributes hold the
 * widget's settings, both persons (input as understood and natal chart), the inter-aspects with
 * their score terms and texts, the house overlays, the composite and Davison charts, the
 * compatibility score with its breakdown and in words, the bi-wheel SVG and readable labels. The shape is
 * documented in docs/synastry-widget.md.
 */
import { createHash } from 'node:crypto';
import type { ChartPoint, NatalChart } from '../../astro/natal-chart.ts';
import { type InterAspect, strengthOf, THEMES, toneOf } from '../../astro/synastry/index.ts';
import type { SynastryLabels } from '../../chart/synastry-labels.ts';
import { type InterpretationText, type Language, synastryUrn } from '../../interpretation/index.ts';
import { SYNASTRY_SYNTHESIS } from '../../interpretation/synastry-synthesis/index.ts';
import { scoreSummaryOf } from '../../interpretation/synastry-synthesis/score-summary.ts';
import type { SynastryTaskOutput } from '../tasks/synastry.ts';
import { keyedById } from './natal-chart.ts';
import type { TextSlots } from './text-slots.ts';

/** One person as the response echoes it: the name, the birth data as the edge read it, the chart. */
export interface PresentedPerson {
  name: string;
  input: WidgetBirthEcho;
  chart: NatalChart;
}

/** A person's birth data as the widget API read it (the nested place merged), echoed as it is. */
export interface WidgetBirthEcho {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  placeName?: string;
  localTimeRule?: string;
}

export interface SynastryPresentation {
  /** The widget, with its complete settings (echoed as they are). */
  widget: { id: string; name: string; settings: object };
  persons: [PresentedPerson, PresentedPerson];
  result: SynastryTaskOutput;
  /** The inter-aspects' texts by URN, or `textSlots` (filled by the web thread, see text-slots.ts). */
  texts: ReadonlyMap<string, InterpretationText>;
  textSlots?: TextSlots;
  labels: SynastryLabels;
  /** The widget's language (the score said in words). */
  language: Language;
  /** Side of the bi-wheel, px. */
  chartSize: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The URN of an inter-aspect's interpretation text. */
export function interAspectUrn(aspect: InterAspect): string {
  return synastryUrn(aspect.person1Point, aspect.aspect, aspect.person2Point);
}

/** `harmonious`, `challenging` or `neutral` from a tone (−1…+1). */
export function natureOfTone(tone: number): 'harmonious' | 'challenging' | 'neutral' {
  return tone > 0 ? 'harmonious' : tone < 0 ? 'challenging' : 'neutral';
}

/**
 * A stable id for a synastry: the hash of the widget, its settings and both persons' input.
 * Equal requests to the same widget get equal ids.
 */
export function synastryId(
  widgetId: string,
  settings: object,
  persons: readonly { name: string; input: object }[],
): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([widgetId, settings, persons.map((p) => [p.name, p.input])]));
  return hash.digest('hex').slice(0, 32);
}

/** A chart with its points keyed by point id, the one container of chart points in every response. */
const withKeyedPoints = <T extends { points: readonly ChartPoint[] }>(chart: T) => ({
  ...chart,
  points: keyedById(chart.points),
});

const presentPerson = (person: PresentedPerson) => ({ ...person, chart: withKeyedPoints(person.chart) });

/** Builds the response document `{ data: { type: 'synastry', id, attributes } }`. */
export function presentSynastry(p: SynastryPresentation) {
  const { synastry, svg } = p.result;
  const [person1, person2] = p.persons.map(presentPerson);
  const themeNames = p.labels.themes;
  return {
    data: {
      type: 'synastry' as const,
      id: synastryId(p.widget.id, p.widget.settings, p.persons),
      attributes: {
        widget: { id: p.widget.id, name: p.widget.name, ...p.widget.settings },
        person1,
        person2,
        interAspects: synastry.interAspects.map((a) => {
          const tone = toneOf(a);
          const urn = interAspectUrn(a);
          return {
            ...a,
            tone,
            nature: natureOfTone(tone),
            strength: round3(strengthOf(a)),
            themes: THEMES.filter((t) => t.matches(a.person1Point, a.person2Point)).map((t) => t.id),
            urn,
            text: p.textSlots
              ? (p.textSlots.one({ urn, members: {} }) as unknown as InterpretationText)
              : (p.texts.get(urn) ?? null),
          };
        }),
        houseOverlays: synastry.houseOverlays,
        composite: withKeyedPoints(synastry.composite),
        davison: { ...synastry.davison, chart: withKeyedPoints(synastry.davison.chart) },
        compatibility: {
          ...synastry.compatibility,
          themes: synastry.compatibility.themes.map((t) => ({ ...t, ...themeNames[t.theme] })),
          summary: SYNASTRY_SYNTHESIS[p.language].summary(scoreSummaryOf(synastry), person2.name),
        },
        chart:
          svg === null ? null : { mediaType: 'image/svg+xml' as const, width: p.chartSize, height: p.chartSize, svg },
        labels: p.labels,
      },
    },
  };
}
