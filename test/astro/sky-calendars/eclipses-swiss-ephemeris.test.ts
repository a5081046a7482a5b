/**
 * Every eclipse of 2000–2050 and of three 20-year windows drawn at random from 1800–2400 (513 in
 * all) against the Swiss Ephemeris 2.10.03 (test/fixtures/reference/se-eclipses.json, written by
 * scripts/reference/swisseph-eclipses.ts): none missed or extra, every type equal, greatest
 * eclipse and every global contact within 60 s, a contact present exactly when SE has it.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { type Eclipse, searchEclipses } from '../../../src/astro/sky-calendars/eclipses.ts';

interface ReferenceEclipse {
  kind: 'solar' | 'lunar';
  type: string;
  maximum: number;
  contacts: Record<string, number | null>;
}
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/se-eclipses.json', import.meta.url), 'utf8'),
) as { windows: { startMs: number; endMs: number; eclipses: ReferenceEclipse[] }[] };

const TOLERANCE_S = 60;
const year = (ms: number) => new Date(ms).getUTCFullYear();

for (const window of reference.windows) {
  test(`eclipses ${year(window.startMs)}–${year(window.endMs)}: types equal, greatest eclipse and contacts within ${TOLERANCE_S} s of the Swiss Ephemeris`, (t) => {
    const ours: Eclipse[] = searchEclipses({ startMs: window.startMs, endMs: window.endMs });
    t.is(ours.length, window.eclipses.length, 'none missed or extra');
    let worstMaximum = 0;
    let worstContact = 0;
    let where = '';
    for (const expected of window.eclipses) {
      const at = new Date(expected.maximum).toISOString();
      const found = ours.find(
        (e) => e.kind === expected.kind && Math.abs(Date.parse(e.maximum) - expected.maximum) < 3 * 3_600_000,
      );
      if (!found) {
        t.fail(`${expected.kind} eclipse of ${at} missing`);
        continue;
      }
      t.is(found.type as string, expected.type, `${expected.kind} eclipse of ${at}`);
      worstMaximum = Math.max(worstMaximum, Math.abs(Date.parse(found.maximum) - expected.maximum) / 1000);
      const contacts = found.contacts as Record<string, string | null>;
      for (const [name, instant] of Object.entries(expected.contacts)) {
        t.is(contacts[name] === null, instant === null, `${at} ${name}`);
        if (instant === null || contacts[name] === null) continue;
        const seconds = Math.abs(Date.parse(contacts[name]) - instant) / 1000;
        if (seconds > worstContact) {
          worstContact = seconds;
          where = `${expected.kind} ${expected.type} ${at} ${name}`;
        }
      }
    }
    t.log(
      `${window.eclipses.length} eclipses: greatest eclipse within ${worstMaximum.toFixed(1)} s, contacts within ${worstContact.toFixed(1)} s (${where})`,
    );
    t.true(worstMaximum <= TOLERANCE_S);
    t.true(worstContact <= TOLERANCE_S);
  });
}
