/**
 * Writes the reference table the tzdb test compares against: every zone's UTC offset changes
 * from 1800 to 2402 as IANA's own zdump reports them, from the zones IANA's own zic compiled out
 * of the same tzdata.zi. A first line with the release, then one line per zone:
 * `name initialOffset time:offset …` (seconds; times since 1970-01-01T00:00Z). Run by
 * tzdb/update.sh; output on stdout (gzip it into test/fixtures).
 *
 * Usage: node --import tsx tzdb/reference-table.ts <zdump> <compiled zone directory> <tzdata.zi>
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [zdump, dir, zi] = process.argv.slice(2);
const source = readFileSync(zi, 'utf8');
process.stdout.write(`${/^# version (\S+)/m.exec(source)?.[1] ?? 'unknown'}\n`);
const zones = source.split('\n').filter((l) => l.startsWith('Z ')).map((l) => l.split(/\s+/)[1]).sort();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LINE = /\s\w{3} (\w{3}) +(\d+) (\d\d):(\d\d):(\d\d) (-?\d+) UT = .* gmtoff=(-?\d+)$/;
for (const zone of zones) {
  const text = execFileSync(zdump, ['-v', '-c', '1800,2402', `${dir}/${zone}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const samples: [number, number][] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const t = Date.UTC(+m[6], MONTHS.indexOf(m[1]), +m[2], +m[3], +m[4], +m[5]) / 1000;
    samples.push([t, +m[7]]);
  }
  samples.sort((a, b) => a[0] - b[0]);
  const inRange = samples.filter(([t]) => t >= Date.UTC(1800, 0, 1) / 1000 - 86400 * 400);
  const initial = (inRange[0] ?? samples[samples.length - 1])[1];
  const changes: string[] = [];
  let current = initial;
  for (const [t, offset] of inRange) {
    if (offset !== current) {
      changes.push(`${t}:${offset}`);
      current = offset;
    }
  }
  process.stdout.write([zone, initial, ...changes].join(' ') + '\n');
}
