/** Spanish synastry texts: a point of person 1 ("tu") in aspect to a point of person 2 ("su"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { ES_ASPECTS } from './aspects.ts';
import { polish } from './grammar.ts';
import { ES_POINT_NAMES, ES_RELATING, type EsRelating } from './points.ts';

/**
 * Lo que una pareja puede hacer con un contacto, según el tema de uno de sus dos puntos y la
 * naturaleza del aspecto: una cuadratura de Venus pide otro consejo que una de Saturno, para que
 * un informe de doce contactos no repita el mismo consejo por aspecto.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Conviene dejar sitio a dos proyectos de vida, no a un solo foco compartido.',
    hard: 'Turnarse al mando ayuda: nadie tiene que hacerse pequeño para que el otro brille.',
    soft: 'Decirse en voz alta lo que se admira del otro fortalece a ambos.',
  },
  moon: {
    fusion: 'Los pequeños rituales de cuidado, con los que ambos puedan contar, sostienen este vínculo.',
    hard: 'Mejor preguntar qué necesita la otra persona que dar por hecho que se sabe.',
    soft: 'Vale la pena proteger los ratos tranquilos en casa; alimentan esta relación.',
  },
  mercury: {
    fusion: 'Hablar a menudo está bien, siempre que cada uno deje terminar al otro.',
    hard: 'Cuando las palabras se afilan, esperar una hora antes de responder evita heridas.',
    soft: 'Planear, aprender o viajar juntos saca lo mejor de las conversaciones de la pareja.',
  },
  venus: {
    fusion: 'Disfrutar de lo compartido no impide guardar algunos placeres propios.',
    hard: 'Nombrar lo que cada uno valora, en lugar de adivinarlo, evita malentendidos de gusto.',
    soft: 'La belleza y el placer merecen un lugar fijo en el tiempo compartido.',
  },
  mars: {
    fusion: 'La energía común rinde más en un proyecto, un deporte o una meta compartida.',
    hard: 'Conviene discutir sobre el asunto, nunca sobre quién gana, y después pasar página.',
    soft: 'Actuar juntos por lo que ambos quieren hace avanzar más rápido a la pareja.',
  },
  jupiter: {
    fusion: 'Soñar en grande juntos funciona mejor si luego se elige un plan y se lleva a cabo.',
    hard: 'Poner límites ayuda, porque juntos es fácil prometer más de lo que se puede cumplir.',
    soft: 'Animar el crecimiento del otro sale solo; la generosidad fluye aquí.',
  },
  saturn: {
    fusion: 'Los compromisos pesan menos si se dan forma entre los dos y nadie los carga solo.',
    hard: 'Decir cuándo una norma o un deber se hace pesado ayuda más que el silencio.',
    soft: 'Construir algo duradero juntos, un hogar, unos ahorros o una rutina, le sienta bien a la relación.',
  },
  uranus: {
    fusion: 'Sorprenderse una y otra vez, y dejarse libres, mantiene viva la chispa.',
    hard: 'Antes de cambiarlo todo, conviene acordar qué debe seguir estable.',
    soft: 'Probar cosas nuevas juntos renueva a ambos.',
  },
  neptune: {
    fusion: 'Compartir los sueños está bien; contrastarlos de vez en cuando con la vida diaria, también.',
    hard: 'Hablar claro de las expectativas evita que alguien ame una ilusión.',
    soft: 'El arte, la música o el silencio compartido ahondan lo que ambos sienten.',
  },
  pluto: {
    fusion: 'La profundidad es el regalo de este contacto; conviene mantenerla libre de control.',
    hard: 'Las pruebas de poder sobran: la confianza crece cuando nadie tiene que ganar.',
    soft: 'Afrontar juntos lo difícil deja más fuerte a la pareja.',
  },
  ascendant: {
    fusion: 'Vale la pena notar cómo cada uno moldea el estilo del otro, y disfrutarlo.',
    hard: 'Mirar más allá de la primera reacción da tiempo a conocerse de verdad.',
    soft: 'Ambos están a gusto en compañía del otro, y se nota desde fuera.',
  },
};

function role(r: EsRelating, owner: 'tu' | 'su'): string {
  return `${owner}${r.role.plural ? 's' : ''} ${r.role.noun}`;
}

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Spanish. */
export function esSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const nameA = ES_POINT_NAMES[a].name;
  const nameB = ES_POINT_NAMES[b].name;
  const A = ES_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = ES_RELATING[a];
  const rb = ES_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);

  const openings = [
    `Tu ${nameA} ${verb} su ${nameB}: ${role(ra, 'tu')} y ${role(rb, 'su')} ${links}.`,
    `Cuando tu ${nameA} ${verb} su ${nameB}, ${role(ra, 'tu')} y ${role(rb, 'su')} ${links}.`,
    `${capitalize(role(ra, 'tu'))} y ${role(rb, 'su')} ${links}, porque tu ${nameA} ${verb} su ${nameB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, y la otra persona ${rb.receives[nature]}.`,
    `Por tu parte, ${ra.gives[nature]}; por la suya, ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`Tu ${nameA} ${A.prep} su ${nameB}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
