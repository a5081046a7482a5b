/**
 * The web process's gazetteer: loaded once (at start-up when eager, else on first use), shared
 * by every request. Loading takes a few seconds; requests that arrive meanwhile wait for it.
 *
 * The data files are parsed in a thread of its own (workers/place-index.ts), which hands over
 * only the finished parts (typed arrays and strings) and then ends. Parsed here, the parse left
 * hundreds of megabytes of garbage in the web thread's heap that no major GC came to collect, and
 * every scavenge after it took longer: the HTTP benchmarks served markedly fewer requests per
 * second with the index loaded, and the parse kept the event loop busy for seconds (the
 * `geocoding` benchmark prints the index's size and build time).
 */
import { Piscina } from 'piscina';
import type { Logger } from '../logger.ts';
import { type Gazetteer, type GazetteerParts, gazetteerFromParts } from './index.ts';

/** Builds the gazetteer's parts in a new thread, which ends when they are handed over. */
async function buildInOwnThread(): Promise<GazetteerParts> {
  const builder = new Piscina({
    filename: new URL('../../workers/place-index.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
  });
  try {
    return (await builder.run(null)) as GazetteerParts;
  } finally {
    await builder.destroy();
  }
}

export class PlaceIndex {
  private loading: Promise<Gazetteer> | undefined;

  constructor(private readonly logger: Logger) {}

  /** The gazetteer, loading it if needed. */
  get(): Promise<Gazetteer> {
    this.loading ??= (async () => {
      const started = performance.now();
      const gazetteer = gazetteerFromParts(await buildInOwnThread());
      this.logger.info({ ms: Math.round(performance.now() - started) }, 'place index loaded');
      return gazetteer;
    })();
    return this.loading;
  }
}
