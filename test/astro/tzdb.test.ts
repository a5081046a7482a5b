import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import test from 'ava';
import {
  canonicalZoneName,
  offsetAtInstant,
  transitionsOf,
  tzdbVersion,
  tzdbZoneNames,
} from '../../src/astro/time/tzdb/tzdb.ts';

/**
 * The reference: every zone's offset changes 1800–2402 as IANA's own zic and zdump give them
 * for the same tzdata.zi (with backzone), made by tzdb/update.sh. First line: the release.
 */
const [version, ...lines] = gunzipSync(readFileSync(new URL('../fixtures/tzdb-reference.txt.gz', import.meta.url)))
  .toString('utf8')
  .trim()
  .split('\n');
const reference = lines.map((line) => {
  const [zone, initial, ...changes] = line.split(' ');
  return {
    zone,
    times: changes.map((c) => Number(c.split(':')[0])),
    offsets: [Number(initial), ...changes.map((c) => Number(c.split(':')[1]))],
  };
});

/** The reference's offset at an instant (seconds). */
function referenceOffset(r: (typeof reference)[number], seconds: number): number {
  let lo = 0;
  let hi = r.times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (r.times[mid] <= seconds) lo = mid + 1;
    else hi = mid;
  }
  return r.offsets[lo];
}

test('the reference table was made from the same tzdb release', (t) => {
  t.is(tzdbVersion(), version);
});

test('every zone agrees with zic/zdump monthly from 1800 to 2400 and on both sides of every change', (t) => {
  t.is(
    reference.length,
    tzdbZoneNames().filter((n) => canonicalZoneName(n) === n).length,
    'one reference line per zone',
  );
  let compared = 0;
  const disagreements: string[] = [];
  for (const r of reference) {
    const ours = transitionsOf(r.zone);
    let first: string | undefined;
    let count = 0;
    const check = (seconds: number) => {
      compared++;
      const a = offsetAtInstant(ours, seconds);
      const b = referenceOffset(r, seconds);
      if (a !== b) {
        count++;
        first ??= `${new Date(seconds * 1000).toISOString()}: ${a} s, zdump ${b} s`;
      }
    };
    for (let year = 1800; year <= 2400; year++)
      for (let month = 0; month < 12; month++) check(Date.UTC(year, month, 1) / 1000);
    for (const time of r.times) {
      check(time - 1);
      check(time);
    }
    if (count) disagreements.push(`${r.zone}: ${count} (first ${first})`);
  }
  t.log(`${reference.length} zones, ${compared} instants compared, ${disagreements.length} zones disagree`);
  t.deepEqual(disagreements, []);
});

test('every link leads to a zone', (t) => {
  const names = tzdbZoneNames();
  t.deepEqual(
    names.filter((n) => canonicalZoneName(n) === null),
    [],
  );
});
