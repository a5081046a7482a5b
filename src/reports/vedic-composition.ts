/**
 * The Vedic report's reading, composed from the kundli in four parts, each text titled by what it
 * reads: the Lagna's sign; the Moon's sign (the janma rashi); the Moon's nakshatra; the mahadasha and antardasha running at the report's date. The texts
 * are the written ones of src/interpretation/vedic, in each language of VEDIC_LANGUAGES.
 */
import type { Kundli } from '../astro/vedic/kundli.ts';
import type { SIGNS } from '../astro/vocabulary.ts';
import { type Graha, VEDIC_TEXTS, type VedicLanguage } from '../interpretation/vedic/index.ts';
import type { ReportText } from './natal-texts.ts';
import {
  compoundDe,
  deEs,
  deFr,
  dePt,
  diIt,
  inSignDe,
  inSignPl,
  inSignRu,
  inSignTr,
  ofPl,
  ofRu,
  vanNl,
} from './vedic-lord-phrases.ts';

/** One part of the composed reading. */
export interface VedicPart {
  id: 'lagna' | 'moon' | 'nakshatra' | 'dasha';
  texts: ReportText[];
}

/** The titles of the reading's texts in each language. */
const TITLES: Record<
  VedicLanguage,
  {
    lagna(sign: string): string;
    moon(sign: string): string;
    nakshatra(name: string, pada: number): string;
    mahadasha(lord: string): string;
    antardasha(lord: string, within: string): string;
  }
> = {
  en: {
    lagna: (sign) => `${sign} Lagna`,
    moon: (sign) => `The Moon in ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `${lord} mahadasha`,
    antardasha: (lord, within) => `${lord} antardasha of the ${within} mahadasha`,
  },
  hi: {
    lagna: (sign) => `${sign} लग्न`,
    moon: (sign) => `${sign} राशि में चंद्र`,
    nakshatra: (name, pada) => `${name} नक्षत्र, चरण ${pada}`,
    mahadasha: (lord) => `${lord} की महादशा`,
    antardasha: (lord, within) => `${within} महादशा में ${lord} की अंतर्दशा`,
  },
  es: {
    lagna: (sign) => `Lagna en ${sign}`,
    moon: (sign) => `La Luna en ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasha ${deEs(lord)}`,
    antardasha: (lord, within) => `Antardasha ${deEs(lord)} en la mahadasha ${deEs(within)}`,
  },
  de: {
    lagna: (sign) => `${sign}-Lagna`,
    moon: (sign) => `Der Mond ${inSignDe(sign)}`,
    nakshatra: (name, pada) => `${name}, Pada ${pada}`,
    mahadasha: (lord) => compoundDe(lord, 'Mahadasha'),
    antardasha: (lord, within) => `${compoundDe(lord, 'Antardasha')} in der ${compoundDe(within, 'Mahadasha')}`,
  },
  // Turkish compounds take the possessive (Koç Lagnası, Satürn Mahadaşası), the Moon's sign the locative (Koç'ta).
  tr: {
    lagna: (sign) => `${sign} Lagnası`,
    moon: (sign) => `${inSignTr(sign)} Ay`,
    nakshatra: (name, pada) => `${name}, ${pada}. pada`,
    mahadasha: (lord) => `${lord} Mahadaşası`,
    antardasha: (lord, within) => `${within} Mahadaşasında ${lord} Antardaşası`,
  },
  ja: {
    lagna: (sign) => `${sign}のラグナ`,
    moon: (sign) => `${sign}の月`,
    nakshatra: (name, pada) => `${name}（第${pada}パーダ）`,
    mahadasha: (lord) => `${lord}のマハーダシャー`,
    antardasha: (lord, within) => `${within}のマハーダシャーにおける${lord}のアンタルダシャー`,
  },
  pt: {
    lagna: (sign) => `Lagna em ${sign}`,
    moon: (sign) => `A Lua em ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasha ${dePt(lord)}`,
    antardasha: (lord, within) => `Antardasha ${dePt(lord)} na mahadasha ${dePt(within)}`,
  },
  nl: {
    lagna: (sign) => `Lagna in ${sign}`,
    moon: (sign) => `De Maan in ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasha ${vanNl(lord)}`,
    antardasha: (lord, within) => `Antardasha ${vanNl(lord)} in de mahadasha ${vanNl(within)}`,
  },
  fr: {
    lagna: (sign) => `Lagna en ${sign}`,
    moon: (sign) => `La Lune en ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasha ${deFr(lord)}`,
    antardasha: (lord, within) => `Antardasha ${deFr(lord)} dans la mahadasha ${deFr(within)}`,
  },
  it: {
    lagna: (sign) => `Lagna in ${sign}`,
    moon: (sign) => `La Luna in ${sign}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasha ${diIt(lord)}`,
    antardasha: (lord, within) => `Antardasha ${diIt(lord)} nella mahadasha ${diIt(within)}`,
  },
  pl: {
    lagna: (sign) => `Lagna ${inSignPl(sign)}`,
    moon: (sign) => `Księżyc ${inSignPl(sign)}`,
    nakshatra: (name, pada) => `${name}, pada ${pada}`,
    mahadasha: (lord) => `Mahadasza ${ofPl(lord)}`,
    antardasha: (lord, within) => `Antardasza ${ofPl(lord)} w mahadaszy ${ofPl(within)}`,
  },
  ru: {
    lagna: (sign) => `Лагна ${inSignRu(sign)}`,
    moon: (sign) => `Луна ${inSignRu(sign)}`,
    nakshatra: (name, pada) => `${name}, пада ${pada}`,
    mahadasha: (lord) => `Махадаша ${ofRu(lord)}`,
    antardasha: (lord, within) => `Антардаша ${ofRu(lord)} в махадаше ${ofRu(within)}`,
  },
};

/** The reading of a kundli in four parts. */
export function composeVedic(kundli: Kundli, language: VedicLanguage): VedicPart[] {
  const t = VEDIC_TEXTS[language];
  const titles = TITLES[language];
  const sign = (s: string) => t.signNames[s as (typeof SIGNS)[number]];
  const moon = kundli.grahas.find((g) => g.id === 'moon');
  if (!moon) throw new Error('the kundli has no Moon');
  const [maha, antar] = kundli.dasha.running;
  const dasha: ReportText[] = [];
  if (maha)
    dasha.push({
      urn: `vedic:mahadasha:${maha.lord}`,
      title: titles.mahadasha(t.grahaNames[maha.lord as Graha]),
      body: t.mahadasha[maha.lord as Graha],
    });
  if (maha && antar)
    dasha.push({
      urn: `vedic:antardasha:${antar.lord}`,
      title: titles.antardasha(t.grahaNames[antar.lord as Graha], t.grahaNames[maha.lord as Graha]),
      body: t.antardasha[antar.lord as Graha],
    });
  return [
    {
      id: 'lagna',
      texts: [
        {
          urn: `vedic:lagna:${kundli.lagna.sign}`,
          title: titles.lagna(sign(kundli.lagna.sign)),
          body: t.lagna[kundli.lagna.sign],
        },
      ],
    },
    {
      id: 'moon',
      texts: [
        { urn: `vedic:moon-sign:${moon.sign}`, title: titles.moon(sign(moon.sign)), body: t.moonSign[moon.sign] },
      ],
    },
    {
      id: 'nakshatra',
      texts: [
        {
          urn: `vedic:nakshatra:${moon.nakshatra}`,
          title: titles.nakshatra(t.nakshatraNames[moon.nakshatraNumber - 1], moon.pada),
          body: t.nakshatra[moon.nakshatraNumber - 1],
        },
      ],
    },
    { id: 'dasha', texts: dasha },
  ];
}
