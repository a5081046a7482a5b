/**
 * Italian transit texts: "Marte in transito in quadratura con il Sole natale" with a body that
 * joins what the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { effectOn, IT_ASPECTS } from './aspects.ts';
import { each, polish, questo, the, yours } from './grammar.ts';
import { IT_NATAL, IT_POINT_NAMES, IT_TRANSITING } from './points.ts';

/**
 * Quanto dura il transito e come si sviluppa, detto per ogni punto in transito con parole sue
 * (tre versioni), perché un oroscopo con più transiti di un pianeta non ripeta la stessa frase.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    "Il Sole passa su questo punto una volta l'anno e resta entro l'orbe solo pochi giorni.",
    'In pochi giorni il Sole prosegue il suo cammino, quindi approfitta del momento.',
    'Bastano pochi giorni luminosi per notare la differenza.',
  ],
  moon: [
    'La Luna si sposta in poche ore, quindi è il clima emotivo della giornata più che un evento della vita.',
    'Come ogni transito lunare, passa in qualche ora.',
    'Domani la Luna attraversa già altre zone del tuo tema.',
  ],
  mercury: [
    'Mercurio è veloce: pochi giorni, a meno che una retrogradazione non riporti il tema.',
    'Se Mercurio diventa retrogrado nei paraggi, la questione può tornare fino a tre volte in poche settimane.',
    'Le conversazioni di questi giorni possono contare più di quanto sembri.',
  ],
  venus: [
    'Venere resta qui solo pochi giorni, salvo nei suoi rari anni di retrogradazione.',
    'Sono giorni piacevoli da notare, non una svolta.',
    'Ciò che ti piace o apprezzi in questi giorni ti mostra di che cosa vuoi di più.',
  ],
  mars: [
    'Marte tiene alta la temperatura per una settimana circa.',
    'Conta su una settimana; se Marte è retrogrado, può durare mesi.',
    "L'energia culmina intorno al giorno esatto e si spegne nel giro di una settimana.",
  ],
  jupiter: [
    'Giove si prende settimane, e una retrogradazione può portare un secondo e un terzo passaggio nello stesso anno.',
    'È un tema di più settimane, non di un solo giorno.',
    'Con Giove si cresce poco a poco; ciò che inizi ora può dare frutti per un anno.',
  ],
  'north-node': [
    'Il nodo arretra lentamente nello zodiaco, quindi questo contatto dura settimane.',
    'Gli incontri e le occasioni di queste settimane possono avere più senso del solito.',
    'Il suo effetto si nota meno nei fatti che in un senso di direzione.',
  ],
  saturn: [
    "Saturno lavora piano: tutto si sviluppa nell'arco di mesi, spesso in più di un passaggio esatto.",
    'È un processo lento di alcuni mesi più che un evento puntuale.',
    'Ciò che costruisci o risolvi in questi mesi di solito dura.',
  ],
  chiron: [
    'Chirone si muove lentamente, quindi questo contatto copre mesi e spesso torna con un secondo passaggio.',
    'Una guarigione così richiede mesi, non giorni.',
    'Le vecchie storie possono riaffiorare più di una volta prima di lasciare la presa.',
  ],
  uranus: [
    'Urano resta un anno o più, in fino a tre passaggi, e i cambiamenti che avvia di solito restano.',
    'Lento e profondo, questo transito è un capitolo della vita, non un episodio.',
    'Le svolte brusche si concentrano intorno ai passaggi esatti, con mesi più tranquilli nel mezzo.',
  ],
  neptune: [
    'Nettuno si prende un anno o più, in fino a tre passaggi, e i suoi effetti durano più del transito stesso.',
    'Con Nettuno la chiarezza arriva piano; il senso di questa fase spesso si vede solo dopo.',
    'È un processo lungo e silenzioso più che un momento preciso.',
  ],
  pluto: [
    'Plutone resta per anni, in fino a tre passaggi esatti: un cambiamento lento e profondo, non un episodio.',
    "Ciò che Plutone trasforma non torna più com'era.",
    'Un transito così lungo chiede pazienza; il cambiamento agisce prima sotto la superficie.',
  ],
};

/**
 * Un secondo modo di dire ciò che porta ogni punto in transito (accanto a IT_TRANSITING), secondo
 * la natura dell'aspetto: un pianeta con più transiti non porta sempre le stesse parole.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'un nuovo slancio di vitalità e il desiderio di farti notare',
    hard: 'orgoglio, stanchezza e una prova per la tua volontà',
    soft: 'calore, riconoscimento e una fiducia tranquilla',
  },
  moon: {
    fusion: 'sentimenti intensi e voglia di stare a casa',
    hard: 'umori inquieti e piccole irritazioni',
    soft: 'riparo, vicinanza e un animo gentile',
  },
  mercury: {
    fusion: 'notizie, progetti e una testa piena di idee',
    hard: 'fili che si incrociano, ritardi e dubbi nervosi',
    soft: 'un buon momento per chiacchiere, lettere e decisioni',
  },
  venus: {
    fusion: 'calore, attrazione e voglia di godersi la vita',
    hard: 'vanità, spese eccessive e rancori taciuti',
    soft: 'gentilezza, buona compagnia e piccoli piaceri',
  },
  mars: {
    fusion: 'slancio, appetito e impazienza di cominciare',
    hard: 'arrabbiature, sviste dovute alla fretta e lotte per il proprio spazio',
    soft: 'resistenza, iniziativa e un sano spirito competitivo',
  },
  jupiter: {
    fusion: 'occasioni, fede e voglia di crescere',
    hard: "promesse troppo grandi e il gusto dell'eccesso",
    soft: 'il sostegno degli altri, buona sorte e fiducia',
  },
  'north-node': {
    fusion: 'un incontro con ciò che sei qui per imparare',
    hard: 'il richiamo delle vecchie abitudini contro i nuovi obiettivi',
    soft: 'alleati e occasioni in sintonia con il tuo cammino',
  },
  saturn: {
    fusion: 'una prova di maturità e il bisogno di prendere il comando',
    hard: 'limiti duri, fatica e doveri che non aspettano',
    soft: 'pazienza, struttura e la ricompensa dello sforzo fatto',
  },
  chiron: {
    fusion: "un punto sensibile toccato e l'occasione di prendertene cura",
    hard: 'un vecchio dolore rimescolato e il bisogno di proteggerti',
    soft: 'comprensione, riparazione e il desiderio di aiutare gli altri a guarire',
  },
  uranus: {
    fusion: 'progressi, scossoni e bisogno di libertà',
    hard: 'rotture improvvise, tensione nervosa e ribellione',
    soft: 'soluzioni ingegnose e un cambio di rotta fortunato',
  },
  neptune: {
    fusion: 'sogni, certezze che si dissolvono e fame spirituale',
    hard: 'nebbia, disillusione e la tentazione di evadere',
    soft: 'immaginazione, empatia e una grazia serena',
  },
  pluto: {
    fusion: 'finali, rinascita e un incontro con il potere',
    hard: 'controllo, compulsioni e crisi che sgombrano il terreno',
    soft: 'determinazione, lucidità e la forza per rinnovarti',
  },
};

/** Altri nomi per la qualità degli aspetti maggiori in un transito (accanto a IT_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['una somma di due forze', "un inizio carico d'energia"],
  opposition: ['un tira e molla', 'un braccio di ferro che chiede equilibrio'],
  square: ['una pressione che cresce finché non agisci', 'un punto di svolta sotto tensione'],
  trine: ['un sostegno costante', 'facilità e tempismo'],
  sextile: ["un'apertura utile", "un'occasione che premia l'iniziativa"],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: "È la tua rivoluzione solare, il compleanno astrologico che dà il tono all'anno che comincia.",
  moon: 'È il tuo ritorno lunare mensile, un piccolo nuovo inizio emotivo.',
  jupiter: "È il tuo ritorno di Giove, l'inizio di un nuovo ciclo di crescita di dodici anni.",
  saturn: 'È il tuo ritorno di Saturno, un rito di passaggio che ti chiede di prendere in mano la tua vita.',
  chiron: "È il tuo ritorno di Chirone, un'occasione unica nella vita per fare pace con una vecchia ferita.",
  'north-node': 'È il tuo ritorno nodale, un momento in cui il tuo cammino di vita torna a farsi visibile.',
};

const MINOR_NOTES = [
  'Come aspetto minore, il suo effetto è sottile e facile da trascurare.',
  'Gli aspetti minori sussurrano invece di gridare: fai attenzione ai piccoli segnali.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Italian. */
export function itTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = IT_POINT_NAMES[transiting];
  const nName = IT_POINT_NAMES[natal];
  const T = IT_TRANSITING[transiting];
  const N = IT_NATAL[natal];
  const A = IT_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalShort = [
    yours(nName.name, nName.g),
    `${the(nName.name, nName.g)} del tuo tema`,
    `${yours(nName.name, nName.g)} di nascita`,
  ][natalForm];
  const natal_ = natalForm === 0 ? `${natalShort} natale` : natalShort;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = effectOn(c.pick('effect', A.effect), domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = questo(A.noun, A.g);
  const The = capitalize(tName.il);

  const openings = [
    `${The}, ${epithet}, ${verb} ${natal_} e ${effect}.`,
    `${capitalize(thisAspect)} tra ${tName.il} e ${natalShort} ${effect}.`,
    `Con ${tName.il} ${A.prep} ${natal_}, ${quality} ${c.pick('tint', ['colora', 'attraversa', 'segna'])} ${domain}.`,
    `${The} in transito ${verb} ${natal_}, con ${quality} per ${domain}.`,
    `Per ${domain}, questo significa ${quality}, perché ${tName.il} ${verb} ${natalShort}.`,
    `${capitalize(each('in', domain))} vivi ora ${quality}, dato che ${tName.il} ${verb} ${natalShort}.`,
    `Sotto ${the(A.noun, A.g)} tra ${tName.il} e ${natalShort}, ${quality} segna ${domain}.`,
    `In fatto di ${N.area}, ${tName.il} ${verb} ${natal_} e ${effect}.`,
  ];
  const middles = [
    `Aspettati ${brings}; ${feels}.`,
    `${feels}, mentre ${tName.il} porta ${brings}.`,
    `Per ${domain2}, ${tName.il} porta ${brings}, e ${feels}.`,
    `${The} ${c.pick('stakes', ['mette in gioco', 'porta con sé', 'mette sul tavolo'])} ${brings}; ${feels}.`,
    `${feels}; ${tName.il} aggiunge ${brings}.`,
    `${The} offre ${brings}, e ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Per sfruttare ${thisAspect}: ${advice}.`,
    `Il consiglio è semplice: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `In tema di ${N.area}: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Un pianeta così lento torna alla sua posizione natale solo nei primi anni di vita o, nel caso di Urano, verso gli 84 anni: segna una fase della vita più che un evento.'
          : `È il tuo ritorno di ${tName.name}, l'inizio di un nuovo ciclo di ${tName.name}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`${The} in transito ${A.prep} ${nName.il} natale`),
    body: polish(paragraph(sentences)),
  };
}
