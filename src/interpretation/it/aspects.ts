/** Italian phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import { each, type ItGender } from './grammar.ts';

/** The phrases of one aspect in Italian. */
export interface ItAspect {
  /** The aspect noun and its gender: "quadratura" (f). */
  noun: string;
  g: ItGender;
  /** Prepositional phrase before the other point: "in quadratura con", "in opposizione a". */
  prep: string;
  /** Verbs taking the natal point ("il tuo Sole natale") as complement: "forma una quadratura con". */
  verbs: string[];
  /** Singular noun phrase with indefinite article: the aspect's quality. */
  quality: string[];
  /** Verb phrases (3rd person singular) taking a domain (with article) as object: "preme su". */
  effect: string[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural verb phrase for "il tuo X e il suo Y ...". */
  links: string[];
}

/** Italian phrases for every aspect of the vocabulary. */
export const IT_ASPECTS: Record<AspectId, ItAspect> = {
  conjunction: {
    noun: 'congiunzione',
    g: 'f',
    prep: 'in congiunzione con',
    verbs: ['si unisce a', 'forma una congiunzione con'],
    quality: ['una fusione di energie', 'un nuovo inizio concentrato'],
    effect: ['fonde la sua energia con', 'mette a fuoco'],
    advice: [
      'Una congiunzione apre un ciclo: ciò che inizi ora tende a dare il tono a ciò che segue.',
      'Le energie si fondono, nel bene e nel male, quindi scegli con intenzione dove indirizzarle.',
    ],
    links: ['si fondono in una cosa sola', 'diventano difficili da separare'],
  },
  opposition: {
    noun: 'opposizione',
    g: 'f',
    prep: 'in opposizione a',
    verbs: ['si oppone a', "forma un'opposizione con"],
    quality: ['una tensione tra due poli', 'uno specchio che gli altri ti mettono davanti'],
    effect: ['tira in senso contrario rispetto a', 'mette uno specchio davanti a'],
    advice: [
      "Cerca l'equilibrio: ciò che gli altri ti mostrano ora fa parte della risposta.",
      'Evita le decisioni del tutto o niente; la soluzione di solito sta tra i due estremi.',
    ],
    links: ['si fronteggiano', 'tirano in direzioni opposte'],
  },
  trine: {
    noun: 'trigono',
    g: 'm',
    prep: 'in trigono con',
    verbs: ['forma un trigono con', 'è in trigono con'],
    quality: ['un flusso facile', "un'armonia naturale"],
    effect: ['scorre con facilità verso', 'sostiene'],
    advice: [
      'La facilità può passare inosservata, quindi sfrutta questo trigono di proposito.',
      'Ora le cose scorrono; investi questo buon momento in qualcosa che ti sta a cuore.',
    ],
    links: ['scorrono in armonia', 'si accordano con naturalezza'],
  },
  square: {
    noun: 'quadratura',
    g: 'f',
    prep: 'in quadratura con',
    verbs: ['forma una quadratura con', 'è in quadratura con'],
    quality: ['una tensione che chiede azione', 'un attrito che costringe a decidere'],
    effect: ['preme su', 'mette alla prova'],
    advice: [
      'La tensione è carburante: agisci invece di lasciarla accumulare.',
      "L'attrito mostra dove qualcosa deve cambiare; decidere ora risparmia problemi dopo.",
    ],
    links: ['si scontrano', 'sfregano tra loro'],
  },
  sextile: {
    noun: 'sestile',
    g: 'm',
    prep: 'in sestile con',
    verbs: ['forma un sestile con', 'è in sestile con'],
    quality: ["un'occasione che richiede un piccolo sforzo", 'una collaborazione amichevole'],
    effect: ['apre porte a', 'stimola con dolcezza'],
    advice: [
      'Le occasioni arrivano, ma devi allungare la mano.',
      "Un piccolo sforzo ora rende più del solito; accetta l'invito.",
    ],
    links: ['collaborano bene', 'si capiscono con facilità'],
  },
  quincunx: {
    noun: 'quinconce',
    g: 'm',
    prep: 'in quinconce con',
    verbs: ['forma un quinconce con', 'è in quinconce con'],
    quality: ['uno scarto scomodo che chiede adattamento', 'la sensazione persistente che qualcosa non torni'],
    effect: ['chiede aggiustamenti a', 'destabilizza'],
    advice: [
      "Nessuna delle due parti si adatta facilmente all'altra: aggiusta abitudini e aspettative un passo alla volta.",
      "Cura la salute e l'agenda; le piccole correzioni funzionano meglio dei grandi gesti.",
    ],
    links: ['si incastrano a fatica', 'hanno bisogno di continui aggiustamenti'],
  },
  'semi-sextile': {
    noun: 'semisestile',
    g: 'm',
    prep: 'in semisestile con',
    verbs: ['forma un semisestile con', 'è in semisestile con'],
    quality: ['una spinta sottile', "un'apertura discreta"],
    effect: ['dà una leggera spinta a', 'nutre in silenzio'],
    advice: [
      'Ora contano i piccoli passi; fai caso alle aperture discrete.',
      "L'effetto è sottile, quindi conviene prestare attenzione ai piccoli segnali.",
    ],
    links: ['si sostengono in silenzio', 'si sfiorano con delicatezza'],
  },
  'semi-square': {
    noun: 'semiquadrato',
    g: 'm',
    prep: 'in semiquadrato con',
    verbs: ['forma un semiquadrato con', 'è in semiquadrato con'],
    quality: ["un'irritazione di fondo", 'uno sfregamento persistente'],
    effect: ['crea piccoli attriti in', 'innervosisce'],
    advice: [
      'I piccoli attriti segnalano piccole riparazioni; occupatene presto.',
      "Non lasciare che i piccoli fastidi si accumulino; una parola al momento giusto rasserena l'aria.",
    ],
    links: ['si irritano a vicenda', 'sfregano tra loro'],
  },
  sesquiquadrate: {
    noun: 'sesquiquadrato',
    g: 'm',
    prep: 'in sesquiquadrato con',
    verbs: ['forma un sesquiquadrato con', 'è in sesquiquadrato con'],
    quality: ["un'agitazione che si accumula", 'una pressione inquieta'],
    effect: ['agita', 'smuove'],
    advice: [
      'Non reagire più del necessario; una risposta misurata funziona meglio di una improvvisa.',
      'La pressione si accumula in silenzio, quindi liberala presto con il movimento o con una conversazione sincera.',
    ],
    links: ['si provocano', 'restano in tensione'],
  },
  quintile: {
    noun: 'quintile',
    g: 'm',
    prep: 'in quintile con',
    verbs: ['forma un quintile con', 'è in quintile con'],
    quality: ['un talento creativo', 'una scintilla di abilità'],
    effect: ['porta un tocco creativo a', 'affina le capacità di'],
    advice: [
      "Giocaci: quest'aspetto premia la creatività e l'abilità.",
      'Usa la scintilla per un lavoro artigianale, un gioco o una soluzione elegante.',
    ],
    links: ['si ispirano', 'si accendono a vicenda'],
  },
  'bi-quintile': {
    noun: 'biquintile',
    g: 'm',
    prep: 'in biquintile con',
    verbs: ['forma un biquintile con', 'è in biquintile con'],
    quality: ['una scintilla inventiva', 'un ingegno discreto'],
    effect: ['porta idee ingegnose a', 'aggiunge ingegno a'],
    advice: [
      "Usa l'ispirazione per un mestiere, un hobby o una soluzione originale.",
      "Un'idea insolita può funzionare meglio di quella di sempre; provala.",
    ],
    links: ['si affinano a vicenda', 'si ispirano'],
  },
};

/** An aspect's effect verb phrase applied to a domain; a final di / a / da / in / su is repeated before each member. */
export function effectOn(effect: string, domain: string): string {
  const m = /^(.*) (di|a|da|in|su)$/u.exec(effect);
  return m ? `${m[1]} ${each(m[2], domain)}` : `${effect} ${domain}`;
}
