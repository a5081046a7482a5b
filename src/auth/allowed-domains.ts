/**
 * Domain restrictions of a key: patterns are an exact domain (`example.com`), a wildcard for all
 * subdomains (`*.example.com`, which does not match `example.com` itself), or `*` for any domain.
 */

/** Normalises a pattern as entered (case, trailing dot, a scheme or port pasted along). */
export function normaliseDomainPattern(pattern: string): string {
  let p = pattern.trim().toLowerCase();
  p = p.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/\/.*$/, '').replace(/:\d+$/, '').replace(/\.$/, '');
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
