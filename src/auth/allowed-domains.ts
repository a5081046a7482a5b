/**
 * Domain restrictions of a key: patterns are an exact domain (`example.com`), a wildcard for all
 * subdomains (`*.example.com`, which does not match `example.com` itself), or `*` for any domain.
 */

/** Normalises a pattern as entered (case, trailing dot, a scheme or port pasted along). */
export function normaliseDomainPattern(pattern: string): string {
  let p = pattern.trim().toLowerCase();
  p = p
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  return p;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** True when `pattern` is `*`, a domain, or `*.` followed by a domain. */
export function isDomainPattern(pattern: string): boolean {
  const p = normaliseDomainPattern(pattern);
  if (p === '*') return true;
  const domain = p.startsWith('*.') ? p.slice(2) : p;
  if (domain === 'localhost') return true;
  const labels = domain.split('.');
  return labels.length >= 1 && domain.length <= 253 && labels.every((label) => LABEL.test(label));
}

/** True when the host (no port) matches one of the patterns. */
export function domainAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((raw) => {
    const pattern = normaliseDomainPattern(raw);
    if (pattern === '*') return true;
    if (pattern.startsWith('*.')) return h.endsWith(pattern.slice(1)) && h.length > pattern.length - 1;
    return h === pattern;
  });
}

/** The host of an Origin or Referer header value, or undefined when it has none. */
export function hostOf(headerValue: string): string | undefined {
  try {
    const url = new URL(headerValue);
    return url.hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Whether every host `inner` matches is matched by `outer` (both normalised patterns). */
export function patternCovers(outer: string, inner: string): boolean {
  if (outer === '*') return true;
  if (inner === '*') return false;
  if (outer.startsWith('*.')) {
    const suffix = outer.slice(1); // ".example.com"
    const host = inner.startsWith('*.') ? inner.slice(2) : inner;
    return host.endsWith(suffix) || (inner.startsWith('*.') && host === outer.slice(2));
  }
  return inner === outer;
}

/**
 * Whether a key restricted to `inner` domains is within one restricted to `outer`: no
 * restriction (empty) is within only no restriction; otherwise every inner pattern must be
 * covered by an outer one.
 */
export function domainsWithin(inner: readonly string[], outer: readonly string[]): boolean {
  if (outer.length === 0) return true;
  if (inner.length === 0) return false;
  const outerPatterns = outer.map(normaliseDomainPattern);
  return inner.map(normaliseDomainPattern).every((pattern) => outerPatterns.some((o) => patternCovers(o, pattern)));
}

/** Where a browser request comes from, as its Origin (else Referer) header says. */
export interface RequestSource {
  origin: string;
  referer: string;
}

/**
 * The refusal of a request by a domain-restricted key, or undefined when it may proceed. A
 * request with neither header is a server call and proceeds. Otherwise the Origin header
 * decides when present (`Origin: null`, sent by sandboxed frames and opaque origins, matches no
 * domain), else the Referer; a value whose host cannot be read is refused.
 */
export function domainRefusal(
  patterns: readonly string[],
  source: RequestSource,
): { host: string; header: 'Origin' | 'Referer' } | undefined {
  if (patterns.length === 0) return undefined;
  const header = source.origin ? 'Origin' : source.referer ? 'Referer' : undefined;
  if (!header) return undefined;
  const value = header === 'Origin' ? source.origin : source.referer;
  const host = value === 'null' ? undefined : hostOf(value);
  if (host && domainAllowed(host, patterns)) return undefined;
  return { host: host ?? value, header };
}
