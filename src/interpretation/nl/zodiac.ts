/** Dutch phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Dutch. */
export interface NlSign {
  /** Three adjectives in their base form; composers inflect them for the noun they precede. */
  traits: [string, string, string];
  /** Main clause with subject "je". */
  style: string;
  /** Noun phrase without article: what the sign needs. */
  needs: string;
  /** Noun phrase with articles: the sign's shadow. */
  shadow: string;
  /** Noun phrase with article: the sign's gift. */
  gift: string;
  /** Two adjectives in their base form, for the Moon in the sign ("een … sfeer"). */
  mood: [string, string];
}

/** Dutch phrases for the twelve signs. */
export const NL_SIGNS: Record<Sign, NlSign> = {
  aries: {
    traits: ['direct', 'moedig', 'ongeduldig'],
    style: 'je handelt eerst en stelt later pas vragen',
    needs: 'uitdaging en ruimte om voorop te gaan',
    shadow: 'het ongeduld en de driftbuien',
    gift: 'de moed',
    mood: ['stoutmoedig', 'impulsief'],
  },
  taurus: {
    traits: ['standvastig', 'zinnelijk', 'geduldig'],
    style: 'je neemt je tijd en vertrouwt op wat je kunt aanraken',
    needs: 'zekerheid en comfort',
    shadow: 'de koppigheid en de bezitterigheid',
    gift: 'de standvastigheid',
    mood: ['rustig', 'zinnelijk'],
  },
  gemini: {
    traits: ['nieuwsgierig', 'vlot', 'veelzijdig'],
    style: 'je zoekt afwisseling en legt razendsnel verbanden',
    needs: 'prikkels en gesprekken',
    shadow: 'de versnippering en de rusteloosheid',
    gift: 'het vernuft',
    mood: ['spraakzaam', 'nieuwsgierig'],
  },
  cancer: {
    traits: ['beschermend', 'liefdevol', 'gevoelig'],
    style: 'je beschermt wat je liefhebt en laat je door je gevoel leiden',
    needs: 'geborgenheid en emotionele veiligheid',
    shadow: 'de stemmingswisselingen en het vasthouden aan het verleden',
    gift: 'de zorgzaamheid',
    mood: ['teder', 'huiselijk'],
  },
  leo: {
    traits: ['warm', 'trots', 'expressief'],
    style: 'je wilt scheppen, stralen en erkenning krijgen',
    needs: 'erkenning en oprechte zelfexpressie',
    shadow: 'de trots en de behoefte aan applaus',
    gift: 'de gulheid',
    mood: ['warm', 'speels'],
  },
  virgo: {
    traits: ['precies', 'bescheiden', 'behulpzaam'],
    style: 'je schaaft, analyseert en verbetert',
    needs: 'orde en een nuttige taak',
    shadow: 'het perfectionisme en het piekeren',
    gift: 'het vakmanschap',
    mood: ['praktisch', 'ordelijk'],
  },
  libra: {
    traits: ['vriendelijk', 'rechtvaardig', 'sociaal'],
    style: 'je zoekt evenwicht, schoonheid en gezelschap',
    needs: 'harmonie en een eerlijke behandeling',
    shadow: 'de besluiteloosheid en de drang om aardig gevonden te worden',
    gift: 'de diplomatie',
    mood: ['gezellig', 'verzoenend'],
  },
  scorpio: {
    traits: ['intens', 'gesloten', 'vastberaden'],
    style: 'je gaat tot op de bodem en doet niets half',
    needs: 'diepgang en vertrouwen',
    shadow: 'de jaloezie en de behoefte aan controle',
    gift: 'de diepgang',
    mood: ['intens', 'onderzoekend'],
  },
  sagittarius: {
    traits: ['openhartig', 'avontuurlijk', 'optimistisch'],
    style: 'je zoekt zin en ruimte om op verkenning te gaan',
    needs: 'vrijheid en verre horizonten',
    shadow: 'de overdrijving en de belerende toon',
    gift: 'het vertrouwen',
    mood: ['rusteloos', 'optimistisch'],
  },
  capricorn: {
    traits: ['ambitieus', 'gedisciplineerd', 'gereserveerd'],
    style: 'je plant voor de lange termijn en verdient je plek',
    needs: 'doelen en respect',
    shadow: 'de starheid en het pessimisme',
    gift: 'het doorzettingsvermogen',
    mood: ['sober', 'geconcentreerd'],
  },
  aquarius: {
    traits: ['onafhankelijk', 'vindingrijk', 'afstandelijk'],
    style: 'je denkt zelfstandig en zet mensen boven conventies',
    needs: 'vrijheid en een doel om voor te gaan',
    shadow: 'de kilte en de dwarsheid',
    gift: 'de originaliteit',
    mood: ['sociaal', 'eigenzinnig'],
  },
  pisces: {
    traits: ['dromerig', 'meelevend', 'ontvankelijk'],
    style: 'je voelt wat anderen voelen en volgt je verbeelding',
    needs: 'zingeving die verder reikt dan het alledaagse',
    shadow: 'de vlucht uit de werkelijkheid en de vage grenzen',
    gift: 'het mededogen',
    mood: ['dromerig', 'gevoelig'],
  },
};

/** The element in lower case, after "een … teken van": "vuur". */
export const NL_ELEMENT_NAME: Record<Element, string> = { fire: 'vuur', earth: 'aarde', air: 'lucht', water: 'water' };
/** Verb phrase (subject "het element") on what the element adds, finite verb first. */
export const NL_ELEMENT: Record<Element, string> = {
  fire: 'brengt enthousiasme en spontaniteit',
  earth: 'verankert het in tastbare resultaten',
  air: 'maakt het sociaal en bedachtzaam',
  water: 'maakt het gevoelig en intuïtief',
};
/** The modality as an adjective in its base form. */
export const NL_MODALITY: Record<Modality, string> = { cardinal: 'kardinaal', fixed: 'vast', mutable: 'beweeglijk' };
/** Verb phrase (subject: the sign), finite verb first, on how the modality acts. */
export const NL_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'zet graag dingen in gang',
  fixed: 'houdt vol en maakt af waaraan het begint',
  mutable: 'past zich aan en verandert makkelijk van koers',
};

/** The phrases of one house in Dutch. */
export interface NlHouse {
  /** Noun phrases: the house's areas of life; the first names no one's possessive (it serves both partners). */
  areas: [string, string];
  /** Imperative clauses (je). */
  actions: [string, string];
}

/** Ordinals of the houses ("eerste" … "twaalfde"), index 1 … 12. */
export const NL_HOUSE_ORDINALS: readonly string[] = [
  '',
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
  'elfde',
  'twaalfde',
];

/** Dutch phrases for houses 1..12. */
export const NL_HOUSES: Record<number, NlHouse> = {
  1: {
    areas: ['zelfbeeld, lichaam en initiatief', 'je uiterlijk en elk nieuw begin'],
    actions: [
      'neem het initiatief in je eigen zaken',
      'geef je uitstraling een nieuwe impuls of begin een eigen project',
    ],
  },
  2: {
    areas: ['geld, bezit en eigenwaarde', 'je inkomen en wat je waardevol vindt'],
    actions: ['neem je budget onder de loep', 'investeer in iets van blijvende waarde'],
  },
  3: {
    areas: ['communicatie, leren en je directe omgeving', 'broers en zussen, korte reizen en dagelijks contact'],
    actions: ['schrijf, bel of leer iets nieuws', 'neem weer contact op met een broer, zus of buur'],
  },
  4: {
    areas: ['thuis, familie en wortels', 'je privéleven en je emotionele fundament'],
    actions: ['zorg voor je huis en je familie', 'breng rustige tijd door waar je je thuis voelt'],
  },
  5: {
    areas: ['creativiteit, romantiek en spel', 'kinderen, plezier en zelfexpressie'],
    actions: ['maak iets puur voor het plezier', 'plan een afspraakje of een dag vol ontspanning'],
  },
  6: {
    areas: ['dagelijks werk, gewoontes en gezondheid', 'je routines, je taken en je welzijn'],
    actions: ['breng orde in je agenda en je gewoontes', 'zorg goed voor je lichaam en let op je werkdruk'],
  },
  7: {
    areas: ['partnerschap en nauwe relaties', 'het huwelijk, contracten en openlijke tegenstanders'],
    actions: ['zoek een middenweg met je partner', 'praat openlijk over een gezamenlijke afspraak'],
  },
  8: {
    areas: ['gedeelde middelen, intimiteit en transformatie', 'schulden, erfenissen en wat je met anderen verbindt'],
    actions: ['breng gedeelde financiën op orde', 'laat iets los wat zijn tijd heeft gehad'],
  },
  9: {
    areas: ['reizen, hogere studie en levensovertuiging', 'verre horizonten, recht en publicaties'],
    actions: ['plan een reis of een cursus', 'verruim je blik met een nieuw perspectief'],
  },
  10: {
    areas: ['loopbaan, status en het publieke leven', 'je ambities en je reputatie'],
    actions: ['zet een stap vooruit in je loopbaan', 'laat je leidinggevenden zien wat je kunt'],
  },
  11: {
    areas: ['vrienden, groepen en hoop voor de toekomst', 'netwerken, idealen en gedeelde doelen'],
    actions: [
      'neem contact op met vrienden en bondgenoten',
      'werk samen met anderen aan een wens voor de lange termijn',
    ],
  },
  12: {
    areas: ['eenzaamheid, het onbewuste en verborgen zaken', 'terugtrekking, dromen en stille afsluitingen'],
    actions: ['rust uit en trek je even terug', 'rond af wat nog openstaat voordat er iets nieuws begint'],
  },
};
