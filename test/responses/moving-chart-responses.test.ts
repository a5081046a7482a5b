import test from 'ava';
import { computeProgressions, computeSolarArc } from '../../src/astro/progressions/index.ts';
import { computeLunarReturns, computeSolarReturn } from '../../src/astro/returns/index.ts';
import {
  lunarReturnResponse,
  progressionsResponse,
  solarArcResponse,
  solarReturnResponse,
} from '../../src/calc/responses/moving-chart-responses.ts';
import { presentProgressions, presentSolarArc } from '../../src/calc/responses/progressions.ts';
import type { ReadyResponse } from '../../src/calc/responses/ready-to-send.ts';
import { presentLunarReturns, presentSolarReturn } from '../../src/calc/responses/returns.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const presentation = { language: 'de' as const, includeText: true, includeReadableEntities: true };
// The newest date: the task answers what the presenter built (walk-backs are tested in test/versioning).
const version = (path: string) => ({ method: 'POST', path, applied: versionRegistry.latest });
const text = (ready: ReadyResponse) => {
  if ('slots' in ready) throw new Error('no text slots expected');
  return Buffer.from(ready.bytes).toString('utf8');
};

test('returns, progressions and solar arc come from their task as the JSON of the presented result', (t) => {
  const solar = { birth, returnYear: 2026, asOf: '2026-01-01T00:00:00Z', returnLocation: null };
  t.is(
    text(solarReturnResponse({ chart: solar, presentation, version: version('/api/calc/solar-return') })),
    JSON.stringify(presentSolarReturn(computeSolarReturn(solar), presentation)),
  );
  const lunar = { birth, returnDate: '2026-01-01', count: 2, returnLocation: null };
  t.is(
    text(lunarReturnResponse({ chart: lunar, presentation, version: version('/api/calc/lunar-return') })),
    JSON.stringify(presentLunarReturns(computeLunarReturns(lunar), presentation)),
  );
  const progressed = { birth, targetDate: '2026-06-01T00:00' };
  t.is(
    text(progressionsResponse({ chart: progressed, presentation, version: version('/api/calc/progressions') })),
    JSON.stringify(presentProgressions(computeProgressions(progressed), presentation)),
  );
  t.is(
    text(solarArcResponse({ chart: progressed, presentation, version: version('/api/calc/solar-arc') })),
    JSON.stringify(presentSolarArc(computeSolarArc(progressed), presentation)),
  );
});
