/**
 * The registry of dated changes: resolves the compatibility date that applies to a request and
 * walks a newest-shape response back to that date, newest change first. Which endpoints are
 * date-shaped and which date is the latest follow from the registered changes.
 */
import { transitAspectsGrouped } from './changes/2026-09-03-transit-aspects-grouped.ts';
import { membersAsResources } from './changes/2026-11-28-members-as-resources.ts';
import { oneShapePerConcept } from './changes/2026-11-28-one-shape-per-concept.ts';
import { twilightPeriods } from './changes/2026-11-28-twilight-periods.ts';
import type { Endpoint, VersionChange } from './version-change.ts';

/** The oldest date served; earlier dates resolve to it. */
export const BASELINE_API_VERSION = '2026-01-01';

export class VersionRegistry {
  /** Changes, newest first. */
  readonly changes: readonly VersionChange[];
  /** The paths of the endpoints some change shapes, by method (asked on every request). */
  private readonly shapedPaths = new Map<string, Set<string>>();

  constructor(changes: VersionChange[]) {
    this.changes = [...changes].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    for (const { method, path } of this.changes.flatMap((change) => change.endpoints)) {
      const paths = this.shapedPaths.get(method) ?? new Set<string>();
      this.shapedPaths.set(method, paths.add(path));
    }
  }

  /** The date of the newest change (the baseline when there is none). */
  get latest(): string {
    return this.changes[0]?.date ?? BASELINE_API_VERSION;
  }

  /** The date applied to a well-formed requested or pinned date: clamped to baseline..latest. */
  clamp(date: string): string {
    if (date < BASELINE_API_VERSION) return BASELINE_API_VERSION;
    if (date > this.latest) return this.latest;
    return date;
  }

  /** Resolution order: the request's own date, else the organization's pin, else the baseline. */
  resolve(requested: string | undefined, pinned: string | null | undefined): string {
    return this.clamp(requested ?? pinned ?? BASELINE_API_VERSION);
  }

  private static matches(endpoint: Endpoint, method: string, path: string): boolean {
    return endpoint.method === method && endpoint.path === path;
  }

  /** True when some change shapes the endpoint's responses. */
  isDateShaped(method: string, path: string): boolean {
    return this.shapedPaths.get(method)?.has(path) ?? false;
  }

  /** True when some change newer than `applied` shapes the endpoint (its response is then not the newest shape). */
  shapesBefore(method: string, path: string, applied: string): boolean {
    return this.changes.some(
      (c) => c.date > applied && c.endpoints.some((e) => VersionRegistry.matches(e, method, path)),
    );
  }

  /** Walks a newest-shape body back to `applied`, applying each newer change newest first. */
  toVersion(body: unknown, method: string, path: string, applied: string): unknown {
    let shaped = body;
    for (const change of this.changes) {
      if (change.date <= applied) break;
      const endpoint = change.endpoints.find((e) => VersionRegistry.matches(e, method, path));
      if (endpoint) shaped = change.toPrevious(shaped, endpoint);
    }
    return shaped;
  }

  /** The changelog, newest first, generated from the registered changes. */
  changelog(): Array<{ date: string; name: string; description: string; endpoints: string[] }> {
    return this.changes.map((c) => ({
      date: c.date,
      name: c.name,
      description: c.description,
      endpoints: c.endpoints.map((e) => `${e.method} ${e.path}`),
    }));
  }
}

/** Every dated change of the API. Add a new module here when a breaking change ships. */
export const versionRegistry = new VersionRegistry([
  transitAspectsGrouped,
  oneShapePerConcept,
  membersAsResources,
  twilightPeriods,
]);
