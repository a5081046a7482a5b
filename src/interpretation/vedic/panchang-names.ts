/**
 * The panchang's names as a reader sees them, in English (the Sanskrit names in Latin letters,
 * capitalised) and Hindi (Devanagari): tithis, pakshas, yogas, karanas and varas, keyed by the
 * engine's ids (src/astro/vedic/panchang-tables.ts). Pure data.
 */
import type { TITHI_NAMES, YOGA_NAMES } from '../../astro/vedic/panchang-tables.ts';
import type { VedicLanguage } from './types.ts';

type TithiId = (typeof TITHI_NAMES)[number] | 'purnima' | 'amavasya';
type YogaId = (typeof YOGA_NAMES)[number];
type KaranaId =
  | 'kimstughna'
  | 'bava'
  | 'balava'
  | 'kaulava'
  | 'taitila'
  | 'garaja'
  | 'vanija'
  | 'vishti'
  | 'shakuni'
  | 'chatushpada'
  | 'naga';
type VaraId = 'ravivara' | 'somavara' | 'mangalavara' | 'budhavara' | 'guruvara' | 'shukravara' | 'shanivara';

export interface PanchangNames {
  tithi: Record<TithiId, string>;
  paksha: Record<'shukla' | 'krishna', string>;
  yoga: Record<YogaId, string>;
  karana: Record<KaranaId, string>;
  vara: Record<VaraId, string>;
}

/**
 * The Sanskrit names in their Latin transliteration, capitalised: how English, Spanish, German
 * and Polish Jyotish books write the tithis, yogas, karanas and varas.
 */
const TRANSLITERATED: PanchangNames = {
  tithi: {
    pratipada: 'Pratipada',
    dwitiya: 'Dwitiya',
    tritiya: 'Tritiya',
    chaturthi: 'Chaturthi',
    panchami: 'Panchami',
    shashthi: 'Shashthi',
    saptami: 'Saptami',
    ashtami: 'Ashtami',
    navami: 'Navami',
    dashami: 'Dashami',
    ekadashi: 'Ekadashi',
    dwadashi: 'Dwadashi',
    trayodashi: 'Trayodashi',
    chaturdashi: 'Chaturdashi',
    purnima: 'Purnima',
    amavasya: 'Amavasya',
  },
  paksha: { shukla: 'Shukla', krishna: 'Krishna' },
  yoga: {
    vishkambha: 'Vishkambha',
    priti: 'Priti',
    ayushman: 'Ayushman',
    saubhagya: 'Saubhagya',
    shobhana: 'Shobhana',
    atiganda: 'Atiganda',
    sukarma: 'Sukarma',
    dhriti: 'Dhriti',
    shula: 'Shula',
    ganda: 'Ganda',
    vriddhi: 'Vriddhi',
    dhruva: 'Dhruva',
    vyaghata: 'Vyaghata',
    harshana: 'Harshana',
    vajra: 'Vajra',
    siddhi: 'Siddhi',
    vyatipata: 'Vyatipata',
    variyana: 'Variyana',
    parigha: 'Parigha',
    shiva: 'Shiva',
    siddha: 'Siddha',
    sadhya: 'Sadhya',
    shubha: 'Shubha',
    shukla: 'Shukla',
    brahma: 'Brahma',
    indra: 'Indra',
    vaidhriti: 'Vaidhriti',
  },
  karana: {
    kimstughna: 'Kimstughna',
    bava: 'Bava',
    balava: 'Balava',
    kaulava: 'Kaulava',
    taitila: 'Taitila',
    garaja: 'Garaja',
    vanija: 'Vanija',
    vishti: 'Vishti',
    shakuni: 'Shakuni',
    chatushpada: 'Chatushpada',
    naga: 'Naga',
  },
  vara: {
    ravivara: 'Ravivara',
    somavara: 'Somavara',
    mangalavara: 'Mangalavara',
    budhavara: 'Budhavara',
    guruvara: 'Guruvara',
    shukravara: 'Shukravara',
    shanivara: 'Shanivara',
  },
};

export const PANCHANG_NAMES: Record<VedicLanguage, PanchangNames> = {
  en: TRANSLITERATED,
  hi: {
    tithi: {
      pratipada: 'प्रतिपदा',
      dwitiya: 'द्वितीया',
      tritiya: 'तृतीया',
      chaturthi: 'चतुर्थी',
      panchami: 'पंचमी',
      shashthi: 'षष्ठी',
      saptami: 'सप्तमी',
      ashtami: 'अष्टमी',
      navami: 'नवमी',
      dashami: 'दशमी',
      ekadashi: 'एकादशी',
      dwadashi: 'द्वादशी',
      trayodashi: 'त्रयोदशी',
      chaturdashi: 'चतुर्दशी',
      purnima: 'पूर्णिमा',
      amavasya: 'अमावस्या',
    },
    paksha: { shukla: 'शुक्ल', krishna: 'कृष्ण' },
    yoga: {
      vishkambha: 'विष्कुम्भ',
      priti: 'प्रीति',
      ayushman: 'आयुष्मान',
      saubhagya: 'सौभाग्य',
      shobhana: 'शोभन',
      atiganda: 'अतिगण्ड',
      sukarma: 'सुकर्मा',
      dhriti: 'धृति',
      shula: 'शूल',
      ganda: 'गण्ड',
      vriddhi: 'वृद्धि',
      dhruva: 'ध्रुव',
      vyaghata: 'व्याघात',
      harshana: 'हर्षण',
      vajra: 'वज्र',
      siddhi: 'सिद्धि',
      vyatipata: 'व्यतीपात',
      variyana: 'वरीयान',
      parigha: 'परिघ',
      shiva: 'शिव',
      siddha: 'सिद्ध',
      sadhya: 'साध्य',
      shubha: 'शुभ',
      shukla: 'शुक्ल',
      brahma: 'ब्रह्म',
      indra: 'इन्द्र',
      vaidhriti: 'वैधृति',
    },
    karana: {
      kimstughna: 'किंस्तुघ्न',
      bava: 'बव',
      balava: 'बालव',
      kaulava: 'कौलव',
      taitila: 'तैतिल',
      garaja: 'गर',
      vanija: 'वणिज',
      vishti: 'विष्टि',
      shakuni: 'शकुनि',
      chatushpada: 'चतुष्पाद',
      naga: 'नाग',
    },
    vara: {
      ravivara: 'रविवार',
      somavara: 'सोमवार',
      mangalavara: 'मंगलवार',
      budhavara: 'बुधवार',
      guruvara: 'गुरुवार',
      shukravara: 'शुक्रवार',
      shanivara: 'शनिवार',
    },
  },
  es: TRANSLITERATED,
  de: TRANSLITERATED,
  pt: TRANSLITERATED,
  nl: TRANSLITERATED,
  fr: TRANSLITERATED,
  it: TRANSLITERATED,
  pl: TRANSLITERATED,
  // The Sanskrit names in the Cyrillic transliteration of Russian jyotish books and panchangs.
  ru: {
    tithi: {
      pratipada: 'Пратипада',
      dwitiya: 'Двития',
      tritiya: 'Тритья',
      chaturthi: 'Чатуртхи',
      panchami: 'Панчами',
      shashthi: 'Шаштхи',
      saptami: 'Саптами',
      ashtami: 'Аштами',
      navami: 'Навами',
      dashami: 'Дашами',
      ekadashi: 'Экадаши',
      dwadashi: 'Двадаши',
      trayodashi: 'Трайодаши',
      chaturdashi: 'Чатурдаши',
      purnima: 'Пурнима',
      amavasya: 'Амавасья',
    },
    paksha: { shukla: 'Шукла', krishna: 'Кришна' },
    yoga: {
      vishkambha: 'Вишкумбха',
      priti: 'Прити',
      ayushman: 'Аюшман',
      saubhagya: 'Саубхагья',
      shobhana: 'Шобхана',
      atiganda: 'Атиганда',
      sukarma: 'Сукарма',
      dhriti: 'Дхрити',
      shula: 'Шула',
      ganda: 'Ганда',
      vriddhi: 'Вриддхи',
      dhruva: 'Дхрува',
      vyaghata: 'Вьягхата',
      harshana: 'Харшана',
      vajra: 'Ваджра',
      siddhi: 'Сиддхи',
      vyatipata: 'Вьятипата',
      variyana: 'Варияна',
      parigha: 'Паригха',
      shiva: 'Шива',
      siddha: 'Сиддха',
      sadhya: 'Садхья',
      shubha: 'Шубха',
      shukla: 'Шукла',
      brahma: 'Брахма',
      indra: 'Индра',
      vaidhriti: 'Вайдхрити',
    },
    karana: {
      kimstughna: 'Кимстугхна',
      bava: 'Бава',
      balava: 'Балава',
      kaulava: 'Каулава',
      taitila: 'Тайтила',
      garaja: 'Гараджа',
      vanija: 'Ваниджа',
      vishti: 'Вишти',
      shakuni: 'Шакуни',
      chatushpada: 'Чатушпада',
      naga: 'Нага',
    },
    vara: {
      ravivara: 'Равивара',
      somavara: 'Сомавара',
      mangalavara: 'Мангалавара',
      budhavara: 'Будхавара',
      guruvara: 'Гурувара',
      shukravara: 'Шукравара',
      shanivara: 'Шанивара',
    },
  },
};
