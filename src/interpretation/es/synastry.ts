/** Spanish synastry texts: a point of person 1 ("tu") in aspect to a point of person 2 ("su"). */
import { natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { ES_ASPECTS } from './aspects.ts';
import { polish } from './grammar.ts';
import { ES_POINT_NAMES, ES_RELATING, type EsRelating } from './points.ts';

const COUPLE_ADVICE: Record<SynastryAspect, string[]> = {
  conjunction: [
    'La energía compartida es fuerte; conviene dejarse espacio también.',
    'Este contacto es difícil de ignorar: se convierte en un tema central del vínculo.',
  ],
  opposition: [
    'Atracción y fricción van juntas aquí: conviene buscar el punto medio.',
    'Cada parte tiene lo que a la otra le falta: ahí están el magnetismo y la tarea de este contacto.',
  ],
  trine: [
    'Esta facilidad es un regalo; no conviene darla por sentada.',
    'Funciona sin esfuerzo, y por eso sostiene la relación en los momentos difíciles.',
  ],
  square: [
    'La fricción mantiene viva la relación si se habla en lugar de llevar la cuenta.',
    'Este contacto hace crecer cuando ninguna de las dos partes intenta ganar.',
  ],
  sextile: [
    'El potencial crece con actividades compartidas y conversaciones sinceras.',
    'Es un contacto amistoso que recompensa un pequeño esfuerzo de ambas partes.',
  ],
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
  ];
  const middles = [
    `${ra.gives[nature]}, y la otra persona ${rb.receives[nature]}.`,
    `Por tu parte, ${ra.gives[nature]}; por la suya, ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`Tu ${nameA} ${A.prep} su ${nameB}`),
    body: polish(
      paragraph([c.pick('opening', openings), c.pick('middle', middles), c.pick('advice', COUPLE_ADVICE[aspect])]),
    ),
  };
}
