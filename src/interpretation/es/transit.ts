/**
 * Spanish transit texts: "Marte en tránsito en cuadratura con el Sol natal" with a body that
 * joins what the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { ES_ASPECTS } from './aspects.ts';
import { este, polish } from './grammar.ts';
import { ES_NATAL, ES_POINT_NAMES, ES_TRANSITING } from './points.ts';

/**
 * Cuánto dura el tránsito y cómo se despliega, dicho para cada punto en tránsito con sus propias
 * palabras (tres versiones), para que un informe con varios tránsitos de un planeta no repita lo mismo.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'El Sol pasa por este punto una vez al año y solo se queda unos días en orbe.',
    'En pocos días el Sol sigue su camino, así que aprovecha el momento.',
    'Bastan unos días luminosos para notar la diferencia.',
  ],
  moon: [
    'La Luna avanza en pocas horas, así que es el clima emocional del día más que un acontecimiento vital.',
    'Como todo tránsito lunar, pasa en unas horas.',
    'Mañana la Luna ya recorre otras zonas de tu carta.',
  ],
  mercury: [
    'Mercurio es rápido: unos días, salvo que una retrogradación devuelva el tema.',
    'Si Mercurio se vuelve retrógrado cerca, el asunto puede volver hasta tres veces en pocas semanas.',
    'Las conversaciones de estos días pueden importar más de lo que parece.',
  ],
  venus: [
    'Venus se queda aquí solo unos días, salvo en sus raros años retrógrados.',
    'Son unos días agradables que conviene notar, no un punto de inflexión.',
    'Lo que disfrutes o valores en estos días te muestra de qué quieres más.',
  ],
  mars: [
    'Marte mantiene el calor durante una semana, más o menos.',
    'Cuenta con una semana; si Marte está retrógrado, puede durar meses.',
    'La energía culmina en torno al día exacto y se apaga en una semana.',
  ],
  jupiter: [
    'Júpiter se toma semanas, y una retrogradación puede traer un segundo y un tercer paso en el mismo año.',
    'Es un tema de varias semanas, no de un solo día.',
    'Con Júpiter se crece poco a poco; lo que empieces ahora puede dar frutos durante un año.',
  ],
  'north-node': [
    'El nodo retrocede despacio por el zodiaco, así que este contacto dura semanas.',
    'Los encuentros y las oportunidades de estas semanas pueden tener más sentido que de costumbre.',
    'Su efecto se nota menos en los hechos que en una sensación de rumbo.',
  ],
  saturn: [
    'Saturno trabaja despacio: esto se despliega durante meses, a menudo en más de un paso exacto.',
    'Es un proceso lento de varios meses más que un acontecimiento puntual.',
    'Lo que construyas o resuelvas en estos meses suele perdurar.',
  ],
  chiron: [
    'Quirón se mueve despacio, así que este contacto abarca meses y a menudo vuelve en un segundo paso.',
    'Una sanación así lleva meses, no días.',
    'Las viejas historias pueden aparecer más de una vez antes de soltarse.',
  ],
  uranus: [
    'Urano se queda un año o más, en hasta tres pasos, y los cambios que inicia suelen quedarse.',
    'Lento y profundo, este tránsito es un capítulo de la vida, no un suceso.',
    'Los giros bruscos se concentran en torno a los pasos exactos, con meses más tranquilos entre ellos.',
  ],
  neptune: [
    'Neptuno se toma un año o más, en hasta tres pasos, y sus efectos duran más que el propio tránsito.',
    'Con Neptuno la claridad llega despacio; el sentido de esta etapa a menudo se ve solo después.',
    'Es un proceso largo y silencioso más que un momento concreto.',
  ],
  pluto: [
    'Plutón se queda años, en hasta tres pasos exactos: un cambio lento y hondo, no un suceso.',
    'Lo que Plutón transforma no vuelve a ser como antes.',
    'Un tránsito tan largo pide paciencia; el cambio actúa primero bajo la superficie.',
  ],
};

/**
 * Una segunda manera de decir lo que trae cada punto en tránsito (junto a ES_TRANSITING), según la
 * naturaleza del aspecto: un planeta con varios tránsitos no trae siempre las mismas palabras.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'un nuevo impulso de vitalidad y el deseo de hacerte notar',
    hard: 'orgullo, cansancio y una prueba para tu voluntad',
    soft: 'calidez, reconocimiento y una confianza tranquila',
  },
  moon: {
    fusion: 'sentimientos intensos y ganas de estar en casa',
    hard: 'humores inquietos y pequeñas irritaciones',
    soft: 'cobijo, cercanía y un ánimo suave',
  },
  mercury: {
    fusion: 'noticias, planes y una cabeza llena de ideas',
    hard: 'cruces de cables, retrasos y dudas nerviosas',
    soft: 'buen momento para charlas, cartas y decisiones',
  },
  venus: {
    fusion: 'calidez, atracción y ganas de disfrutar',
    hard: 'vanidad, gastos de más y resentimientos callados',
    soft: 'amabilidad, buena compañía y pequeños placeres',
  },
  mars: {
    fusion: 'empuje, apetito e impaciencia por empezar',
    hard: 'enfados, descuidos por las prisas y peleas por el propio sitio',
    soft: 'resistencia, iniciativa y un sano espíritu competitivo',
  },
  jupiter: {
    fusion: 'oportunidades, fe y ganas de crecer',
    hard: 'promesas demasiado grandes y gusto por el exceso',
    soft: 'apoyo de los demás, buena fortuna y confianza',
  },
  'north-node': {
    fusion: 'un encuentro con lo que has venido a aprender',
    hard: 'el tirón de los viejos hábitos frente a las metas nuevas',
    soft: 'aliados y ocasiones que encajan con tu camino',
  },
  saturn: {
    fusion: 'una prueba de madurez y la necesidad de asumir el mando',
    hard: 'límites duros, fatiga y deberes que no esperan',
    soft: 'paciencia, estructura y la recompensa del esfuerzo previo',
  },
  chiron: {
    fusion: 'un punto sensible tocado y la ocasión de cuidarlo',
    hard: 'viejo dolor removido y ganas de protegerte',
    soft: 'comprensión, reparación y deseos de ayudar a otros a sanar',
  },
  uranus: {
    fusion: 'avances, sacudidas y necesidad de libertad',
    hard: 'rupturas súbitas, tensión nerviosa y rebeldía',
    soft: 'soluciones ingeniosas y un cambio de rumbo afortunado',
  },
  neptune: {
    fusion: 'sueños, certezas que se disuelven y hambre espiritual',
    hard: 'niebla, desengaño y la tentación de evadirte',
    soft: 'imaginación, empatía y una gracia serena',
  },
  pluto: {
    fusion: 'finales, renacimiento y un encuentro con el poder',
    hard: 'control, compulsiones y crisis que despejan el terreno',
    soft: 'determinación, lucidez y la fuerza para renovarte',
  },
};

/** Más nombres para la cualidad de los aspectos mayores en un tránsito (junto a ES_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['una suma de dos fuerzas', 'un comienzo cargado de energía'],
  opposition: ['un tira y afloja', 'un pulso que pide equilibrio'],
  square: ['una presión que crece hasta que actúas', 'un punto de inflexión bajo tensión'],
  trine: ['un apoyo constante', 'facilidad y buen momento'],
  sextile: ['una apertura útil', 'una ocasión que premia la iniciativa'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Es tu revolución solar, el cumpleaños astrológico que marca el tono del año que empieza.',
  moon: 'Es tu retorno lunar mensual, un pequeño nuevo comienzo emocional.',
  jupiter: 'Es tu retorno de Júpiter, el inicio de un nuevo ciclo de crecimiento de doce años.',
  saturn: 'Es tu retorno de Saturno, un rito de paso que te pide tomar las riendas de tu propia vida.',
  chiron: 'Es tu retorno de Quirón, una ocasión única en la vida para hacer las paces con una vieja herida.',
  'north-node': 'Es tu retorno nodal, un momento en que tu camino vital vuelve a hacerse visible.',
};

const MINOR_NOTES = [
  'Como aspecto menor, su efecto es sutil y fácil de pasar por alto.',
  'Los aspectos menores susurran en vez de gritar: presta atención a las pequeñas señales.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Spanish. */
export function esTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = ES_POINT_NAMES[transiting];
  const nName = ES_POINT_NAMES[natal];
  const T = ES_TRANSITING[transiting];
  const N = ES_NATAL[natal];
  const A = ES_ASPECTS[aspect];
  const nature = natureOf(aspect);

  const natal_ = `tu ${nName.name} natal`;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = c.pick('effect', A.effect);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = `${este(A.g)} ${A.noun}`;

  const natalShort = `tu ${nName.name}`;
  const openings = [
    `${capitalize(tName.el)}, ${epithet}, ${verb} ${natal_} y ${effect} ${domain}.`,
    `${capitalize(thisAspect)} entre ${tName.el} y ${natalShort} ${effect} ${domain}.`,
    `Con ${tName.el} ${A.prep} ${natal_}, ${quality} ${c.pick('tint', ['tiñe', 'recorre', 'marca'])} ${domain}.`,
    `${capitalize(tName.el)} en tránsito ${verb} ${natal_}, con ${quality} para ${domain}.`,
    `Para ${domain}, esto significa ${quality}, porque ${tName.el} ${verb} ${natalShort}.`,
    `En ${domain} vives ahora ${quality}, ya que ${tName.el} ${verb} ${natalShort}.`,
    `Bajo ${A.g === 'f' ? 'la' : 'el'} ${A.noun} entre ${tName.el} y ${natalShort}, ${quality} marca ${domain}.`,
    `En cuestiones de ${N.area}, ${tName.el} ${verb} ${natal_} y ${effect} ${domain}.`,
  ];
  const middles = [
    `Cabe esperar ${brings}; ${feels}.`,
    `${feels}, mientras ${tName.el} trae ${brings}.`,
    `Para ${domain2}, ${tName.el} trae ${brings}, y ${feels}.`,
    `${capitalize(tName.el)} pone en juego ${brings}; ${feels}.`,
    `${feels}; ${tName.el} suma ${brings}.`,
    `${capitalize(tName.el)} aporta ${brings}, y ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Para aprovechar ${thisAspect}: ${advice}.`,
    `El consejo es sencillo: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `En materia de ${N.area}: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Un planeta tan lento solo vuelve a su posición natal en los primeros años de vida o, en el caso de Urano, hacia los 84 años: marca una etapa de la vida más que un acontecimiento.'
          : `Es tu retorno de ${tName.name}, el comienzo de un nuevo ciclo de ${tName.name}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`${capitalize(tName.el)} en tránsito ${A.prep} ${nName.el} natal`),
    body: polish(paragraph(sentences)),
  };
}
