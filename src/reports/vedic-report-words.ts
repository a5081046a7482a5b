/**
 * The fixed words of the Vedic report (kundli) in English and Hindi: title, headings, table
 * columns, cover labels, dates. Names of grahas, rashis and nakshatras and the readings come
 * from src/interpretation/vedic. Dates are written by Intl (en-GB, hi-IN) in the birth's zone.
 */
import type { KAAL_SARP_TYPES } from '../astro/vedic/doshas.ts';
import type { YogaName } from '../astro/vedic/yogas.ts';
import { VEDIC_LANGUAGES, type VedicLanguage } from '../interpretation/vedic/index.ts';
import { compoundDe, deEs, dePt, vanNl } from './vedic-lord-phrases.ts';

/** True when `value` is a language the Vedic report is written in (en, hi). */
export const isVedicLanguage = (value: unknown): value is VedicLanguage =>
  typeof value === 'string' && (VEDIC_LANGUAGES as readonly string[]).includes(value);

export interface VedicReportWords {
  title: string;
  /** The compass letters of coordinates: north, south, east, west. */
  compass: readonly [string, string, string, string];
  born: string;
  place: string;
  coordinates: string;
  ayanamsa: string;
  lagna: string;
  moonSign: string;
  birthNakshatra: string;
  runningDasha: string;
  prepared: string;
  /** "Chitra, pada 2". */
  nakshatraPada(nakshatra: string, pada: number): string;
  /** The wheel section: the rashi chart and the navamsa. */
  charts: string;
  rashiChart: string;
  navamsaChart: string;
  /** The positions section. */
  positions: string;
  graha: string;
  rashi: string;
  degree: string;
  nakshatra: string;
  pada: string;
  bhava: string;
  navamsa: string;
  retrograde: string;
  /** Cell of a vargottama graha's navamsa. */
  vargottama: string;
  /** The houses section. */
  bhavas: string;
  lord: string;
  occupants: string;
  /** Column of each bhava's sarvashtakavarga bindus. */
  bindus: string;
  /** Yogas and doshas (after the bhavas). */
  yogas: string;
  yoga: string;
  houses: string;
  noYogas: string;
  yogaNames: Record<YogaName, string>;
  doshas: string;
  manglik: string;
  kaalSarp: string;
  /** "present", "present (cancelled: …)" and the like. */
  manglikStatus(byRule: boolean, cancellations: number): string;
  kaalSarpStatus(type: string | undefined, full: boolean): string;
  kaalSarpTypes: Record<(typeof KAAL_SARP_TYPES)[number], string>;
  /** The aspects section: the Vimshottari dasha. */
  dasha: string;
  mahadasha: string;
  antardasha: string;
  from: string;
  to: string;
  /** "Balance of the Venus mahadasha at birth: 12 years 4 months". */
  balance(lord: string, years: number, months: number): string;
  /** "Antardashas of the Jupiter mahadasha". */
  antardashasOf(lord: string): string;
  /** Marks the running period in a table. */
  running: string;
  /** The interpretation section and its parts. */
  reading: string;
  parts: { lagna: string; moon: string; nakshatra: string; dasha: string };
  /** "Page 3 of 9". */
  page(n: number, of: number): string;
}

export const VEDIC_REPORT_WORDS: Record<VedicLanguage, VedicReportWords> = {
  en: {
    compass: ['N', 'S', 'E', 'W'],
    title: 'Kundli',
    born: 'Born',
    place: 'Place',
    coordinates: 'Coordinates',
    ayanamsa: 'Ayanamsa',
    lagna: 'Lagna',
    moonSign: 'Moon sign (rashi)',
    birthNakshatra: 'Birth nakshatra',
    runningDasha: 'Running dasha',
    prepared: 'Prepared',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
    charts: 'Charts',
    rashiChart: 'Rashi chart (D1)',
    navamsaChart: 'Navamsa (D9)',
    positions: 'Grahas',
    graha: 'Graha',
    rashi: 'Rashi',
    degree: 'Degree',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    bhava: 'Bhava',
    navamsa: 'Navamsa',
    retrograde: 'retrograde',
    vargottama: 'vargottama',
    bhavas: 'Bhavas',
    lord: 'Lord',
    occupants: 'Grahas in it',
    bindus: 'Ashtakavarga',
    yogas: 'Yogas',
    yoga: 'Yoga',
    houses: 'Bhavas',
    noYogas: 'None of the yogas looked for is present.',
    yogaNames: {
      'gaja-kesari': 'Gaja Kesari',
      ruchaka: 'Ruchaka',
      bhadra: 'Bhadra',
      hamsa: 'Hamsa',
      malavya: 'Malavya',
      sasa: 'Sasa',
      'budha-aditya': 'Budha-Aditya',
      'chandra-mangala': 'Chandra-Mangala',
      raja: 'Raja yoga',
      yogakaraka: 'Yogakaraka',
      harsha: 'Harsha',
      sarala: 'Sarala',
      vimala: 'Vimala',
      'neecha-bhanga-raja': 'Neecha Bhanga Raja',
      sunapha: 'Sunapha',
      anapha: 'Anapha',
      durudhara: 'Durudhara',
      kemadruma: 'Kemadruma',
      adhi: 'Adhi',
      amala: 'Amala',
    },
    doshas: 'Doshas',
    manglik: 'Manglik (Kuja dosha)',
    kaalSarp: 'Kaal Sarp',
    manglikStatus: (byRule, cancellations) =>
      !byRule
        ? 'no'
        : cancellations === 0
          ? 'yes'
          : `by the rule, cancelled (${cancellations} ${cancellations === 1 ? 'cancellation' : 'cancellations'})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'no' : `yes: ${type}${full ? '' : ' (partial)'}`),
    kaalSarpTypes: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    },
    dasha: 'Vimshottari dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    from: 'From',
    to: 'To',
    balance: (lord, years, months) =>
      `Balance of the ${lord} mahadasha at birth: ${years} ${years === 1 ? 'year' : 'years'} ${months} ${months === 1 ? 'month' : 'months'}.`,
    antardashasOf: (lord) => `Antardashas of the ${lord} mahadasha`,
    running: 'running',
    reading: 'Reading',
    parts: {
      lagna: 'The Lagna',
      moon: 'The Moon sign',
      nakshatra: 'The birth nakshatra',
      dasha: 'The periods now',
    },
    page: (n, of) => `Page ${n} of ${of}`,
  },
  hi: {
    compass: ['उ', 'द', 'पू', 'प'],
    title: 'जन्म कुंडली',
    born: 'जन्म',
    place: 'स्थान',
    coordinates: 'निर्देशांक',
    ayanamsa: 'अयनांश',
    lagna: 'लग्न',
    moonSign: 'चंद्र राशि',
    birthNakshatra: 'जन्म नक्षत्र',
    runningDasha: 'वर्तमान दशा',
    prepared: 'तैयार की गई',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, चरण ${pada}`,
    charts: 'कुंडली चक्र',
    rashiChart: 'राशि चक्र (D1)',
    navamsaChart: 'नवांश (D9)',
    positions: 'ग्रह स्थिति',
    graha: 'ग्रह',
    rashi: 'राशि',
    degree: 'अंश',
    nakshatra: 'नक्षत्र',
    pada: 'चरण',
    bhava: 'भाव',
    navamsa: 'नवांश',
    retrograde: 'वक्री',
    vargottama: 'वर्गोत्तम',
    bhavas: 'भाव',
    lord: 'स्वामी',
    occupants: 'स्थित ग्रह',
    bindus: 'अष्टकवर्ग',
    yogas: 'योग',
    yoga: 'योग',
    houses: 'भाव',
    noYogas: 'देखे गए योगों में से कोई भी योग उपस्थित नहीं है।',
    yogaNames: {
      'gaja-kesari': 'गजकेसरी',
      ruchaka: 'रुचक',
      bhadra: 'भद्र',
      hamsa: 'हंस',
      malavya: 'मालव्य',
      sasa: 'शश',
      'budha-aditya': 'बुधादित्य',
      'chandra-mangala': 'चंद्र-मंगल',
      raja: 'राजयोग',
      yogakaraka: 'योगकारक',
      harsha: 'हर्ष',
      sarala: 'सरल',
      vimala: 'विमल',
      'neecha-bhanga-raja': 'नीचभंग राजयोग',
      sunapha: 'सुनफा',
      anapha: 'अनफा',
      durudhara: 'दुरुधरा',
      kemadruma: 'केमद्रुम',
      adhi: 'अधि',
      amala: 'अमला',
    },
    doshas: 'दोष',
    manglik: 'मांगलिक (कुज दोष)',
    kaalSarp: 'काल सर्प',
    manglikStatus: (byRule, cancellations) =>
      !byRule ? 'नहीं' : cancellations === 0 ? 'हाँ' : `नियम से हाँ, किंतु परिहार (${cancellations})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'नहीं' : `हाँ: ${type}${full ? '' : ' (आंशिक)'}`),
    kaalSarpTypes: {
      anant: 'अनंत',
      kulik: 'कुलिक',
      vasuki: 'वासुकि',
      shankhpal: 'शंखपाल',
      padma: 'पद्म',
      mahapadma: 'महापद्म',
      takshak: 'तक्षक',
      karkotak: 'कर्कोटक',
      shankhachood: 'शंखचूड़',
      ghatak: 'घातक',
      vishdhar: 'विषधर',
      sheshnag: 'शेषनाग',
    },
    dasha: 'विंशोत्तरी दशा',
    mahadasha: 'महादशा',
    antardasha: 'अंतर्दशा',
    from: 'आरंभ',
    to: 'समाप्ति',
    balance: (lord, years, months) => `जन्म के समय ${lord} महादशा का शेष भाग: ${years} वर्ष ${months} माह।`,
    antardashasOf: (lord) => `${lord} महादशा की अंतर्दशाएँ`,
    running: 'वर्तमान',
    reading: 'फलादेश',
    parts: {
      lagna: 'लग्न',
      moon: 'चंद्र राशि',
      nakshatra: 'जन्म नक्षत्र',
      dasha: 'वर्तमान दशा',
    },
    page: (n, of) => `पृष्ठ ${n} / ${of}`,
  },
  es: {
    compass: ['N', 'S', 'E', 'O'],
    title: 'Kundli',
    born: 'Nacimiento',
    place: 'Lugar',
    coordinates: 'Coordenadas',
    ayanamsa: 'Ayanamsa',
    lagna: 'Lagna',
    moonSign: 'Signo lunar (rashi)',
    birthNakshatra: 'Nakshatra natal',
    runningDasha: 'Dasha en curso',
    prepared: 'Elaborado',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
    charts: 'Cartas',
    rashiChart: 'Carta rashi (D1)',
    navamsaChart: 'Navamsa (D9)',
    positions: 'Grahas',
    graha: 'Graha',
    rashi: 'Rashi',
    degree: 'Grado',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    bhava: 'Bhava',
    navamsa: 'Navamsa',
    retrograde: 'retrógrado',
    vargottama: 'vargottama',
    bhavas: 'Bhavas',
    lord: 'Regente',
    occupants: 'Grahas en ella',
    bindus: 'Ashtakavarga',
    yogas: 'Yogas',
    yoga: 'Yoga',
    houses: 'Bhavas',
    noYogas: 'No está presente ninguno de los yogas buscados.',
    yogaNames: {
      'gaja-kesari': 'Gaja Kesari',
      ruchaka: 'Ruchaka',
      bhadra: 'Bhadra',
      hamsa: 'Hamsa',
      malavya: 'Malavya',
      sasa: 'Sasa',
      'budha-aditya': 'Budha-Aditya',
      'chandra-mangala': 'Chandra-Mangala',
      raja: 'Raja yoga',
      yogakaraka: 'Yogakaraka',
      harsha: 'Harsha',
      sarala: 'Sarala',
      vimala: 'Vimala',
      'neecha-bhanga-raja': 'Neecha Bhanga Raja',
      sunapha: 'Sunapha',
      anapha: 'Anapha',
      durudhara: 'Durudhara',
      kemadruma: 'Kemadruma',
      adhi: 'Adhi',
      amala: 'Amala',
    },
    doshas: 'Doshas',
    manglik: 'Manglik (Kuja dosha)',
    kaalSarp: 'Kaal Sarp',
    manglikStatus: (byRule, cancellations) =>
      !byRule
        ? 'no'
        : cancellations === 0
          ? 'sí'
          : `según la regla, anulado (${cancellations} ${cancellations === 1 ? 'anulación' : 'anulaciones'})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'no' : `sí: ${type}${full ? '' : ' (parcial)'}`),
    kaalSarpTypes: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    },
    dasha: 'Vimshottari dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    from: 'Desde',
    to: 'Hasta',
    balance: (lord, years, months) =>
      `Resto de la mahadasha ${deEs(lord)} al nacer: ${years} ${years === 1 ? 'año' : 'años'} y ${months} ${months === 1 ? 'mes' : 'meses'}.`,
    antardashasOf: (lord) => `Antardashas de la mahadasha ${deEs(lord)}`,
    running: 'en curso',
    reading: 'Interpretación',
    parts: {
      lagna: 'El Lagna',
      moon: 'El signo lunar',
      nakshatra: 'El nakshatra natal',
      dasha: 'Los periodos actuales',
    },
    page: (n, of) => `Página ${n} de ${of}`,
  },
  de: {
    compass: ['N', 'S', 'O', 'W'],
    title: 'Kundli',
    born: 'Geboren',
    place: 'Ort',
    coordinates: 'Koordinaten',
    ayanamsa: 'Ayanamsa',
    lagna: 'Lagna',
    moonSign: 'Mondzeichen (Rashi)',
    birthNakshatra: 'Geburts-Nakshatra',
    runningDasha: 'Laufende Dasha',
    prepared: 'Erstellt',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, Pada ${pada}`,
    charts: 'Horoskope',
    rashiChart: 'Rashi-Horoskop (D1)',
    navamsaChart: 'Navamsa (D9)',
    positions: 'Grahas',
    graha: 'Graha',
    rashi: 'Rashi',
    degree: 'Grad',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    bhava: 'Bhava',
    navamsa: 'Navamsa',
    retrograde: 'rückläufig',
    vargottama: 'Vargottama',
    bhavas: 'Bhavas',
    lord: 'Herrscher',
    occupants: 'Grahas darin',
    bindus: 'Ashtakavarga',
    yogas: 'Yogas',
    yoga: 'Yoga',
    houses: 'Bhavas',
    noYogas: 'Keiner der gesuchten Yogas ist vorhanden.',
    yogaNames: {
      'gaja-kesari': 'Gaja Kesari',
      ruchaka: 'Ruchaka',
      bhadra: 'Bhadra',
      hamsa: 'Hamsa',
      malavya: 'Malavya',
      sasa: 'Sasa',
      'budha-aditya': 'Budha-Aditya',
      'chandra-mangala': 'Chandra-Mangala',
      raja: 'Raja-Yoga',
      yogakaraka: 'Yogakaraka',
      harsha: 'Harsha',
      sarala: 'Sarala',
      vimala: 'Vimala',
      'neecha-bhanga-raja': 'Neecha Bhanga Raja',
      sunapha: 'Sunapha',
      anapha: 'Anapha',
      durudhara: 'Durudhara',
      kemadruma: 'Kemadruma',
      adhi: 'Adhi',
      amala: 'Amala',
    },
    doshas: 'Doshas',
    manglik: 'Manglik (Kuja Dosha)',
    kaalSarp: 'Kaal Sarp',
    manglikStatus: (byRule, cancellations) =>
      !byRule
        ? 'nein'
        : cancellations === 0
          ? 'ja'
          : `nach der Regel ja, aufgehoben (${cancellations} ${cancellations === 1 ? 'Aufhebung' : 'Aufhebungen'})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'nein' : `ja: ${type}${full ? '' : ' (teilweise)'}`),
    kaalSarpTypes: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    },
    dasha: 'Vimshottari-Dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    from: 'Von',
    to: 'Bis',
    balance: (lord, years, months) =>
      `Rest der ${compoundDe(lord, 'Mahadasha')} bei der Geburt: ${years} ${years === 1 ? 'Jahr' : 'Jahre'} ${months} ${months === 1 ? 'Monat' : 'Monate'}.`,
    antardashasOf: (lord) => `Antardashas der ${compoundDe(lord, 'Mahadasha')}`,
    running: 'laufend',
    reading: 'Deutung',
    parts: {
      lagna: 'Das Lagna',
      moon: 'Das Mondzeichen',
      nakshatra: 'Das Geburts-Nakshatra',
      dasha: 'Die laufenden Perioden',
    },
    page: (n, of) => `Seite ${n} von ${of}`,
  },
  pt: {
    compass: ['N', 'S', 'L', 'O'],
    title: 'Kundli',
    born: 'Nascimento',
    place: 'Local',
    coordinates: 'Coordenadas',
    ayanamsa: 'Ayanamsa',
    lagna: 'Lagna',
    moonSign: 'Signo lunar (rashi)',
    birthNakshatra: 'Nakshatra natal',
    runningDasha: 'Dasha em curso',
    prepared: 'Preparado em',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
    charts: 'Mapas',
    rashiChart: 'Mapa rashi (D1)',
    navamsaChart: 'Navamsa (D9)',
    positions: 'Grahas',
    graha: 'Graha',
    rashi: 'Rashi',
    degree: 'Grau',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    bhava: 'Bhava',
    navamsa: 'Navamsa',
    retrograde: 'retrógrado',
    vargottama: 'vargottama',
    bhavas: 'Bhavas',
    lord: 'Regente',
    occupants: 'Grahas presentes',
    bindus: 'Ashtakavarga',
    yogas: 'Yogas',
    yoga: 'Yoga',
    houses: 'Bhavas',
    noYogas: 'Nenhum dos yogas procurados está presente.',
    yogaNames: {
      'gaja-kesari': 'Gaja Kesari',
      ruchaka: 'Ruchaka',
      bhadra: 'Bhadra',
      hamsa: 'Hamsa',
      malavya: 'Malavya',
      sasa: 'Sasa',
      'budha-aditya': 'Budha-Aditya',
      'chandra-mangala': 'Chandra-Mangala',
      raja: 'Raja yoga',
      yogakaraka: 'Yogakaraka',
      harsha: 'Harsha',
      sarala: 'Sarala',
      vimala: 'Vimala',
      'neecha-bhanga-raja': 'Neecha Bhanga Raja',
      sunapha: 'Sunapha',
      anapha: 'Anapha',
      durudhara: 'Durudhara',
      kemadruma: 'Kemadruma',
      adhi: 'Adhi',
      amala: 'Amala',
    },
    doshas: 'Doshas',
    manglik: 'Manglik (Kuja dosha)',
    kaalSarp: 'Kaal Sarp',
    manglikStatus: (byRule, cancellations) =>
      !byRule
        ? 'não'
        : cancellations === 0
          ? 'sim'
          : `sim pela regra, mas anulado (${cancellations} ${cancellations === 1 ? 'anulação' : 'anulações'})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'não' : `sim: ${type}${full ? '' : ' (parcial)'}`),
    kaalSarpTypes: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    },
    dasha: 'Vimshottari dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    from: 'Início',
    to: 'Fim',
    balance: (lord, years, months) =>
      `Saldo da mahadasha ${dePt(lord)} no nascimento: ${years} ${years === 1 ? 'ano' : 'anos'} e ${months} ${months === 1 ? 'mês' : 'meses'}.`,
    antardashasOf: (lord) => `Antardashas da mahadasha ${dePt(lord)}`,
    running: 'em curso',
    reading: 'Interpretação',
    parts: {
      lagna: 'O Lagna',
      moon: 'O signo lunar',
      nakshatra: 'O nakshatra natal',
      dasha: 'Os períodos atuais',
    },
    page: (n, of) => `Página ${n} de ${of}`,
  },
  nl: {
    compass: ['N', 'Z', 'O', 'W'],
    title: 'Kundli',
    born: 'Geboren',
    place: 'Plaats',
    coordinates: 'Coördinaten',
    ayanamsa: 'Ayanamsa',
    lagna: 'Lagna',
    moonSign: 'Maanteken (rashi)',
    birthNakshatra: 'Geboortenakshatra',
    runningDasha: 'Lopende dasha',
    prepared: 'Opgesteld op',
    nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
    charts: 'Horoscopen',
    rashiChart: 'Rashi-horoscoop (D1)',
    navamsaChart: 'Navamsa (D9)',
    positions: "Graha's",
    graha: 'Graha',
    rashi: 'Rashi',
    degree: 'Graad',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    bhava: 'Bhava',
    navamsa: 'Navamsa',
    retrograde: 'retrograde',
    vargottama: 'vargottama',
    bhavas: "Bhava's",
    lord: 'Heerser',
    occupants: "Graha's erin",
    bindus: 'Ashtakavarga',
    yogas: "Yoga's",
    yoga: 'Yoga',
    houses: "Bhava's",
    noYogas: "Geen van de gezochte yoga's is aanwezig.",
    yogaNames: {
      'gaja-kesari': 'Gaja Kesari',
      ruchaka: 'Ruchaka',
      bhadra: 'Bhadra',
      hamsa: 'Hamsa',
      malavya: 'Malavya',
      sasa: 'Sasa',
      'budha-aditya': 'Budha-Aditya',
      'chandra-mangala': 'Chandra-Mangala',
      raja: 'Raja-yoga',
      yogakaraka: 'Yogakaraka',
      harsha: 'Harsha',
      sarala: 'Sarala',
      vimala: 'Vimala',
      'neecha-bhanga-raja': 'Neecha Bhanga Raja',
      sunapha: 'Sunapha',
      anapha: 'Anapha',
      durudhara: 'Durudhara',
      kemadruma: 'Kemadruma',
      adhi: 'Adhi',
      amala: 'Amala',
    },
    doshas: "Dosha's",
    manglik: 'Manglik (Kuja-dosha)',
    kaalSarp: 'Kaal Sarp',
    manglikStatus: (byRule, cancellations) =>
      !byRule
        ? 'nee'
        : cancellations === 0
          ? 'ja'
          : `volgens de regel ja, opgeheven (${cancellations} ${cancellations === 1 ? 'opheffing' : 'opheffingen'})`,
    kaalSarpStatus: (type, full) => (type === undefined ? 'nee' : `ja: ${type}${full ? '' : ' (gedeeltelijk)'}`),
    kaalSarpTypes: {
      anant: 'Anant',
      kulik: 'Kulik',
      vasuki: 'Vasuki',
      shankhpal: 'Shankhpal',
      padma: 'Padma',
      mahapadma: 'Mahapadma',
      takshak: 'Takshak',
      karkotak: 'Karkotak',
      shankhachood: 'Shankhachood',
      ghatak: 'Ghatak',
      vishdhar: 'Vishdhar',
      sheshnag: 'Sheshnag',
    },
    dasha: 'Vimshottari-dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    from: 'Van',
    to: 'Tot',
    balance: (lord, years, months) =>
      `Rest van de mahadasha ${vanNl(lord)} bij de geboorte: ${years} jaar en ${months} ${months === 1 ? 'maand' : 'maanden'}.`,
    antardashasOf: (lord) => `Antardasha's van de mahadasha ${vanNl(lord)}`,
    running: 'lopend',
    reading: 'Duiding',
    parts: {
      lagna: 'De Lagna',
      moon: 'Het maanteken',
      nakshatra: 'De geboortenakshatra',
      dasha: 'De huidige periodes',
    },
    page: (n, of) => `Pagina ${n} van ${of}`,
  },
};
