/**
 * The Markdown answer's cost in the calculation pool (task `responseMarkdown`: format=markdown and
 * the MCP tools' text part; the web thread only passes the JSON text on): parsing a natal answer's JSON (all default points, Placidus, every aspect, as recorded in
 * src/features/docs/recorded-examples.json) and writing its Markdown (positions, houses, the 25
 * closest aspects, patterns), per answer, after a warm-up.
 *
 * Run: node --import tsx benchmarks/chart-markdown.ts [answers]
 * Prints: `natal JSON parse: N µs/answer`, `natal Markdown render: N µs/answer` and the sizes.
 */
import { readFileSync } from 'node:fs';
import { responseMarkdown } from '../src/calc/responses/markdown/response-markdown.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../src/features/docs/recorded-examples.json', import.meta.url), 'utf8'),
);
const body = JSON.stringify(recorded.postNatalChart.response);
const count = Number(process.argv[2] ?? 5000);

function perAnswer(label: string, run: () => unknown): void {
  for (let i = 0; i < 500; i++) run();
  const start = process.hrtime.bigint();
  let kept: unknown;
  for (let i = 0; i < count; i++) kept = run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / count;
  console.log(`${label}: ${micros.toFixed(1)} µs/answer${kept ? '' : ' (nothing made)'}`);
}

const parsed = JSON.parse(body);
const markdown = responseMarkdown(parsed, 'Natal chart') ?? '';
console.log(`natal JSON: ${body.length} bytes; its Markdown: ${markdown.length} bytes`);
perAnswer('natal JSON parse', () => JSON.parse(body));
perAnswer('natal Markdown render', () => responseMarkdown(parsed, 'Natal chart') ?? '');
