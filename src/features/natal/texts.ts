/**
 * Interpretation texts of a natal chart: planet-in-sign and planet-in-house, by URN. Until the
 * content library's organization-aware lookup is on main, the seeded texts are read directly
 * (interpretationText), so every organization gets the same texts.
 */
import type { ChartPoint } from '../../astro/natal-chart.ts';
import { interpretationText, planetHouseUrn, planetSignUrn, type InterpretationText, type Language } from '../../interpretation/index.ts';

/** The URNs whose texts describe a point: its sign, then its house (points without texts yield URNs that find nothing). */
export function natalTextUrns(point: Pick<ChartPoint, 'id' | 'sign' | 'house'>): { kind: 'planet-sign' | 'planet-house'; urn: string }[] {
  return [
    { kind: 'planet-sign', urn: planetSignUrn(point.id, point.sign) },
    { kind: 'planet-house', urn: planetHouseUrn(point.id, point.house) },
  ];
}

/**
 * The texts of the given URNs in `language`; URNs without a text are absent from the map.
 * Async so that a lookup in the content library can replace it without changing callers.
 */
export async function natalInterpretationTexts(urns: readonly string[], language: Language): Promise<Map<string, InterpretationText>> {
  const found = new Map<string, InterpretationText>();
  for (const urn of new Set(urns)) {
    const text = composedText(urn, language);
    if (text) found.set(urn, text);
  }
  return found;
}

/**
 * Seeded texts are deterministic and few (about 400 planet-in-sign and planet-in-house URNs per
 * language), so each is composed once per process.
 */
const composed = new Map<string, InterpretationText | null>();

function composedText(urn: string, language: Language): InterpretationText | null {
  const key = `${language} ${urn}`;
  let text = composed.get(key);
  if (text === undefined) {
    text = interpretationText(urn, language);
    if (composed.size < 5000) composed.set(key, text);
  }
  return text;
}
