/**
 * A dasha lord's name as a phrase of Spanish or German grammar: Spanish "del Sol", "de la Luna",
 * "de Marte"; German compounds "Sonnen-Mahadasha", "Mond-Mahadasha"; Polish and Russian genitives
 * "mahadasza Słońca", "махадаша Луны" and locatives "w Baranie", "во Льве". The names are those of
 * VEDIC_TEXTS.es, .de, .pl and .ru (grahaNames, signNames).
 */
import { SIGNS } from '../astro/vocabulary.ts';
import { inSign } from '../interpretation/de/zodiac.ts';
import { de as deFrench } from '../interpretation/fr/grammar.ts';
import { polish as polishIt, the as theIt } from '../interpretation/it/grammar.ts';
import { signName } from '../interpretation/names.ts';
import { plOf } from '../interpretation/pl/points.ts';
import { inSignNamed } from '../interpretation/pl/zodiac.ts';
import { polish as polishPt } from '../interpretation/pt/grammar.ts';
import { v } from '../interpretation/ru/grammar.ts';
import { RU_POINT_NAMES } from '../interpretation/ru/points.ts';
import { RU_SIGN_NAMES } from '../interpretation/ru/zodiac.ts';
import { inCase } from '../interpretation/tr/grammar.ts';

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
 * Turkish locative of a rashi's name as VEDIC_TEXTS.tr names it, by vowel harmony and with the
 * apostrophe of a proper noun: "Koç'ta", "İkizler'de", "Balık'ta", "Kova'da".
 */
export const inSignTr = (name: string): string => inCase(name, 'loc', { proper: true });

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

/** A lord's name as VEDIC_TEXTS.pl names it, in the genitive: "Słońca", "Księżyca", "Wenus", "Rahu". */
export const ofPl = (lord: string): string => plOf(lord);

/** Polish "w" with a rashi's name as VEDIC_TEXTS.pl names it: "w Baranie", "we Lwie", "w Rybach". */
export const inSignPl = (name: string): string => inSignNamed(name);

/** A lord's name as VEDIC_TEXTS.ru names it, in the genitive: "Солнца", "Луны"; Раху and Кету do not decline. */
export function ofRu(lord: string): string {
  return Object.values(RU_POINT_NAMES).find((p) => p.nom === lord)?.gen ?? lord;
}

/** Russian "в" with a rashi's name as VEDIC_TEXTS.ru names it: "в Овне", "во Льве", "в Весах". */
export function inSignRu(name: string): string {
  const sign = Object.values(RU_SIGN_NAMES).find((s) => s.nom === name);
  return sign === undefined ? `в ${name}` : v(sign.prep);
}
