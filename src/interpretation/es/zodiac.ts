/** Spanish phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Spanish. */
export interface EsSign {
  /** Three adjectives in the masculine singular, joined: "directo, valiente e impaciente". */
  traits: string;
  /** Clause with subject "tú". */
  style: string;
  /** Object noun phrase without article: what the sign needs. */
  needs: string;
  /** Noun phrase with articles (plural subject): the sign's shadow. */
  shadow: string;
  /** Noun phrase with article: the sign's gift. */
  gift: string;
  /** Two adjectives (masculine singular, for "el ambiente") for the Moon in the sign. */
  mood: string;
}

/** Spanish phrases for the twelve signs. */
export const ES_SIGNS: Record<Sign, EsSign> = {
  aries: {
    traits: 'directo, valiente e impaciente',
    style: 'actúas primero y preguntas después',
    needs: 'retos y espacio para liderar',
    shadow: 'la impaciencia y el mal genio',
    gift: 'el valor',
    mood: 'audaz e impulsivo',
  },
  taurus: {
    traits: 'constante, sensual y paciente',
    style: 'te tomas tu tiempo y confías en lo que puedes tocar',
    needs: 'seguridad y comodidad',
    shadow: 'la terquedad y la posesividad',
    gift: 'la constancia',
    mood: 'tranquilo y sensual',
  },
  gemini: {
    traits: 'curioso, ágil y versátil',
    style: 'buscas variedad y conectas ideas con rapidez',
    needs: 'estímulos y conversación',
    shadow: 'la dispersión y la inquietud',
    gift: 'el ingenio',
    mood: 'comunicativo y curioso',
  },
  cancer: {
    traits: 'protector, afectuoso y sensible',
    style: 'proteges lo que quieres y te guías por tus sentimientos',
    needs: 'pertenencia y seguridad emocional',
    shadow: 'los cambios de humor y el apego al pasado',
    gift: 'el cuidado',
    mood: 'tierno y hogareño',
  },
  leo: {
    traits: 'cálido, orgulloso y expresivo',
    style: 'quieres crear, brillar y recibir reconocimiento',
    needs: 'reconocimiento y expresión sincera',
    shadow: 'el orgullo y la necesidad de aplausos',
    gift: 'la generosidad',
    mood: 'cálido y juguetón',
  },
  virgo: {
    traits: 'preciso, modesto y servicial',
    style: 'pules, analizas y mejoras',
    needs: 'orden y una tarea útil',
    shadow: 'el perfeccionismo y la preocupación',
    gift: 'la destreza',
    mood: 'práctico y ordenado',
  },
  libra: {
    traits: 'amable, justo y sociable',
    style: 'buscas equilibrio, belleza y compañía',
    needs: 'armonía y un trato justo',
    shadow: 'la indecisión y el afán de agradar',
    gift: 'la diplomacia',
    mood: 'sociable y conciliador',
  },
  scorpio: {
    traits: 'intenso, reservado y decidido',
    style: 'vas al fondo y no haces nada a medias',
    needs: 'profundidad y confianza',
    shadow: 'los celos y el afán de control',
    gift: 'la profundidad',
    mood: 'intenso e indagador',
  },
  sagittarius: {
    traits: 'franco, aventurero y optimista',
    style: 'buscas sentido y espacio para explorar',
    needs: 'libertad y horizontes',
    shadow: 'los excesos y el tono sermoneador',
    gift: 'la fe',
    mood: 'inquieto y optimista',
  },
  capricorn: {
    traits: 'ambicioso, disciplinado y reservado',
    style: 'planificas a largo plazo y te ganas tu lugar',
    needs: 'metas y respeto',
    shadow: 'la rigidez y el pesimismo',
    gift: 'la perseverancia',
    mood: 'sobrio y concentrado',
  },
  aquarius: {
    traits: 'independiente, inventivo y distante',
    style: 'piensas por tu cuenta y valoras a las personas por encima de las convenciones',
    needs: 'libertad y una causa',
    shadow: 'la frialdad y el espíritu de contradicción',
    gift: 'la originalidad',
    mood: 'sociable y poco convencional',
  },
  pisces: {
    traits: 'soñador, compasivo y receptivo',
    style: 'percibes lo que sienten los demás y sigues tu imaginación',
    needs: 'un sentido más allá de lo cotidiano',
    shadow: 'la evasión y los límites difusos',
    gift: 'la compasión',
    mood: 'soñador y sensible',
  },
};

/** The element in lower case, as in "un signo cardinal de fuego". */
export const ES_ELEMENT_NAME: Record<Element, string> = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' };
/** Verb phrase (subject "su elemento") on what the element adds. */
export const ES_ELEMENT: Record<Element, string> = {
  fire: 'aporta entusiasmo y espontaneidad',
  earth: 'lo ancla en resultados prácticos',
  air: 'lo vuelve sociable y reflexivo',
  water: 'lo vuelve emotivo e intuitivo',
};
/** The modality as an adjective (masculine, agreeing with "signo"). */
export const ES_MODALITY: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fijo', mutable: 'mutable' };
/** Clause (about the sign) on how the modality acts. */
export const ES_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'le gusta iniciar',
  fixed: 'sostiene y lleva las cosas hasta el final',
  mutable: 'se adapta y cambia de rumbo con facilidad',
};

/** The phrases of one house in Spanish. */
export interface EsHouse {
  /** Noun phrases with articles: the house's areas of life. */
  areas: [string, string];
  /** Imperative clauses (tú). */
  actions: [string, string];
}

/** Feminine ordinals of the houses ("casa primera" … "casa duodécima"), index 1 … 12. */
export const ES_HOUSE_ORDINALS: readonly string[] = [
  '',
  'primera',
  'segunda',
  'tercera',
  'cuarta',
  'quinta',
  'sexta',
  'séptima',
  'octava',
  'novena',
  'décima',
  'undécima',
  'duodécima',
];

/** Spanish phrases for houses 1..12. */
export const ES_HOUSES: Record<number, EsHouse> = {
  1: {
    areas: ['la imagen personal, el cuerpo y la iniciativa', 'tu apariencia y los nuevos comienzos'],
    actions: ['toma la iniciativa en lo personal', 'renueva tu imagen o empieza un proyecto propio'],
  },
  2: {
    areas: ['el dinero, las posesiones y la autoestima', 'tus ingresos y lo que valoras'],
    actions: ['revisa tu presupuesto', 'invierte en algo de valor duradero'],
  },
  3: {
    areas: [
      'la comunicación, el aprendizaje y el entorno cercano',
      'los hermanos, los viajes cortos y los intercambios cotidianos',
    ],
    actions: ['escribe, llama o aprende algo nuevo', 'retoma el contacto con un hermano o un vecino'],
  },
  4: {
    areas: ['el hogar, la familia y las raíces', 'tu vida privada y tus cimientos emocionales'],
    actions: ['cuida tu hogar y a tu familia', 'pasa tiempo tranquilo donde te sientes en casa'],
  },
  5: {
    areas: ['la creatividad, el romance y el juego', 'los hijos, el placer y la expresión personal'],
    actions: ['crea algo por el puro placer de hacerlo', 'planea una cita o un día de juego'],
  },
  6: {
    areas: ['el trabajo diario, las rutinas y la salud', 'tus hábitos, tus obligaciones y tu bienestar'],
    actions: ['ordena tu agenda y tus hábitos', 'cuida tu cuerpo y tu carga de trabajo'],
  },
  7: {
    areas: ['la pareja y las relaciones cercanas', 'el matrimonio, los contratos y los rivales declarados'],
    actions: ['busca el punto de encuentro con tu pareja', 'habla con franqueza sobre un acuerdo común'],
  },
  8: {
    areas: [
      'los recursos compartidos, la intimidad y la transformación',
      'las deudas, las herencias y lo que te une a otros',
    ],
    actions: ['pon en orden las finanzas compartidas', 'suelta algo que ya ha cumplido su ciclo'],
  },
  9: {
    areas: [
      'los viajes, los estudios superiores y las creencias',
      'los horizontes lejanos, las leyes y las publicaciones',
    ],
    actions: ['planea un viaje o un curso', 'amplía tu visión con una perspectiva nueva'],
  },
  10: {
    areas: ['la carrera, el estatus y la vida pública', 'tus ambiciones y tu reputación'],
    actions: ['da un paso en tu carrera', 'muestra a tus superiores lo que sabes hacer'],
  },
  11: {
    areas: ['los amigos, los grupos y las esperanzas de futuro', 'las redes, las causas y las metas compartidas'],
    actions: ['contacta con amigos y aliados', 'trabaja con otros en un deseo a largo plazo'],
  },
  12: {
    areas: ['la soledad, el inconsciente y los asuntos ocultos', 'el retiro, los sueños y los finales silenciosos'],
    actions: ['descansa y retírate un poco', 'termina lo pendiente antes de que empiece algo nuevo'],
  },
};
