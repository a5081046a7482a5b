/**
 * The interpretation texts a calculation response shows (`includeText`), looked up by URN in
 * one language for one organization. For now the service's built-in texts; the content
 * library will make this prefer the organization's own copies. Keep the signature: every
 * calculation endpoint reads its texts through this one function.
 */
import { interpretationText } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';

/**
 * Texts of `urns` in `language` as the organization sees them.
 * @param services the web process's services (database for organization copies)
 * @param organizationId the organization asking
 * @param urns interpretation URNs (`urn:astro:transit:saturn:square:sun`, …); duplicates allowed
 * @param language `en`, `es` or `de`
 * @returns title and Markdown body per URN that has a text (URNs without one are left out)
 */
export async function interpretationTexts(
  services: Services,
  organizationId: string,
  urns: string[],
  language: string,
): Promise<Map<string, { title: string; body: string }>> {
  void services;
  void organizationId;
  const texts = new Map<string, { title: string; body: string }>();
  for (const urn of new Set(urns)) {
    const text = interpretationText(urn, language);
    if (text) texts.set(urn, { title: text.title, body: text.body });
  }
  return texts;
}
