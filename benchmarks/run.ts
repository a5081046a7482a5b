/**
 * `npm run bench` runs every benchmark in this folder one after another (each in its own
 * process, so that one's warm caches do not flatter the next); `npm run bench -- NAME…` runs the
 * named ones. Each prints its figures as `name: value unit` lines.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark(s) ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n## ${name}`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
