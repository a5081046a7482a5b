/**
 * Spanish transit texts: "Marte en tránsito en cuadratura con el Sol natal" with a body that
 * joins what the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, natureOf, PACE, type Pace, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { ES_ASPECTS } from './aspects.ts';
import { este, polish } from './grammar.ts';
import { ES_NATAL, ES_POINT_NAMES, ES_TRANSITING } from './points.ts';

const PACE_SENTENCES: Record<Pace, string[]> = {
  hours: [
    'La Luna avanza en pocas horas, así que es el clima emocional del día más que un acontecimiento vital.',
    'Como todo tránsito lunar, pasa en unas horas.',
  ],
  days: ['La influencia dura unos días.', 'Este tránsito tiñe un par de días, no más.'],
  week: ['Dura aproximadamente una semana.', 'Cuenta con una semana, más o menos, hasta que pase.'],
  weeks: ['El efecto se despliega a lo largo de varias semanas.', 'Es un tema de varias semanas, no de un solo día.'],
  months: [
    'Este tránsito se desarrolla durante meses y a menudo se hace exacto más de una vez.',
    'Es un proceso lento de varios meses más que un acontecimiento puntual.',
  ],
  years: [
    'Lento y profundo, este tránsito puede abarcar un año o más en tres pasos: un capítulo de la vida, no un suceso.',
    'Con los bucles retrógrados se hace exacto hasta tres veces, y sus efectos duran más que el propio tránsito.',
  ],
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
  const quality = c.pick('quality', A.quality);
  const epithet = c.pick('epithet', T.epithet);
  const brings = T.brings[nature];
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = `${este(A.g)} ${A.noun}`;

  const openings = [
    `${capitalize(tName.el)}, ${epithet}, ${verb} ${natal_} y ${effect} ${domain}.`,
    `${capitalize(thisAspect)} de ${tName.el} en tránsito con ${natal_} ${effect} ${domain}.`,
    `Con ${tName.el} en tránsito ${A.prep} ${natal_}, ${quality} ${c.pick('tint', ['tiñe', 'recorre', 'marca'])} ${domain}.`,
    `${capitalize(tName.el)} en tránsito ${verb} ${natal_} y aporta a ${domain} ${quality}.`,
  ];
  const middles = [
    `Cabe esperar ${brings}; ${feels}.`,
    `${feels}, mientras ${tName.el} trae ${brings}.`,
    `En lo que respecta a ${domain2}, ${tName.el} trae ${brings}, y ${feels}.`,
    `En la práctica, esto puede significar ${brings}: ${feels}.`,
  ];
  const advices = [
    `${advice}.`,
    `Para aprovechar ${thisAspect}: ${advice}.`,
    `El consejo es sencillo: ${advice}.`,
    c.pick('aspect-advice', A.advice),
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
    const extras = [c.pick('pace', PACE_SENTENCES[PACE[transiting]]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`${capitalize(tName.el)} en tránsito ${A.prep} ${nName.el} natal`),
    body: polish(paragraph(sentences)),
  };
}
