/**
 * A dasha lord's name as a phrase of Spanish or German grammar: Spanish "del Sol", "de la Luna",
 * "de Marte"; German compounds "Sonnen-Mahadasha", "Mond-Mahadasha". The names are those of
 * VEDIC_TEXTS.es and .de (grahaNames).
 */
import { SIGNS } from '../astro/vocabulary.ts';
import { inSign } from '../interpretation/de/zodiac.ts';
import { de as deFrench } from '../interpretation/fr/grammar.ts';
import { polish as polishIt, the as theIt } from '../interpretation/it/grammar.ts';
import { signName } from '../interpretation/names.ts';
import { polish as polishPt } from '../interpretation/pt/grammar.ts';

/** Spanish "de" with the lord's name: "del Sol", "de la Luna", "de Júpiter". */
export const deEs = (lord: string): string =>
  lord === 'Sol' ? 'del Sol' : lord === 'Luna' ? 'de la Luna' : `de ${lord}`;

/** German compound of a lord's name with a period: "Sonnen-Mahadasha", "Saturn-Antardasha". */
export const compoundDe = (lord: string, period: string): string => `${lord === 'Sonne' ? 'Sonnen' : lord}-${period}`;

/** German "in" with a rashi's name as VEDIC_TEXTS.de names it: "im Widder", "in der Waage". */
export function inSignDe(name: string): string {
  const sign = SIGNS.find((s) => signName(s, 'de') === name);
  return sign === undefined ? `in ${name}` : inSign(sign);
}

/**
 * Portuguese "de" with the lord's name as VEDIC_TEXTS.pt names it, contracted with the article
 * the Sun and the Moon take by the Portuguese texts' own spelling rule: "do Sol", "da Lua",
 * "de Júpiter".
 */
export const dePt = (lord: string): string =>
  polishPt(`de ${lord === 'Sol' ? 'o Sol' : lord === 'Lua' ? 'a Lua' : lord}`);

/** Dutch "van" with the lord's name as VEDIC_TEXTS.nl names it: "van de Zon", "van de Maan", "van Mars". */
export const vanNl = (lord: string): string => `van ${lord === 'Zon' || lord === 'Maan' ? `de ${lord}` : lord}`;

/**
 * French "de" with the lord's name, by the French grammar's contraction: "du Soleil", "de la Lune",
 * "de Mars". The Sun and the Moon take the article in French, the planets do not.
 */
export const deFr = (lord: string): string =>
  deFrench(lord === 'Soleil' ? 'le Soleil' : lord === 'Lune' ? 'la Lune' : lord);

/**
 * Italian "di" with the lord's name, fused with the article by the Italian grammar: "del Sole",
 * "della Luna", "di Giove". The Sun and the Moon take the article in Italian, the planets do not.
 */
export const diIt = (lord: string): string =>
  polishIt(`di ${lord === 'Sole' ? theIt('Sole', 'm') : lord === 'Luna' ? theIt('Luna', 'f') : lord}`);
