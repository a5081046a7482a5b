/** Italian synastry texts: a point of person 1 ("il tuo") in aspect to a point of person 2 ("il suo"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { IT_ASPECTS } from './aspects.ts';
import { polish, theirs, yours } from './grammar.ts';
import { IT_POINT_NAMES, IT_RELATING, type ItRelating } from './points.ts';

/**
 * Ciò che una coppia può fare con un contatto, secondo il tema di uno dei due punti e la natura
 * dell'aspetto: una quadratura di Venere chiede un altro consiglio rispetto a una di Saturno,
 * perché un rapporto con dodici contatti non ripeta lo stesso consiglio per aspetto.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Conviene lasciare spazio a due progetti di vita, non a un unico centro condiviso.',
    hard: "Alternarsi al comando aiuta: nessuno deve farsi piccolo perché l'altro brilli.",
    soft: "Dirsi ad alta voce ciò che si ammira nell'altro rafforza entrambi.",
  },
  moon: {
    fusion: 'I piccoli rituali di cura, su cui entrambi possono contare, sostengono questo legame.',
    hard: "Meglio chiedere di che cosa ha bisogno l'altra persona che darlo per scontato.",
    soft: 'Vale la pena proteggere i momenti tranquilli a casa: nutrono questa relazione.',
  },
  mercury: {
    fusion: "Parlarsi spesso va bene, purché ciascuno lasci finire l'altro.",
    hard: "Quando le parole si fanno taglienti, aspettare un'ora prima di rispondere evita ferite.",
    soft: 'Progettare, imparare o viaggiare insieme tira fuori il meglio dalle conversazioni della coppia.',
  },
  venus: {
    fusion: 'Godersi ciò che si condivide non impedisce di tenere per sé qualche piacere.',
    hard: 'Dire ciò a cui ciascuno dà valore, invece di indovinarlo, evita malintesi di gusto.',
    soft: 'La bellezza e il piacere meritano un posto fisso nel tempo passato insieme.',
  },
  mars: {
    fusion: "L'energia comune rende di più in un progetto, uno sport o un obiettivo condiviso.",
    hard: 'Conviene discutere della questione, mai di chi vince, e poi voltare pagina.',
    soft: 'Agire insieme per ciò che entrambi vogliono fa avanzare più in fretta la coppia.',
  },
  jupiter: {
    fusion: 'Sognare in grande insieme funziona meglio se poi si sceglie un piano e lo si porta a termine.',
    hard: 'Porsi dei limiti aiuta, perché insieme è facile promettere più di quanto si possa mantenere.',
    soft: "Incoraggiare la crescita dell'altro viene da sé; qui la generosità scorre.",
  },
  saturn: {
    fusion: 'Gli impegni pesano meno se si decidono in due e nessuno li porta da solo.',
    hard: 'Dire quando una regola o un dovere diventa pesante aiuta più del silenzio.',
    soft: 'Costruire insieme qualcosa di duraturo, una casa, dei risparmi o una routine, fa bene alla relazione.',
  },
  uranus: {
    fusion: 'Sorprendersi di continuo, e lasciarsi liberi, tiene viva la scintilla.',
    hard: 'Prima di cambiare tutto, conviene accordarsi su ciò che deve restare stabile.',
    soft: 'Provare insieme cose nuove rinnova entrambi.',
  },
  neptune: {
    fusion: 'Condividere i sogni va bene; confrontarli ogni tanto con la vita di tutti i giorni, anche.',
    hard: "Parlare chiaro delle aspettative evita che qualcuno ami un'illusione.",
    soft: "L'arte, la musica o il silenzio condiviso rendono più profondo ciò che entrambi provano.",
  },
  pluto: {
    fusion: 'La profondità è il dono di questo contatto; conviene tenerla libera dal controllo.',
    hard: 'Le prove di forza sono di troppo: la fiducia cresce quando nessuno deve vincere.',
    soft: 'Affrontare insieme ciò che è difficile rende la coppia più forte.',
  },
  ascendant: {
    fusion: "Vale la pena notare come ciascuno plasma lo stile dell'altro, e godersela.",
    hard: 'Guardare oltre la prima reazione dà il tempo di conoscersi davvero.',
    soft: "Entrambi stanno bene in compagnia l'uno dell'altra, e si vede da fuori.",
  },
};

function role(r: ItRelating, owner: 'tuo' | 'suo'): string {
  return (owner === 'tuo' ? yours : theirs)(r.role.noun, r.role.g, r.role.plural);
}

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Italian. */
export function itSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const pa = IT_POINT_NAMES[a];
  const pb = IT_POINT_NAMES[b];
  const yourA = yours(pa.name, pa.g);
  const theirB = theirs(pb.name, pb.g);
  const A = IT_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = IT_RELATING[a];
  const rb = IT_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);

  const openings = [
    `${capitalize(yourA)} ${verb} ${theirB}: ${role(ra, 'tuo')} e ${role(rb, 'suo')} ${links}.`,
    `Quando ${yourA} ${verb} ${theirB}, ${role(ra, 'tuo')} e ${role(rb, 'suo')} ${links}.`,
    `Con ${yourA} che ${verb} ${theirB}, ${role(ra, 'tuo')} e ${role(rb, 'suo')} ${links}.`,
    `${capitalize(role(ra, 'tuo'))} e ${role(rb, 'suo')} ${links}, perché ${yourA} ${verb} ${theirB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, e l'altra persona ${rb.receives[nature]}.`,
    `Da parte tua, ${ra.gives[nature]}; da parte sua, ${rb.receives[nature]}.`,
    `${ra.gives[nature]}, mentre l'altra persona ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; dal canto suo, l'altra persona ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`${capitalize(yourA)} ${A.prep} ${theirB}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
