/**
 * Interpretation texts of the inter-aspects in the widget's language, as the widget's
 * organization sees them (its custom copies in the content library replace the global texts).
 */
import type { InterpretationText, Language } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';

/**
 * The texts of `urns` in `language`.
 * @param services the service (content library and its text cache)
 * @param organizationId the organization whose copies override the seeded texts
 * @param urns interpretation URNs (`urn:astro:synastry:{pointA}:{aspect}:{pointB}`)
 * @param language one of LANGUAGES
 * @returns the text of each URN that has one
 */
export async function synastryTexts(
  services: Services,
  organizationId: string,
  urns: readonly string[],
  language: Language,
): Promise<Map<string, InterpretationText>> {
  return interpretationTexts(services, organizationId, [...urns], language);
}
