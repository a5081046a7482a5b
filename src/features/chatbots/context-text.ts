/**
 * The compact Markdown of a chat context, in the chatbot's language: the persona, who the user
 * is, the natal chart as every chart-like answer writes it in Markdown (markdown/chart-markdown.ts:
 * positions, aspects, patterns), and the transits now and in the coming days. Written for a
 * language model's prompt: short lines, names from src/interpretation, degrees as 24°13′, dates as
 * YYYY-MM-DD in the user's zone. With `includeText` each transit is followed by its
 * interpretation (title and body on one line).
 */
import type { Aspect } from '../../astro/aspects.ts';
import { chartMarkdown } from '../../calc/responses/markdown/chart-markdown.ts';
import { degreesMinutes, LABELS, type Labels } from '../../calc/responses/markdown/labels.ts';
import type { Language } from '../../interpretation/index.ts';
import type { ChatContext, ContextTransit } from './context-shape.ts';

function transitLine(
  entry: ContextTransit,
  l: Labels,
  active: boolean,
  date: (iso: string) => string,
  outlookEnd: string,
): string {
  const head = `${entry.transitingName}${entry.retrograde ? ` (${l.retrograde})` : ''} ${l.aspect(entry.aspectName)} ${l.natalOf(entry.natalName)}`;
  const details = active
    ? [`${l.orb} ${degreesMinutes(entry.orbNow)}`, entry.motion === 'applying' ? l.applying : l.separating]
    : entry.inOrbFrom
      ? [`${l.from} ${date(entry.inOrbFrom)}`]
      : [];
  if (entry.exactAt) details.push(`${l.exact} ${date(entry.exactAt)}`);
  // When it leaves orb within the outlook (later: nothing to say in a few days' outlook).
  if (entry.inOrbUntil && Date.parse(entry.inOrbUntil) < Date.parse(outlookEnd))
    details.push(`${l.until} ${date(entry.inOrbUntil)}`);
  const line = `- ${head}: ${details.join(', ')}`;
  // The interpretation (the organization's own wording when it has a copy) only when asked for.
  return entry.body !== undefined ? `${line}\n  ${entry.title ?? ''}: ${entry.body.replace(/\s*\n\s*/g, ' ')}` : line;
}

/**
 * The text block of a context.
 * @param context the structured context (names already in `language`)
 * @param language the chatbot's language
 * @param date formats an ISO instant as the user's local date
 * @param patternAspects the natal chart's aspects, where its patterns are found (the listed ones are the closest few)
 */
export function contextText(
  context: Omit<ChatContext, 'text'>,
  language: Language,
  date: (iso: string) => string,
  patternAspects: readonly Aspect[],
): string {
  const l = LABELS[language];
  const { chatbot, profile, natal, transits } = context;
  const lines: string[] = [];
  if (chatbot.persona.trim()) lines.push(chatbot.persona.trim(), '');
  const place = profile.birthPlaceName ? `, ${profile.birthPlaceName}` : '';
  const time = profile.birthTime ?? '';
  lines.push(
    `${l.user} ${profile.externalUserId}: ${l.born} ${profile.birthDate}${time ? ` ${time}` : ''}${place} (${profile.timezone ?? profile.utcOffset}).`,
  );
  lines.push('');
  lines.push(
    chartMarkdown(
      { points: natal.points, aspects: natal.aspects, patternAspects },
      {
        language,
        heading: `${l.natal}${natal.birthTimeKnown ? ` (${l.houseSystem}: ${natal.houseSystemName})` : ` (${l.timeUnknown})`}`,
      },
    ),
  );
  lines.push('');
  lines.push(`## ${l.now} (${date(transits.from)})`);
  if (transits.active.length === 0) lines.push(`- ${l.none}`);
  for (const entry of transits.active) lines.push(transitLine(entry, l, true, date, transits.until));
  lines.push('', `## ${l.coming} (${l.until} ${date(transits.until)})`);
  if (transits.upcoming.length === 0) lines.push(`- ${l.none}`);
  for (const entry of transits.upcoming) lines.push(transitLine(entry, l, false, date, transits.until));
  return lines.join('\n');
}
