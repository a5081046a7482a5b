/** Spanish phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { EsGender } from './grammar.ts';

/** The phrases of one aspect in Spanish. */
export interface EsAspect {
  /** The aspect noun and its gender: "cuadratura" (f). */
  noun: string;
  g: EsGender;
  /** Prepositional phrase before the other point: "en cuadratura con", "en oposición a". */
  prep: string;
  /** Verbs taking the natal point ("tu Sol natal") as complement: "forma una cuadratura con". */
  verbs: string[];
  /** Singular noun phrase: the aspect's quality. */
  quality: string[];
  /** Verb phrases (3rd person singular) taking a domain as object: "presiona sobre". */
  effect: string[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural verb phrase for "tu X y su Y ...". */
  links: string[];
}

/** Spanish phrases for every aspect of the vocabulary. */
export const ES_ASPECTS: Record<AspectId, EsAspect> = {
  conjunction: {
    noun: 'conjunción',
    g: 'f',
    prep: 'en conjunción con',
    verbs: ['se une a', 'forma una conjunción con'],
    quality: ['una fusión de energías', 'un nuevo comienzo concentrado'],
    effect: ['funde su energía con', 'pone el foco en'],
    advice: [
      'Una conjunción inicia un ciclo: lo que empieces ahora tiende a marcar el tono de lo que sigue.',
      'Las energías se funden, para bien o para mal, así que elige con intención hacia dónde dirigirlas.',
    ],
    links: ['se funden en uno', 'se vuelven difíciles de separar'],
  },
  opposition: {
    noun: 'oposición',
    g: 'f',
    prep: 'en oposición a',
    verbs: ['se opone a', 'forma una oposición con'],
    quality: ['una tensión entre dos polos', 'un espejo que te ponen delante los demás'],
    effect: ['tira en sentido contrario de', 'pone un espejo delante de'],
    advice: [
      'Busca el equilibrio: lo que los demás te muestran ahora forma parte de la respuesta.',
      'Evita las decisiones de todo o nada; la solución suele estar entre los dos extremos.',
    ],
    links: ['se enfrentan', 'tiran en direcciones opuestas'],
  },
  trine: {
    noun: 'trígono',
    g: 'm',
    prep: 'en trígono con',
    verbs: ['forma un trígono con', 'está en trígono con'],
    quality: ['un flujo fácil', 'una armonía natural'],
    effect: ['fluye con facilidad hacia', 'respalda'],
    advice: [
      'La facilidad puede pasar inadvertida, así que aprovecha este trígono a propósito.',
      'Las cosas fluyen ahora; invierte esa buena racha en algo que te importe.',
    ],
    links: ['fluyen en armonía', 'armonizan con naturalidad'],
  },
  square: {
    noun: 'cuadratura',
    g: 'f',
    prep: 'en cuadratura con',
    verbs: ['forma una cuadratura con', 'está en cuadratura con'],
    quality: ['una tensión que pide acción', 'una fricción que obliga a decidir'],
    effect: ['presiona sobre', 'pone a prueba'],
    advice: [
      'La tensión es combustible: actúa en lugar de dejar que se acumule.',
      'La fricción muestra dónde algo tiene que cambiar; decidir ahora ahorra problemas después.',
    ],
    links: ['chocan', 'se rozan'],
  },
  sextile: {
    noun: 'sextil',
    g: 'm',
    prep: 'en sextil con',
    verbs: ['forma un sextil con', 'está en sextil con'],
    quality: ['una oportunidad que requiere un pequeño esfuerzo', 'una cooperación amistosa'],
    effect: ['abre puertas a', 'estimula con suavidad'],
    advice: [
      'Las oportunidades llegan, pero tienes que alargar la mano.',
      'Un pequeño esfuerzo rinde ahora más de lo habitual; acepta la invitación.',
    ],
    links: ['colaboran bien', 'se entienden con facilidad'],
  },
  quincunx: {
    noun: 'quincuncio',
    g: 'm',
    prep: 'en quincuncio con',
    verbs: ['forma un quincuncio con', 'está en quincuncio con'],
    quality: ['un desajuste incómodo que pide adaptación', 'la sensación persistente de que algo no encaja'],
    effect: ['exige ajustes en', 'desestabiliza'],
    advice: [
      'Ninguna parte encaja fácilmente con la otra: ajusta rutinas y expectativas paso a paso.',
      'Cuida tu salud y tu agenda; las pequeñas correcciones funcionan mejor que los grandes gestos.',
    ],
    links: ['encajan con dificultad', 'necesitan ajustes constantes'],
  },
  'semi-sextile': {
    noun: 'semisextil',
    g: 'm',
    prep: 'en semisextil con',
    verbs: ['forma un semisextil con', 'está en semisextil con'],
    quality: ['un empujón sutil', 'una apertura discreta'],
    effect: ['da un suave empujón a', 'alimenta en silencio'],
    advice: [
      'Ahora cuentan los pequeños pasos; fíjate en las aperturas discretas.',
      'El efecto es sutil, así que conviene prestar atención a las pequeñas señales.',
    ],
    links: ['se apoyan en silencio', 'se rozan con suavidad'],
  },
  'semi-square': {
    noun: 'semicuadratura',
    g: 'f',
    prep: 'en semicuadratura con',
    verbs: ['forma una semicuadratura con', 'está en semicuadratura con'],
    quality: ['una irritación de fondo', 'un roce persistente'],
    effect: ['crea pequeños roces en', 'inquieta'],
    advice: [
      'Las pequeñas fricciones señalan pequeños arreglos; atiéndelas pronto.',
      'No dejes que las pequeñas molestias se acumulen; una palabra a tiempo despeja el ambiente.',
    ],
    links: ['se irritan', 'se rozan'],
  },
  sesquiquadrate: {
    noun: 'sesquicuadratura',
    g: 'f',
    prep: 'en sesquicuadratura con',
    verbs: ['forma una sesquicuadratura con', 'está en sesquicuadratura con'],
    quality: ['una agitación que se acumula', 'una presión inquieta'],
    effect: ['agita', 'remueve'],
    advice: [
      'No reacciones de más; una respuesta medida funciona mejor que una repentina.',
      'La presión se acumula en silencio, así que libérala pronto con movimiento o con una conversación sincera.',
    ],
    links: ['se provocan', 'se mantienen en tensión'],
  },
  quintile: {
    noun: 'quintil',
    g: 'm',
    prep: 'en quintil con',
    verbs: ['forma un quintil con', 'está en quintil con'],
    quality: ['un talento creativo', 'una chispa de destreza'],
    effect: ['aporta un toque creativo a', 'afina las capacidades de'],
    advice: [
      'Juega con ello: este aspecto premia la creatividad y la destreza.',
      'Usa la chispa para una artesanía, un juego o una solución elegante.',
    ],
    links: ['se inspiran', 'se encienden mutuamente'],
  },
  'bi-quintile': {
    noun: 'biquintil',
    g: 'm',
    prep: 'en biquintil con',
    verbs: ['forma un biquintil con', 'está en biquintil con'],
    quality: ['una chispa inventiva', 'un ingenio discreto'],
    effect: ['trae ideas ingeniosas a', 'añade ingenio a'],
    advice: [
      'Usa la inspiración para un oficio, una afición o una solución original.',
      'Una idea poco habitual puede funcionar mejor que la de siempre; pruébala.',
    ],
    links: ['se pulen', 'se inspiran'],
  },
};
