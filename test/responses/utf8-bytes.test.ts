import test from 'ava';
import { natalResponse } from '../../src/calc/responses/natal-response.ts';
import { transitResponse } from '../../src/calc/responses/transit-response.ts';
import { utf8Bytes } from '../../src/calc/responses/utf8-bytes.ts';

const reference = new TextEncoder();

test('the bytes are UTF-8 wherever the first non-ASCII character falls, surrogates included', (t) => {
  const texts = [
    '',
    'plain ASCII {"a":1}',
    'é',
    'aé',
    'éa',
    '😀',
    'a😀b',
    'Zürich — 東京',
    'lone \ud800 high',
    'lone \udc00 low',
    `${'a'.repeat(20_000)}″`,
    `″${'b'.repeat(20_000)}`,
    // Characters above U+00FF whose low byte is ASCII must not pass for ASCII.
    'ŁA',
    'AŁ',
  ];
  for (const text of texts) {
    const bytes = utf8Bytes(text);
    t.deepEqual(Buffer.from(bytes), Buffer.from(reference.encode(text)), JSON.stringify(text.slice(0, 12)));
    // A buffer of its own, so the pool can transfer it instead of copying.
    t.is(bytes.byteOffset, 0);
    t.is(bytes.byteLength, bytes.buffer.byteLength);
  }
});

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };

test('English natal and transit bodies are all ASCII, so they take the one-pass path', (t) => {
  const natal = natalResponse({
    chart: BERLIN,
    presentation: { language: 'en', localTimeRule: 'earlier', includeText: false, includeReadableEntities: false },
    version: { method: 'GET', path: '/api/calc/natal', applied: '2026-09-03' },
  });
  const span = { start: '2026-01-01T00:00:00Z', end: '2026-04-01T00:00:00Z' };
  const transit = transitResponse({
    chart: { birth: BERLIN, ...span },
    presentation: {
      span: { ...span, timezone: 'UTC' },
      language: 'en',
      includeText: false,
      includeReadableEntities: false,
    },
    version: { method: 'POST', path: '/api/calc/transit', applied: '2026-09-03' },
  });
  for (const [name, ready] of [
    ['natal', natal],
    ['transit', transit],
  ] as const) {
    const text = Buffer.from(ready.bytes).toString('utf8');
    const first = text.search(/[^\x00-\x7f]/);
    t.is(first, -1, `${name}: ${text.slice(Math.max(0, first - 40), first + 10)}`);
  }
});
