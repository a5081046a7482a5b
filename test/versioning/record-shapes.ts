/**
 * Writes fixtures/shapes-before-2026-11-28.json: the bodies of {@link SHAPE_CASES} at the dates
 * before the 2026-11-28 change. Run once on the code before that change
 * (`npx tsx test/versioning/record-shapes.ts`); afterwards it would write the same bytes from the
 * walk-back, which is what test/versioning/one-shape-per-concept.test.ts checks.
 */
import { writeFileSync } from 'node:fs';
import { RECORDED, SHAPE_CASES } from './shape-cases.ts';

const recorded: Record<string, Record<string, unknown>> = {};
for (const [date, names] of Object.entries(RECORDED)) {
  recorded[date] = Object.fromEntries(names.map((name) => [name, SHAPE_CASES[name].run(date)]));
}
writeFileSync(new URL('./fixtures/shapes-before-2026-11-28.json', import.meta.url), `${JSON.stringify(recorded)}\n`);
