/**
 * The relationship responses (synastry, composite, Davison, score, Sun-sign compatibility, and
 * the synastry widget's), computed and made ready to send in one calculation task each: both
 * natal charts, the synastry, the body presented and walked back to the caller's date, and
 * serialized with slots where the organization's texts go (filled by the web thread).
 */
import { computeNatalChart, type NatalChart, type NatalChartInput } from '../../astro/natal-chart.ts';
import { computeSynastry, type SynastryOptions, sunSignCompatibility } from '../../astro/synastry/index.ts';
import type { HouseSystem } from '../../astro/vocabulary.ts';
import { synastryLabels } from '../../chart/synastry-labels.ts';
import type { Language } from '../../interpretation/index.ts';
import { type BiWheelOptions, synastryTask } from '../tasks/synastry.ts';
import { type InputProblem, runTask } from '../tasks/task-outcome.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';
import {
  type CompositePlace,
  type PersonEcho,
  presentCompatibility,
  presentComposite,
  presentDavison,
  presentScore,
  presentSynastry,
  type RelationshipPresentation,
} from './relationship.ts';
import {
  type PresentedPerson,
  presentSynastry as presentWidgetSynastry,
  type WidgetBirthEcho,
} from './synastry-widget.ts';
import { TextSlots } from './text-slots.ts';

/**
 * Input problems of the births, each with its person (0 or 1), as data: both persons' are
 * reported at once, and the web thread names each field as its request sent it.
 */
export interface PersonProblems {
  personProblems: { person: 0 | 1; problem: InputProblem }[];
}

/** What a relationship task answers: the response, or what is wrong with the births. */
export type PairResponse = ReadyResponse | PersonProblems;

/** Both natal charts, or the input problems of either birth. */
function pairCharts(births: readonly [NatalChartInput, NatalChartInput]): [NatalChart, NatalChart] | PersonProblems {
  const [first, second] = births.map((birth) => runTask(computeNatalChart, birth));
  if (first.ok && second.ok) return [first.value, second.value];
  const personProblems = [first, second].flatMap((outcome, person) =>
    outcome.ok ? [] : [{ person: person as 0 | 1, problem: outcome.problem }],
  );
  return { personProblems };
}

/** One person of a relationship request: the birth as natal computes it (with the place's name to echo) and a display name. */
export interface PairPerson {
  birth: NatalChartInput & { placeName?: string };
  name?: string;
}

/** Which operation answers, with what only it needs. */
export type RelationshipOperation =
  | { kind: 'synastry' }
  | { kind: 'composite'; place: CompositePlace }
  | { kind: 'davison' }
  | { kind: 'score' }
  | { kind: 'compatibility' };

export interface RelationshipResponseInput {
  operation: RelationshipOperation;
  persons: [PairPerson, PairPerson];
  /** What the synastry is computed with besides the charts (aspects, weights, composite latitude, Davison place); not read by compatibility. */
  synastry: SynastryOptions;
  presentation: Omit<RelationshipPresentation, 'texts' | 'textSlots'>;
  version: VersionTarget;
}

const echoOf = (person: PairPerson): PersonEcho => ({
  name: person.name,
  placeName: person.birth.placeName,
  localTimeRule: person.birth.localTimeRule,
});

/** POST /api/calc/synastry, composite, davison, synastry/score and compatibility: the response bytes, or the births' problems. */
export function relationshipResponse(input: RelationshipResponseInput): PairResponse {
  const charts = pairCharts([input.persons[0].birth, input.persons[1].birth]);
  if ('personProblems' in charts) return charts;
  const persons = [echoOf(input.persons[0]), echoOf(input.persons[1])] as const;
  const { operation } = input;
  const textSlots = input.presentation.includeText ? new TextSlots() : undefined;
  const p: RelationshipPresentation = { ...input.presentation, texts: new Map(), textSlots };
  if (operation.kind === 'compatibility') {
    const result = sunSignCompatibility(charts[0].points[0].longitude, charts[1].points[0].longitude);
    return readyToSend(presentCompatibility(persons, charts, result, p), input.version);
  }
  const synastry = computeSynastry(charts[0], charts[1], input.synastry);
  const body =
    operation.kind === 'synastry'
      ? presentSynastry(persons, charts, synastry, p)
      : operation.kind === 'composite'
        ? presentComposite(persons, charts, synastry.composite, operation.place, p)
        : operation.kind === 'davison'
          ? presentDavison(persons, charts, synastry.davison, p)
          : presentScore(persons, charts, synastry, p);
  return readyToSend(body, input.version, textSlots);
}

/** One person of the synastry widget: display name, birth data as the edge read it (echoed), and the natal chart's input. */
export interface WidgetPerson {
  name: string;
  input: WidgetBirthEcho;
  birth: NatalChartInput;
}

export interface SynastryWidgetResponseInput {
  widget: { id: string; name: string; settings: object };
  persons: [WidgetPerson, WidgetPerson];
  /** The bi-wheel, when the widget shows the chart. */
  wheel?: BiWheelOptions;
  language: Language;
  houseSystem: HouseSystem;
  /** Side of the bi-wheel, px. */
  chartSize: number;
  version: VersionTarget;
}

/** POST /api/widget-api/synastry/{widgetId}: the response bytes with a slot for each inter-aspect's text, or the births' problems. */
export function synastryWidgetResponse(input: SynastryWidgetResponseInput): PairResponse {
  const charts = pairCharts([input.persons[0].birth, input.persons[1].birth]);
  if ('personProblems' in charts) return charts;
  const result = synastryTask({ person1: charts[0], person2: charts[1], wheel: input.wheel });
  const persons = input.persons.map(
    (person, i): PresentedPerson => ({ name: person.name, input: person.input, chart: charts[i] }),
  ) as [PresentedPerson, PresentedPerson];
  const textSlots = new TextSlots();
  const body = presentWidgetSynastry({
    widget: input.widget,
    persons,
    result,
    texts: new Map(),
    textSlots,
    labels: synastryLabels(input.language, input.houseSystem),
    language: input.language,
    chartSize: input.chartSize,
  });
  return readyToSend(body, input.version, textSlots);
}
