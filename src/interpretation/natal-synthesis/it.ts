/** The Italian natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { countOf, each, polish } from '../it/grammar.ts';
import { IT_NATAL, IT_POINT_NAMES } from '../it/points.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => IT_POINT_NAMES[p].name;
const il = (p: AspectTextPoint) => IT_POINT_NAMES[p].il;
const names = (ps: readonly Planet[]) => listOf(ps.map(name), 'e');
const NUMBER = ['', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const ELEMENT: Record<Element, string> = { fire: 'fuoco', earth: 'terra', air: 'aria', water: 'acqua' };
/** Modality adjectives in the masculine plural, agreeing with "segni". */
const MODALITY: Record<Modality, string> = { cardinal: 'cardinali', fixed: 'fissi', mutable: 'mobili' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'entusiasmo, coraggio e voglia di agire',
  earth: 'pazienza, senso pratico e fiuto per ciò che dura',
  air: 'idee, dialogo e la capacità di prendere le distanze',
  water: 'sentimento, intuizione e una fine percezione degli altri',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'la spontaneità e la fiducia in te si allenano più di quanto si diano per scontate',
  earth: 'la routine, il denaro e il corpo chiedono più cura consapevole di quanto credi',
  air: 'parlare di un sentimento per chiarirlo non ti viene naturale',
  water: 'i sentimenti ti riesce più facile analizzarli che viverli',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'avvii, fai il primo passo e indichi la direzione',
  fixed: 'mantieni la rotta, costruisci piano e porti a termine ciò che cominci',
  mutable: 'ti adatti, impari in fretta e cambi rotta quando la vita lo chiede',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    "La maggior parte dei pianeti sta sopra l'orizzonte, nelle case della vita pubblica: vivi verso l'esterno e gran parte della tua crescita avviene sotto gli occhi degli altri.",
  north:
    "La maggior parte dei pianeti sta sotto l'orizzonte, nelle case private: la tua vita mette radici nella casa, nel mondo interiore e nelle persone più vicine, e maturi con i tuoi tempi.",
  east: "La metà orientale, il lato dell'Ascendente, riunisce la maggior parte dei pianeti: tendi a tracciare la tua strada e a fidarti della tua iniziativa.",
  west: 'La metà occidentale, il lato del Discendente, riunisce la maggior parte dei pianeti: prendi vita nelle relazioni e molto di ciò che ottieni arriva attraverso gli altri.',
};
const TITLE = {
  'grand-trine': 'Grande trigono',
  't-square': 'Quadratura a T',
  'grand-cross': 'Grande croce',
  yod: 'Yod',
  kite: 'Aquilone',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'in congiunzione con',
  opposition: 'in opposizione a',
  trine: 'in trigono con',
  square: 'in quadratura con',
  sextile: 'in sestile con',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'una congiunzione',
  opposition: "un'opposizione",
  trine: 'un trigono',
  square: 'una quadratura',
  sextile: 'un sestile',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} e ${b} formano ${x}.`,
  (a, x, b) => `Tra ${a} e ${b} c'è ${x}.`,
  (a, x, b) => `Il tuo tema unisce ${a} e ${b} attraverso ${x}.`,
  (a, x, b) => `${capitalize(x)} collega ${a} e ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    "Qui i due agiscono come uno solo: raramente vivi l'uno senza l'altro.",
    "Fusi così, ciascuno colora tutto ciò che fa l'altro.",
    "Una congiunzione concentra: ciò che l'uno vuole, l'altro lo amplifica.",
  ],
  opposition: [
    'Li vivi come due poli, e la vita ti chiede di tenerli entrambi invece di scegliere.',
    'Spesso altre persone incarnano un lato di questa coppia finché non riconosci entrambi come tuoi.',
    "Oscillare tra i due insegna l'equilibrio, piano e a volte attraverso il conflitto.",
  ],
  trine: [
    'I due si sostengono senza sforzo, un talento che è facile dare per scontato.',
    'Questo flusso è una risorsa da usare di proposito, non solo da godere.',
    "L'armonia tra loro rende naturale per te questo ambito della vita.",
  ],
  square: [
    "I due sfregano tra loro; l'attrito è scomodo, ma ti spinge a costruire qualcosa.",
    'La tensione tra loro chiede decisioni, e ogni decisione ti rafforza.',
    'È un contatto di lavoro: qui lo sforzo rende più che altrove.',
  ],
  sextile: [
    'I due collaborano quando dai loro un motivo: un piccolo sforzo apre questa porta.',
    "Tra loro nascono occasioni che premiano l'iniziativa.",
    'Un legame gentile che cresce con la pratica e la curiosità.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `L'aspetto mette in relazione due ambiti: da un lato ${x}, dall'altro ${y}.`,
  (x, y) => `In gioco, da una parte, ${x}; dall'altra, ${y}.`,
  (x, y) => `In pratica si plasmano a vicenda due sfere: ${x} da un lato, ${y} dall'altro.`,
  (x, y) => `Questo contatto collega due sfere: da una parte ${x}, dall'altra ${y}.`,
];

export const itSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `in ${signName(s.sign, 'it')}` : `nella casa ${s.houses[0]}`;
    const n = s.members.length;
    return {
      title: `Stellium ${where}`,
      body: polish(
        paragraph([
          `${capitalize(n < NUMBER.length ? `${NUMBER[n]} pianeti` : countOf(n, 'pianeta', 'pianeti'))} si riuniscono ${where}: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Tanto peso in un segno ti dà il suo carattere in forma concentrata; l'elemento ${ELEMENT[s.element]} e il modo dei segni ${MODALITY[s.modality]} ti segnano con forza.`
            : "Tanto peso in una casa fa di quell'ambito della vita il palcoscenico principale: lì si vivono per primi i temi di questi pianeti.",
          s.by === 'sign' && s.houses.length > 0
            ? `Cadono ${s.houses.length > 1 ? 'nelle case' : 'nella casa'} ${listOf(s.houses.map(String), 'e')}, dove questa concentrazione si fa sentire.`
            : `La maggior parte è in ${signName(s.sign, 'it')}, che dà il suo tono alla casa.`,
          "Uno stellium regala concentrazione; l'equilibrio viene da ciò che ne resta fuori.",
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} sono legati da tre trigoni, un cerchio chiuso${p.element ? ` di ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Ti dà ${ELEMENT_GIFT[p.element]}, così affidabili che forse non ci fai nemmeno caso.`
            : 'Poiché attraversa elementi diversi, la sua facilità è meno evidente, ma raggiunge ambiti diversi della vita.',
          'Il rischio di un grande trigono è la comodità: il suo talento cresce davanti a una sfida.',
        );
        break;
      case 'kite':
        sentences.push(
          `Un grande trigono di ${names(p.members.slice(0, 3))} è ancorato ${each('da', il(p.members[3]))}, in opposizione a un vertice e in sestile con gli altri due.`,
          `L'aquilone dà una direzione al flusso del trigono: ${IT_NATAL[p.members[3]].domain[0]} diventa la meta che mette al lavoro i talenti.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${il(p.members[1])} e ${il(p.members[2])} sono in opposizione, ed entrambi formano una quadratura con ${il(apex!)}, il vertice di una quadratura a T${p.modality ? ` in segni ${MODALITY[p.modality]}` : ''}.`,
          `La pressione si accumula ${each('su', IT_NATAL[apex!].domain[0])}: lì la vita ti spinge ad agire, e lì ottieni di più.`,
          p.modality
            ? `In segni ${MODALITY[p.modality]}, ${MODALITY_WAY[p.modality]}, ed è così che gestisci questa pressione.`
            : 'Il braccio vuoto della croce, opposto al vertice, mostra da dove arriva il sollievo.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} formano una grande croce: due opposizioni in quadratura tra loro${p.modality ? `, tutte in segni ${MODALITY[p.modality]}` : ''}.`,
          'Quattro direzioni tirano insieme, e può sembrare una vita di richieste continue.',
          'Portata con pazienza, la croce dà una resistenza fuori dal comune.',
        );
        break;
      case 'yod':
        sentences.push(
          `${il(p.members[1])} e ${il(p.members[2])} sono in sestile, ed entrambi formano un quinconce con ${il(apex!)}: uno yod, detto anche dito di Dio.`,
          `Indica ${IT_NATAL[apex!].domain[1]} come qualcosa che riaggiusti di continuo; chiede un altro approccio, non più sforzo.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Governatore del tema: ${name(r.ruler)}`,
      body: polish(
        paragraph([
          `Con l'Ascendente in ${signName(r.ascendantSign, 'it')}, ${il(r.ruler)} governa il tuo tema (domicilio tradizionale).`,
          `Si trova in ${signName(r.sign, 'it')}, nella casa ${r.house}, e segna il modo in cui vai incontro al mondo.`,
          `Ciò che ${il(r.ruler)} tocca con i suoi aspetti entra nella storia di tutto il tuo tema.`,
        ]),
      ),
    };
  },
  balance(b) {
    const sentences = [
      `Dei dieci pianeti, ${b.dominantElements.map((e) => `${b.elements[e]} ${b.elements[e] === 1 ? 'è' : 'sono'} in segni di ${ELEMENT[e]}`).join(' e ')}: per te vengono prima ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'così come',
      )}.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Nessun pianeta è in segni di ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Quanto ai modi, dominano i segni ${listOf(
        b.dominantModalities.map((m) => MODALITY[m]),
        'e',
      )}: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Senza pianeti in segni ${MODALITY[m]}, spesso sono altri ad assumere quel ruolo per te.`);
    return { title: 'Elementi e modi', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['I pianeti si distribuiscono senza pendere con forza verso una metà: nessun lato della vita prevale.'];
    sentences.unshift(`Sopra l'orizzonte ${h.south}, sotto ${h.north}; a est ${h.east}, a ovest ${h.west}.`);
    return { title: 'Emisferi', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Pianeti dominanti',
      body: polish(
        paragraph([
          `${capitalize(il(top.planet))} è il pianeta più forte del tuo tema per domicilio, dignità, angolarità e aspetti, seguito ${each(
            'da',
            listOf(
              rest.map((x) => il(x.planet)),
              'e',
            ),
          )}.`,
          `I suoi temi, ${IT_NATAL[top.planet].domain[1]}, attraversano tutta la lettura.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: polish(`${name(a)} ${ASPECT_NAME[aspect]} ${name(b)}`),
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(il(a), ASPECT_ARTICLE[aspect], il(b)),
          cycle(ASPECT_LINKS, position + 1)(IT_NATAL[a].domain[position % 2], IT_NATAL[b].domain[(position + 1) % 2]),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
