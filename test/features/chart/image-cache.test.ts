import test from 'ava';
import type { ChartImageSpec } from '../../../src/chart/chart-spec.ts';
import {
  canonicalJson,
  FIXED_IMAGE_MAX_AGE,
  imageCacheControl,
  imageEtag,
} from '../../../src/features/chart/image-cache.ts';
import { ifNoneMatchHits } from '../../../src/http/conditional-get.ts';

const SPEC: ChartImageSpec = {
  natal: {
    dateTime: '1990-06-15T14:30',
    latitude: 52.52,
    longitude: 13.405,
    houseSystem: 'placidus',
    points: ['sun', 'ascendant', 'midheaven'],
  },
  drawn: ['sun'],
  width: 800,
  height: 800,
  theme: 'light',
  language: 'en',
};

test('canonical JSON sorts keys at every level and drops undefined', (t) => {
  t.is(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: undefined } }), '{"a":{"d":[2,{"e":2,"f":1}]},"b":1}');
});

test('the ETag depends on the spec, the format and the date, not on key order', (t) => {
  const etag = imageEtag(SPEC, 'svg', '2026-01-01');
  t.regex(etag, /^"[A-Za-z0-9_-]{32}"$/);
  const reordered = Object.fromEntries(Object.entries(SPEC).reverse()) as unknown as ChartImageSpec;
  t.is(imageEtag(reordered, 'svg', '2026-01-01'), etag);
  t.not(imageEtag(SPEC, 'png', '2026-01-01'), etag);
  t.not(imageEtag(SPEC, 'svg', '2026-09-03'), etag);
  t.not(imageEtag({ ...SPEC, theme: 'print' }, 'svg', '2026-01-01'), etag);
  t.not(imageEtag({ ...SPEC, natal: { ...SPEC.natal, latitude: 52.5201 } }, 'svg', '2026-01-01'), etag);
});

test('If-None-Match matches an ETag in a list, weak or strong, or *', (t) => {
  t.true(ifNoneMatchHits('"abc"', '"abc"'));
  t.true(ifNoneMatchHits('"x", W/"abc"', '"abc"'));
  t.true(ifNoneMatchHits('*', '"abc"'));
  t.false(ifNoneMatchHits('"abcd"', '"abc"'));
  t.false(ifNoneMatchHits(undefined, '"abc"'));
  t.false(ifNoneMatchHits('', '"abc"'));
});

test("Cache-Control: 30 days for fixed instants, to the next minute for now, never past a signed URL's expiry", (t) => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 45, 500);
  t.is(imageCacheControl(false, now), `private, max-age=${FIXED_IMAGE_MAX_AGE}`);
  t.is(imageCacheControl(true, now), 'private, max-age=15');
  t.is(imageCacheControl(false, now, now + 120_900), 'private, max-age=120');
  t.is(imageCacheControl(true, now, now + 120_000), 'private, max-age=15');
  t.is(imageCacheControl(false, now, now - 1), 'private, max-age=0');
});
