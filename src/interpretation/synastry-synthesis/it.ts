/** The Italian synastry synthesis texts (see writer.ts); the couple is addressed as "voi". */
import { agree, each, polish, yours as yourOwn } from '../it/grammar.ts';
import { IT_POINT_NAMES } from '../it/points.ts';
import { IT_HOUSES } from '../it/zodiac.ts';
import { capitalize, listOf } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Un punteggio di ${n} su 100 descrive un legame che chiede molto a tutti e due: i contatti sfregano più di quanto scorrano.`,
  (n: number) =>
    `Con ${n} su 100 la bilancia pende un po' verso l'impegno: una relazione che cresce con le differenze che deve risolvere.`,
  (n: number) =>
    `Con ${n} su 100 facilità e attrito sono più o meno in equilibrio, quindi molto dipende da come affrontate i momenti difficili.`,
  (n: number) =>
    `Un punteggio di ${n} su 100 indica un legame in cui i contatti che sostengono pesano chiaramente più di quelli difficili.`,
  (n: number) =>
    `Con ${n} su 100 i vostri temi si incastrano in modo raro: quasi tutto ciò che vi unisce scorre senza sforzo.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'la connessione essenziale',
    strong: 'ciò che siete e ciò che sentite si accorda bene',
    weak: 'le vostre nature sono diverse, e accettarlo fa parte del legame',
  },
  emotional: {
    name: 'il legame emotivo',
    strong: "di solito vi sentite capiti e al sicuro l'uno con l'altra",
    weak: 'i sentimenti vanno detti ad alta voce, perché non si leggono da soli',
  },
  attraction: {
    name: "l'attrazione",
    strong: 'il desiderio e il romanticismo nascono con facilità tra voi',
    weak: "la chimica resta viva con l'attenzione, non da sola",
  },
  communication: {
    name: 'la comunicazione',
    strong: 'parlare, progettare e decidere insieme viene naturale',
    weak: "i malintesi sono probabili se non verificate che cosa intendeva l'altro",
  },
  commitment: {
    name: "l'impegno",
    strong: 'la lealtà e la costanza fanno parte della relazione',
    weak: 'i doveri e le aspettative possono pesare, quindi accordatevi apertamente',
  },
  growth: {
    name: 'la crescita',
    strong: 'vi incoraggiate a vicenda e condividete speranze per il futuro',
    weak: 'gli obiettivi comuni vanno cercati in modo consapevole',
  },
};

const SUMMARY: SummaryWords = {
  title: 'Il punteggio in parole',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `L'ambito più forte è ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `Quello che chiede più lavoro è ${t.name} (${n}), perché ${t.weak}.`,
  flow: (h, t) =>
    `Dei contatti principali, ${h} scorrono e ${t} sfregano, quindi la buona volontà ha molto su cui costruire.`,
  rub: (h, t) =>
    `Dei contatti principali, ${t} sfregano e ${h} scorrono: l'attrito è reale, e lo è anche l'occasione di crescere con esso.`,
  even: (n) => `I contatti principali si dividono in parti uguali, ${n} che scorrono e altrettanti che sfregano.`,
};

const names = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => IT_POINT_NAMES[p].name),
    'e',
  );
/** "il Sole di Mileva", "i pianeti Sole e Venere di Mileva". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1 ? `${IT_POINT_NAMES[h.planets[0]].il} di ${partner}` : `i pianeti ${names(h)} di ${partner}`;
/** "il tuo Sole", "la tua Luna", "i tuoi pianeti Sole e Venere". */
const yours = (h: OverlayHouse) =>
  h.planets.length === 1
    ? yourOwn(IT_POINT_NAMES[h.planets[0]].name, IT_POINT_NAMES[h.planets[0]].g)
    : `i tuoi pianeti ${names(h)}`;
/** "situato" agreed with the planet, or "situati" for several. */
const placed = (h: OverlayHouse) =>
  h.planets.length === 1 ? agree('situato', IT_POINT_NAMES[h.planets[0]].g) : agree('situato', 'm', true);
const verb = byNumber;

export const itSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `I pianeti di ${partner} nelle tue case`
      : `I tuoi pianeti nelle case di ${partner}`,
  overlay(direction, partner, h, position) {
    const n = `casa ${h.house}`;
    const area = IT_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return polish(
        cycle(
          [
            `${capitalize(P)} ${verb(h, 'cade', 'cadono')} nella tua ${n}, e così ${partner} mette in movimento ${area}.`,
            `La tua ${n}, quella ${each('di', area)}, accoglie ${P}.`,
            `Con ${P} nella tua ${n}, ${area} diventano un palcoscenico condiviso.`,
            `Dove incontri ${partner} più direttamente è ${each('in', area)}: ${P} ${verb(h, 'si trova', 'si trovano')} nella tua ${n}.`,
            `Per quanto riguarda ${area}, ${partner} si fa sentire, perché ${P} ${verb(h, 'occupa', 'occupano')} la tua ${n}.`,
            `${partner} smuove ${area} portando ${P} nella tua ${n}.`,
          ],
          position,
        ),
      );
    }
    return polish(
      cycle(
        [
          `${capitalize(yours(h))} ${verb(h, 'cade', 'cadono')} nella ${n} di ${partner}, e così metti in movimento ${area}.`,
          `Nella ${n} di ${partner}, quella ${each('di', area)}, ${verb(h, 'si trova', 'si trovano')} ${yours(h)}.`,
          `Attraverso ${yours(h)} nella ${n} di ${partner}, tocchi ${area} nella sua vita.`,
          `${partner} ti sente ${each('in', area)}, perché ${yours(h)} ${verb(h, 'occupa', 'occupano')} quella ${n}.`,
          `${capitalize(placed(h))} nella ${n} di ${partner}, ${yours(h)} ${verb(h, 'colora', 'colorano')} ${area}.`,
          `Per ${partner}, ${area} sono il luogo in cui lasci il segno: ${yours(h)} ${verb(h, 'si colloca', 'si collocano')} in quella ${n}.`,
        ],
        position,
      ),
    );
  },
};
