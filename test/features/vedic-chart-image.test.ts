/**
 * GET /api/chart/vedic.svg and .png on the real service: the North Indian chart puts the kundli's
 * grahas in the kundli's bhavas, the South Indian one in their signs; Hindi labels are written in
 * Noto Sans Devanagari; ETag and 304; PNG bytes; signed URLs work without a key and refuse
 * tampering; bad input names the parameter; the module vedic is required.
 */
import test from 'ava';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const birth = { dateTime: '1990-06-15T14:30', latitude: '28.6139', longitude: '77.209', timezone: 'Asia/Kolkata' };
const query = (extra: Record<string, string> = {}) => new URLSearchParams({ ...birth, ...extra }).toString();
const keyed = (path: string, headers: Record<string, string> = {}, key = org.ownerKey) =>
  fetch(`${service.url}${path}`, { headers: { 'X-Api-Key': key, ...headers } });

/** The label texts of an SVG, in order. */
const labels = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

test('the North Indian chart: the kundli grahas in their bhavas, ETag and 304, PNG', async (t) => {
  const kundli = await call(service, 'POST', '/api/calc/vedic/kundli', {
    key: org.ownerKey,
    body: {
      birthDateTime: birth.dateTime,
      birthLocation: { latitude: 28.6139, longitude: 77.209, timezone: birth.timezone },
      date: '2026-06-01',
    },
  });
  const k = kundli.body.data.attributes;
  const svg = await keyed(`/api/chart/vedic.svg?${query({ size: '480' })}`);
  t.is(svg.status, 200);
  t.is(svg.headers.get('content-type'), 'image/svg+xml');
  const text = await svg.text();
  t.regex(text, /^<svg [^>]*width="480"/);
  const written = labels(text);
  // The twelve sign numbers, the Lagna's (1 Aries … 12 Pisces) first in the house order.
  const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius'];
  const lagnaNumber = [...SIGNS, 'capricorn', 'aquarius', 'pisces'].indexOf(k.lagna.sign) + 1;
  t.is(written[0], String(lagnaNumber));
  const ABBR: Record<string, string> = { sun: 'Su', moon: 'Mo', mars: 'Ma', mercury: 'Me', jupiter: 'Ju', venus: 'Ve' };
  for (const g of k.grahas.filter((x: { id: string }) => ABBR[x.id]))
    t.true(
      written.some((w) => w.startsWith(`${ABBR[g.id]} ${Math.floor(g.degreeInSign)}°`)),
      `${g.id} at ${Math.floor(g.degreeInSign)}°`,
    );
  const etag = svg.headers.get('etag')!;
  t.is((await keyed(`/api/chart/vedic.svg?${query({ size: '480' })}`, { 'If-None-Match': etag })).status, 304);
  const png = await keyed(`/api/chart/vedic.png?${query({ style: 'south', varga: 'D9', theme: 'dark' })}`);
  t.is(png.status, 200);
  t.deepEqual([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)], [0x50, 0x4e, 0x47]);
});

test('the South Indian chart in Hindi: Devanagari labels in their font, the title in the middle', async (t) => {
  const svg = await keyed(
    `/api/chart/vedic.svg?${query({ style: 'south', language: 'hi', title: 'नवांश', varga: 'D9' })}`,
  );
  t.is(svg.status, 200);
  const text = await svg.text();
  t.regex(text, /font-family="Noto Sans Devanagari"[^>]*>नवांश</);
  t.regex(text, /font-family="Noto Sans Devanagari"[^>]*>सू /);
  t.regex(text, /<line /, 'the Lagna mark');
  const png = await keyed(`/api/chart/vedic.png?${query({ style: 'south', language: 'hi' })}`);
  t.is(png.status, 200);
});

test('signed URLs, bad input and the module', async (t) => {
  const signed = await call(service, 'POST', '/api/chart/signed-urls', {
    key: org.ownerKey,
    body: {
      ...birth,
      latitude: 28.6139,
      longitude: 77.209,
      style: 'south',
      degrees: false,
      path: '/api/chart/vedic',
      format: 'svg',
    },
  });
  t.is(signed.status, 200, signed.text);
  const url = new URL(signed.body.data.attributes.url);
  t.is(url.pathname, '/api/chart/vedic.svg');
  const bySignature = await fetch(`${service.url}${url.pathname}${url.search}`);
  t.is(bySignature.status, 200);
  t.false((await bySignature.text()).includes('°'), 'degrees=false');
  const tampered = await fetch(`${service.url}${url.pathname}${url.search.replace('style=south', 'style=north')}`);
  t.is(tampered.status, 403);
  for (const [extra, parameter] of [
    [{ varga: 'D5' }, 'varga'],
    [{ style: 'east' }, 'style'],
    [{ size: '100' }, 'size'],
    [{ language: 'xx' }, 'language'],
  ] as const) {
    const reply = await call(service, 'GET', `/api/chart/vedic.svg?${query(extra)}`, { key: org.ownerKey });
    t.is(reply.status, 400, JSON.stringify(extra));
    t.is(reply.body.errors[0].source.parameter, parameter);
  }
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    modules: ['natal', 'charts'],
  });
  t.is((await keyed(`/api/chart/vedic.svg?${query()}`, {}, member.key)).status, 403);
});
