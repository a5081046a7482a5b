/**
 * Readable names of the shared vocabulary (points, signs, aspects, house systems, houses,
 * elements, modalities) in every language of {@link LANGUAGES}, with their glyphs.
 * Names are title case as they appear in a list or a chart legend.
 */
import {
  ASPECTS,
  type AspectId,
  HOUSE_SYSTEMS,
  type HouseSystem,
  POINTS,
  SIGNS,
  type Sign,
} from '../astro/vocabulary.ts';
import { ASPECT_GLYPHS, ELEMENT_GLYPHS, type NamedPoint, POINT_GLYPHS, SIGN_GLYPHS } from './glyphs.ts';
import type { Language } from './languages.ts';
import { ELEMENTS, type Element, MODALITIES, type Modality } from './sign-qualities.ts';

export type { NamedPoint } from './glyphs.ts';

/** Every point that has a name: the vocabulary's points plus the shared keys `north-node`, `south-node`. */
export const NAMED_POINTS: readonly NamedPoint[] = [...POINTS, 'north-node', 'south-node'];

/** The house numbers, 1 to 12. */
export const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type House = (typeof HOUSES)[number];

/** The kinds of entity that have readable names, and the type of their ids. */
export interface EntityIds {
  point: NamedPoint;
  sign: Sign;
  aspect: AspectId;
  'house-system': HouseSystem;
  house: House;
  element: Element;
  modality: Modality;
}
export type EntityKind = keyof EntityIds;

/** A readable entity: its id as given, its name in the language, its glyph or null when it has none. */
export interface ReadableEntity<K extends EntityKind = EntityKind> {
  id: EntityIds[K];
  name: string;
  glyph: string | null;
}

const POINT_NAMES: Record<Language, Record<NamedPoint, string>> = {
  en: {
    sun: 'Sun',
    moon: 'Moon',
    mercury: 'Mercury',
    venus: 'Venus',
    mars: 'Mars',
    jupiter: 'Jupiter',
    saturn: 'Saturn',
    uranus: 'Uranus',
    neptune: 'Neptune',
    pluto: 'Pluto',
    chiron: 'Chiron',
    ceres: 'Ceres',
    pallas: 'Pallas',
    juno: 'Juno',
    vesta: 'Vesta',
    'mean-node': 'Mean North Node',
    'true-node': 'True North Node',
    'north-node': 'North Node',
    'mean-south-node': 'Mean South Node',
    'true-south-node': 'True South Node',
    'south-node': 'South Node',
    'mean-lilith': 'Black Moon Lilith',
    ascendant: 'Ascendant',
    midheaven: 'Midheaven',
    descendant: 'Descendant',
    'imum-coeli': 'Imum Coeli',
    vertex: 'Vertex',
    'part-of-fortune': 'Part of Fortune',
  },
  es: {
    sun: 'Sol',
    moon: 'Luna',
    mercury: 'Mercurio',
    venus: 'Venus',
    mars: 'Marte',
    jupiter: 'Júpiter',
    saturn: 'Saturno',
    uranus: 'Urano',
    neptune: 'Neptuno',
    pluto: 'Plutón',
    chiron: 'Quirón',
    ceres: 'Ceres',
    pallas: 'Palas',
    juno: 'Juno',
    vesta: 'Vesta',
    'mean-node': 'Nodo Norte medio',
    'true-node': 'Nodo Norte verdadero',
    'north-node': 'Nodo Norte',
    'mean-south-node': 'Nodo Sur medio',
    'true-south-node': 'Nodo Sur verdadero',
    'south-node': 'Nodo Sur',
    'mean-lilith': 'Lilith',
    ascendant: 'Ascendente',
    midheaven: 'Medio Cielo',
    descendant: 'Descendente',
    'imum-coeli': 'Fondo del Cielo',
    vertex: 'Vértice',
    'part-of-fortune': 'Parte de la Fortuna',
  },
  de: {
    sun: 'Sonne',
    moon: 'Mond',
    mercury: 'Merkur',
    venus: 'Venus',
    mars: 'Mars',
    jupiter: 'Jupiter',
    saturn: 'Saturn',
    uranus: 'Uranus',
    neptune: 'Neptun',
    pluto: 'Pluto',
    chiron: 'Chiron',
    ceres: 'Ceres',
    pallas: 'Pallas',
    juno: 'Juno',
    vesta: 'Vesta',
    'mean-node': 'Mittlerer Nordknoten',
    'true-node': 'Wahrer Nordknoten',
    'north-node': 'Nordknoten',
    'mean-south-node': 'Mittlerer Südknoten',
    'true-south-node': 'Wahrer Südknoten',
    'south-node': 'Südknoten',
    'mean-lilith': 'Lilith',
    ascendant: 'Aszendent',
    midheaven: 'Medium Coeli',
    descendant: 'Deszendent',
    'imum-coeli': 'Imum Coeli',
    vertex: 'Vertex',
    'part-of-fortune': 'Glückspunkt',
  },
  fr: {
    sun: 'Soleil',
    moon: 'Lune',
    mercury: 'Mercure',
    venus: 'Vénus',
    mars: 'Mars',
    jupiter: 'Jupiter',
    saturn: 'Saturne',
    uranus: 'Uranus',
    neptune: 'Neptune',
    pluto: 'Pluton',
    chiron: 'Chiron',
    ceres: 'Cérès',
    pallas: 'Pallas',
    juno: 'Junon',
    vesta: 'Vesta',
    'mean-node': 'Nœud Nord moyen',
    'true-node': 'Nœud Nord vrai',
    'north-node': 'Nœud Nord',
    'mean-south-node': 'Nœud Sud moyen',
    'true-south-node': 'Nœud Sud vrai',
    'south-node': 'Nœud Sud',
    'mean-lilith': 'Lilith',
    ascendant: 'Ascendant',
    midheaven: 'Milieu du Ciel',
    descendant: 'Descendant',
    'imum-coeli': 'Fond du Ciel',
    vertex: 'Vertex',
    'part-of-fortune': 'Part de Fortune',
  },
  it: {
    sun: 'Sole',
    moon: 'Luna',
    mercury: 'Mercurio',
    venus: 'Venere',
    mars: 'Marte',
    jupiter: 'Giove',
    saturn: 'Saturno',
    uranus: 'Urano',
    neptune: 'Nettuno',
    pluto: 'Plutone',
    chiron: 'Chirone',
    ceres: 'Cerere',
    pallas: 'Pallade',
    juno: 'Giunone',
    vesta: 'Vesta',
    'mean-node': 'Nodo Nord medio',
    'true-node': 'Nodo Nord vero',
    'north-node': 'Nodo Nord',
    'mean-south-node': 'Nodo Sud medio',
    'true-south-node': 'Nodo Sud vero',
    'south-node': 'Nodo Sud',
    'mean-lilith': 'Lilith',
    ascendant: 'Ascendente',
    midheaven: 'Medio Cielo',
    descendant: 'Discendente',
    'imum-coeli': 'Fondo Cielo',
    vertex: 'Vertice',
    'part-of-fortune': 'Parte di Fortuna',
  },
  pl: {
    sun: 'Słońce',
    moon: 'Księżyc',
    mercury: 'Merkury',
    venus: 'Wenus',
    mars: 'Mars',
    jupiter: 'Jowisz',
    saturn: 'Saturn',
    uranus: 'Uran',
    neptune: 'Neptun',
    pluto: 'Pluton',
    chiron: 'Chiron',
    ceres: 'Ceres',
    pallas: 'Pallas',
    juno: 'Junona',
    vesta: 'Westa',
    'mean-node': 'Węzeł Północny średni',
    'true-node': 'Węzeł Północny prawdziwy',
    'north-node': 'Węzeł Północny',
    'mean-south-node': 'Węzeł Południowy średni',
    'true-south-node': 'Węzeł Południowy prawdziwy',
    'south-node': 'Węzeł Południowy',
    'mean-lilith': 'Lilith',
    ascendant: 'Ascendent',
    midheaven: 'Medium Coeli',
    descendant: 'Descendent',
    'imum-coeli': 'Imum Coeli',
    vertex: 'Wierzchołek',
    'part-of-fortune': 'Część Fortuny',
  },
};

const SIGN_NAMES: Record<Language, Record<Sign, string>> = {
  en: {
    aries: 'Aries',
    taurus: 'Taurus',
    gemini: 'Gemini',
    cancer: 'Cancer',
    leo: 'Leo',
    virgo: 'Virgo',
    libra: 'Libra',
    scorpio: 'Scorpio',
    sagittarius: 'Sagittarius',
    capricorn: 'Capricorn',
    aquarius: 'Aquarius',
    pisces: 'Pisces',
  },
  es: {
    aries: 'Aries',
    taurus: 'Tauro',
    gemini: 'Géminis',
    cancer: 'Cáncer',
    leo: 'Leo',
    virgo: 'Virgo',
    libra: 'Libra',
    scorpio: 'Escorpio',
    sagittarius: 'Sagitario',
    capricorn: 'Capricornio',
    aquarius: 'Acuario',
    pisces: 'Piscis',
  },
  de: {
    aries: 'Widder',
    taurus: 'Stier',
    gemini: 'Zwillinge',
    cancer: 'Krebs',
    leo: 'Löwe',
    virgo: 'Jungfrau',
    libra: 'Waage',
    scorpio: 'Skorpion',
    sagittarius: 'Schütze',
    capricorn: 'Steinbock',
    aquarius: 'Wassermann',
    pisces: 'Fische',
  },
  fr: {
    aries: 'Bélier',
    taurus: 'Taureau',
    gemini: 'Gémeaux',
    cancer: 'Cancer',
    leo: 'Lion',
    virgo: 'Vierge',
    libra: 'Balance',
    scorpio: 'Scorpion',
    sagittarius: 'Sagittaire',
    capricorn: 'Capricorne',
    aquarius: 'Verseau',
    pisces: 'Poissons',
  },
  it: {
    aries: 'Ariete',
    taurus: 'Toro',
    gemini: 'Gemelli',
    cancer: 'Cancro',
    leo: 'Leone',
    virgo: 'Vergine',
    libra: 'Bilancia',
    scorpio: 'Scorpione',
    sagittarius: 'Sagittario',
    capricorn: 'Capricorno',
    aquarius: 'Acquario',
    pisces: 'Pesci',
  },
  pl: {
    aries: 'Baran',
    taurus: 'Byk',
    gemini: 'Bliźnięta',
    cancer: 'Rak',
    leo: 'Lew',
    virgo: 'Panna',
    libra: 'Waga',
    scorpio: 'Skorpion',
    sagittarius: 'Strzelec',
    capricorn: 'Koziorożec',
    aquarius: 'Wodnik',
    pisces: 'Ryby',
  },
};

const ASPECT_NAMES: Record<Language, Record<AspectId, string>> = {
  en: {
    conjunction: 'Conjunction',
    opposition: 'Opposition',
    trine: 'Trine',
    square: 'Square',
    sextile: 'Sextile',
    quincunx: 'Quincunx',
    'semi-sextile': 'Semi-sextile',
    'semi-square': 'Semi-square',
    sesquiquadrate: 'Sesquiquadrate',
    quintile: 'Quintile',
    'bi-quintile': 'Bi-quintile',
  },
  es: {
    conjunction: 'Conjunción',
    opposition: 'Oposición',
    trine: 'Trígono',
    square: 'Cuadratura',
    sextile: 'Sextil',
    quincunx: 'Quincuncio',
    'semi-sextile': 'Semisextil',
    'semi-square': 'Semicuadratura',
    sesquiquadrate: 'Sesquicuadratura',
    quintile: 'Quintil',
    'bi-quintile': 'Biquintil',
  },
  de: {
    conjunction: 'Konjunktion',
    opposition: 'Opposition',
    trine: 'Trigon',
    square: 'Quadrat',
    sextile: 'Sextil',
    quincunx: 'Quincunx',
    'semi-sextile': 'Halbsextil',
    'semi-square': 'Halbquadrat',
    sesquiquadrate: 'Anderthalbquadrat',
    quintile: 'Quintil',
    'bi-quintile': 'Biquintil',
  },
  fr: {
    conjunction: 'Conjonction',
    opposition: 'Opposition',
    trine: 'Trigone',
    square: 'Carré',
    sextile: 'Sextile',
    quincunx: 'Quinconce',
    'semi-sextile': 'Semi-sextile',
    'semi-square': 'Semi-carré',
    sesquiquadrate: 'Sesqui-carré',
    quintile: 'Quintile',
    'bi-quintile': 'Biquintile',
  },
  it: {
    conjunction: 'Congiunzione',
    opposition: 'Opposizione',
    trine: 'Trigono',
    square: 'Quadratura',
    sextile: 'Sestile',
    quincunx: 'Quinconce',
    'semi-sextile': 'Semisestile',
    'semi-square': 'Semiquadrato',
    sesquiquadrate: 'Sesquiquadrato',
    quintile: 'Quintile',
    'bi-quintile': 'Biquintile',
  },
  pl: {
    conjunction: 'Koniunkcja',
    opposition: 'Opozycja',
    trine: 'Trygon',
    square: 'Kwadratura',
    sextile: 'Sekstyl',
    quincunx: 'Kwinkunks',
    'semi-sextile': 'Półsekstyl',
    'semi-square': 'Półkwadrat',
    sesquiquadrate: 'Półtorakwadrat',
    quintile: 'Kwintyl',
    'bi-quintile': 'Bikwintyl',
  },
};

const HOUSE_SYSTEM_NAMES: Record<Language, Record<HouseSystem, string>> = {
  en: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porphyry',
    regiomontanus: 'Regiomontanus',
    campanus: 'Campanus',
    equal: 'Equal',
    'whole-sign': 'Whole Sign',
    alcabitius: 'Alcabitius',
    morinus: 'Morinus',
    topocentric: 'Topocentric',
    meridian: 'Meridian',
    vehlow: 'Vehlow',
    horizontal: 'Horizontal',
    carter: 'Carter (poli-equatorial)',
    krusinski: 'Krusinski-Pisa-Goelzer',
    sripati: 'Sripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Equal (from MC)',
    'equal-aries': 'Equal (1st house Aries)',
    'pullen-sd': 'Pullen (sinusoidal delta)',
    'pullen-sr': 'Pullen (sinusoidal ratio)',
  },
  es: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porfirio',
    regiomontanus: 'Regiomontano',
    campanus: 'Campano',
    equal: 'Casas iguales',
    'whole-sign': 'Signos enteros',
    alcabitius: 'Alcabitius',
    morinus: 'Morinus',
    topocentric: 'Topocéntrico',
    meridian: 'Meridiano',
    vehlow: 'Vehlow',
    horizontal: 'Horizontal',
    carter: 'Carter (polo-ecuatorial)',
    krusinski: 'Krusinski-Pisa-Goelzer',
    sripati: 'Sripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Casas iguales (desde el MC)',
    'equal-aries': 'Casas iguales (casa 1 en Aries)',
    'pullen-sd': 'Pullen (delta sinusoidal)',
    'pullen-sr': 'Pullen (razón sinusoidal)',
  },
  de: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porphyrius',
    regiomontanus: 'Regiomontanus',
    campanus: 'Campanus',
    equal: 'Äquale Häuser',
    'whole-sign': 'Ganzzeichenhäuser',
    alcabitius: 'Alcabitius',
    morinus: 'Morinus',
    topocentric: 'Topozentrisch',
    meridian: 'Meridian',
    vehlow: 'Vehlow',
    horizontal: 'Horizontsystem',
    carter: 'Carter (poläquatorial)',
    krusinski: 'Krusinski-Pisa-Goelzer',
    sripati: 'Sripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Äquale Häuser (ab MC)',
    'equal-aries': 'Äquale Häuser (1. Haus Widder)',
    'pullen-sd': 'Pullen (sinusoidales Delta)',
    'pullen-sr': 'Pullen (sinusoidales Verhältnis)',
  },
  fr: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porphyre',
    regiomontanus: 'Regiomontanus',
    campanus: 'Campanus',
    equal: 'Maisons égales',
    'whole-sign': 'Signes entiers',
    alcabitius: 'Alcabitius',
    morinus: 'Morinus',
    topocentric: 'Topocentrique',
    meridian: 'Méridien',
    vehlow: 'Vehlow',
    horizontal: 'Horizontal',
    carter: 'Carter (polo-équatorial)',
    krusinski: 'Krusinski-Pisa-Goelzer',
    sripati: 'Sripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Maisons égales (depuis le MC)',
    'equal-aries': 'Maisons égales (maison 1 en Bélier)',
    'pullen-sd': 'Pullen (delta sinusoïdal)',
    'pullen-sr': 'Pullen (rapport sinusoïdal)',
  },
  it: {
    placidus: 'Placido',
    koch: 'Koch',
    porphyry: 'Porfirio',
    regiomontanus: 'Regiomontano',
    campanus: 'Campano',
    equal: 'Case uguali',
    'whole-sign': 'Segni interi',
    alcabitius: 'Alcabizio',
    morinus: 'Morino',
    topocentric: 'Topocentrico',
    meridian: 'Meridiano',
    vehlow: 'Vehlow',
    horizontal: 'Orizzontale',
    carter: 'Carter (polare-equatoriale)',
    krusinski: 'Krusinski-Pisa-Goelzer',
    sripati: 'Sripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Case uguali (dal MC)',
    'equal-aries': 'Case uguali (casa 1 in Ariete)',
    'pullen-sd': 'Pullen (differenza sinusoidale)',
    'pullen-sr': 'Pullen (rapporto sinusoidale)',
  },
  pl: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porfiriusz',
    regiomontanus: 'Regiomontanus',
    campanus: 'Campanus',
    equal: 'Domy równe',
    'whole-sign': 'Całe znaki',
    alcabitius: 'Alcabitius',
    morinus: 'Morinus',
    topocentric: 'Topocentryczny',
    meridian: 'Południkowy',
    vehlow: 'Vehlow',
    horizontal: 'Horyzontalny',
    carter: 'Carter (biegunowo-równikowy)',
    krusinski: 'Krusiński-Pisa-Goelzer',
    sripati: 'Śripati',
    sunshine: 'Sunshine',
    'equal-mc': 'Domy równe (od MC)',
    'equal-aries': 'Domy równe (1. dom w Baranie)',
    'pullen-sd': 'Pullen (różnica sinusoidalna)',
    'pullen-sr': 'Pullen (stosunek sinusoidalny)',
  },
};

const ELEMENT_NAMES: Record<Language, Record<Element, string>> = {
  en: { fire: 'Fire', earth: 'Earth', air: 'Air', water: 'Water' },
  es: { fire: 'Fuego', earth: 'Tierra', air: 'Aire', water: 'Agua' },
  de: { fire: 'Feuer', earth: 'Erde', air: 'Luft', water: 'Wasser' },
  fr: { fire: 'Feu', earth: 'Terre', air: 'Air', water: 'Eau' },
  it: { fire: 'Fuoco', earth: 'Terra', air: 'Aria', water: 'Acqua' },
  pl: { fire: 'Ogień', earth: 'Ziemia', air: 'Powietrze', water: 'Woda' },
};

const MODALITY_NAMES: Record<Language, Record<Modality, string>> = {
  en: { cardinal: 'Cardinal', fixed: 'Fixed', mutable: 'Mutable' },
  es: { cardinal: 'Cardinal', fixed: 'Fijo', mutable: 'Mutable' },
  de: { cardinal: 'Kardinal', fixed: 'Fix', mutable: 'Veränderlich' },
  fr: { cardinal: 'Cardinal', fixed: 'Fixe', mutable: 'Mutable' },
  it: { cardinal: 'Cardinale', fixed: 'Fisso', mutable: 'Mobile' },
  pl: { cardinal: 'Kardynalny', fixed: 'Stały', mutable: 'Zmienny' },
};

const EN_ORDINAL_SUFFIX = ['th', 'st', 'nd', 'rd'];

/** "1st house", "Casa 1", "1. Haus", "Casa 1" (Italian): the name of house `house` (1..12). */
function houseName(house: House, language: Language): string {
  switch (language) {
    case 'en': {
      const suffix = house >= 11 && house <= 13 ? 'th' : (EN_ORDINAL_SUFFIX[house % 10] ?? 'th');
      return `${house}${suffix} House`;
    }
    case 'es':
      return `Casa ${house}`;
    case 'de':
      return `${house}. Haus`;
    case 'fr':
      return `Maison ${house}`;
    case 'it':
      return `Casa ${house}`;
    case 'pl':
      return `Dom ${house}`;
  }
}

/** The readable name of a point (any vocabulary point, or the shared keys north-node / south-node). */
export function pointName(point: NamedPoint, language: Language): string {
  return POINT_NAMES[language][point];
}
/** The readable name of a sign. */
export function signName(sign: Sign, language: Language): string {
  return SIGN_NAMES[language][sign];
}
/** The readable name of an aspect. */
export function aspectName(aspect: AspectId, language: Language): string {
  return ASPECT_NAMES[language][aspect];
}

/** A record's own value for `key` (never one inherited from Object.prototype). */
function own<V>(record: Record<string, V>, key: unknown): V | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

function lookup<K extends EntityKind>(kind: K, id: EntityIds[K], language: Language): ReadableEntity<K> | undefined {
  const entity = (name: string | undefined, glyph: string | null | undefined) =>
    name === undefined ? undefined : { id, name, glyph: glyph ?? null };
  switch (kind) {
    case 'point':
      return entity(own(POINT_NAMES[language], id), own(POINT_GLYPHS, id));
    case 'sign':
      return entity(own(SIGN_NAMES[language], id), own(SIGN_GLYPHS, id));
    case 'aspect':
      return entity(own(ASPECT_NAMES[language], id), own(ASPECT_GLYPHS, id));
    case 'house-system':
      return entity(own(HOUSE_SYSTEM_NAMES[language], id), null);
    case 'house':
      return Number.isInteger(id) && (id as number) >= 1 && (id as number) <= 12
        ? entity(houseName(id as House, language), null)
        : undefined;
    case 'element':
      return entity(own(ELEMENT_NAMES[language], id), own(ELEMENT_GLYPHS, id));
    case 'modality':
      return entity(own(MODALITY_NAMES[language], id), null);
  }
  return undefined;
}

/**
 * The readable name and glyph of one entity in `language`.
 * `kind` point: any vocabulary point or `north-node` / `south-node`; house: 1..12.
 * Throws a RangeError for an id unknown to its kind (callers validate input first).
 */
export function readableEntity<K extends EntityKind>(kind: K, id: EntityIds[K], language: Language): ReadableEntity<K> {
  const found = Object.hasOwn(POINT_NAMES, language) ? lookup(kind, id, language) : undefined;
  if (!found) throw new RangeError(`no readable ${kind} "${String(id)}" in language "${language}"`);
  return found;
}

/** Every id of a kind, in vocabulary order (for listings and tests). */
export function entityIds<K extends EntityKind>(kind: K): readonly EntityIds[K][] {
  const all: { [k in EntityKind]: readonly EntityIds[k][] } = {
    point: NAMED_POINTS,
    sign: SIGNS,
    aspect: ASPECTS.map((a) => a.id),
    'house-system': Object.keys(HOUSE_SYSTEMS) as HouseSystem[],
    house: HOUSES,
    element: ELEMENTS,
    modality: MODALITIES,
  };
  return all[kind];
}
