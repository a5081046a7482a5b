/**
 * The Vedic report's kundli matching part, when the report names a partner: the two Moons, the
 * eight kootas with their points (of 36), the Nadi and Bhakoot doshas with the exceptions that
 * hold, the ten poruthams, and both charts' Manglik status. Words in every Vedic language.
 */
import type { matching } from '../astro/vedic/matching.ts';
import type { Sign } from '../astro/vocabulary.ts';
import { count as countFr } from '../interpretation/fr/grammar.ts';
import { countOf as countIt } from '../interpretation/it/grammar.ts';
import { things } from '../interpretation/ja/grammar.ts';
import { countOf as countPl } from '../interpretation/pl/grammar.ts';
import { countOf as countRu } from '../interpretation/ru/grammar.ts';
import { VEDIC_TEXTS, type VedicLanguage } from '../interpretation/vedic/index.ts';
import { heading, paragraph, type ReportDocument, table } from './pdf-layout.ts';
import { LOCALES } from './report-dates.ts';
import { labelRows, subheading } from './report-sections.ts';
import { inSignDe, inSignPl, inSignRu, inSignTr } from './vedic-lord-phrases.ts';
import { VEDIC_REPORT_WORDS } from './vedic-report-words.ts';

type Matching = ReturnType<typeof matching>;
type Koota = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha-maitri' | 'gana' | 'bhakoot' | 'nadi';
type Porutham =
  | 'dina'
  | 'gana'
  | 'mahendra'
  | 'stree-deergha'
  | 'yoni'
  | 'rasi'
  | 'rasi-adhipathi'
  | 'vasya'
  | 'rajju'
  | 'vedha';

interface MatchingWords {
  title: string;
  boy: string;
  girl: string;
  /** "Moon in Taurus, Rohini pada 2". */
  moon(sign: string, nakshatra: string, pada: number): string;
  ashtakoota: string;
  koota: string;
  points: string;
  of: string;
  kootas: Record<Koota, string>;
  total(points: string): string;
  nadiDosha: string;
  bhakootDosha: string;
  /** "no", "yes", "yes, with exceptions: …". */
  dosha(present: boolean, exceptions: number): string;
  porutham(agreeing: number): string;
  check: string;
  agrees: string;
  yes: string;
  no: string;
  poruthams: Record<Porutham, string>;
  manglik(who: string): string;
  manglikMatch(agrees: boolean): string;
}

/** The ten poruthams' names in Latin transliteration, as every Latin-script language writes them. */
const PORUTHAMS_TRANSLITERATED: MatchingWords['poruthams'] = {
  dina: 'Dina',
  gana: 'Gana',
  mahendra: 'Mahendra',
  'stree-deergha': 'Stree deergha',
  yoni: 'Yoni',
  rasi: 'Rasi',
  'rasi-adhipathi': 'Rasi adhipathi',
  vasya: 'Vasya',
  rajju: 'Rajju',
  vedha: 'Vedha',
};

export const MATCHING_WORDS: Record<VedicLanguage, MatchingWords> = {
  en: {
    title: 'Kundli matching',
    boy: 'Boy',
    girl: 'Girl',
    moon: (sign, nakshatra, pada) => `Moon in ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Points',
    of: 'Of',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Total: ${points} of 36 gunas.`,
    nadiDosha: 'Nadi dosha',
    bhakootDosha: 'Bhakoot dosha',
    dosha: (present, exceptions) =>
      !present
        ? 'no'
        : exceptions === 0
          ? 'yes'
          : `yes, lifted by ${exceptions} ${exceptions === 1 ? 'exception' : 'exceptions'}`,
    porutham: (agreeing) => `Porutham (South Indian): ${agreeing} of the 10 checks agree.`,
    check: 'Porutham',
    agrees: 'Agrees',
    yes: 'yes',
    no: 'no',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) => (agrees ? 'The Manglik status agrees.' : 'The Manglik status does not agree.'),
  },
  hi: {
    title: 'कुंडली मिलान',
    boy: 'वर',
    girl: 'कन्या',
    moon: (sign, nakshatra, pada) => `चंद्र ${sign} राशि में, ${nakshatra} नक्षत्र चरण ${pada}`,
    ashtakoota: 'अष्टकूट (गुण मिलान)',
    koota: 'कूट',
    points: 'गुण',
    of: 'पूर्णांक',
    kootas: {
      varna: 'वर्ण',
      vashya: 'वश्य',
      tara: 'तारा',
      yoni: 'योनि',
      'graha-maitri': 'ग्रह मैत्री',
      gana: 'गण',
      bhakoot: 'भकूट',
      nadi: 'नाड़ी',
    },
    total: (points) => `कुल: 36 में से ${points} गुण।`,
    nadiDosha: 'नाड़ी दोष',
    bhakootDosha: 'भकूट दोष',
    dosha: (present, exceptions) =>
      !present ? 'नहीं' : exceptions === 0 ? 'हाँ' : `हाँ, किंतु ${exceptions} परिहार से निरस्त`,
    porutham: (agreeing) => `पोरुथम (दक्षिण भारतीय): 10 में से ${agreeing} मिलान अनुकूल।`,
    check: 'पोरुथम',
    agrees: 'अनुकूल',
    yes: 'हाँ',
    no: 'नहीं',
    poruthams: {
      dina: 'दिन',
      gana: 'गण',
      mahendra: 'माहेंद्र',
      'stree-deergha': 'स्त्री दीर्घ',
      yoni: 'योनि',
      rasi: 'राशि',
      'rasi-adhipathi': 'राशि अधिपति',
      vasya: 'वश्य',
      rajju: 'रज्जु',
      vedha: 'वेध',
    },
    manglik: (who) => `मांगलिक (${who})`,
    manglikMatch: (agrees) => (agrees ? 'मांगलिक स्थिति मेल खाती है।' : 'मांगलिक स्थिति मेल नहीं खाती।'),
  },
  es: {
    title: 'Compatibilidad de kundlis',
    boy: 'Él',
    girl: 'Ella',
    moon: (sign, nakshatra, pada) => `Luna en ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Puntos',
    of: 'De',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Total: ${points} de 36 gunas.`,
    nadiDosha: 'Nadi dosha',
    bhakootDosha: 'Bhakoot dosha',
    dosha: (present, exceptions) =>
      !present
        ? 'no'
        : exceptions === 0
          ? 'sí'
          : `sí, anulado por ${exceptions} ${exceptions === 1 ? 'excepción' : 'excepciones'}`,
    porutham: (agreeing) => `Porutham (sur de la India): ${agreeing} de las 10 comprobaciones concuerdan.`,
    check: 'Porutham',
    agrees: 'Concuerda',
    yes: 'sí',
    no: 'no',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) => (agrees ? 'La condición de Manglik concuerda.' : 'La condición de Manglik no concuerda.'),
  },
  de: {
    title: 'Kundli-Vergleich',
    boy: 'Er',
    girl: 'Sie',
    moon: (sign, nakshatra, pada) => `Mond ${inSignDe(sign)}, ${nakshatra} Pada ${pada}`,
    ashtakoota: 'Ashtakoota (Guna Milan)',
    koota: 'Koota',
    points: 'Punkte',
    of: 'Von',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha Maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Gesamt: ${points} von 36 Gunas.`,
    nadiDosha: 'Nadi Dosha',
    bhakootDosha: 'Bhakoot Dosha',
    dosha: (present, exceptions) =>
      !present
        ? 'nein'
        : exceptions === 0
          ? 'ja'
          : `ja, aufgehoben durch ${exceptions} ${exceptions === 1 ? 'Ausnahme' : 'Ausnahmen'}`,
    porutham: (agreeing) => `Porutham (südindisch): ${agreeing} der 10 Prüfungen stimmen überein.`,
    check: 'Porutham',
    agrees: 'Stimmt überein',
    yes: 'ja',
    no: 'nein',
    poruthams: {
      dina: 'Dina',
      gana: 'Gana',
      mahendra: 'Mahendra',
      'stree-deergha': 'Stree Deergha',
      yoni: 'Yoni',
      rasi: 'Rasi',
      'rasi-adhipathi': 'Rasi Adhipathi',
      vasya: 'Vasya',
      rajju: 'Rajju',
      vedha: 'Vedha',
    },
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) =>
      agrees ? 'Der Manglik-Status stimmt überein.' : 'Der Manglik-Status stimmt nicht überein.',
  },
  tr: {
    title: 'Kundli uyumu',
    boy: 'Erkek',
    girl: 'Kadın',
    moon: (sign, nakshatra, pada) => `Ay ${inSignTr(sign)}, ${nakshatra} ${pada}. pada`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Puan',
    of: 'Üzerinden',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Toplam: 36 gunadan ${points}.`,
    nadiDosha: 'Nadi doşa',
    bhakootDosha: 'Bhakoot doşa',
    dosha: (present, exceptions) =>
      !present ? 'hayır' : exceptions === 0 ? 'evet' : `evet, ama ${exceptions} istisnayla kalkıyor`,
    porutham: (agreeing) => `Porutham (Güney Hindistan usulü): 10 ölçütten ${agreeing} tanesi uyumlu.`,
    check: 'Porutham',
    agrees: 'Uyumlu',
    yes: 'evet',
    no: 'hayır',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) => (agrees ? 'Manglik durumları uyuşuyor.' : 'Manglik durumları uyuşmuyor.'),
  },
  ja: {
    title: 'クンダリーの相性',
    boy: '男性',
    girl: '女性',
    moon: (sign, nakshatra, pada) => `月：${sign}、${nakshatra}第${pada}パーダ`,
    ashtakoota: 'アシュタクータ（グナ・ミラン）',
    koota: 'クータ',
    points: '得点',
    of: '満点',
    kootas: {
      varna: 'ヴァルナ',
      vashya: 'ヴァシャ',
      tara: 'ターラー',
      yoni: 'ヨーニ',
      'graha-maitri': 'グラハ・マイトリ',
      gana: 'ガナ',
      bhakoot: 'バクート',
      nadi: 'ナーディ',
    },
    total: (points) => `合計：36グナ中${points}グナ。`,
    nadiDosha: 'ナーディ・ドーシャ',
    bhakootDosha: 'バクート・ドーシャ',
    dosha: (present, exceptions) =>
      !present ? 'なし' : exceptions === 0 ? 'あり' : `あり（${things(exceptions)}の例外により解消）`,
    porutham: (agreeing) => `ポルッタム（南インド式）：10項目中${agreeing}項目が適合。`,
    check: 'ポルッタム',
    agrees: '適合',
    yes: 'はい',
    no: 'いいえ',
    poruthams: {
      dina: 'ディナ',
      gana: 'ガナ',
      mahendra: 'マヘーンドラ',
      'stree-deergha': 'ストリー・ディールガ',
      yoni: 'ヨーニ',
      rasi: 'ラーシ',
      'rasi-adhipathi': 'ラーシ・アディパティ',
      vasya: 'ヴァシャ',
      rajju: 'ラッジュ',
      vedha: 'ヴェーダ',
    },
    manglik: (who) => `マンガリク（${who}）`,
    manglikMatch: (agrees) => (agrees ? 'マンガリクの状態は一致しています。' : 'マンガリクの状態は一致していません。'),
  },
  pt: {
    title: 'Compatibilidade de kundlis',
    boy: 'Ele',
    girl: 'Ela',
    moon: (sign, nakshatra, pada) => `Lua em ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Pontos',
    of: 'Máximo',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Total: ${points} de 36 gunas.`,
    nadiDosha: 'Nadi dosha',
    bhakootDosha: 'Bhakoot dosha',
    dosha: (present, exceptions) =>
      !present
        ? 'não'
        : exceptions === 0
          ? 'sim'
          : `sim, anulado por ${exceptions} ${exceptions === 1 ? 'exceção' : 'exceções'}`,
    porutham: (agreeing) =>
      `Porutham (sul da Índia): ${agreeing} das 10 verificações ${agreeing === 1 ? 'é favorável' : 'são favoráveis'}.`,
    check: 'Porutham',
    agrees: 'Favorável',
    yes: 'sim',
    no: 'não',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) =>
      agrees ? 'A condição de Manglik é a mesma nos dois mapas.' : 'A condição de Manglik difere entre os dois mapas.',
  },
  nl: {
    title: 'Kundli-vergelijking',
    boy: 'Hij',
    girl: 'Zij',
    moon: (sign, nakshatra, pada) => `Maan in ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Punten',
    of: 'Maximum',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Totaal: ${points} van de 36 guna's.`,
    nadiDosha: 'Nadi-dosha',
    bhakootDosha: 'Bhakoot-dosha',
    dosha: (present, exceptions) =>
      !present
        ? 'nee'
        : exceptions === 0
          ? 'ja'
          : `ja, opgeheven door ${exceptions} ${exceptions === 1 ? 'uitzondering' : 'uitzonderingen'}`,
    porutham: (agreeing) =>
      `Porutham (Zuid-Indiaas): ${agreeing} van de 10 toetsen ${agreeing === 1 ? 'is gunstig' : 'zijn gunstig'}.`,
    check: 'Porutham',
    agrees: 'Gunstig',
    yes: 'ja',
    no: 'nee',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) =>
      agrees
        ? 'De Manglik-status is in beide horoscopen gelijk.'
        : 'De Manglik-status verschilt tussen de twee horoscopen.',
  },
  fr: {
    title: 'Compatibilité des kundlis',
    boy: 'Lui',
    girl: 'Elle',
    moon: (sign, nakshatra, pada) => `Lune en ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Points',
    of: 'Sur',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Total\u00a0: ${points} sur 36 gunas.`,
    nadiDosha: 'Nadi dosha',
    bhakootDosha: 'Bhakoot dosha',
    dosha: (present, exceptions) =>
      !present ? 'non' : exceptions === 0 ? 'oui' : `oui, levé par ${countFr(exceptions, 'exception', 'exceptions')}`,
    porutham: (agreeing) =>
      `Porutham (Inde du Sud)\u00a0: ${
        agreeing === 0
          ? 'aucun des 10 critères ne concorde'
          : `${agreeing} des 10 critères ${agreeing === 1 ? 'concorde' : 'concordent'}`
      }.`,
    check: 'Porutham',
    agrees: 'Concorde',
    yes: 'oui',
    no: 'non',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) => (agrees ? 'Le statut Manglik concorde.' : 'Le statut Manglik ne concorde pas.'),
  },
  it: {
    title: 'Compatibilità delle kundli',
    boy: 'Lui',
    girl: 'Lei',
    moon: (sign, nakshatra, pada) => `Luna in ${sign}, ${nakshatra} pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Punti',
    of: 'Su',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Totale: ${points} su 36 guna.`,
    nadiDosha: 'Nadi dosha',
    bhakootDosha: 'Bhakoot dosha',
    dosha: (present, exceptions) =>
      !present ? 'no' : exceptions === 0 ? 'sì' : `sì, annullato da ${countIt(exceptions, 'eccezione', 'eccezioni')}`,
    porutham: (agreeing) =>
      `Porutham (India del Sud): ${agreeing === 1 ? '1 verifica su 10 concorda' : `${agreeing} verifiche su 10 concordano`}.`,
    check: 'Porutham',
    agrees: 'Concorda',
    yes: 'sì',
    no: 'no',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) => (agrees ? 'Lo stato Manglik concorda.' : 'Lo stato Manglik non concorda.'),
  },
  pl: {
    title: 'Dopasowanie kundli',
    boy: 'On',
    girl: 'Ona',
    moon: (sign, nakshatra, pada) => `Księżyc ${inSignPl(sign)}, ${nakshatra}, pada ${pada}`,
    ashtakoota: 'Ashtakoota (guna milan)',
    koota: 'Koota',
    points: 'Punkty',
    of: 'Maks.',
    kootas: {
      varna: 'Varna',
      vashya: 'Vashya',
      tara: 'Tara',
      yoni: 'Yoni',
      'graha-maitri': 'Graha maitri',
      gana: 'Gana',
      bhakoot: 'Bhakoot',
      nadi: 'Nadi',
    },
    total: (points) => `Razem: ${points} z 36 gun.`,
    nadiDosha: 'Nadi dosza',
    bhakootDosha: 'Bhakoot dosza',
    // "zniesiona": the dosza (feminine) of the row's label.
    dosha: (present, exceptions) =>
      !present
        ? 'nie'
        : exceptions === 0
          ? 'tak'
          : `tak, zniesiona przez ${countPl(exceptions, 'wyjątek', 'wyjątki', 'wyjątków')}`,
    porutham: (agreeing) => `Porutham (system południowoindyjski): zgodnych prób – ${agreeing} z 10.`,
    check: 'Porutham',
    agrees: 'Zgodność',
    yes: 'tak',
    no: 'nie',
    poruthams: PORUTHAMS_TRANSLITERATED,
    manglik: (who) => `Manglik (${who})`,
    manglikMatch: (agrees) =>
      agrees ? 'Status Manglik obu osób się zgadza.' : 'Status Manglik obu osób się nie zgadza.',
  },
  ru: {
    title: 'Совместимость кундали',
    boy: 'Он',
    girl: 'Она',
    moon: (sign, nakshatra, pada) => `Луна ${inSignRu(sign)}, ${nakshatra}, пада ${pada}`,
    ashtakoota: 'Ашта-кута (гуна милан)',
    koota: 'Кута',
    points: 'Баллы',
    of: 'Макс.',
    kootas: {
      varna: 'Варна',
      vashya: 'Вашья',
      tara: 'Тара',
      yoni: 'Йони',
      'graha-maitri': 'Граха майтри',
      gana: 'Гана',
      bhakoot: 'Бхакут',
      nadi: 'Нади',
    },
    total: (points) => `Итого: ${points} из 36 гун.`,
    nadiDosha: 'Нади-доша',
    bhakootDosha: 'Бхакут-доша',
    // "отменена": the доша (feminine) of the row's label.
    dosha: (present, exceptions) =>
      !present
        ? 'нет'
        : exceptions === 0
          ? 'да'
          : `да, отменена ${countRu(exceptions, 'исключением', 'исключениями', 'исключениями')}`,
    porutham: (agreeing) => `Порутхам (южноиндийская система): совпадений — ${agreeing} из 10.`,
    check: 'Порутхам',
    agrees: 'Совпадение',
    yes: 'да',
    no: 'нет',
    poruthams: {
      dina: 'Дина',
      gana: 'Гана',
      mahendra: 'Махендра',
      'stree-deergha': 'Стри диргха',
      yoni: 'Йони',
      rasi: 'Раси',
      'rasi-adhipathi': 'Раси адхипати',
      vasya: 'Васья',
      rajju: 'Раджу',
      vedha: 'Ведха',
    },
    manglik: (who) => `Манглик (${who})`,
    manglikMatch: (agrees) =>
      agrees ? 'Статус Манглик у партнёров совпадает.' : 'Статус Манглик у партнёров не совпадает.',
  },
};

/** Points as the tables write them: "1.5", "0.5", "27". */
const pointsText = (points: number, language: VedicLanguage) =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(points);

/** "Label: value" punctuated as the language sets it: a no-break space before a French colon, a full-width colon in Japanese. */
const labelled = (label: string, value: string, language: VedicLanguage): string =>
  language === 'fr' ? `${label}\u00a0: ${value}` : language === 'ja' ? `${label}：${value}` : `${label}: ${value}`;

/**
 * Draws the matching part.
 * @param names the boy's and the girl's names as the report prints them
 */
export function matchingSection(
  report: ReportDocument,
  language: VedicLanguage,
  m: Matching,
  names: { boy: string; girl: string },
): void {
  const words = MATCHING_WORDS[language];
  const texts = VEDIC_TEXTS[language];
  const reportWords = VEDIC_REPORT_WORDS[language];
  const moon = (p: Matching['boy']) =>
    words.moon(texts.signNames[p.moon.sign as Sign], texts.nakshatraNames[p.moon.nakshatraNumber - 1], p.moon.pada);
  heading(report, words.title);
  labelRows(report, [
    [labelled(words.boy, names.boy, language), moon(m.boy)],
    [labelled(words.girl, names.girl, language), moon(m.girl)],
  ]);
  subheading(report, words.ashtakoota);
  table(
    report,
    [
      { header: words.koota, share: 0.5 },
      { header: words.points, share: 0.25, align: 'right' },
      { header: words.of, share: 0.25, align: 'right' },
    ],
    m.ashtakoota.kootas.map((k) => [words.kootas[k.koota as Koota], pointsText(k.points, language), String(k.max)]),
  );
  paragraph(report, words.total(pointsText(m.ashtakoota.total, language)));
  const { nadiDosha, bhakootDosha } = m.ashtakoota;
  labelRows(report, [
    [words.nadiDosha, words.dosha(nadiDosha.present, nadiDosha.exceptions.length)],
    [words.bhakootDosha, words.dosha(bhakootDosha.present, bhakootDosha.exceptions.length)],
    [words.manglik(names.boy), reportWords.manglikStatus(m.boy.manglik.byRule, m.boy.manglik.cancellations.length)],
    [words.manglik(names.girl), reportWords.manglikStatus(m.girl.manglik.byRule, m.girl.manglik.cancellations.length)],
  ]);
  paragraph(report, words.manglikMatch(m.manglikMatch.agrees));
  subheading(report, words.porutham(m.porutham.agreeing));
  table(
    report,
    [
      { header: words.check, share: 0.6 },
      { header: words.agrees, share: 0.4 },
    ],
    m.porutham.checks.map((c) => [words.poruthams[c.check as Porutham], c.agrees ? words.yes : words.no]),
  );
}
