/**
 * The fixed words of the solar return, lunar return and progressions reports, in every language of the
 * interpretation texts (the words they share with the other reports are in report-words.ts).
 */
import type { AngleProgression } from '../astro/progressions/index.ts';
import type { Language } from '../interpretation/index.ts';

type Kind = 'solar-return' | 'lunar-return' | 'progressions';

export interface MovingReportWords {
  title: {
    'solar-return': (year: number) => string;
    'lunar-return': (date: string) => string;
    progressions: (date: string) => string;
  };
  returnInstant: string;
  /** The instant of a lunar return, and the next one (the month the report reads). */
  lunarInstant: string;
  nextLunarReturn: string;
  returnPlace: string;
  relocated: string;
  targetDate: string;
  progressedDate: string;
  anglesBy: string;
  angles: Record<AngleProgression, string>;
  positions: Record<Kind, string>;
  houses: Record<Kind, string>;
  toNatal: Record<Kind, string>;
  perfections: string;
  noPerfections: string;
  exact: string;
  /** Column labels: whose point. */
  outerShort: Record<Kind, string>;
  natalShort: string;
  progressedShort: string;
}

export const MOVING_REPORT_WORDS: Record<Language, MovingReportWords> = {
  en: {
    title: {
      'solar-return': (year) => `Solar return ${year}`,
      'lunar-return': (date) => `Lunar return of ${date}`,
      progressions: (date) => `Secondary progressions to ${date}`,
    },
    returnInstant: 'Solar return',
    lunarInstant: 'Lunar return',
    nextLunarReturn: 'Next lunar return',
    returnPlace: 'Cast for',
    relocated: 'relocated',
    targetDate: 'Target date',
    progressedDate: 'Progressed date',
    anglesBy: 'Angles',
    angles: { 'solar-arc': 'by solar arc in longitude', naibod: "by Naibod's rate" },
    positions: {
      'solar-return': 'Positions in the solar return',
      'lunar-return': 'Positions in the lunar return',
      progressions: 'Progressed positions',
    },
    houses: {
      'solar-return': 'Houses of the solar return',
      'lunar-return': 'Houses of the lunar return',
      progressions: 'Progressed houses',
    },
    toNatal: {
      'solar-return': 'Aspects to the natal chart',
      'lunar-return': 'Aspects to the natal chart',
      progressions: 'Progressed aspects to the natal chart now',
    },
    perfections: 'Progressed aspects exact within a year of the target date',
    noPerfections: 'No progressed aspect is exact within a year of the target date.',
    exact: 'Exact',
    outerShort: { 'solar-return': 'return', 'lunar-return': 'return', progressions: 'progressed' },
    natalShort: 'natal',
    progressedShort: 'progressed',
  },
  es: {
    title: {
      'solar-return': (year) => `Revolución solar ${year}`,
      'lunar-return': (date) => `Revolución lunar del ${date}`,
      progressions: (date) => `Progresiones secundarias al ${date}`,
    },
    returnInstant: 'Revolución solar',
    lunarInstant: 'Revolución lunar',
    nextLunarReturn: 'Siguiente revolución lunar',
    returnPlace: 'Levantada para',
    relocated: 'relocalizada',
    targetDate: 'Fecha objetivo',
    progressedDate: 'Fecha progresada',
    anglesBy: 'Ángulos',
    angles: { 'solar-arc': 'por arco solar en longitud', naibod: 'según la tasa de Naibod' },
    positions: {
      'solar-return': 'Posiciones de la revolución solar',
      'lunar-return': 'Posiciones de la revolución lunar',
      progressions: 'Posiciones progresadas',
    },
    houses: {
      'solar-return': 'Casas de la revolución solar',
      'lunar-return': 'Casas de la revolución lunar',
      progressions: 'Casas progresadas',
    },
    toNatal: {
      'solar-return': 'Aspectos a la carta natal',
      'lunar-return': 'Aspectos a la carta natal',
      progressions: 'Aspectos progresados a la carta natal ahora',
    },
    perfections: 'Aspectos progresados exactos a menos de un año de la fecha objetivo',
    noPerfections: 'Ningún aspecto progresado es exacto a menos de un año de la fecha objetivo.',
    exact: 'Exacto',
    outerShort: { 'solar-return': 'revolución', 'lunar-return': 'revolución', progressions: 'progresado' },
    natalShort: 'natal',
    progressedShort: 'progresado',
  },
  de: {
    title: {
      'solar-return': (year) => `Solarhoroskop ${year}`,
      'lunar-return': (date) => `Lunarhoroskop vom ${date}`,
      progressions: (date) => `Sekundärprogressionen zum ${date}`,
    },
    returnInstant: 'Solarhoroskop',
    lunarInstant: 'Lunarhoroskop',
    nextLunarReturn: 'Nächstes Lunarhoroskop',
    returnPlace: 'Berechnet für',
    relocated: 'verlegt',
    targetDate: 'Zieldatum',
    progressedDate: 'Progressives Datum',
    anglesBy: 'Achsen',
    angles: { 'solar-arc': 'per Solarbogen in Länge', naibod: 'nach Naibod' },
    positions: {
      'solar-return': 'Positionen im Solarhoroskop',
      'lunar-return': 'Positionen im Lunarhoroskop',
      progressions: 'Progressive Positionen',
    },
    houses: {
      'solar-return': 'Häuser des Solarhoroskops',
      'lunar-return': 'Häuser des Lunarhoroskops',
      progressions: 'Progressive Häuser',
    },
    toNatal: {
      'solar-return': 'Aspekte zum Radix',
      'lunar-return': 'Aspekte zum Radix',
      progressions: 'Progressive Aspekte zum Radix jetzt',
    },
    perfections: 'Progressive Aspekte, die binnen eines Jahres um das Zieldatum exakt werden',
    noPerfections: 'Kein progressiver Aspekt wird binnen eines Jahres um das Zieldatum exakt.',
    exact: 'Exakt',
    outerShort: { 'solar-return': 'Solar', 'lunar-return': 'Lunar', progressions: 'progressiv' },
    natalShort: 'Radix',
    progressedShort: 'progressiv',
  },
  fr: {
    title: {
      'solar-return': (year) => `Révolution solaire ${year}`,
      'lunar-return': (date) => `Révolution lunaire du ${date}`,
      progressions: (date) => `Progressions secondaires au ${date}`,
    },
    returnInstant: 'Révolution solaire',
    lunarInstant: 'Révolution lunaire',
    nextLunarReturn: 'Révolution lunaire suivante',
    returnPlace: 'Dressée pour',
    relocated: 'relocalisée',
    targetDate: 'Date visée',
    progressedDate: 'Date progressée',
    anglesBy: 'Angles',
    angles: { 'solar-arc': 'en arc solaire en longitude', naibod: 'selon le taux de Naibod' },
    positions: {
      'solar-return': 'Positions de la révolution solaire',
      'lunar-return': 'Positions de la révolution lunaire',
      progressions: 'Positions progressées',
    },
    houses: {
      'solar-return': 'Maisons de la révolution solaire',
      'lunar-return': 'Maisons de la révolution lunaire',
      progressions: 'Maisons progressées',
    },
    toNatal: {
      'solar-return': 'Aspects au thème natal',
      'lunar-return': 'Aspects au thème natal',
      progressions: 'Aspects progressés au thème natal aujourd’hui',
    },
    perfections: 'Aspects progressés exacts à moins d’un an de la date visée',
    noPerfections: 'Aucun aspect progressé n’est exact à moins d’un an de la date visée.',
    exact: 'Exact',
    outerShort: { 'solar-return': 'révolution', 'lunar-return': 'révolution', progressions: 'progressé' },
    natalShort: 'natal',
    progressedShort: 'progressé',
  },
  it: {
    title: {
      'solar-return': (year) => `Rivoluzione solare ${year}`,
      'lunar-return': (date) => `Rivoluzione lunare del ${date}`,
      progressions: (date) => `Progressioni secondarie al ${date}`,
    },
    returnInstant: 'Rivoluzione solare',
    lunarInstant: 'Rivoluzione lunare',
    nextLunarReturn: 'Prossima rivoluzione lunare',
    returnPlace: 'Calcolata per',
    relocated: 'rilocalizzata',
    targetDate: 'Data di riferimento',
    progressedDate: 'Data progressa',
    anglesBy: 'Angoli',
    angles: { 'solar-arc': 'per arco solare in longitudine', naibod: 'secondo la misura di Naibod' },
    positions: {
      'solar-return': 'Posizioni della rivoluzione solare',
      'lunar-return': 'Posizioni della rivoluzione lunare',
      progressions: 'Posizioni progresse',
    },
    houses: {
      'solar-return': 'Case della rivoluzione solare',
      'lunar-return': 'Case della rivoluzione lunare',
      progressions: 'Case progresse',
    },
    toNatal: {
      'solar-return': 'Aspetti al tema natale',
      'lunar-return': 'Aspetti al tema natale',
      progressions: 'Aspetti progressi al tema natale oggi',
    },
    perfections: 'Aspetti progressi esatti entro un anno dalla data di riferimento',
    noPerfections: 'Nessun aspetto progresso è esatto entro un anno dalla data di riferimento.',
    exact: 'Esatto',
    outerShort: { 'solar-return': 'rivoluzione', 'lunar-return': 'rivoluzione', progressions: 'progresso' },
    natalShort: 'natale',
    progressedShort: 'progresso',
  },
  ja: {
    title: {
      'solar-return': (year) => `${year}年のソーラーリターン`,
      'lunar-return': (date) => `${date}のルナーリターン`,
      progressions: (date) => `${date}時点のセカンダリー・プログレッション`,
    },
    returnInstant: 'ソーラーリターン',
    lunarInstant: 'ルナーリターン',
    nextLunarReturn: '次のルナーリターン',
    returnPlace: '算出地',
    relocated: '移転先で算出',
    targetDate: '基準日',
    progressedDate: '進行日',
    anglesBy: 'アングル',
    angles: { 'solar-arc': '黄経上のソーラーアークによる', naibod: 'ナイボド法による' },
    positions: {
      'solar-return': 'ソーラーリターンの位置',
      'lunar-return': 'ルナーリターンの位置',
      progressions: '進行天体の位置',
    },
    houses: {
      'solar-return': 'ソーラーリターンのハウス',
      'lunar-return': 'ルナーリターンのハウス',
      progressions: '進行図のハウス',
    },
    toNatal: {
      'solar-return': '出生図へのアスペクト',
      'lunar-return': '出生図へのアスペクト',
      progressions: '現在の出生図への進行アスペクト',
    },
    perfections: '基準日から1年以内に正確になる進行アスペクト',
    noPerfections: '基準日から1年以内に正確になる進行アスペクトはありません。',
    exact: '正確',
    outerShort: { 'solar-return': 'リターン', 'lunar-return': 'リターン', progressions: '進行' },
    natalShort: '出生',
    progressedShort: '進行',
  },
  ru: {
    title: {
      'solar-return': (year) => `Соляр ${year}`,
      'lunar-return': (date) => `Лунар от ${date}`,
      progressions: (date) => `Вторичные прогрессии на ${date}`,
    },
    returnInstant: 'Момент соляра',
    lunarInstant: 'Момент лунара',
    nextLunarReturn: 'Следующий лунар',
    returnPlace: 'Рассчитано для',
    relocated: 'релокация',
    targetDate: 'Расчётная дата',
    progressedDate: 'Прогрессированная дата',
    anglesBy: 'Углы',
    angles: { 'solar-arc': 'по солнечной дуге в долготе', naibod: 'по мере Найбода' },
    positions: {
      'solar-return': 'Положения соляра',
      'lunar-return': 'Положения лунара',
      progressions: 'Прогрессированные положения',
    },
    houses: {
      'solar-return': 'Дома соляра',
      'lunar-return': 'Дома лунара',
      progressions: 'Прогрессированные дома',
    },
    toNatal: {
      'solar-return': 'Аспекты к натальной карте',
      'lunar-return': 'Аспекты к натальной карте',
      progressions: 'Прогрессированные аспекты к натальной карте сегодня',
    },
    perfections: 'Прогрессированные аспекты, которые станут точными в течение года от расчётной даты',
    noPerfections: 'Ни один прогрессированный аспект не станет точным в течение года от расчётной даты.',
    exact: 'Точно',
    outerShort: { 'solar-return': 'соляр', 'lunar-return': 'лунар', progressions: 'прогр.' },
    natalShort: 'натал',
    progressedShort: 'прогр.',
  },
  pt: {
    title: {
      'solar-return': (year) => `Revolução solar de ${year}`,
      'lunar-return': (date) => `Revolução lunar de ${date}`,
      progressions: (date) => `Progressões secundárias em ${date}`,
    },
    returnInstant: 'Revolução solar',
    lunarInstant: 'Revolução lunar',
    nextLunarReturn: 'Próxima revolução lunar',
    returnPlace: 'Calculada para',
    relocated: 'relocada',
    targetDate: 'Data de referência',
    progressedDate: 'Data progredida',
    anglesBy: 'Ângulos',
    angles: { 'solar-arc': 'por arco solar em longitude', naibod: 'pela medida de Naibod' },
    positions: {
      'solar-return': 'Posições da revolução solar',
      'lunar-return': 'Posições da revolução lunar',
      progressions: 'Posições progredidas',
    },
    houses: {
      'solar-return': 'Casas da revolução solar',
      'lunar-return': 'Casas da revolução lunar',
      progressions: 'Casas progredidas',
    },
    toNatal: {
      'solar-return': 'Aspectos ao mapa natal',
      'lunar-return': 'Aspectos ao mapa natal',
      progressions: 'Aspectos progredidos ao mapa natal hoje',
    },
    perfections: 'Aspectos progredidos exatos no prazo de um ano a partir da data de referência',
    noPerfections: 'Nenhum aspecto progredido fica exato no prazo de um ano a partir da data de referência.',
    exact: 'Exato',
    outerShort: { 'solar-return': 'revolução', 'lunar-return': 'revolução', progressions: 'progredido' },
    natalShort: 'natal',
    progressedShort: 'progredido',
  },
  hi: {
    title: {
      'solar-return': (year) => `वर्षफल ${year}`,
      'lunar-return': (date) => `${date} का चंद्र-प्रत्यागमन`,
      progressions: (date) => `${date} की द्वितीयक प्रगति`,
    },
    returnInstant: 'वर्षफल का क्षण',
    lunarInstant: 'चंद्र-प्रत्यागमन का क्षण',
    nextLunarReturn: 'अगला चंद्र-प्रत्यागमन',
    returnPlace: 'गणना का स्थान',
    relocated: 'स्थानांतरित',
    targetDate: 'संदर्भ तिथि',
    progressedDate: 'प्रगत तिथि',
    anglesBy: 'कोण',
    angles: { 'solar-arc': 'भोगांश में सौर चाप से', naibod: 'नाइबोड माप से' },
    positions: {
      'solar-return': 'वर्षफल की स्थितियाँ',
      'lunar-return': 'चंद्र-प्रत्यागमन की स्थितियाँ',
      progressions: 'प्रगत स्थितियाँ',
    },
    houses: {
      'solar-return': 'वर्षफल के भाव',
      'lunar-return': 'चंद्र-प्रत्यागमन के भाव',
      progressions: 'प्रगत भाव',
    },
    toNatal: {
      'solar-return': 'जन्म कुंडली से योग',
      'lunar-return': 'जन्म कुंडली से योग',
      progressions: 'आज जन्म कुंडली से प्रगत योग',
    },
    perfections: 'संदर्भ तिथि से एक वर्ष के भीतर सटीक होने वाले प्रगत योग',
    noPerfections: 'संदर्भ तिथि से एक वर्ष के भीतर कोई प्रगत योग सटीक नहीं होता।',
    exact: 'सटीक',
    outerShort: { 'solar-return': 'वर्षफल', 'lunar-return': 'प्रत्यागमन', progressions: 'प्रगत' },
    natalShort: 'जन्म',
    progressedShort: 'प्रगत',
  },
  nl: {
    title: {
      'solar-return': (year) => `Zonnereturn ${year}`,
      'lunar-return': (date) => `Maanreturn van ${date}`,
      progressions: (date) => `Secundaire progressies op ${date}`,
    },
    returnInstant: 'Zonnereturn',
    lunarInstant: 'Maanreturn',
    nextLunarReturn: 'Volgende maanreturn',
    returnPlace: 'Berekend voor',
    relocated: 'verplaatst',
    targetDate: 'Peildatum',
    progressedDate: 'Geprogresseerde datum',
    anglesBy: 'Hoeken',
    angles: { 'solar-arc': 'via zonneboog in lengte', naibod: 'volgens de maat van Naibod' },
    positions: {
      'solar-return': 'Posities van de zonnereturn',
      'lunar-return': 'Posities van de maanreturn',
      progressions: 'Geprogresseerde posities',
    },
    houses: {
      'solar-return': 'Huizen van de zonnereturn',
      'lunar-return': 'Huizen van de maanreturn',
      progressions: 'Geprogresseerde huizen',
    },
    toNatal: {
      'solar-return': 'Aspecten tot de geboortehoroscoop',
      'lunar-return': 'Aspecten tot de geboortehoroscoop',
      progressions: 'Geprogresseerde aspecten tot de geboortehoroscoop vandaag',
    },
    perfections: 'Geprogresseerde aspecten die binnen een jaar na de peildatum exact worden',
    noPerfections: 'Geen enkel geprogresseerd aspect wordt binnen een jaar na de peildatum exact.',
    exact: 'Exact',
    outerShort: { 'solar-return': 'return', 'lunar-return': 'return', progressions: 'geprogr.' },
    natalShort: 'geboorte',
    progressedShort: 'geprogr.',
  },
  tr: {
    title: {
      'solar-return': (year) => `${year} güneş dönüşü`,
      'lunar-return': (date) => `${date} Ay dönüşü`,
      progressions: (date) => `${date} tarihli ikincil ilerletimler`,
    },
    returnInstant: 'Güneş dönüşü',
    lunarInstant: 'Ay dönüşü',
    nextLunarReturn: 'Sonraki Ay dönüşü',
    returnPlace: 'Hesaplandığı yer',
    relocated: 'yer değiştirilmiş',
    targetDate: 'Hedef tarih',
    progressedDate: 'İlerletilmiş tarih',
    anglesBy: 'Açılar',
    angles: { 'solar-arc': 'boylamda güneş yayıyla', naibod: 'Naibod ölçüsüyle' },
    positions: {
      'solar-return': 'Güneş dönüşü konumları',
      'lunar-return': 'Ay dönüşü konumları',
      progressions: 'İlerletilmiş konumlar',
    },
    houses: {
      'solar-return': 'Güneş dönüşü evleri',
      'lunar-return': 'Ay dönüşü evleri',
      progressions: 'İlerletilmiş evler',
    },
    toNatal: {
      'solar-return': 'Doğum haritasına açılar',
      'lunar-return': 'Doğum haritasına açılar',
      progressions: 'Bugün doğum haritasına ilerletilmiş açılar',
    },
    perfections: 'Hedef tarihten itibaren bir yıl içinde tamamlanan ilerletilmiş açılar',
    noPerfections: 'Hedef tarihten itibaren bir yıl içinde tamamlanan ilerletilmiş açı yok.',
    exact: 'Tam',
    outerShort: { 'solar-return': 'dönüş', 'lunar-return': 'dönüş', progressions: 'ilerletilmiş' },
    natalShort: 'natal',
    progressedShort: 'ilerletilmiş',
  },
  pl: {
    title: {
      'solar-return': (year) => `Solariusz ${year}`,
      'lunar-return': (date) => `Lunariusz z dnia ${date}`,
      progressions: (date) => `Progresje wtórne na dzień ${date}`,
    },
    returnInstant: 'Solariusz',
    lunarInstant: 'Lunariusz',
    nextLunarReturn: 'Następny lunariusz',
    returnPlace: 'Obliczony dla',
    relocated: 'relokowany',
    targetDate: 'Data odniesienia',
    progressedDate: 'Data progresywna',
    anglesBy: 'Kąty',
    angles: { 'solar-arc': 'łukiem słonecznym w długości', naibod: 'według miary Naiboda' },
    positions: {
      'solar-return': 'Pozycje solariusza',
      'lunar-return': 'Pozycje lunariusza',
      progressions: 'Pozycje progresywne',
    },
    houses: {
      'solar-return': 'Domy solariusza',
      'lunar-return': 'Domy lunariusza',
      progressions: 'Domy progresywne',
    },
    toNatal: {
      'solar-return': 'Aspekty do horoskopu urodzeniowego',
      'lunar-return': 'Aspekty do horoskopu urodzeniowego',
      progressions: 'Dzisiejsze aspekty progresywne do horoskopu urodzeniowego',
    },
    perfections: 'Aspekty progresywne dokładne w ciągu roku od daty odniesienia',
    noPerfections: 'Żaden aspekt progresywny nie jest dokładny w ciągu roku od daty odniesienia.',
    exact: 'Dokładny',
    outerShort: { 'solar-return': 'solariusz', 'lunar-return': 'lunariusz', progressions: 'progresywny' },
    natalShort: 'urodzeniowy',
    progressedShort: 'progresywny',
  },
};
