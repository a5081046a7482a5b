/**
 * Admission of signed chart URLs (requests without X-Api-Key): the signing key is found by the
 * URL's `keyId`, the signature checked against that key's signing secret, then the expiry, then
 * the key itself (revoked, disabled, expired, owner gone, domain restrictions) exactly as for a
 * request with the key. Every refusal is 403 with a JSON error naming the query parameter; a
 * request without `signature` falls through to API-key authentication (401 without a key).
 *
 * The compatibility date is part of what is signed (`api_version`, written by the signing
 * endpoint); an X-Api-Version header that names another date is refused, since it is not signed.
 */
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../../auth/principal.ts';
import { loadPrincipal } from '../../auth/principal.ts';
import { legacySigningSecretContext, SealError } from '../../auth/server-secret.ts';
import { admitPrincipal } from '../../http/authenticate.ts';
import { ApiError, errors } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { SIGNATURE_PARAMETERS, signatureMatches } from './url-signature.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 403 refusal of a signed URL, naming the query parameter (or header) at fault. */
const invalid = (
  message: string,
  parameter: string = SIGNATURE_PARAMETERS.signature,
  location: 'query' | 'header' = 'query',
) => errors.invalidSignature(message, parameter, location);

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Verifies signed chart URLs for the image routes' `api-key-or-signature` access. */
export class SignedRequestVerifier {
  /** The query parameters a signed URL carries besides the image's own. */
  readonly parameters: readonly string[] = Object.values(SIGNATURE_PARAMETERS);

  /**
   * Key id → key hash, so that requests use the principal cache (which revocations invalidate);
   * concurrent first requests of a key share one load. Unknown key ids are not kept.
   */
  private readonly hashByKeyId = new LRUCache<string, string>({
    max: 10_000,
    fetchMethod: async (keyId) => (await loadPrincipal(this.services.db, { keyId }))?.keyHash,
  });

  constructor(private readonly services: Pick<Services, 'db' | 'principals' | 'serverSecret'>) {}

  /**
   * The secrets a URL of this key may be signed with: the derived one, and a key made before
   * signing secrets were derived also its sealed legacy one (URLs signed then keep working).
   */
  private signingSecretsOf(principal: Principal): string[] {
    const secrets = [this.services.serverSecret.signingSecret(principal.keyId)];
    if (principal.sealedLegacySigningSecret) {
      try {
        secrets.push(
          this.services.serverSecret.unseal(
            principal.sealedLegacySigningSecret,
            legacySigningSecretContext(principal.keyId),
          ),
        );
      } catch (error) {
        // checkServerSecret refused a wrong secret at start, so this is an altered row: it signs nothing.
        if (!(error instanceof SealError)) throw error;
      }
    }
    return secrets;
  }

  /** The principal of a key id, or undefined for an unknown key. */
  async principalOfKey(keyId: string): Promise<Principal | undefined> {
    const hash = await this.hashByKeyId.fetch(keyId);
    return hash === undefined ? undefined : this.services.principals.get(hash);
  }

  /** The route access's verifier: the signing key's principal, or undefined when the URL is not signed. */
  readonly verify = async (ctx: Context): Promise<Principal | undefined> => {
    const query = ctx.query as Record<string, string | string[] | undefined>;
    if (query[SIGNATURE_PARAMETERS.signature] === undefined) return undefined;
    const signature = single(query[SIGNATURE_PARAMETERS.signature]);
    const keyId = single(query[SIGNATURE_PARAMETERS.keyId]);
    const expires = single(query[SIGNATURE_PARAMETERS.expires]);
    if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) throw invalid('The signature is malformed');
    if (!keyId || !UUID.test(keyId))
      throw invalid('A signed URL names its signing key in keyId', SIGNATURE_PARAMETERS.keyId);
    if (!expires || !/^\d{1,12}$/.test(expires))
      throw invalid('A signed URL carries its expiry in expires (Unix seconds)', SIGNATURE_PARAMETERS.expires);
    const principal = await this.principalOfKey(keyId.toLowerCase());
    if (
      !principal ||
      !this.signingSecretsOf(principal).some((secret) => signatureMatches(secret, ctx.path, query, signature))
    ) {
      throw invalid(
        'The signature does not match the URL: a parameter was changed, added or removed, or the URL was not signed by this key',
      );
    }
    const expiresAtMs = Number(expires) * 1000;
    if (expiresAtMs <= Date.now())
      throw errors.signedUrlExpired(new Date(expiresAtMs).toISOString(), SIGNATURE_PARAMETERS.expires);
    const header = ctx.get('X-Api-Version');
    const signedVersion = single(query.api_version);
    if (header && header !== signedVersion) {
      throw invalid(
        `The compatibility date is part of the signature (api_version=${signedVersion ?? 'none'}); send no X-Api-Version header with a signed URL`,
        'X-Api-Version',
        'header',
      );
    }
    try {
      admitPrincipal(principal, ctx);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const reason =
        error.code === 'api_key_disabled' ? 'disabled' : error.code === 'api_key_expired' ? 'expired' : 'revoked';
      throw errors.signingKeyRefused(reason, SIGNATURE_PARAMETERS.keyId);
    }
    ctx.state.signedUrlExpiresAt = expiresAtMs;
    return principal;
  };
}
