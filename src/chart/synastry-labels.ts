/**
 * Readable names the synastry response carries in the widget's language, so that a page can show
 * the result without a dictionary of its own: points, signs, aspects and house system from the
 * interpretation module, and the names of the compatibility themes and default person names,
 * which are kept here.
 */

import { SYNASTRY_ASPECT_TYPES, SYNASTRY_CHART_POINTS, THEME_IDS, type ThemeId } from '../astro/synastry/index.ts';
import { type AspectId, type HouseSystem, type PointId, SIGNS } from '../astro/vocabulary.ts';
import { type Language, readableEntity } from '../interpretation/index.ts';
import type { WheelAngleId } from './index.ts';

/** Name and one-line description of each compatibility theme, by language. */
export const THEME_NAMES: Readonly<Record<Language, Record<ThemeId, { name: string; description: string }>>> = {
  en: {
    core: {
      name: 'Core connection',
      description: 'How your identities, feelings and manners meet (Sun, Moon, Ascendant).',
    },
    emotional: { name: 'Emotional bond', description: 'Feeling understood and safe with each other (the Moon).' },
    attraction: { name: 'Attraction', description: 'Romance, desire and chemistry (Venus and Mars).' },
    communication: { name: 'Communication', description: 'Talking, thinking and deciding together (Mercury).' },
    commitment: { name: 'Commitment', description: 'Loyalty, duty and staying power (Saturn).' },
    growth: { name: 'Growth', description: 'Encouragement, shared hopes and direction (Jupiter, the north node).' },
  },
  es: {
    core: {
      name: 'Conexión esencial',
      description: 'Cómo se encuentran vuestras identidades, emociones y maneras (Sol, Luna, Ascendente).',
    },
    emotional: {
      name: 'Vínculo emocional',
      description: 'Sentirse comprendidos y seguros el uno con el otro (la Luna).',
    },
    attraction: { name: 'Atracción', description: 'Romance, deseo y química (Venus y Marte).' },
    communication: { name: 'Comunicación', description: 'Hablar, pensar y decidir juntos (Mercurio).' },
    commitment: { name: 'Compromiso', description: 'Lealtad, responsabilidad y constancia (Saturno).' },
    growth: { name: 'Crecimiento', description: 'Ánimo, esperanzas compartidas y rumbo (Júpiter, el Nodo Norte).' },
  },
  de: {
    core: {
      name: 'Grundverbindung',
      description: 'Wie eure Persönlichkeiten, Gefühle und Art zusammenpassen (Sonne, Mond, Aszendent).',
    },
    emotional: {
      name: 'Emotionale Bindung',
      description: 'Sich beim anderen verstanden und geborgen fühlen (der Mond).',
    },
    attraction: { name: 'Anziehung', description: 'Romantik, Begehren und Chemie (Venus und Mars).' },
    communication: { name: 'Kommunikation', description: 'Miteinander reden, denken und entscheiden (Merkur).' },
    commitment: { name: 'Verbindlichkeit', description: 'Treue, Pflichtgefühl und Ausdauer (Saturn).' },
    growth: {
      name: 'Wachstum',
      description: 'Ermutigung, gemeinsame Hoffnungen und Richtung (Jupiter, der Nordknoten).',
    },
  },
  fr: {
    core: {
      name: 'Lien essentiel',
      description: 'Comment vos identités, vos sentiments et vos manières se rencontrent (Soleil, Lune, Ascendant).',
    },
    emotional: {
      name: 'Lien affectif',
      description: 'Se sentir compris et en sécurité l’un avec l’autre (la Lune).',
    },
    attraction: { name: 'Attirance', description: 'Romance, désir et alchimie (Vénus et Mars).' },
    communication: { name: 'Communication', description: 'Parler, penser et décider ensemble (Mercure).' },
    commitment: { name: 'Engagement', description: 'Fidélité, sens du devoir et endurance (Saturne).' },
    growth: {
      name: 'Croissance',
      description: 'Encouragement, espoirs partagés et direction commune (Jupiter, le Nœud Nord).',
    },
  },
  it: {
    core: {
      name: 'Connessione essenziale',
      description: 'Come si incontrano le vostre identità, emozioni e maniere (Sole, Luna, Ascendente).',
    },
    emotional: {
      name: 'Legame emotivo',
      description: "Sentirsi capiti e al sicuro l'uno con l'altro (la Luna).",
    },
    attraction: { name: 'Attrazione', description: 'Romanticismo, desiderio e chimica (Venere e Marte).' },
    communication: { name: 'Comunicazione', description: 'Parlare, pensare e decidere insieme (Mercurio).' },
    commitment: { name: 'Impegno', description: 'Lealtà, senso del dovere e costanza (Saturno).' },
    growth: { name: 'Crescita', description: 'Incoraggiamento, speranze condivise e direzione (Giove, il Nodo Nord).' },
  },
  ja: {
    core: {
      name: '根本的なつながり',
      description: 'おふたりの自我、感情、ふるまいがどう出会うか（太陽、月、アセンダント）。',
    },
    emotional: {
      name: '心の絆',
      description: 'お互いのそばで理解され、安心していられること（月）。',
    },
    attraction: { name: '惹かれ合う力', description: 'ロマンス、欲求、相性の化学反応（金星と火星）。' },
    communication: { name: 'コミュニケーション', description: '一緒に話し、考え、決めること（水星）。' },
    commitment: { name: '約束と継続', description: '誠実さ、責任感、続けていく力（土星）。' },
    growth: { name: '成長', description: '励まし合い、希望を分かち合い、同じ方向へ進むこと（木星、ノースノード）。' },
  },
  ru: {
    core: {
      name: 'Основная связь',
      description: 'Как встречаются ваши личности, чувства и манеры (Солнце, Луна, Асцендент).',
    },
    emotional: {
      name: 'Эмоциональная связь',
      description: 'Чувство, что вас понимают и с вами безопасно (Луна).',
    },
    attraction: { name: 'Притяжение', description: 'Романтика, желание и химия (Венера и Марс).' },
    communication: { name: 'Общение', description: 'Говорить, думать и решать вместе (Меркурий).' },
    commitment: { name: 'Верность', description: 'Преданность, чувство долга и постоянство (Сатурн).' },
    growth: { name: 'Рост', description: 'Поддержка, общие надежды и направление (Юпитер, Северный узел).' },
  },
  pt: {
    core: {
      name: 'Conexão essencial',
      description: 'Como se encontram as identidades, as emoções e os jeitos de vocês (Sol, Lua, Ascendente).',
    },
    emotional: {
      name: 'Vínculo emocional',
      description: 'Sentir-se compreendido e seguro um com o outro (a Lua).',
    },
    attraction: { name: 'Atração', description: 'Romance, desejo e química (Vênus e Marte).' },
    communication: { name: 'Comunicação', description: 'Conversar, pensar e decidir juntos (Mercúrio).' },
    commitment: { name: 'Compromisso', description: 'Lealdade, senso de dever e constância (Saturno).' },
    growth: { name: 'Crescimento', description: 'Incentivo, esperanças em comum e direção (Júpiter, o Nodo Norte).' },
  },
  hi: {
    core: {
      name: 'मूल जुड़ाव',
      description: 'आप दोनों की पहचान, भावनाएँ और व्यवहार कैसे मिलते हैं (सूर्य, चंद्र, लग्न)।',
    },
    emotional: { name: 'भावनात्मक बंधन', description: 'एक-दूसरे के साथ समझे जाने और सुरक्षित होने का एहसास (चंद्र)।' },
    attraction: { name: 'आकर्षण', description: 'रोमांस, इच्छा और आपसी रसायन (शुक्र और मंगल)।' },
    communication: { name: 'संवाद', description: 'साथ बोलना, सोचना और फ़ैसले लेना (बुध)।' },
    commitment: { name: 'प्रतिबद्धता', description: 'निष्ठा, कर्तव्य-बोध और स्थिरता (शनि)।' },
    growth: { name: 'विकास', description: 'प्रोत्साहन, साझा आशाएँ और दिशा (गुरु, राहु)।' },
  },
  nl: {
    core: {
      name: 'Kernverbinding',
      description: 'Hoe jullie identiteit, gevoelens en manieren elkaar ontmoeten (Zon, Maan, Ascendant).',
    },
    emotional: {
      name: 'Emotionele band',
      description: 'Je begrepen en veilig voelen bij elkaar (de Maan).',
    },
    attraction: { name: 'Aantrekkingskracht', description: 'Romantiek, verlangen en chemie (Venus en Mars).' },
    communication: { name: 'Communicatie', description: 'Samen praten, denken en beslissen (Mercurius).' },
    commitment: { name: 'Verbintenis', description: 'Trouw, plichtsbesef en standvastigheid (Saturnus).' },
    growth: { name: 'Groei', description: 'Aanmoediging, gedeelde hoop en richting (Jupiter, de Noordknoop).' },
  },
  tr: {
    core: {
      name: 'Temel bağ',
      description: 'Kimliklerinizin, duygularınızın ve tavırlarınızın nasıl buluştuğu (Güneş, Ay, Yükselen).',
    },
    emotional: {
      name: 'Duygusal bağ',
      description: 'Birbirinizin yanında anlaşılmış ve güvende hissetmek (Ay).',
    },
    attraction: { name: 'Çekim', description: 'Romantizm, arzu ve kimya (Venüs ve Mars).' },
    communication: { name: 'İletişim', description: 'Birlikte konuşmak, düşünmek ve karar vermek (Merkür).' },
    commitment: { name: 'Bağlılık', description: 'Sadakat, görev duygusu ve istikrar (Satürn).' },
    growth: { name: 'Büyüme', description: 'Cesaretlendirme, ortak umutlar ve yön (Jüpiter, Kuzey Ay Düğümü).' },
  },
  pl: {
    core: {
      name: 'Podstawowa więź',
      description: 'Jak spotykają się wasze tożsamości, emocje i sposoby bycia (Słońce, Księżyc, Ascendent).',
    },
    emotional: {
      name: 'Więź emocjonalna',
      description: 'Poczucie, że jesteście przy sobie zrozumiani i bezpieczni (Księżyc).',
    },
    attraction: { name: 'Przyciąganie', description: 'Romantyzm, pożądanie i chemia (Wenus i Mars).' },
    communication: { name: 'Komunikacja', description: 'Wspólne rozmowy, myślenie i decyzje (Merkury).' },
    commitment: { name: 'Zaangażowanie', description: 'Lojalność, poczucie obowiązku i stałość (Saturn).' },
    growth: { name: 'Rozwój', description: 'Zachęta, wspólne nadzieje i kierunek (Jowisz, Węzeł Północny).' },
  },
};

/** Default names of the two persons when the request gives none. */
export const PERSON_NAMES: Readonly<Record<Language, [string, string]>> = {
  en: ['Person 1', 'Person 2'],
  es: ['Persona 1', 'Persona 2'],
  de: ['Person 1', 'Person 2'],
  fr: ['Personne 1', 'Personne 2'],
  it: ['Persona 1', 'Persona 2'],
  ja: ['1人目', '2人目'],
  ru: ['Человек 1', 'Человек 2'],
  pt: ['Pessoa 1', 'Pessoa 2'],
  hi: ['व्यक्ति 1', 'व्यक्ति 2'],
  nl: ['Persoon 1', 'Persoon 2'],
  tr: ['1. kişi', '2. kişi'],
  pl: ['Osoba 1', 'Osoba 2'],
};

/** Abbreviations of the four angles on the chart wheel. */
export const ANGLE_ABBREVIATIONS: Readonly<Record<Language, Record<WheelAngleId, string>>> = {
  en: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
  es: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
  de: { ascendant: 'AC', descendant: 'DC', midheaven: 'MC', 'imum-coeli': 'IC' },
  fr: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
  it: { ascendant: 'ASC', descendant: 'DIS', midheaven: 'MC', 'imum-coeli': 'FC' },
  ja: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
  ru: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
  pt: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
  hi: { ascendant: 'लग्न', descendant: 'सप्तम', midheaven: 'दशम', 'imum-coeli': 'चतुर्थ' },
  nl: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
  tr: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
  pl: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
};

/** A name with its glyph (null when the entity has none). */
export interface Label {
  name: string;
  glyph: string | null;
}

/** The labels block of the synastry response. */
export interface SynastryLabels {
  points: Record<string, Label>;
  signs: Record<string, Label>;
  aspects: Record<string, Label>;
  themes: Record<ThemeId, { name: string; description: string }>;
  houseSystem: string;
}

const label = (entity: { name: string; glyph: string | null }): Label => ({ name: entity.name, glyph: entity.glyph });

/**
 * Names of every point, sign, aspect and theme a synastry response can mention, in `language`.
 * @param language en, es, de or it
 * @param houseSystem the house system used
 */
export function synastryLabels(language: Language, houseSystem: HouseSystem): SynastryLabels {
  const points: Record<string, Label> = {};
  for (const id of SYNASTRY_CHART_POINTS as readonly PointId[])
    points[id] = label(readableEntity('point', id, language));
  const signs: Record<string, Label> = {};
  for (const id of SIGNS) signs[id] = label(readableEntity('sign', id, language));
  const aspects: Record<string, Label> = {};
  for (const id of SYNASTRY_ASPECT_TYPES as readonly AspectId[])
    aspects[id] = label(readableEntity('aspect', id, language));
  const themes = Object.fromEntries(THEME_IDS.map((id) => [id, THEME_NAMES[language][id]])) as SynastryLabels['themes'];
  return { points, signs, aspects, themes, houseSystem: readableEntity('house-system', houseSystem, language).name };
}
