/**
 * The words of the compact Markdown a language model reads (chart context and chat context), in
 * each language the service answers in; names of points, signs and aspects come from
 * src/interpretation. Degrees are written 24°13′, dates YYYY-MM-DD.
 */

import { count as frCount } from '../../../interpretation/fr/grammar.ts';
import { FR_FEMININE_POINT_NAMES } from '../../../interpretation/fr/points.ts';
import { countOf as hiCountOf } from '../../../interpretation/hi/grammar.ts';
import type { Language } from '../../../interpretation/index.ts';
import { countOf } from '../../../interpretation/it/grammar.ts';
import { countOf as nlCountOf } from '../../../interpretation/nl/grammar.ts';
import { count as jaCount } from '../../../interpretation/ja/grammar.ts';
import { countOf as plCountOf, decline as plDecline } from '../../../interpretation/pl/grammar.ts';
import { plGenderOf } from '../../../interpretation/pl/points.ts';
import { countOf as trCountOf } from '../../../interpretation/tr/grammar.ts';

export interface Labels {
  user: string;
  born: string;
  timeUnknown: string;
  natal: string;
  in: string;
  house: string;
  retrograde: string;
  aspects: string;
  balance: string;
  now: string;
  coming: string;
  natalOf: (name: string) => string;
  /** An aspect's name as written mid-sentence. */
  aspect: (name: string) => string;
  orb: string;
  applying: string;
  separating: string;
  exact: string;
  from: string;
  until: string;
  none: string;
  houseSystem: string;
  positions: string;
  houses: string;
  patterns: string;
  interpretation: string;
  aspectsToNatal: string;
  natalPositions: string;
  crossAspects: string;
  transits: string;
  chart: string;
  aspectList: string;
  /** The line after a list cut short. */
  more: (count: number) => string;
}

export const LABELS: Record<Language, Labels> = {
  en: {
    user: 'User',
    born: 'born',
    timeUnknown: 'birth time unknown: no houses, Ascendant or Midheaven',
    natal: 'Natal chart',
    in: 'in',
    house: 'house',
    retrograde: 'retrograde',
    aspects: 'Main natal aspects',
    balance: 'Balance',
    now: 'Transits now',
    coming: 'Coming days',
    natalOf: (name) => `natal ${name}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orb',
    applying: 'applying',
    separating: 'separating',
    exact: 'exact',
    from: 'from',
    until: 'until',
    none: 'none',
    houseSystem: 'houses',
    positions: 'Positions',
    houses: 'Houses',
    patterns: 'Patterns',
    interpretation: 'Interpretation',
    aspectsToNatal: 'Aspects to the natal chart',
    natalPositions: 'Natal positions',
    crossAspects: 'Aspects between the charts',
    transits: 'Transits',
    chart: 'Chart',
    aspectList: 'Aspects',
    more: (count) => `… ${count} more with wider orbs`,
  },
  es: {
    user: 'Usuario',
    born: 'nacimiento',
    timeUnknown: 'hora de nacimiento desconocida: sin casas, Ascendente ni Medio Cielo',
    natal: 'Carta natal',
    in: 'en',
    house: 'casa',
    retrograde: 'retrógrado',
    aspects: 'Aspectos natales principales',
    balance: 'Equilibrio',
    now: 'Tránsitos actuales',
    coming: 'Próximos días',
    // "natal" agrees with the point's gender: "Soleil natal", "Lune natale".
    natalOf: (name) => `${name} ${FR_FEMININE_POINT_NAMES.has(name) ? 'natale' : 'natal'}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orbe',
    applying: 'aplicativo',
    separating: 'separativo',
    exact: 'exacto',
    from: 'desde',
    until: 'hasta',
    none: 'ninguno',
    houseSystem: 'casas',
    positions: 'Posiciones',
    houses: 'Casas',
    patterns: 'Configuraciones',
    interpretation: 'Interpretación',
    aspectsToNatal: 'Aspectos a la carta natal',
    natalPositions: 'Posiciones natales',
    crossAspects: 'Aspectos entre las cartas',
    transits: 'Tránsitos',
    chart: 'Carta',
    aspectList: 'Aspectos',
    more: (count) => `… ${count} más con orbes más amplios`,
  },
  de: {
    user: 'Nutzer',
    born: 'geboren',
    timeUnknown: 'Geburtszeit unbekannt: ohne Häuser, Aszendent und MC',
    natal: 'Geburtshoroskop',
    in: 'in',
    house: 'Haus',
    retrograde: 'rückläufig',
    aspects: 'Wichtigste Radix-Aspekte',
    balance: 'Verteilung',
    now: 'Aktuelle Transite',
    coming: 'Kommende Tage',
    natalOf: (name) => `Radix-${name}`,
    aspect: (name) => name,
    orb: 'Orbis',
    applying: 'applikativ',
    separating: 'separativ',
    exact: 'exakt',
    from: 'ab',
    until: 'bis',
    none: 'keine',
    houseSystem: 'Häuser',
    positions: 'Positionen',
    houses: 'Häuser',
    patterns: 'Figuren',
    interpretation: 'Deutung',
    aspectsToNatal: 'Aspekte zum Radix',
    natalPositions: 'Radix-Positionen',
    crossAspects: 'Aspekte zwischen den Horoskopen',
    transits: 'Transite',
    chart: 'Horoskop',
    aspectList: 'Aspekte',
    more: (count) => `… ${count} weitere mit größerem Orbis`,
  },
  fr: {
    user: 'Utilisateur',
    born: 'naissance',
    timeUnknown: 'heure de naissance inconnue\u00a0: ni maisons, ni Ascendant, ni Milieu du Ciel',
    natal: 'Thème natal',
    in: 'en',
    house: 'maison',
    retrograde: 'rétrograde',
    aspects: 'Principaux aspects natals',
    balance: 'Répartition',
    now: 'Transits actuels',
    coming: 'Prochains jours',
    // "natal" agrees with the point's gender: "Soleil natal", "Lune natale".
    natalOf: (name) => `${name} ${FR_FEMININE_POINT_NAMES.has(name) ? 'natale' : 'natal'}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orbe',
    applying: 'appliquant',
    separating: 'séparant',
    exact: 'exact',
    from: 'à partir du',
    until: 'jusqu’au',
    none: 'aucun',
    houseSystem: 'maisons',
    positions: 'Positions',
    houses: 'Maisons',
    patterns: 'Configurations',
    interpretation: 'Interprétation',
    aspectsToNatal: 'Aspects au thème natal',
    natalPositions: 'Positions natales',
    crossAspects: 'Aspects entre les thèmes',
    transits: 'Transits',
    chart: 'Thème',
    aspectList: 'Aspects',
    // Intl.PluralRules('fr-FR') chooses the noun's form: "1 autre", "3 autres".
    more: (count) => `… ${frCount(count, 'autre aspect', 'autres aspects')} à l’orbe plus large`,
  },
  it: {
    user: 'Utente',
    born: 'nascita',
    timeUnknown: 'ora di nascita sconosciuta: niente case, Ascendente né Medio Cielo',
    natal: 'Tema natale',
    in: 'in',
    house: 'casa',
    retrograde: 'retrogrado',
    aspects: 'Aspetti natali principali',
    balance: 'Equilibrio',
    now: 'Transiti attuali',
    coming: 'Prossimi giorni',
    natalOf: (name) => `${name} natale`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orbe',
    applying: 'applicativo',
    separating: 'separativo',
    exact: 'esatto',
    from: 'da',
    until: 'fino a',
    none: 'nessuno',
    houseSystem: 'case',
    positions: 'Posizioni',
    houses: 'Case',
    patterns: 'Configurazioni',
    interpretation: 'Interpretazione',
    aspectsToNatal: 'Aspetti al tema natale',
    natalPositions: 'Posizioni natali',
    crossAspects: 'Aspetti tra i temi',
    transits: 'Transiti',
    chart: 'Tema',
    aspectList: 'Aspetti',
    more: (count) => `… ${countOf(count, 'altro aspetto', 'altri aspetti')} con orbi più ampi`,
  },
  ja: {
    user: 'ユーザー',
    born: '出生',
    timeUnknown: '出生時刻不明：ハウス、アセンダント、MCはありません',
    natal: '出生図',
    in: '：',
    house: 'ハウス',
    retrograde: '逆行',
    aspects: '出生図の主なアスペクト',
    balance: 'バランス',
    now: '現在のトランジット',
    coming: '今後数日',
    natalOf: (name) => `出生図の${name}`,
    aspect: (name) => name,
    orb: 'オーブ',
    applying: '接近中',
    separating: '分離中',
    exact: '正確',
    from: '開始',
    until: '終了',
    none: 'なし',
    houseSystem: 'ハウス',
    positions: '位置',
    houses: 'ハウス',
    patterns: '配置パターン',
    interpretation: '読み解き',
    aspectsToNatal: '出生図へのアスペクト',
    natalPositions: '出生図の位置',
    crossAspects: 'チャート間のアスペクト',
    transits: 'トランジット',
    chart: 'チャート',
    aspectList: 'アスペクト',
    // Japanese has no plural: Intl.PluralRules('ja-JP') knows only "other", so one form with the counter 件.
    more: (count) => `…ほかに、より広いオーブのアスペクトが${jaCount(count, '件')}`,
  },
  hi: {
    user: 'उपयोगकर्ता',
    born: 'जन्म',
    timeUnknown: 'जन्म का समय अज्ञात: भाव, लग्न और मध्य आकाश नहीं',
    natal: 'जन्म कुंडली',
    in: 'में',
    house: 'भाव',
    retrograde: 'वक्री',
    aspects: 'मुख्य जन्म योग',
    balance: 'संतुलन',
    now: 'वर्तमान गोचर',
    coming: 'आने वाले दिन',
    natalOf: (name) => `जन्म ${name}`,
    aspect: (name) => name,
    orb: 'अंश-सीमा',
    applying: 'निकट आता',
    separating: 'दूर जाता',
    exact: 'सटीक',
    from: 'से',
    until: 'तक',
    none: 'कोई नहीं',
    houseSystem: 'भाव पद्धति',
    positions: 'स्थितियाँ',
    houses: 'भाव',
    patterns: 'योग-आकृतियाँ',
    interpretation: 'फलादेश',
    aspectsToNatal: 'जन्म कुंडली से योग',
    natalPositions: 'जन्म स्थितियाँ',
    crossAspects: 'दोनों कुंडलियों के बीच योग',
    transits: 'गोचर',
    chart: 'कुंडली',
    aspectList: 'योग',
    more: (count) => `… व्यापक अंश-सीमा वाले ${hiCountOf(count, 'और योग', 'और योग')}`,
  },
  nl: {
    user: 'Gebruiker',
    born: 'geboren',
    timeUnknown: 'geboortetijd onbekend: geen huizen, Ascendant of Medium Coeli',
    natal: 'Geboortehoroscoop',
    in: 'in',
    house: 'huis',
    retrograde: 'retrograde',
    aspects: 'Belangrijkste geboorteaspecten',
    balance: 'Verdeling',
    now: 'Huidige transits',
    coming: 'Komende dagen',
    natalOf: (name) => `natale ${name}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orb',
    applying: 'applicerend',
    separating: 'separerend',
    exact: 'exact',
    from: 'van',
    until: 'tot',
    none: 'geen',
    houseSystem: 'huizen',
    positions: 'Posities',
    houses: 'Huizen',
    patterns: 'Configuraties',
    interpretation: 'Duiding',
    aspectsToNatal: 'Aspecten tot de geboortehoroscoop',
    natalPositions: 'Geboorteposities',
    crossAspects: 'Aspecten tussen de horoscopen',
    transits: 'Transits',
    chart: 'Horoscoop',
    aspectList: 'Aspecten',
    more: (count) => `… nog ${nlCountOf(count, 'aspect')} met ruimere orbs`,
  },
  tr: {
    user: 'Kullanıcı',
    born: 'doğum',
    timeUnknown: 'doğum saati bilinmiyor: evler, Yükselen ve Tepe Noktası yok',
    natal: 'Doğum haritası',
    in: '–',
    house: 'ev',
    retrograde: 'geri hareketli',
    aspects: 'Başlıca doğum açıları',
    balance: 'Denge',
    now: 'Güncel transitler',
    coming: 'Önümüzdeki günler',
    natalOf: (name) => `natal ${name}`,
    aspect: (name) => name.toLocaleLowerCase('tr'),
    orb: 'orb',
    applying: 'yaklaşan',
    separating: 'ayrılan',
    exact: 'tam',
    from: 'başlangıç',
    until: 'bitiş',
    none: 'yok',
    houseSystem: 'ev sistemi',
    positions: 'Konumlar',
    houses: 'Evler',
    patterns: 'Açı kalıpları',
    interpretation: 'Yorum',
    aspectsToNatal: 'Doğum haritasına açılar',
    natalPositions: 'Doğum konumları',
    crossAspects: 'Haritalar arası açılar',
    transits: 'Transitler',
    chart: 'Harita',
    aspectList: 'Açılar',
    more: (count) => `… daha geniş orbla ${trCountOf(count, 'açı daha')}`,
  },
  pl: {
    user: 'Użytkownik',
    born: 'urodzenie',
    timeUnknown: 'godzina urodzenia nieznana: bez domów, Ascendentu i Medium Coeli',
    natal: 'Horoskop urodzeniowy',
    in: '–',
    house: 'dom',
    retrograde: 'ruch wsteczny',
    aspects: 'Główne aspekty urodzeniowe',
    balance: 'Równowaga',
    now: 'Bieżące tranzyty',
    coming: 'Najbliższe dni',
    natalOf: (name) => `${plDecline('urodzeniowy', plGenderOf(name), 'nom')} ${name}`,
    aspect: (name) => name.toLowerCase(),
    orb: 'orb',
    applying: 'zbliżający się',
    separating: 'oddalający się',
    exact: 'dokładny',
    from: 'od',
    until: 'do',
    none: 'brak',
    houseSystem: 'domy',
    positions: 'Pozycje',
    houses: 'Domy',
    patterns: 'Układy',
    interpretation: 'Interpretacja',
    aspectsToNatal: 'Aspekty do horoskopu urodzeniowego',
    natalPositions: 'Pozycje urodzeniowe',
    crossAspects: 'Aspekty między horoskopami',
    transits: 'Tranzyty',
    chart: 'Horoskop',
    aspectList: 'Aspekty',
    more: (count) =>
      `… ${plCountOf(count, 'kolejny aspekt', 'kolejne aspekty', 'kolejnych aspektów')} z szerszymi orbami`,
  },
};

/** 24.2261 → `24°13′` (degrees within a sign, or an orb). */
export function degreesMinutes(value: number): string {
  let degrees = Math.floor(value);
  let minutes = Math.round((value - degrees) * 60);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}
