/**
 * A chart-like response (newest shape) as compact Markdown for a language model: what was
 * calculated and for when, then each chart the response holds (chart-markdown.ts) — the chart
 * itself (natal, composite, Davison, a return, a progressed or directed chart), the two people's
 * charts of a relationship, the natal chart of transits and progressions — and the contacts
 * between charts: aspects to the natal chart, synastry aspects, exact transits, with their texts
 * when the response carries them. One renderer for every chart-like operation and for the chat's
 * model context.
 */
import type { AspectId, PointId } from '../../../astro/vocabulary.ts';
import { aspectName, DEFAULT_LANGUAGE, isLanguage, type Language, pointName } from '../../../interpretation/index.ts';
import { chartMarkdown, type MarkdownChart, type PresentedPoint } from './chart-markdown.ts';
import { degreesMinutes, LABELS, type Labels } from './labels.ts';

type Attributes = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasPoints = (value: unknown): value is MarkdownChart & Attributes => isObject(value) && isObject(value.points);

const date = (iso: unknown) => (typeof iso === 'string' ? iso.slice(0, 10) : '');

/** When and where: the local time and zone of a time resolution, and the place. */
function whenAndWhere(attributes: Attributes): string[] {
  const lines: string[] = [];
  const time = attributes.timeResolution;
  if (isObject(time))
    lines.push(`${String(time.localDateTime).replace('T', ' ')} (${time.timezone ?? 'UTC'}, UTC${time.utcOffset})`);
  const location = attributes.location;
  if (isObject(location) && typeof location.latitude === 'number' && typeof location.longitude === 'number') {
    const place = typeof location.placeName === 'string' ? `${location.placeName}, ` : '';
    lines.push(`${place}${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`);
  }
  for (const member of ['returnDate', 'progressedDate', 'targetDate', 'instant'])
    if (typeof attributes[member] === 'string') lines.push(`${member}: ${attributes[member]}`);
  return lines;
}

interface CrossAspect {
  point?: PointId;
  natal?: PointId;
  planet1?: PointId;
  planet2?: PointId;
  transiting?: PointId;
  aspect: AspectId;
  orb: number;
  text?: { title: string; body: string } | null;
  occurrences?: { exact: string | null }[];
}

/** One contact between two charts; its text below it when it has one. */
function crossLine(entry: CrossAspect, l: Labels, language: Language): string {
  const name = (id: PointId) => pointName(id, language);
  const aspect = l.aspect(aspectName(entry.aspect, language));
  const [first, second] = entry.planet1
    ? [`${name(entry.planet1)} (1)`, `${name(entry.planet2!)} (2)`]
    : [name((entry.point ?? entry.transiting)!), l.natalOf(name(entry.natal!))];
  const exact = entry.occurrences
    ?.map((o) => o.exact)
    .filter((e) => e !== null)
    .map(date);
  const detail = exact?.length ? `${l.exact} ${exact.join(', ')}` : `${l.orb} ${degreesMinutes(entry.orb)}`;
  const line = `- ${first} ${aspect} ${second}, ${detail}`;
  return entry.text ? `${line}\n  **${entry.text.title}**: ${entry.text.body.replace(/\s*\n\s*/g, ' ')}` : line;
}

function crossSection(heading: string, entries: unknown, l: Labels, language: Language): string[] {
  if (!Array.isArray(entries) || entries.length === 0) return [];
  const sorted = [...(entries as CrossAspect[])].sort((a, b) => a.orb - b.orb);
  return [`## ${heading}\n${sorted.map((entry) => crossLine(entry, l, language)).join('\n')}`];
}

/**
 * The Markdown of a response body, or undefined when it holds no chart.
 * @param title what was calculated (the operation's summary)
 * @param fallback the language when the response names none
 */
export function responseMarkdown(
  body: unknown,
  title: string,
  fallback: Language = DEFAULT_LANGUAGE,
): string | undefined {
  const attributes = isObject(body) && isObject(body.data) ? body.data.attributes : undefined;
  if (!isObject(attributes)) return undefined;
  const language =
    typeof attributes.language === 'string' && isLanguage(attributes.language) ? attributes.language : fallback;
  const l = LABELS[language];
  const sections: string[] = [];
  const transitNatal = isObject(attributes.natal) && isObject(attributes.natal.points) ? attributes.natal : undefined;
  if (hasPoints(attributes))
    sections.push(chartMarkdown(attributes, { language, heading: l.chart, lead: whenAndWhere(attributes) }));
  for (const [index, member] of [attributes.chart1, attributes.chart2].entries()) {
    if (!hasPoints(member)) continue;
    const name = typeof member.name === 'string' ? ` ${member.name}` : '';
    const heading = `${l.chart} ${index + 1}${name}`;
    sections.push(chartMarkdown(member, { language, heading, lead: whenAndWhere(member) }));
  }
  if (isObject(attributes.natalPoints))
    sections.push(
      chartMarkdown(
        { points: attributes.natalPoints as Record<string, PresentedPoint> },
        { language, heading: l.natalPositions },
      ),
    );
  if (transitNatal)
    sections.push(
      chartMarkdown({ points: transitNatal.points as Record<string, PresentedPoint> }, { language, heading: l.natal }),
    );
  if (sections.length === 0) return undefined;
  sections.push(...crossSection(l.aspectsToNatal, attributes.aspectsToNatal, l, language));
  if (attributes.chart1 && Array.isArray(attributes.aspects) && !hasPoints(attributes))
    sections.push(...crossSection(l.crossAspects, attributes.aspects, l, language));
  if (transitNatal) sections.push(...crossSection(l.transits, attributes.aspects, l, language));
  return `# ${title}\n\n${sections.join('\n\n')}\n`;
}

/**
 * The Markdown of a JSON answer's text (the calculation task `responseMarkdown`): the charts it
 * holds, or the JSON itself in a fenced block where it holds none.
 */
export function markdownOfAnswer(json: string, title: string): string {
  const body: unknown = JSON.parse(json);
  return responseMarkdown(body, title) ?? `\`\`\`json\n${JSON.stringify(body, null, 1)}\n\`\`\`\n`;
}
