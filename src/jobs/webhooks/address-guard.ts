/**
 * Webhook URLs must not reach the service's own network: an address that is not public unicast
 * (loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved, …, as
 * ipaddr.js classifies them) is refused unless WEBHOOK_ALLOW_PRIVATE is on. The check runs when
 * an endpoint is registered and again on every delivery, inside the connection's own DNS lookup,
 * so the address checked is the address connected to (a name that resolved to a public address
 * at registration and to 127.0.0.1 later — DNS rebinding — is refused at delivery).
 */

import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** A URL refused by the rules above; `message` is meant for the caller. */
/** Why a webhook URL was refused, as data (the web side writes it in the caller's language). */
export type WebhookUrlProblem =
  | { kind: 'notAbsolute' }
  | { kind: 'notHttps'; protocol: string }
  | { kind: 'credentials' }
  | { kind: 'fragment' }
  | { kind: 'unresolved'; host: string }
  | { kind: 'notPublic'; host: string; address: string; range: string };

export class WebhookUrlRefused extends Error {
  constructor(
    message: string,
    readonly problem: WebhookUrlProblem,
  ) {
    super(message);
    this.name = 'WebhookUrlRefused';
  }
}

export interface UrlPolicy {
  /** Allow addresses that are not public unicast (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Allow http:// besides https:// (WEBHOOK_ALLOW_HTTP). */
  allowHttp: boolean;
}

/** ipaddr.js's range of an address ("unicast" for a public one), IPv4-mapped IPv6 seen as IPv4. */
export function addressRange(address: string): string {
  return ipaddr.process(address).range();
}

export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

function refuseUnlessPublic(host: string, addresses: readonly string[], policy: UrlPolicy): void {
  if (policy.allowPrivate) return;
  const inner = addresses.find((address) => !isPublicAddress(address));
  if (inner !== undefined) {
    throw new WebhookUrlRefused(
      `${host} resolves to ${inner}, a ${addressRange(inner)} address; webhooks go to public addresses only (WEBHOOK_ALLOW_PRIVATE allows others)`,
      { kind: 'notPublic', host, address: inner, range: addressRange(inner) },
    );
  }
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a URL's form (http(s), no credentials, https unless allowed) and, by resolving its host
 * now, its addresses. Throws WebhookUrlRefused with the reason.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused('expected an absolute URL, e.g. https://example.com/webhooks', { kind: 'notAbsolute' });
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    throw new WebhookUrlRefused(
      url.protocol === 'http:'
        ? 'expected an https:// URL (WEBHOOK_ALLOW_HTTP allows http://)'
        : `expected an https:// URL (got ${url.protocol})`,
      { kind: 'notHttps', protocol: url.protocol },
    );
  }
  if (url.username || url.password)
    throw new WebhookUrlRefused('the URL must not carry a user name or password', { kind: 'credentials' });
  if (url.hash) throw new WebhookUrlRefused('the URL must not have a #fragment', { kind: 'fragment' });
  const host = hostOf(url);
  if (net.isIP(host)) {
    refuseUnlessPublic(host, [host], policy);
    return url;
  }
  let found: LookupAddress[];
  try {
    found = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new WebhookUrlRefused(`the host ${host} does not resolve`, { kind: 'unresolved', host });
  }
  refuseUnlessPublic(
    host,
    found.map((a) => a.address),
    policy,
  );
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses names resolving to addresses the policy does not
 * allow (the connection then fails with WebhookUrlRefused before any byte is sent).
 */
export function guardedLookup(policy: UrlPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      try {
        refuseUnlessPublic(
          hostname,
          addresses.map((a) => a.address),
          policy,
        );
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Checks an IP-literal URL host at delivery time (no lookup runs for those). */
export function checkLiteralHost(url: URL, policy: UrlPolicy): void {
  const host = hostOf(url);
  if (net.isIP(host)) refuseUnlessPublic(host, [host], policy);
}
