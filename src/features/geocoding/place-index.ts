/**
 * The web process's gazetteer: loaded once (at start-up when eager, else on first use), shared
 * by every request. Loading takes a few seconds; requests that arrive meanwhile wait for it.
 */
import { loadGazetteer, type Gazetteer } from '../../geocoding/index.ts';
import type { Logger } from '../../logger.ts';

export class PlaceIndex {
  private loading: Promise<Gazetteer> | undefined;

  constructor(private readonly logger: Logger) {}

  /** The gazetteer, loading it if needed. */
  get(): Promise<Gazetteer> {
    this.loading ??= (async () => {
      const started = performance.now();
      const gazetteer = await loadGazetteer();
      this.logger.info({ ms: Math.round(performance.now() - started) }, 'place index loaded');
      return gazetteer;
    })();
    return this.loading;
  }
}
