/**
 * The content text cache's rules, on a clock the test moves: an organization's texts live
 * `organizationTtlMs` from its shelf's first text and go at once when it writes content; global
 * texts live `globalTtlMs` each; a known absence (null) is cached like a text; clear() forgets
 * everything; the least recently used organization goes first when there are too many.
 */
import test from 'ava';
import { ContentTextCache } from '../../src/content/text-cache.ts';

const SUN = { title: 'Sun', body: 'The Sun…' };
const OWN = { title: 'Our Sun', body: 'Ours…' };

function cacheWith(options: ConstructorParameters<typeof ContentTextCache>[0] = {}) {
  const clock = { now: 5_000 };
  return { cache: new ContentTextCache({ ...options, now: () => clock.now }), clock };
}

test("an organization's texts last organizationTtlMs from its shelf's first text", (t) => {
  const { cache, clock } = cacheWith({ organizationTtlMs: 10_000 });
  cache.set('org-a', 'en', 'sun', OWN);
  clock.now += 6_000;
  cache.set('org-a', 'en', 'moon', null);
  t.deepEqual(cache.get('org-a', 'en', 'sun'), OWN);
  t.is(cache.get('org-a', 'en', 'moon'), null, 'a known absence is cached');
  t.is(cache.get('org-a', 'en', 'mars'), undefined, 'not cached');
  clock.now += 4_001;
  t.is(cache.get('org-a', 'en', 'sun'), undefined, 'gone 10 s after the shelf began');
  t.is(cache.get('org-a', 'en', 'moon'), undefined, 'with the whole shelf');
});

test('global texts last globalTtlMs each; an organization writing drops only its own texts', (t) => {
  const { cache, clock } = cacheWith({ globalTtlMs: 600_000 });
  cache.set(null, 'en', 'sun', SUN);
  cache.set('org-a', 'en', 'sun', OWN);
  cache.set('org-b', 'en', 'sun', OWN);
  cache.invalidateOrganization('org-a');
  t.is(cache.get('org-a', 'en', 'sun'), undefined);
  t.deepEqual(cache.get('org-b', 'en', 'sun'), OWN);
  t.deepEqual(cache.get(null, 'en', 'sun'), SUN);
  t.is(cache.get(null, 'de', 'sun'), undefined, 'per language');
  clock.now += 300_000;
  cache.set(null, 'en', 'moon', SUN);
  clock.now += 300_001;
  t.is(cache.get(null, 'en', 'sun'), undefined, 'expired after 10 minutes');
  t.deepEqual(cache.get(null, 'en', 'moon'), SUN, 'a younger text stays');
  cache.clear();
  t.is(cache.get(null, 'en', 'moon'), undefined);
  t.is(cache.get('org-b', 'en', 'sun'), undefined);
});

test('the least recently used organization and text go first when full', (t) => {
  const { cache } = cacheWith({ maxOrganizations: 2, maxTextsPerShelf: 2 });
  cache.set('org-a', 'en', 'sun', OWN);
  cache.set('org-b', 'en', 'sun', OWN);
  t.deepEqual(cache.get('org-a', 'en', 'sun'), OWN); // org-a used last
  cache.set('org-c', 'en', 'sun', OWN);
  t.is(cache.get('org-b', 'en', 'sun'), undefined, 'org-b went');
  t.deepEqual(cache.get('org-a', 'en', 'sun'), OWN);
  cache.set(null, 'en', 'a', SUN);
  cache.set(null, 'en', 'b', SUN);
  cache.get(null, 'en', 'a');
  cache.set(null, 'en', 'c', SUN);
  t.is(cache.get(null, 'en', 'b'), undefined, 'the least recently used text went');
  t.deepEqual(cache.get(null, 'en', 'a'), SUN);
});
