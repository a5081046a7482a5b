/**
 * Interpretation texts of a natal chart: planet-in-sign and planet-in-house, by URN, as the
 * organization sees them (its custom copies in the content library replace the global texts).
 */
import type { InterpretationText, Language } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';

export { natalTextUrns } from '../../calc/responses/natal-chart.ts';

/**
 * The texts of the given URNs in `language` for an organization; URNs without a text are absent
 * from the map. Cached per process (see src/features/content/text-cache.ts).
 */
export async function natalInterpretationTexts(
  services: Services,
  organizationId: string,
  urns: readonly string[],
  language: Language,
): Promise<Map<string, InterpretationText>> {
  return interpretationTexts(services, organizationId, [...urns], language);
}
