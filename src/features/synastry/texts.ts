/**
 * Interpretation texts of the inter-aspects in the widget's language. Until the content library's
 * lookup with organization copies (src/features/calc/interpretation-texts.ts) is on main, the
 * seeded texts are read directly with interpretationText().
 */
import { interpretationText, type InterpretationText, type Language } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';

/**
 * The texts of `urns` in `language`.
 * @param services the service (for the content library, once used)
 * @param organizationId the organization whose copies would override the seeded texts
 * @param urns interpretation URNs (`urn:astro:synastry:{pointA}:{aspect}:{pointB}`)
 * @param language en, es or de
 * @returns the text of each URN that has one
 */
export async function synastryTexts(
  services: Services,
  organizationId: string,
  urns: readonly string[],
  language: Language,
): Promise<Map<string, InterpretationText>> {
  void services;
  void organizationId;
  const texts = new Map<string, InterpretationText>();
  for (const urn of new Set(urns)) {
    const text = interpretationText(urn, language);
    if (text) texts.set(urn, text);
  }
  return texts;
}
