/**
 * The web process's place index is built in a thread of its own, so that the parse's garbage
 * (several hundred MB) never enters the web thread's heap.
 */

import v8 from 'node:v8';
import test from 'ava';
import { PlaceIndex } from '../../src/geocoding/place-index.ts';
import { createLogger } from '../../src/logger.ts';

test("the place index loads in its own thread: this thread's heap grows by the index, not the parse", async (t) => {
  const before = v8.getHeapStatistics().used_heap_size;
  const gazetteer = await new PlaceIndex(createLogger('silent')).get();
  const grown = v8.getHeapStatistics().used_heap_size - before;
  t.log(`heap grew by ${Math.round(grown / 1e6)} MB`);
  t.true(gazetteer.placeCount > 150_000);
  t.is(gazetteer.search('Zurich', { limit: 1 })[0]?.countryCode, 'CH');
  // Parsed in this thread, the heap grew by 380 MB here (570 MB in a server).
  t.true(grown < 150e6, `heap grew by ${Math.round(grown / 1e6)} MB`);
});
