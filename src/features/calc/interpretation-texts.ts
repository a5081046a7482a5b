/**
 * The interpretation texts a response for an organization shows (`includeText` of natal,
 * transit, synastry and chat context): the organization's custom copies first, then the content
 * library's global texts, then the built-in ones. Keep the signature: every calculation endpoint
 * reads its texts through this one function.
 */

import { libraryTexts } from '../../content/library-texts.ts';
import type { Services } from '../../services.ts';

/**
 * Texts for `urns` in `language` as `organizationId` sees them.
 * @param services the service (database; its handle keys the text cache)
 * @param organizationId the organization the response is for
 * @param urns interpretation URNs (any vocabulary point ids; duplicates allowed)
 * @param language ISO 639 code (en, es, de, fr, it for the built-in texts)
 * @returns title and Markdown body per requested URN (as given); URNs without any text are absent
 */
export async function interpretationTexts(
  services: Services,
  organizationId: string,
  urns: string[],
  language: string,
): Promise<Map<string, { title: string; body: string }>> {
  return libraryTexts(services.db, organizationId, urns, language);
}
