/** Italian phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Italian. */
export interface ItSign {
  /** Three adjectives in the masculine singular (agreeing with "modo"), joined: "diretto, coraggioso e impaziente". */
  traits: string;
  /** Clause with subject "tu". */
  style: string;
  /** Object noun phrase without article: what the sign needs. */
  needs: string;
  /** Noun phrase with articles (plural subject): the sign's shadow. */
  shadow: string;
  /** Noun phrase with article: the sign's gift. */
  gift: string;
  /** Two adjectives (masculine singular, for "il clima") for the Moon in the sign. */
  mood: string;
}

/** Italian phrases for the twelve signs. */
export const IT_SIGNS: Record<Sign, ItSign> = {
  aries: {
    traits: 'diretto, coraggioso e impaziente',
    style: 'agisci prima e fai domande dopo',
    needs: 'sfide e spazio per guidare',
    shadow: "l'impazienza e gli scatti d'ira",
    gift: 'il coraggio',
    mood: 'audace e impulsivo',
  },
  taurus: {
    traits: 'costante, sensuale e paziente',
    style: 'ti prendi il tuo tempo e ti fidi di ciò che puoi toccare',
    needs: 'sicurezza e comodità',
    shadow: 'la testardaggine e la possessività',
    gift: 'la costanza',
    mood: 'tranquillo e sensuale',
  },
  gemini: {
    traits: 'curioso, agile e versatile',
    style: 'cerchi varietà e colleghi le idee con rapidità',
    needs: 'stimoli e conversazione',
    shadow: "la dispersione e l'irrequietezza",
    gift: "l'ingegno",
    mood: 'comunicativo e curioso',
  },
  cancer: {
    traits: 'protettivo, affettuoso e sensibile',
    style: 'proteggi ciò che ami e ti lasci guidare dai sentimenti',
    needs: 'appartenenza e sicurezza emotiva',
    shadow: "gli sbalzi d'umore e l'attaccamento al passato",
    gift: 'la cura',
    mood: 'tenero e casalingo',
  },
  leo: {
    traits: 'caloroso, fiero ed espressivo',
    style: 'vuoi creare, brillare e ricevere riconoscimento',
    needs: 'riconoscimento ed espressione sincera',
    shadow: "l'orgoglio e il bisogno di applausi",
    gift: 'la generosità',
    mood: 'caloroso e giocoso',
  },
  virgo: {
    traits: 'preciso, modesto e servizievole',
    style: 'rifinisci, analizzi e migliori',
    needs: 'ordine e un compito utile',
    shadow: 'il perfezionismo e la preoccupazione',
    gift: "l'abilità",
    mood: 'pratico e ordinato',
  },
  libra: {
    traits: 'gentile, equo e socievole',
    style: 'cerchi equilibrio, bellezza e compagnia',
    needs: 'armonia e un trattamento equo',
    shadow: "l'indecisione e il bisogno di piacere",
    gift: 'la diplomazia',
    mood: 'socievole e conciliante',
  },
  scorpio: {
    traits: 'intenso, riservato e deciso',
    style: 'vai a fondo e non fai niente a metà',
    needs: 'profondità e fiducia',
    shadow: 'la gelosia e il bisogno di controllo',
    gift: 'la profondità',
    mood: 'intenso e indagatore',
  },
  sagittarius: {
    traits: 'schietto, avventuroso e ottimista',
    style: 'cerchi un senso e spazio per esplorare',
    needs: 'libertà e orizzonti',
    shadow: 'gli eccessi e il tono predicatorio',
    gift: 'la fiducia',
    mood: 'irrequieto e ottimista',
  },
  capricorn: {
    traits: 'ambizioso, disciplinato e riservato',
    style: 'pianifichi a lungo termine e ti guadagni il tuo posto',
    needs: 'traguardi e rispetto',
    shadow: 'la rigidità e il pessimismo',
    gift: 'la perseveranza',
    mood: 'sobrio e concentrato',
  },
  aquarius: {
    traits: 'indipendente, inventivo e distaccato',
    style: 'pensi con la tua testa e metti le persone prima delle convenzioni',
    needs: 'libertà e una causa',
    shadow: 'la freddezza e lo spirito di contraddizione',
    gift: "l'originalità",
    mood: 'socievole e anticonvenzionale',
  },
  pisces: {
    traits: 'sognatore, compassionevole e ricettivo',
    style: 'senti ciò che provano gli altri e segui la tua immaginazione',
    needs: 'un senso che vada oltre il quotidiano',
    shadow: "l'evasione e i confini sfumati",
    gift: 'la compassione',
    mood: 'sognante e sensibile',
  },
};

/** The element in lower case with its gender, as in "un segno cardinale di fuoco". */
export const IT_ELEMENT_NAME: Record<Element, string> = { fire: 'fuoco', earth: 'terra', air: 'aria', water: 'acqua' };
/** Verb phrase (subject "il suo elemento") on what the element adds. */
export const IT_ELEMENT: Record<Element, string> = {
  fire: 'porta entusiasmo e spontaneità',
  earth: 'lo radica nei risultati concreti',
  air: 'lo rende socievole e riflessivo',
  water: 'lo rende emotivo e intuitivo',
};
/** The modality as an adjective (masculine, agreeing with "segno"). */
export const IT_MODALITY: Record<Modality, string> = { cardinal: 'cardinale', fixed: 'fisso', mutable: 'mobile' };
/** Clause (about the sign) on how the modality acts. */
export const IT_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'ama dare il via alle cose',
  fixed: 'mantiene e porta le cose fino in fondo',
  mutable: 'si adatta e cambia rotta con facilità',
};

/** The phrases of one house in Italian. */
export interface ItHouse {
  /** Noun phrases with articles: the house's areas of life. */
  areas: [string, string];
  /** Imperative clauses (tu). */
  actions: [string, string];
}

/** Feminine ordinals of the houses ("prima casa" … "dodicesima casa"), index 1 … 12. */
export const IT_HOUSE_ORDINALS: readonly string[] = [
  '',
  'prima',
  'seconda',
  'terza',
  'quarta',
  'quinta',
  'sesta',
  'settima',
  'ottava',
  'nona',
  'decima',
  'undicesima',
  'dodicesima',
];

/** Italian phrases for houses 1..12. */
export const IT_HOUSES: Record<number, ItHouse> = {
  1: {
    areas: ["l'immagine personale, il corpo e l'iniziativa", 'il tuo aspetto e i nuovi inizi'],
    actions: ["prendi l'iniziativa nelle questioni personali", 'rinnova la tua immagine o avvia un progetto tuo'],
  },
  2: {
    areas: ["il denaro, i beni e l'autostima", 'le tue entrate e ciò a cui dai valore'],
    actions: ['rivedi il tuo bilancio', 'investi in qualcosa di valore duraturo'],
  },
  3: {
    areas: [
      "la comunicazione, l'apprendimento e l'ambiente vicino",
      'i fratelli, i brevi viaggi e gli scambi quotidiani',
    ],
    actions: ['scrivi, telefona o impara qualcosa di nuovo', 'riprendi i contatti con un fratello o un vicino'],
  },
  4: {
    areas: ['la casa, la famiglia e le radici', 'la tua vita privata e le tue fondamenta emotive'],
    actions: ['prenditi cura della casa e della famiglia', 'passa del tempo tranquillo dove ti senti a casa'],
  },
  5: {
    areas: ['la creatività, il romanticismo e il gioco', "i figli, il piacere e l'espressione personale"],
    actions: ['crea qualcosa per il puro piacere di farlo', 'organizza un appuntamento o una giornata di svago'],
  },
  6: {
    areas: ['il lavoro quotidiano, le abitudini e la salute', 'le tue routine, i tuoi doveri e il tuo benessere'],
    actions: ["metti ordine nell'agenda e nelle abitudini", 'abbi cura del tuo corpo e del tuo carico di lavoro'],
  },
  7: {
    areas: ['la coppia e le relazioni strette', 'il matrimonio, i contratti e i rivali dichiarati'],
    actions: ["cerca un punto d'incontro con il partner", 'parla apertamente di un accordo comune'],
  },
  8: {
    areas: [
      "le risorse condivise, l'intimità e la trasformazione",
      'i debiti, le eredità e ciò che ti lega agli altri',
    ],
    actions: ['metti in ordine le finanze condivise', 'lascia andare qualcosa che ha fatto il suo tempo'],
  },
  9: {
    areas: ['i viaggi, gli studi superiori e le convinzioni', 'gli orizzonti lontani, le leggi e le pubblicazioni'],
    actions: ['progetta un viaggio o un corso', 'allarga la tua visione con una prospettiva nuova'],
  },
  10: {
    areas: ['la carriera, lo status e la vita pubblica', 'le tue ambizioni e la tua reputazione'],
    actions: ['fai un passo avanti nella carriera', 'mostra ai tuoi superiori quello che sai fare'],
  },
  11: {
    areas: ['gli amici, i gruppi e le speranze per il futuro', 'le reti, le cause e gli obiettivi condivisi'],
    actions: ['contatta amici e alleati', 'lavora con altri a un desiderio a lungo termine'],
  },
  12: {
    areas: ["la solitudine, l'inconscio e le questioni nascoste", 'il ritiro, i sogni e i finali silenziosi'],
    actions: ["riposa e ritirati un po'", 'chiudi ciò che è in sospeso prima che cominci qualcosa di nuovo'],
  },
};
