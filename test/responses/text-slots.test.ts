import test from 'ava';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeTransitChart, type TransitChartInput } from '../../src/astro/transits/transit-chart.ts';
import { natalTextUrns, presentNatalChart } from '../../src/calc/responses/natal-chart.ts';
import { natalResponse } from '../../src/calc/responses/natal-response.ts';
import { type ReadyResponse, readyToSend } from '../../src/calc/responses/ready-to-send.ts';
import { cutPlaceholders, fillTextSlots, slotUrns, TextSlots } from '../../src/calc/responses/text-slots.ts';
import { transitResponse } from '../../src/calc/responses/transit-response.ts';
import { presentTransits } from '../../src/calc/responses/transits.ts';

const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

test('a slot is spliced in at the right byte, also after multi-byte characters, and may repeat', (t) => {
  const slots = new TextSlots();
  const body = {
    place: 'Zürich — 東京',
    a: slots.list([
      { urn: 'u:1', members: { kind: 'k', urn: 'u:1' } },
      { urn: 'u:2', members: { kind: 'k', urn: 'u:2' } },
    ]),
    b: slots.one({ urn: 'u:2', members: { urn: 'u:2' } }),
    c: slots.one(null),
  };
  const copied = { ...body, again: body.b };
  const cut = cutPlaceholders(JSON.stringify(copied), slots.slots);
  t.false(decode(cut.bytes).includes('text-slot'));
  t.deepEqual(slotUrns(cut.slots), ['u:1', 'u:2']);
  const texts = new Map([['u:2', { title: 'Tï', body: 'Bödy "quoted"\n' }]]);
  const filled = JSON.parse(fillTextSlots(cut, texts).toString('utf8'));
  t.deepEqual(filled, {
    place: 'Zürich — 東京',
    a: [{ kind: 'k', urn: 'u:2', title: 'Tï', body: 'Bödy "quoted"\n' }],
    b: { urn: 'u:2', title: 'Tï', body: 'Bödy "quoted"\n' },
    c: null,
    again: { urn: 'u:2', title: 'Tï', body: 'Bödy "quoted"\n' },
  });
  t.deepEqual(JSON.parse(fillTextSlots(cut, new Map()).toString('utf8')).a, []);
});

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const presentation = {
  language: 'en' as const,
  placeName: 'Berlin · Mitte',
  localTimeRule: 'earlier' as const,
  includeText: true,
  includeReadableEntities: true,
};
const version = { method: 'GET', path: '/api/calc/natal', applied: '2026-01-01' };

/** Made-up texts for every URN asked, some missing, with characters JSON must escape. */
function textsFor(urns: string[]) {
  return new Map(
    urns
      .filter((_, i) => i % 3 !== 1)
      .map((urn, i) => [urn, { title: `Title ${i} «${urn}»`, body: `Body\t"${i}"\n— ${urn}` }]),
  );
}

const slotsOf = (ready: ReadyResponse) => ('slots' in ready ? ready.slots : []);

function bodyOf(ready: ReadyResponse, texts: ReturnType<typeof textsFor>): string {
  return 'slots' in ready ? fillTextSlots(ready, texts).toString('utf8') : decode(ready.bytes);
}

test('natal with texts: one task run answers the same bytes as presenting with the texts in hand', (t) => {
  const ready = natalResponse({ chart: BERLIN, presentation, version });
  t.true('slots' in ready);
  const chart = computeNatalChart(BERLIN);
  const urns = [...new Set(chart.points.flatMap((point) => natalTextUrns(point).map(({ urn }) => urn)))];
  t.deepEqual(slotUrns(slotsOf(ready)).sort(), urns.sort());
  const texts = textsFor(urns);
  const expected = readyToSend(presentNatalChart(chart, { ...presentation, texts }), version);
  t.is(bodyOf(ready, texts), decode(expected.bytes));
});

test('natal without texts has no slots', (t) => {
  const ready = natalResponse({ chart: BERLIN, presentation: { ...presentation, includeText: false }, version });
  t.false('slots' in ready);
  t.false(decode(ready.bytes).includes('"texts"'));
});

test('transit with texts, walked back before 2026-09-03 (texts repeated per pass): the same bytes as presenting with the texts in hand', (t) => {
  const input: TransitChartInput = {
    birth: { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' },
    start: '2026-01-01T00:00:00Z',
    end: '2026-03-01T00:00:00Z',
  };
  const span = { start: input.start, end: input.end, timezone: 'UTC' };
  for (const applied of ['2026-01-01', '2026-09-03']) {
    const target = { method: 'POST', path: '/api/calc/transit', applied };
    const chart = computeTransitChart(input);
    const ready = transitResponse({
      chart: input,
      presentation: { span, language: 'en', includeText: true, includeReadableEntities: false },
      version: target,
    });
    t.true('slots' in ready);
    const texts = textsFor(slotUrns(slotsOf(ready)));
    const expected = readyToSend(
      presentTransits(chart, { span, language: 'en', includeReadableEntities: false, texts }),
      target,
    );
    t.is(bodyOf(ready, texts), decode(expected.bytes), applied);
  }
});
