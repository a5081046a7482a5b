/** German synastry texts: a point of person 1 ("dein") in aspect to a point of person 2 ("der anderen Person"). */
import { natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { DE_ASPECTS } from './aspects.ts';
import { contract, np } from './grammar.ts';
import { DE_POINT_NAMES, DE_RELATING } from './points.ts';

const COUPLE_ADVICE: Record<SynastryAspect, string[]> = {
  conjunction: [
    'Die gemeinsame Energie ist stark; lasst einander trotzdem Raum.',
    'Dieser Kontakt lässt sich kaum übersehen: Er wird zu einem zentralen Thema der Verbindung.',
  ],
  opposition: [
    'Anziehung und Reibung gehören hier zusammen: Trefft euch in der Mitte.',
    'Jeder von euch hat, was dem anderen fehlt; darin liegen der Reiz und die Aufgabe dieses Kontakts.',
  ],
  trine: [
    'Diese Leichtigkeit ist ein Geschenk; nehmt sie nicht als selbstverständlich.',
    'Es funktioniert ohne Mühe und trägt euch deshalb auch durch schwierigere Zeiten.',
  ],
  square: [
    'Reibung hält die Beziehung lebendig, wenn ihr darüber sprecht, statt aufzurechnen.',
    'Dieser Kontakt lässt euch wachsen, sobald keiner mehr gewinnen will.',
  ],
  sextile: [
    'Das Potenzial wächst mit gemeinsamen Unternehmungen und ehrlichen Gesprächen.',
    'Ein freundlicher Kontakt, der ein wenig Einsatz von beiden Seiten belohnt.',
  ],
};

const OTHER = 'der anderen Person';

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in German. */
export function deSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const nounA = DE_POINT_NAMES[a].noun;
  const nounB = DE_POINT_NAMES[b].noun;
  const A = DE_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = DE_RELATING[a];
  const rb = DE_RELATING[b];
  const yours = capitalize(np(nounA, 'nom', 'dein'));
  const theirsDat = `${np(nounB, 'dat', 'def')} ${OTHER}`;
  const verbs = [`steht ${A.prep} ${theirsDat}`, `bildet ${np(A.noun, 'acc', 'ein')} ${A.to} ${theirsDat}`];
  const roles = `${capitalize(np(ra.role, 'nom', 'dein'))} und ${np(rb.role, 'nom', 'ihr')} ${c.pick('links', A.links)}`;

  const openings = [
    `${yours} ${c.pick('verb', verbs)}: ${roles}.`,
    `${yours} und ${np(nounB, 'nom', 'def')} ${OTHER} bilden ${np(A.noun, 'acc', 'ein')}: ${roles}.`,
  ];
  const middles = [`${ra.gives[nature]}, und ${rb.receives[nature]}.`, `${ra.gives[nature]}; ${rb.receives[nature]}.`];
  return {
    title: contract(`${yours} ${A.prep} ${theirsDat}`),
    body: contract(
      paragraph([c.pick('opening', openings), c.pick('middle', middles), c.pick('advice', COUPLE_ADVICE[aspect])]),
    ),
  };
}
