/** German synastry texts: a point of person 1 ("dein") in aspect to a point of person 2 ("der anderen Person"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { DE_ASPECTS } from './aspects.ts';
import { contract, np } from './grammar.ts';
import { DE_POINT_NAMES, DE_RELATING } from './points.ts';

/**
 * Was ein Paar aus einem Kontakt machen kann, nach dem Thema eines seiner beiden Punkte und der
 * Natur des Aspekts: Ein Venus-Quadrat braucht einen anderen Rat als ein Saturn-Quadrat, damit ein
 * Bericht mit zwölf Kontakten nicht je Aspekt denselben Rat wiederholt.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Macht Platz für zwei Lebenspläne statt für ein gemeinsames Rampenlicht.',
    hard: 'Wechselt euch in der Führung ab; keiner muss kleiner werden, damit der andere strahlt.',
    soft: 'Sagt einander, was ihr aneinander bewundert; das stärkt euch beide.',
  },
  moon: {
    fusion: 'Schafft kleine Rituale der Fürsorge, auf die ihr euch beide verlassen könnt.',
    hard: 'Fragt nach, was der andere braucht, statt es zu vermuten.',
    soft: 'Schützt die ruhigen Stunden zu Hause; sie nähren diese Verbindung.',
  },
  mercury: {
    fusion: 'Redet viel miteinander, aber lasst den anderen ausreden.',
    hard: 'Wenn Worte scharf werden, wartet eine Stunde mit der Antwort.',
    soft: 'Plant, lernt oder reist zusammen; eure Gespräche tragen euch.',
  },
  venus: {
    fusion: 'Genießt, was ihr teilt, und behaltet auch eigene Freuden.',
    hard: 'Sagt, was jedem von euch wichtig ist, statt zu raten; der Geschmack darf verschieden sein.',
    soft: 'Macht Schönes und Genuss zu einem festen Teil eurer gemeinsamen Zeit.',
  },
  mars: {
    fusion: 'Steckt die gemeinsame Energie in ein Projekt, einen Sport oder ein Ziel.',
    hard: 'Streitet über die Sache, nie darüber, wer gewinnt, und lasst es dann gut sein.',
    soft: 'Handelt gemeinsam für das, was ihr beide wollt; als Team kommt ihr schneller voran.',
  },
  jupiter: {
    fusion: 'Träumt zusammen groß und macht dann einen Plan wahr.',
    hard: 'Setzt euch Grenzen, denn zusammen versprecht ihr leicht mehr, als ihr halten könnt.',
    soft: 'Fördert gegenseitig euer Wachstum; Großzügigkeit fällt euch hier leicht.',
  },
  saturn: {
    fusion: 'Gestaltet eure Verpflichtungen gemeinsam, damit keiner sie allein trägt.',
    hard: 'Sagt es, wenn eine Regel oder Pflicht schwer wird; Geduld hilft mehr als Schweigen.',
    soft: 'Baut gemeinsam etwas Dauerhaftes auf: ein Zuhause, Ersparnisse, einen gemeinsamen Alltag.',
  },
  uranus: {
    fusion: 'Überrascht einander immer wieder und lasst einander frei.',
    hard: 'Klärt, was stabil bleiben muss, bevor ihr alles andere verändert.',
    soft: 'Probiert gemeinsam Neues aus; ihr erfrischt einander.',
  },
  neptune: {
    fusion: 'Teilt eure Träume und prüft sie hin und wieder am Alltag.',
    hard: 'Sprecht Erwartungen klar aus, damit keiner eine Illusion liebt.',
    soft: 'Kunst, Musik oder stille Zeit zu zweit vertiefen, was ihr fühlt.',
  },
  pluto: {
    fusion: 'Tiefe ist hier das Geschenk; haltet sie frei von Kontrolle.',
    hard: 'Lasst die Machtproben; Vertrauen wächst, wenn keiner gewinnen muss.',
    soft: 'Stellt euch Schwierigem gemeinsam; ihr geht gestärkt daraus hervor.',
  },
  ascendant: {
    fusion: 'Achtet darauf, wie ihr Auftreten und Stil des anderen prägt, und genießt es.',
    hard: 'Schaut über die erste Reaktion hinaus; gebt einander Zeit, ganz gesehen zu werden.',
    soft: 'Ihr fühlt euch miteinander wohl; zeigt das ruhig auch anderen.',
  },
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
    `${roles}, denn ${np(nounA, 'nom', 'dein')} ${c.pick('verb', verbs)}.`,
  ];
  const middles = [`${ra.gives[nature]}, und ${rb.receives[nature]}.`, `${ra.gives[nature]}; ${rb.receives[nature]}.`];
  return {
    title: contract(`${yours} ${A.prep} ${theirsDat}`),
    body: contract(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
