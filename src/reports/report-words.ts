/**
 * The fixed words of a PDF report (titles, headings, table columns, cover labels) in every
 * language of the interpretation texts. Names of points, signs and aspects come from
 * src/interpretation.
 */
import { polish } from '../interpretation/fr/grammar.ts';
import { FR_FEMININE_POINT_NAMES } from '../interpretation/fr/points.ts';
import type { Language } from '../interpretation/index.ts';
import { polish as itPolish } from '../interpretation/it/grammar.ts';
import { itNamed } from '../interpretation/it/points.ts';
import { adjective as nlAdjective } from '../interpretation/nl/grammar.ts';
import { nlGenderOf } from '../interpretation/nl/points.ts';
import { decline as plDecline, polish as plPolish } from '../interpretation/pl/grammar.ts';
import { plGenderOf, plWith } from '../interpretation/pl/points.ts';
import { polish as ptPolish } from '../interpretation/pt/grammar.ts';
import { ptNamed } from '../interpretation/pt/points.ts';
import { natal as ruNatal, polish as ruPolish } from '../interpretation/ru/grammar.ts';
import { ruDecline, ruGenderOf } from '../interpretation/ru/points.ts';
import { ruSignGenitive } from '../interpretation/ru/zodiac.ts';
import { inCase as trInCase } from '../interpretation/tr/grammar.ts';
import { trNamed } from '../interpretation/tr/points.ts';
import type { ReportSection } from './template-settings.ts';

export interface ReportWords {
  /** Default cover title per report type. */
  title: { natal: string; transit: string; synastry: string };
  sections: Record<Exclude<ReportSection, 'cover'>, string>;
  born: string;
  localTime: string;
  utc: string;
  place: string;
  coordinates: string;
  timezone: string;
  houseSystem: string;
  /** The zodiac row: its label, and the two zodiacs' names. */
  zodiac: string;
  tropical: string;
  sidereal: string;
  prepared: string;
  point: string;
  sign: string;
  position: string;
  house: string;
  motion: string;
  retrograde: string;
  direct: string;
  cusp: string;
  aspect: string;
  orb: string;
  phase: string;
  applying: string;
  separating: string;
  noAspects: string;
  /** Natal interpretation: headings of its parts (chart patterns, aspects interpreted, placements). */
  natalParts: { patterns: string; aspects: string; placements: string };
  /** Synastry interpretation: headings of its parts (the score in words, strongest contacts, house overlays). */
  synastryParts: { summary: string; contacts: string; overlays: string };
  /** Synastry: the compatibility score and its themes. */
  compatibility: string;
  /** The overall score's bar on the score page. */
  overall: string;
  theme: string;
  score: string;
  /** Synastry: "Ada's points in Alan's houses". */
  overlay(pointsOf: string, housesOf: string): string;
  /** "Ada & Alan". */
  and: string;
  /** "Page 3 of 9". */
  page(n: number, of: number): string;
  /** Under the houses: the birth time read as local mean time (before the zone's first standard offset). */
  localMeanTime(zone: string, offset: string): string;
  /** Under the houses: the house system asked for is undefined at a polar latitude; `used` is given instead. */
  polarHouses(requested: string, used: string): string;
  /** Transit reports. */
  transit: TransitWords;
}

/** The words of a transit report. */
export interface TransitWords {
  /** Cover label of the period. */
  period: string;
  /** Heading of the bi-wheel and of the transiting positions: "Transits on 1 March 2027, 00:00". */
  transitsOn(date: string): string;
  /** Legend of the inner ring and label of the natal positions. */
  natal: string;
  /** Heading of the events table (the template's `aspects` section). */
  events: string;
  date: string;
  event: string;
  inOrb: string;
  exact: string;
  /** "square natal Sun" (the aspect name as the language writes it mid-sentence). */
  aspectTo(aspect: string, natalPoint: string): string;
  /** "enters Aries". */
  entersSign(sign: string): string;
  /** "enters natal house 5". */
  entersHouse(house: number): string;
  /** "turns retrograde at 12°34′ Gemini". */
  station(type: 'retrograde' | 'direct', position: string): string;
  /** "Full Moon at 24°10′ Leo". */
  moonPhase(phase: 'new' | 'first-quarter' | 'full' | 'last-quarter', position: string): string;
  /** Column header: the natal house a transiting point stands in. */
  natalHouse: string;
  noEvents: string;
}

/** The words of each language. */
export const REPORT_WORDS: Record<Language, ReportWords> = {
  en: {
    title: { natal: 'Natal Chart Report', transit: 'Transit Report', synastry: 'Synastry Report' },
    sections: {
      wheel: 'Chart Wheel',
      positions: 'Planetary Positions',
      houses: 'Houses',
      aspects: 'Aspects',
      interpretation: 'Interpretation',
    },
    born: 'Born',
    localTime: 'Local time',
    utc: 'Universal time',
    place: 'Place',
    coordinates: 'Coordinates',
    timezone: 'Time zone',
    houseSystem: 'House system',
    zodiac: 'Zodiac',
    tropical: 'Tropical',
    sidereal: 'Sidereal: every position is sidereal',
    prepared: 'Prepared',
    point: 'Point',
    sign: 'Sign',
    position: 'Position',
    house: 'House',
    motion: 'Motion',
    retrograde: 'retrograde',
    direct: 'direct',
    cusp: 'Cusp',
    aspect: 'Aspect',
    orb: 'Orb',
    phase: 'Phase',
    applying: 'applying',
    separating: 'separating',
    noAspects: 'No aspects within orb.',
    natalParts: {
      patterns: 'Chart Patterns',
      aspects: 'Aspects Interpreted',
      placements: 'Planets in Signs and Houses',
    },
    synastryParts: { summary: 'Your Compatibility', contacts: 'Strongest Contacts', overlays: 'House Overlays' },
    compatibility: 'Compatibility',
    overall: 'Overall',
    theme: 'Theme',
    score: 'Score',
    overlay: (a, b) => `${a}’s points in ${b}’s houses`,
    and: '&',
    page: (n, of) => `Page ${n} of ${of}`,
    localMeanTime: (zone, offset) =>
      `The birth time falls before ${zone} had a standard offset: it is read as the local mean time of the birthplace (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `${requested} houses are undefined inside the polar circle: the ${used} cusps are given instead.`,
    transit: {
      period: 'Period',
      transitsOn: (date) => `Transits on ${date}`,
      natal: 'Natal',
      events: 'Transit Calendar',
      date: 'Date',
      event: 'Event',
      inOrb: 'In orb',
      exact: 'Exact',
      aspectTo: (aspect, natal) => `${aspect.toLowerCase()} natal ${natal}`,
      entersSign: (sign) => `enters ${sign}`,
      entersHouse: (house) => `enters natal house ${house}`,
      station: (type, position) => `turns ${type} at ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'New Moon', 'first-quarter': 'First Quarter Moon', full: 'Full Moon', 'last-quarter': 'Last Quarter Moon' }[phase]} at ${position}`,
      natalHouse: 'Natal house',
      noEvents: 'No transit events in this period.',
    },
  },
  es: {
    title: { natal: 'Informe de carta natal', transit: 'Informe de tránsitos', synastry: 'Informe de sinastría' },
    sections: {
      wheel: 'Rueda de la carta',
      positions: 'Posiciones planetarias',
      houses: 'Casas',
      aspects: 'Aspectos',
      interpretation: 'Interpretación',
    },
    born: 'Nacimiento',
    localTime: 'Hora local',
    utc: 'Tiempo universal',
    place: 'Lugar',
    coordinates: 'Coordenadas',
    timezone: 'Zona horaria',
    houseSystem: 'Sistema de casas',
    zodiac: 'Zodíaco',
    tropical: 'Tropical',
    sidereal: 'Sideral: todas las posiciones son siderales',
    prepared: 'Preparado',
    point: 'Punto',
    sign: 'Signo',
    position: 'Posición',
    house: 'Casa',
    motion: 'Movimiento',
    retrograde: 'retrógrado',
    direct: 'directo',
    cusp: 'Cúspide',
    aspect: 'Aspecto',
    orb: 'Orbe',
    phase: 'Fase',
    applying: 'aplicativo',
    separating: 'separativo',
    noAspects: 'Ningún aspecto dentro del orbe.',
    natalParts: {
      patterns: 'Configuraciones de la carta',
      aspects: 'Aspectos interpretados',
      placements: 'Planetas en signos y casas',
    },
    synastryParts: {
      summary: 'Vuestra compatibilidad',
      contacts: 'Los contactos más fuertes',
      overlays: 'Superposición de casas',
    },
    compatibility: 'Compatibilidad',
    overall: 'En conjunto',
    theme: 'Tema',
    score: 'Puntuación',
    overlay: (a, b) => `Puntos de ${a} en las casas de ${b}`,
    and: 'y',
    page: (n, of) => `Página ${n} de ${of}`,
    localMeanTime: (zone, offset) =>
      `La hora de nacimiento es anterior al primer horario estándar de ${zone}: se lee como la hora solar media del lugar de nacimiento (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Las casas ${requested} no están definidas dentro del círculo polar: en su lugar se dan las cúspides ${used}.`,
    transit: {
      period: 'Periodo',
      transitsOn: (date) => `Tránsitos del ${date}`,
      natal: 'Natal',
      events: 'Calendario de tránsitos',
      date: 'Fecha',
      event: 'Evento',
      inOrb: 'En orbe',
      exact: 'Exacto',
      aspectTo: (aspect, natal) => `${aspect.toLowerCase()} a ${natal} natal`,
      entersSign: (sign) => `entra en ${sign}`,
      entersHouse: (house) => `entra en la casa natal ${house}`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'se vuelve retrógrado' : 'se vuelve directo'} en ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Luna nueva', 'first-quarter': 'Cuarto creciente', full: 'Luna llena', 'last-quarter': 'Cuarto menguante' }[phase]} en ${position}`,
      natalHouse: 'Casa natal',
      noEvents: 'Ningún tránsito en este periodo.',
    },
  },
  de: {
    title: { natal: 'Geburtshoroskop', transit: 'Transitbericht', synastry: 'Synastriebericht' },
    sections: {
      wheel: 'Horoskopgrafik',
      positions: 'Planetenstände',
      houses: 'Häuser',
      aspects: 'Aspekte',
      interpretation: 'Deutung',
    },
    born: 'Geboren',
    localTime: 'Ortszeit',
    utc: 'Weltzeit',
    place: 'Ort',
    coordinates: 'Koordinaten',
    timezone: 'Zeitzone',
    houseSystem: 'Häusersystem',
    zodiac: 'Tierkreis',
    tropical: 'Tropisch',
    sidereal: 'Siderisch: alle Positionen sind siderisch',
    prepared: 'Erstellt',
    point: 'Punkt',
    sign: 'Zeichen',
    position: 'Position',
    house: 'Haus',
    motion: 'Bewegung',
    retrograde: 'rückläufig',
    direct: 'direkt',
    cusp: 'Spitze',
    aspect: 'Aspekt',
    orb: 'Orbis',
    phase: 'Phase',
    applying: 'applikativ',
    separating: 'separativ',
    noAspects: 'Keine Aspekte im Orbis.',
    natalParts: {
      patterns: 'Muster im Horoskop',
      aspects: 'Aspekte gedeutet',
      placements: 'Planeten in Zeichen und Häusern',
    },
    synastryParts: {
      summary: 'Eure Verträglichkeit',
      contacts: 'Die stärksten Kontakte',
      overlays: 'Hausüberlagerungen',
    },
    compatibility: 'Kompatibilität',
    overall: 'Insgesamt',
    theme: 'Thema',
    score: 'Wert',
    overlay: (a, b) => `Punkte von ${a} in den Häusern von ${b}`,
    and: '&',
    page: (n, of) => `Seite ${n} von ${of}`,
    localMeanTime: (zone, offset) =>
      `Die Geburtszeit liegt vor der ersten Standardzeit der Zone ${zone}: Sie gilt als mittlere Ortszeit des Geburtsorts (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Häuser nach ${requested} sind innerhalb des Polarkreises nicht definiert: Stattdessen stehen hier die Häuserspitzen nach ${used}.`,
    transit: {
      period: 'Zeitraum',
      transitsOn: (date) => `Transite am ${date}`,
      natal: 'Radix',
      events: 'Transitkalender',
      date: 'Datum',
      event: 'Ereignis',
      inOrb: 'Im Orbis',
      exact: 'Exakt',
      aspectTo: (aspect, natal) => `${aspect} Radix-${natal}`,
      entersSign: (sign) => `wechselt in ${sign}`,
      entersHouse: (house) => `wechselt in Radix-Haus ${house}`,
      station: (type, position) => `${type === 'retrograde' ? 'wird rückläufig' : 'wird direktläufig'} auf ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Neumond', 'first-quarter': 'Zunehmender Halbmond', full: 'Vollmond', 'last-quarter': 'Abnehmender Halbmond' }[phase]} auf ${position}`,
      natalHouse: 'Radix-Haus',
      noEvents: 'Keine Transite in diesem Zeitraum.',
    },
  },
  fr: {
    title: { natal: 'Rapport de thème natal', transit: 'Rapport de transits', synastry: 'Rapport de synastrie' },
    sections: {
      wheel: 'Roue du thème',
      positions: 'Positions planétaires',
      houses: 'Maisons',
      aspects: 'Aspects',
      interpretation: 'Interprétation',
    },
    born: 'Naissance',
    localTime: 'Heure locale',
    utc: 'Temps universel',
    place: 'Lieu',
    coordinates: 'Coordonnées',
    timezone: 'Fuseau horaire',
    houseSystem: 'Système de maisons',
    zodiac: 'Zodiaque',
    tropical: 'Tropical',
    sidereal: 'Sidéral\u00a0: toutes les positions sont sidérales',
    prepared: 'Établi le',
    point: 'Point',
    sign: 'Signe',
    position: 'Position',
    house: 'Maison',
    motion: 'Mouvement',
    retrograde: 'rétrograde',
    direct: 'direct',
    cusp: 'Cuspide',
    aspect: 'Aspect',
    orb: 'Orbe',
    phase: 'Phase',
    applying: 'appliquant',
    separating: 'séparant',
    noAspects: 'Aucun aspect dans l’orbe.',
    natalParts: {
      patterns: 'Configurations du thème',
      aspects: 'Aspects interprétés',
      placements: 'Planètes dans les signes et les maisons',
    },
    synastryParts: {
      summary: 'Votre compatibilité',
      contacts: 'Les contacts les plus forts',
      overlays: 'Superposition des maisons',
    },
    compatibility: 'Compatibilité',
    overall: 'Ensemble',
    theme: 'Thème',
    score: 'Score',
    overlay: (a, b) => polish(`Points de ${a} dans les maisons de ${b}`),
    and: 'et',
    page: (n, of) => `Page ${n} sur ${of}`,
    localMeanTime: (zone, offset) =>
      `L’heure de naissance précède le premier horaire légal de ${zone}\u00a0: elle est lue comme l’heure solaire moyenne du lieu de naissance (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Les maisons ${requested} ne sont pas définies à l’intérieur du cercle polaire\u00a0: les cuspides ${used} sont données à la place.`,
    transit: {
      period: 'Période',
      transitsOn: (date) => `Transits du ${date}`,
      natal: 'Natal',
      events: 'Calendrier des transits',
      date: 'Date',
      event: 'Événement',
      inOrb: 'Dans l’orbe',
      exact: 'Exact',
      // "natal" agrees with the natal point: "carré Soleil natal", "trigone Lune natale".
      aspectTo: (aspect, natal) =>
        `${aspect.toLowerCase()} ${natal} ${FR_FEMININE_POINT_NAMES.has(natal) ? 'natale' : 'natal'}`,
      entersSign: (sign) => `entre en ${sign}`,
      entersHouse: (house) => `entre en maison natale ${house}`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'devient rétrograde' : 'reprend sa marche directe'} à ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Nouvelle Lune', 'first-quarter': 'Premier Quartier', full: 'Pleine Lune', 'last-quarter': 'Dernier Quartier' }[phase]} à ${position}`,
      natalHouse: 'Maison natale',
      noEvents: 'Aucun transit sur cette période.',
    },
  },
  it: {
    title: { natal: 'Rapporto del tema natale', transit: 'Rapporto dei transiti', synastry: 'Rapporto di sinastria' },
    sections: {
      wheel: 'Ruota del tema',
      positions: 'Posizioni planetarie',
      houses: 'Case',
      aspects: 'Aspetti',
      interpretation: 'Interpretazione',
    },
    born: 'Nascita',
    localTime: 'Ora locale',
    utc: 'Tempo universale',
    place: 'Luogo',
    coordinates: 'Coordinate',
    timezone: 'Fuso orario',
    houseSystem: 'Sistema di case',
    zodiac: 'Zodiaco',
    tropical: 'Tropicale',
    sidereal: 'Siderale: tutte le posizioni sono siderali',
    prepared: 'Preparato il',
    point: 'Punto',
    sign: 'Segno',
    position: 'Posizione',
    house: 'Casa',
    motion: 'Moto',
    retrograde: 'retrogrado',
    direct: 'diretto',
    cusp: 'Cuspide',
    aspect: 'Aspetto',
    orb: 'Orbe',
    phase: 'Fase',
    applying: 'applicativo',
    separating: 'separativo',
    noAspects: "Nessun aspetto entro l'orbe.",
    natalParts: {
      patterns: 'Configurazioni del tema',
      aspects: 'Aspetti interpretati',
      placements: 'Pianeti nei segni e nelle case',
    },
    synastryParts: {
      summary: 'La vostra compatibilità',
      contacts: 'I contatti più forti',
      overlays: 'Sovrapposizione delle case',
    },
    compatibility: 'Compatibilità',
    overall: 'Nel complesso',
    theme: 'Tema',
    score: 'Punteggio',
    overlay: (a, b) => `Punti di ${a} nelle case di ${b}`,
    and: 'e',
    page: (n, of) => `Pagina ${n} di ${of}`,
    localMeanTime: (zone, offset) =>
      `L'ora di nascita è anteriore al primo orario standard di ${zone}: è letta come ora solare media del luogo di nascita (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Le case ${requested} non sono definite entro il circolo polare: al loro posto sono date le cuspidi ${used}.`,
    transit: {
      period: 'Periodo',
      transitsOn: (date) => `Transiti del ${date}`,
      natal: 'Natale',
      events: 'Calendario dei transiti',
      date: 'Data',
      event: 'Evento',
      inOrb: "Entro l'orbe",
      exact: 'Esatto',
      aspectTo: (aspect, natal) => itPolish(`${aspect.toLowerCase()} con ${itNamed(natal)} natale`),
      entersSign: (sign) => `entra in ${sign}`,
      entersHouse: (house) => `entra nella casa natale ${house}`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'stazione retrograda' : 'stazione diretta'} a ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Luna nuova', 'first-quarter': 'Primo quarto', full: 'Luna piena', 'last-quarter': 'Ultimo quarto' }[phase]} a ${position}`,
      natalHouse: 'Casa natale',
      noEvents: 'Nessun transito in questo periodo.',
    },
  },
  ja: {
    title: { natal: '出生図レポート', transit: 'トランジット・レポート', synastry: '相性（シナストリー）レポート' },
    sections: {
      wheel: 'ホロスコープ',
      positions: '天体の位置',
      houses: 'ハウス',
      aspects: 'アスペクト',
      interpretation: '読み解き',
    },
    born: '生年月日',
    localTime: '現地時刻',
    utc: '協定世界時',
    place: '場所',
    coordinates: '座標',
    timezone: 'タイムゾーン',
    houseSystem: 'ハウス・システム',
    zodiac: '黄道帯',
    tropical: 'トロピカル',
    sidereal: 'サイデリアル：すべての位置はサイデリアル方式です',
    prepared: '作成日',
    point: '天体・感受点',
    sign: 'サイン',
    position: '位置',
    house: 'ハウス',
    motion: '運行',
    retrograde: '逆行',
    direct: '順行',
    cusp: 'カスプ',
    aspect: 'アスペクト',
    orb: 'オーブ',
    phase: '位相',
    applying: '接近中',
    separating: '分離中',
    noAspects: 'オーブ内のアスペクトはありません。',
    natalParts: {
      patterns: 'チャートの配置パターン',
      aspects: 'アスペクトの読み解き',
      placements: 'サインとハウスの天体',
    },
    synastryParts: {
      summary: 'おふたりの相性',
      contacts: 'もっとも強い結びつき',
      overlays: 'ハウスの重なり',
    },
    compatibility: '相性',
    overall: '総合',
    theme: 'テーマ',
    score: 'スコア',
    overlay: (a, b) => `${b}さんのハウスに入る${a}さんの天体`,
    and: '＆',
    page: (n, of) => `${n}／${of}ページ`,
    localMeanTime: (zone, offset) =>
      `出生時刻は${zone}で最初に標準時が定められる前のため、出生地の地方平均時（UTC${offset}）として読んでいます。`,
    polarHouses: (requested, used) =>
      `${requested}のハウスは極圏内では定義できないため、代わりに${used}のカスプを示しています。`,
    transit: {
      period: '期間',
      transitsOn: (date) => `${date}のトランジット`,
      natal: '出生図',
      events: 'トランジットの暦',
      date: '日付',
      event: '出来事',
      inOrb: 'オーブ内',
      exact: '正確',
      aspectTo: (aspect, natal) => `出生図の${natal}と${aspect}`,
      entersSign: (sign) => `${sign}に入る`,
      entersHouse: (house) => `出生図の第${house}ハウスに入る`,
      station: (type, position) => `${position}で${type === 'retrograde' ? '逆行に転じる' : '順行に戻る'}`,
      moonPhase: (phase, position) =>
        `${position}で${{ new: '新月', 'first-quarter': '上弦の月', full: '満月', 'last-quarter': '下弦の月' }[phase]}`,
      natalHouse: '出生図のハウス',
      noEvents: 'この期間にトランジットはありません。',
    },
  },
  ru: {
    title: { natal: 'Отчёт по натальной карте', transit: 'Отчёт о транзитах', synastry: 'Отчёт о синастрии' },
    sections: {
      wheel: 'Круг карты',
      positions: 'Положения планет',
      houses: 'Дома',
      aspects: 'Аспекты',
      interpretation: 'Толкование',
    },
    born: 'Рождение',
    localTime: 'Местное время',
    utc: 'Всемирное время',
    place: 'Место',
    coordinates: 'Координаты',
    timezone: 'Часовой пояс',
    houseSystem: 'Система домов',
    zodiac: 'Зодиак',
    tropical: 'Тропический',
    sidereal: 'Сидерический: все положения сидерические',
    prepared: 'Подготовлено',
    point: 'Точка',
    sign: 'Знак',
    position: 'Положение',
    house: 'Дом',
    motion: 'Движение',
    retrograde: 'ретроградное',
    direct: 'прямое',
    cusp: 'Куспид',
    aspect: 'Аспект',
    orb: 'Орбис',
    phase: 'Фаза',
    applying: 'сходящийся',
    separating: 'расходящийся',
    noAspects: 'Нет аспектов в пределах орбиса.',
    natalParts: {
      patterns: 'Конфигурации карты',
      aspects: 'Толкование аспектов',
      placements: 'Планеты в знаках и домах',
    },
    synastryParts: {
      summary: 'Ваша совместимость',
      contacts: 'Самые сильные контакты',
      overlays: 'Наложение домов',
    },
    compatibility: 'Совместимость',
    overall: 'В целом',
    theme: 'Тема',
    score: 'Оценка',
    overlay: (a, b) => `Точки карты «${a}» в домах карты «${b}»`,
    and: 'и',
    page: (n, of) => `Страница ${n} из ${of}`,
    localMeanTime: (zone, offset) =>
      `Время рождения раньше введения первого стандартного времени в зоне ${zone}: оно прочитано как среднее местное солнечное время места рождения (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Дома ${requested} не определены за полярным кругом: вместо них даны куспиды ${used}.`,
    transit: {
      period: 'Период',
      transitsOn: (date) => `Транзиты на ${date}`,
      natal: 'Натальная',
      events: 'Календарь транзитов',
      date: 'Дата',
      event: 'Событие',
      inOrb: 'В орбисе',
      exact: 'Точно',
      aspectTo: (aspect, natal) =>
        ruPolish(
          aspect === 'Соединение'
            ? `соединение с ${ruNatal(ruGenderOf(natal), 'ins')} ${ruDecline(natal, 'ins')}`
            : `${aspect.toLowerCase()} к ${ruNatal(ruGenderOf(natal), 'dat')} ${ruDecline(natal, 'dat')}`,
        ),
      entersSign: (sign) => `входит в знак ${ruSignGenitive(sign)}`,
      entersHouse: (house) => `входит в ${house}-й натальный дом`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'ретроградная стоянка' : 'директная стоянка'} — ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Новолуние', 'first-quarter': 'Первая четверть', full: 'Полнолуние', 'last-quarter': 'Последняя четверть' }[phase]} — ${position}`,
      natalHouse: 'Натальный дом',
      noEvents: 'За этот период транзитов нет.',
    },
  },
  pt: {
    title: { natal: 'Relatório do mapa natal', transit: 'Relatório de trânsitos', synastry: 'Relatório de sinastria' },
    sections: {
      wheel: 'Roda do mapa',
      positions: 'Posições planetárias',
      houses: 'Casas',
      aspects: 'Aspectos',
      interpretation: 'Interpretação',
    },
    born: 'Nascimento',
    localTime: 'Hora local',
    utc: 'Tempo universal',
    place: 'Local',
    coordinates: 'Coordenadas',
    timezone: 'Fuso horário',
    houseSystem: 'Sistema de casas',
    zodiac: 'Zodíaco',
    tropical: 'Tropical',
    sidereal: 'Sideral: todas as posições são siderais',
    prepared: 'Preparado em',
    point: 'Ponto',
    sign: 'Signo',
    position: 'Posição',
    house: 'Casa',
    motion: 'Movimento',
    retrograde: 'retrógrado',
    direct: 'direto',
    cusp: 'Cúspide',
    aspect: 'Aspecto',
    orb: 'Orbe',
    phase: 'Fase',
    applying: 'aplicativo',
    separating: 'separativo',
    noAspects: 'Nenhum aspecto dentro do orbe.',
    natalParts: {
      patterns: 'Configurações do mapa',
      aspects: 'Aspectos interpretados',
      placements: 'Planetas nos signos e nas casas',
    },
    synastryParts: {
      summary: 'A compatibilidade de vocês',
      contacts: 'Os contatos mais fortes',
      overlays: 'Sobreposição das casas',
    },
    compatibility: 'Compatibilidade',
    overall: 'No geral',
    theme: 'Tema',
    score: 'Pontuação',
    overlay: (a, b) => `Pontos de ${a} nas casas de ${b}`,
    and: 'e',
    page: (n, of) => `Página ${n} de ${of}`,
    localMeanTime: (zone, offset) =>
      `A hora de nascimento é anterior ao primeiro horário padrão de ${zone}: ela é lida como hora solar média do local de nascimento (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `As casas ${requested} não são definidas dentro do círculo polar: em seu lugar são dadas as cúspides ${used}.`,
    transit: {
      period: 'Período',
      transitsOn: (date) => `Trânsitos em ${date}`,
      natal: 'Natal',
      events: 'Calendário dos trânsitos',
      date: 'Data',
      event: 'Evento',
      inOrb: 'Dentro do orbe',
      exact: 'Exato',
      aspectTo: (aspect, natal) => ptPolish(`${aspect.toLowerCase()} com ${ptNamed(natal)} natal`),
      entersSign: (sign) => `entra em ${sign}`,
      entersHouse: (house) => `entra na casa natal ${house}`,
      station: (type, position) => `${type === 'retrograde' ? 'estação retrógrada' : 'estação direta'} em ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Lua nova', 'first-quarter': 'Quarto crescente', full: 'Lua cheia', 'last-quarter': 'Quarto minguante' }[phase]} em ${position}`,
      natalHouse: 'Casa natal',
      noEvents: 'Nenhum trânsito neste período.',
    },
  },
  hi: {
    title: { natal: 'जन्म कुंडली रिपोर्ट', transit: 'गोचर रिपोर्ट', synastry: 'कुंडली मिलान रिपोर्ट' },
    sections: {
      wheel: 'कुंडली चक्र',
      positions: 'ग्रह स्थितियाँ',
      houses: 'भाव',
      aspects: 'योग',
      interpretation: 'फलादेश',
    },
    born: 'जन्म',
    localTime: 'स्थानीय समय',
    utc: 'सार्वभौमिक समय',
    place: 'स्थान',
    coordinates: 'निर्देशांक',
    timezone: 'समय क्षेत्र',
    houseSystem: 'भाव पद्धति',
    zodiac: 'राशिचक्र',
    tropical: 'सायन',
    sidereal: 'निरयन: सभी स्थितियाँ निरयन हैं',
    prepared: 'तैयार करने की तिथि',
    point: 'बिंदु',
    sign: 'राशि',
    position: 'स्थिति',
    house: 'भाव',
    motion: 'गति',
    retrograde: 'वक्री',
    direct: 'मार्गी',
    cusp: 'भाव-संधि',
    aspect: 'योग',
    orb: 'अंश-सीमा',
    phase: 'चरण',
    applying: 'निकट आता',
    separating: 'दूर जाता',
    noAspects: 'अंश-सीमा के भीतर कोई योग नहीं।',
    natalParts: {
      patterns: 'कुंडली की योग-आकृतियाँ',
      aspects: 'योगों का फल',
      placements: 'राशियों और भावों में ग्रह',
    },
    synastryParts: {
      summary: 'आपकी अनुकूलता',
      contacts: 'सबसे प्रबल संपर्क',
      overlays: 'भावों का मेल',
    },
    compatibility: 'अनुकूलता',
    overall: 'कुल मिलाकर',
    theme: 'विषय',
    score: 'अंक',
    overlay: (a, b) => `${b} के भावों में ${a} के बिंदु`,
    and: 'और',
    page: (n, of) => `पृष्ठ ${n} / ${of}`,
    localMeanTime: (zone, offset) =>
      `जन्म का समय ${zone} के पहले मानक समय से पहले का है: इसे जन्म-स्थान का स्थानीय माध्य समय (UTC${offset}) माना गया है।`,
    polarHouses: (requested, used) =>
      `ध्रुवीय वृत्त के भीतर ${requested} भाव परिभाषित नहीं होते: उनके स्थान पर ${used} भाव-संधियाँ दी गई हैं।`,
    transit: {
      period: 'अवधि',
      transitsOn: (date) => `${date} के गोचर`,
      natal: 'जन्म',
      events: 'गोचर पंचांग',
      date: 'तिथि',
      event: 'घटना',
      inOrb: 'अंश-सीमा में',
      exact: 'सटीक',
      aspectTo: (aspect, natal) => `जन्म ${natal} से ${aspect}`,
      entersSign: (sign) => `${sign} राशि में प्रवेश`,
      entersHouse: (house) => `जन्म कुंडली के भाव ${house} में प्रवेश`,
      station: (type, position) =>
        `${position} पर ${type === 'retrograde' ? 'वक्री होने का ठहराव' : 'मार्गी होने का ठहराव'}`,
      moonPhase: (phase, position) =>
        `${position} पर ${{ new: 'अमावस्या', 'first-quarter': 'शुक्ल अष्टमी', full: 'पूर्णिमा', 'last-quarter': 'कृष्ण अष्टमी' }[phase]}`,
      natalHouse: 'जन्म भाव',
      noEvents: 'इस अवधि में कोई गोचर नहीं।',
    },
  },
  nl: {
    title: { natal: 'Geboortehoroscoop', transit: 'Transitrapport', synastry: 'Synastrierapport' },
    sections: {
      wheel: 'Horoscooptekening',
      positions: 'Planeetposities',
      houses: 'Huizen',
      aspects: 'Aspecten',
      interpretation: 'Duiding',
    },
    born: 'Geboren',
    localTime: 'Lokale tijd',
    utc: 'Wereldtijd',
    place: 'Plaats',
    coordinates: 'Coördinaten',
    timezone: 'Tijdzone',
    houseSystem: 'Huizensysteem',
    zodiac: 'Dierenriem',
    tropical: 'Tropisch',
    sidereal: 'Siderisch: alle posities zijn siderisch',
    prepared: 'Opgesteld op',
    point: 'Punt',
    sign: 'Teken',
    position: 'Positie',
    house: 'Huis',
    motion: 'Beweging',
    retrograde: 'retrograde',
    direct: 'direct',
    cusp: 'Cusp',
    aspect: 'Aspect',
    orb: 'Orb',
    phase: 'Fase',
    applying: 'applicerend',
    separating: 'separerend',
    noAspects: 'Geen aspecten binnen de orb.',
    natalParts: {
      patterns: 'Configuraties in de horoscoop',
      aspects: 'Geduide aspecten',
      placements: 'Planeten in tekens en huizen',
    },
    synastryParts: {
      summary: 'Jullie compatibiliteit',
      contacts: 'De sterkste contacten',
      overlays: 'Huisoverlappingen',
    },
    compatibility: 'Compatibiliteit',
    overall: 'Totaal',
    theme: 'Thema',
    score: 'Score',
    overlay: (a, b) => `Punten van ${a} in de huizen van ${b}`,
    and: 'en',
    page: (n, of) => `Pagina ${n} van ${of}`,
    localMeanTime: (zone, offset) =>
      `De geboortetijd ligt vóór de eerste standaardtijd van ${zone}: hij wordt gelezen als lokale middelbare zonnetijd van de geboorteplaats (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `De huizen volgens ${requested} zijn binnen de poolcirkel niet gedefinieerd: in plaats daarvan staan hier de cuspen volgens ${used}.`,
    transit: {
      period: 'Periode',
      transitsOn: (date) => `Transits op ${date}`,
      natal: 'Geboorte',
      events: 'Transitkalender',
      date: 'Datum',
      event: 'Gebeurtenis',
      inOrb: 'Binnen de orb',
      exact: 'Exact',
      aspectTo: (aspect, natal) =>
        `${aspect.toLowerCase()} met ${nlGenderOf(natal)} ${nlAdjective('natal', nlGenderOf(natal), true)} ${natal}`,
      entersSign: (sign) => `komt in ${sign}`,
      entersHouse: (house) => `komt in geboortehuis ${house}`,
      station: (type, position) => `${type === 'retrograde' ? 'wordt retrograde' : 'wordt direct'} op ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Nieuwe maan', 'first-quarter': 'Eerste kwartier', full: 'Volle maan', 'last-quarter': 'Laatste kwartier' }[phase]} op ${position}`,
      natalHouse: 'Geboortehuis',
      noEvents: 'Geen transits in deze periode.',
    },
  },
  tr: {
    title: { natal: 'Doğum haritası raporu', transit: 'Transit raporu', synastry: 'Sinastri raporu' },
    sections: {
      wheel: 'Harita çarkı',
      positions: 'Gezegen konumları',
      houses: 'Evler',
      aspects: 'Açılar',
      interpretation: 'Yorum',
    },
    born: 'Doğum',
    localTime: 'Yerel saat',
    utc: 'Evrensel zaman',
    place: 'Yer',
    coordinates: 'Koordinatlar',
    timezone: 'Saat dilimi',
    houseSystem: 'Ev sistemi',
    zodiac: 'Zodyak',
    tropical: 'Tropikal',
    sidereal: 'Yıldızsal: bütün konumlar yıldızsal',
    prepared: 'Hazırlanma tarihi',
    point: 'Nokta',
    sign: 'Burç',
    position: 'Konum',
    house: 'Ev',
    motion: 'Hareket',
    retrograde: 'geri',
    direct: 'ileri',
    cusp: 'Ev başlangıcı',
    aspect: 'Açı',
    orb: 'Orb',
    phase: 'Evre',
    applying: 'yaklaşan',
    separating: 'ayrılan',
    noAspects: 'Orb içinde açı yok.',
    natalParts: {
      patterns: 'Haritanın açı kalıpları',
      aspects: 'Yorumlanan açılar',
      placements: 'Burçlarda ve evlerde gezegenler',
    },
    synastryParts: {
      summary: 'Uyumunuz',
      contacts: 'En güçlü temaslar',
      overlays: 'Evlerin üst üste binmesi',
    },
    compatibility: 'Uyum',
    overall: 'Genel',
    theme: 'Tema',
    score: 'Puan',
    overlay: (a, b) =>
      `${trInCase(a, 'gen', { proper: true })} noktaları, ${trInCase(b, 'gen', { proper: true })} evlerinde`,
    and: 've',
    page: (n, of) => `Sayfa ${n}/${of}`,
    localMeanTime: (zone, offset) =>
      `Doğum saati ${zone} için ilk standart saatten önce: doğum yerinin yerel ortalama saati olarak okunuyor (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `${requested} evleri kutup dairesinin içinde tanımlı değil: onların yerine ${used} ev başlangıçları veriliyor.`,
    transit: {
      period: 'Dönem',
      transitsOn: (date) => `${date} transitleri`,
      natal: 'Natal',
      events: 'Transit takvimi',
      date: 'Tarih',
      event: 'Olay',
      inOrb: 'Orb içinde',
      exact: 'Tam',
      aspectTo: (aspect, natal) => `natal ${trNamed(natal, 'ins')} ${aspect.toLocaleLowerCase('tr')}`,
      entersSign: (sign) => `${trInCase(sign, 'dat', { proper: true })} geçiyor`,
      entersHouse: (house) => `${house}. natal eve geçiyor`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'geri hareket istasyonu' : 'ileri hareket istasyonu'}: ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Yeniay', 'first-quarter': 'İlk Dördün', full: 'Dolunay', 'last-quarter': 'Son Dördün' }[phase]}: ${position}`,
      natalHouse: 'Natal ev',
      noEvents: 'Bu dönemde transit yok.',
    },
  },
  pl: {
    title: { natal: 'Raport horoskopu urodzeniowego', transit: 'Raport tranzytów', synastry: 'Raport synastrii' },
    sections: {
      wheel: 'Koło horoskopu',
      positions: 'Pozycje planet',
      houses: 'Domy',
      aspects: 'Aspekty',
      interpretation: 'Interpretacja',
    },
    born: 'Urodzenie',
    localTime: 'Czas lokalny',
    utc: 'Czas uniwersalny',
    place: 'Miejsce',
    coordinates: 'Współrzędne',
    timezone: 'Strefa czasowa',
    houseSystem: 'System domów',
    zodiac: 'Zodiak',
    tropical: 'Tropikalny',
    sidereal: 'Syderyczny: wszystkie pozycje są syderyczne',
    prepared: 'Przygotowano',
    point: 'Punkt',
    sign: 'Znak',
    position: 'Pozycja',
    house: 'Dom',
    motion: 'Ruch',
    retrograde: 'wsteczny',
    direct: 'prosty',
    cusp: 'Wierzchołek domu',
    aspect: 'Aspekt',
    orb: 'Orb',
    phase: 'Faza',
    applying: 'zbliżający się',
    separating: 'oddalający się',
    noAspects: 'Brak aspektów w orbie.',
    natalParts: {
      patterns: 'Układy horoskopu',
      aspects: 'Aspekty z interpretacją',
      placements: 'Planety w znakach i domach',
    },
    synastryParts: {
      summary: 'Wasza zgodność',
      contacts: 'Najsilniejsze kontakty',
      overlays: 'Nakładanie się domów',
    },
    compatibility: 'Zgodność',
    overall: 'Ogółem',
    theme: 'Temat',
    score: 'Wynik',
    overlay: (a, b) => `Punkty osoby ${a} w domach osoby ${b}`,
    and: 'i',
    page: (n, of) => `Strona ${n} z ${of}`,
    localMeanTime: (zone, offset) =>
      `Godzina urodzenia jest wcześniejsza niż pierwszy czas urzędowy strefy ${zone}: przyjęto średni czas słoneczny miejsca urodzenia (UTC${offset}).`,
    polarHouses: (requested, used) =>
      `Domy ${requested} nie są określone za kołem podbiegunowym: zamiast nich podano wierzchołki domów ${used}.`,
    transit: {
      period: 'Okres',
      transitsOn: (date) => `Tranzyty z dnia ${date}`,
      natal: 'Urodzeniowy',
      events: 'Kalendarz tranzytów',
      date: 'Data',
      event: 'Wydarzenie',
      inOrb: 'W orbie',
      exact: 'Dokładny',
      aspectTo: (aspect, natal) =>
        plPolish(`${aspect.toLowerCase()} z ${plDecline('urodzeniowy', plGenderOf(natal), 'ins')} ${plWith(natal)}`),
      entersSign: (sign) => `wchodzi do znaku: ${sign}`,
      entersHouse: (house) => `wchodzi do ${house}. domu urodzeniowego`,
      station: (type, position) =>
        `${type === 'retrograde' ? 'stacja, początek ruchu wstecznego' : 'stacja, powrót do ruchu prostego'}: ${position}`,
      moonPhase: (phase, position) =>
        `${{ new: 'Nów', 'first-quarter': 'Pierwsza kwadra', full: 'Pełnia', 'last-quarter': 'Ostatnia kwadra' }[phase]}: ${position}`,
      natalHouse: 'Dom urodzeniowy',
      noEvents: 'Brak tranzytów w tym okresie.',
    },
  },
};
