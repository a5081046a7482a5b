/**
 * The text/markdown answer a chart-like operation declares beside its JSON (asked for by
 * `Accept: text/markdown` or `format=markdown`): the JSON answer rendered in the calculation pool
 * (task `responseMarkdown`, calc/responses/markdown/).
 */
import { z } from 'zod';
import type { CalculationPool } from '../../calc/pool.ts';
import type { DerivedFormat } from '../../http/response-definition.ts';

export const MARKDOWN = 'text/markdown';

/** "Natal chart (JSON body)" → "Natal chart": the operation's summary without how it is called. */
const titleOf = (summary: string) => summary.replace(/\s*\((JSON body|query parameters)\)$/, '');

/** The Markdown of a JSON answer's text, made in the pool. */
export function markdownFormat(pool: CalculationPool): DerivedFormat {
  return {
    format: 'markdown',
    from: (json, summary) => pool.run('responseMarkdown', { json, title: titleOf(summary) }),
  };
}

/** The alternative to declare in a route's 200 response: `alternatives: [markdownAnswer(services.pool)]`. */
export function markdownAnswer(pool: CalculationPool) {
  return {
    mediaType: MARKDOWN,
    schema: z
      .string()
      .describe(
        'The chart as compact Markdown for a language model: positions, houses, aspects, patterns, and the ' +
          'interpretation texts with includeText, in the request language',
      ),
    derived: markdownFormat(pool),
  };
}
