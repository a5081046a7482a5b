/**
 * The text/markdown answer a chart-like operation declares beside its JSON (asked for by
 * `Accept: text/markdown` or `format=markdown`): the JSON answer rendered by response-markdown.ts.
 */
import { z } from 'zod';
import type { DerivedFormat } from '../../http/response-definition.ts';
import { responseMarkdown } from './response-markdown.ts';

export const MARKDOWN = 'text/markdown';

/** "Natal chart (JSON body)" → "Natal chart": the operation's summary without how it is called. */
const titleOf = (summary: string) => summary.replace(/\s*\((JSON body|query parameters)\)$/, '');

const markdown: DerivedFormat = {
  format: 'markdown',
  from: (json, summary) =>
    responseMarkdown(json, titleOf(summary)) ?? `\`\`\`json\n${JSON.stringify(json, null, 1)}\n\`\`\`\n`,
};

/** The alternative to declare in a route's 200 response: `alternatives: [MARKDOWN_ANSWER]`. */
export const MARKDOWN_ANSWER = {
  mediaType: MARKDOWN,
  schema: z
    .string()
    .describe(
      'The chart as compact Markdown for a language model: positions, houses, aspects, patterns, and the ' +
        'interpretation texts with includeText, in the request language',
    ),
  derived: markdown,
};
