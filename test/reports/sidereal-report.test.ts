import test from 'ava';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { zodiacRow } from '../../src/reports/report-sections.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

test('the birth block of a report names the zodiac: sidereal with the ayanamsa and its value at birth, in each language', (t) => {
  const sidereal = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'fagan-bradley' });
  const degrees = sidereal.provenance.ayanamsa!.degrees;
  const seconds = Math.round(degrees * 3600);
  const dms = `${Math.floor(seconds / 3600)}°${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}′${String(seconds % 60).padStart(2, '0')}″`;
  t.deepEqual(zodiacRow(REPORT_WORDS.en, sidereal), [
    'Zodiac',
    `Sidereal: every position is sidereal (ayanamsa Fagan/Bradley ${dms})`,
  ]);
  t.regex(zodiacRow(REPORT_WORDS.de, sidereal)[1], /^Siderisch.*Fagan\/Bradley/);
  t.regex(zodiacRow(REPORT_WORDS.es, sidereal)[1], /^Sideral.*Fagan\/Bradley/);
  t.deepEqual(zodiacRow(REPORT_WORDS.en, computeNatalChart(birth)), ['Zodiac', 'Tropical']);
});

let service: TestService;
let org: TestOrganization;
test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

test('POST /api/pdf-reports takes zodiac and ayanamsa; an ayanamsa without the sidereal zodiac, or an unknown one, is a 400 naming the field', async (t) => {
  const body = (attributes: Record<string, unknown>) => ({
    data: { type: 'pdf-reports', attributes: { name: 'Asha', birthData: birth, ...attributes } },
  });
  const accepted = await call(service, 'POST', '/api/pdf-reports', {
    key: org.ownerKey,
    body: body({ zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  });
  t.is(accepted.status, 202, accepted.text.slice(0, 300));
  const tropical = await call(service, 'POST', '/api/pdf-reports', {
    key: org.ownerKey,
    body: body({ ayanamsa: 'lahiri' }),
  });
  t.is(tropical.status, 400, tropical.text.slice(0, 300));
  t.regex(tropical.text, /attributes\.ayanamsa/);
  const unknown = await call(service, 'POST', '/api/pdf-reports', {
    key: org.ownerKey,
    body: body({ zodiac: 'sidereal', ayanamsa: 'hand' }),
  });
  t.is(unknown.status, 400);
  t.regex(unknown.text, /ayanamsa/);
  t.regex(unknown.text, /true-chitra/);
});
