/** Testi italiani dell'oroscopo cinese. */
import { type ItGender, polish, the } from '../it/grammar.ts';
import type { ChineseTexts } from './text-set.ts';

/** Grammatical gender of each animal's Italian name ("la Tigre", "il Topo"). */
const ANIMAL_GENDER: Record<keyof ChineseTexts['animalTitles'], ItGender> = {
  rat: 'm',
  ox: 'm',
  tiger: 'f',
  rabbit: 'm',
  dragon: 'm',
  snake: 'm',
  horse: 'm',
  goat: 'f',
  monkey: 'f',
  rooster: 'm',
  dog: 'm',
  pig: 'm',
};

export const italianChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Topo',
    ox: 'Bue',
    tiger: 'Tigre',
    rabbit: 'Coniglio',
    dragon: 'Drago',
    snake: 'Serpente',
    horse: 'Cavallo',
    goat: 'Capra',
    monkey: 'Scimmia',
    rooster: 'Gallo',
    dog: 'Cane',
    pig: 'Maiale',
  },
  elementTitles: { wood: 'Legno', fire: 'Fuoco', earth: 'Terra', metal: 'Metallo', water: 'Acqua' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: "Il Topo è ingegnoso, abile e affascinante. Vedi le occasioni prima di chiunque altro e sai ricavare molto da poco; fa' però attenzione all'inquietudine e alle preoccupazioni.",
    ox: "Il Bue è paziente, affidabile e forte. Raggiungi i tuoi obiettivi con un lavoro costante più che con la fortuna, e la gente si fida della tua parola; la testardaggine è l'ombra della tua tenacia.",
    tiger:
      'La Tigre è coraggiosa, appassionata e magnetica. Ti attirano le sfide e difendi chi non può difendersi; impara a fermarti prima di saltare.',
    rabbit:
      "Il Coniglio è gentile, raffinato e diplomatico. Crei armonia intorno a te e leggi facilmente gli stati d'animo; non lasciare che il desiderio di pace zittisca ciò di cui hai bisogno.",
    dragon:
      'Il Drago è sicuro di sé, generoso e travolgente. Ispiri gli altri e punti in alto; il tuo fuoco brilla di più quando serve a qualcosa oltre al tuo orgoglio.',
    snake:
      'Il Serpente è saggio, discreto e intuitivo. Pensi prima di parlare e vedi oltre le apparenze; la fiducia apre porte che la tua cautela tiene chiuse.',
    horse:
      'Il Cavallo è libero, energico e caloroso. Ami il movimento, i viaggi e la compagnia, e animi ogni luogo; portare a termine ciò che cominci è la tua lezione.',
    goat: 'La Capra è buona, artistica e sensibile. Porti bellezza e conforto agli altri e fiorisci in una casa tranquilla; credi nella tua forza.',
    monkey:
      'La Scimmia è sveglia, inventiva e giocosa. Risolvi problemi che nessun altro risolve e trasformi il lavoro in gioco; la profondità dà valore duraturo al tuo brillare.',
    rooster:
      'Il Gallo è attento, onesto e laborioso. Noti ogni dettaglio e dici ciò che pensi; il calore rende più facile accogliere la tua franchezza.',
    dog: 'Il Cane è leale, giusto e protettivo. Stai con i tuoi e con i tuoi principi nel bene e nel male; lascia andare le preoccupazioni che non tocca a te portare.',
    pig: 'Il Maiale è generoso, sincero e tranquillo. Ti godi i piaceri della vita e li condividi volentieri; la tua buona fede è un dono, quindi scegli bene di chi fidarti.',
  },
  elements: {
    wood: 'Il Legno aggiunge crescita e bontà: pianifichi, collabori con facilità e cerchi sempre qualcosa di meglio.',
    fire: "Il Fuoco aggiunge passione e audacia: agisci con entusiasmo, guidi con l'esempio e illumini chi ti sta intorno.",
    earth:
      'La Terra aggiunge stabilità e buon senso: il tuo senso pratico e la tua pazienza fanno di te la persona da cui gli altri vanno per ritrovare la calma.',
    metal:
      'Il Metallo aggiunge determinazione e chiarezza: ti dai obiettivi fermi, mantieni un livello alto e non ti arrendi facilmente.',
    water:
      "L'Acqua aggiunge intuizione e flessibilità: comunichi bene, ti adatti a ogni corrente e comprendi a fondo le persone.",
  },
  yinYang: {
    yang: "L'anno yang della tua nascita ti porta ad agire verso l'esterno, a prendere l'iniziativa e ad affrontare la vita di petto.",
    yin: "L'anno yin della tua nascita ti porta a lavorare verso l'interno, a riflettere prima di agire e a influire in silenzio.",
  },
  yearThemes: {
    rat: 'Un anno del Topo favorisce gli inizi, i piani astuti e il risparmio per il futuro.',
    ox: "Un anno del Bue premia l'impegno, la pazienza e il costruire su un terreno solido.",
    tiger: 'Un anno della Tigre porta cambiamenti audaci, coraggio e svolte inattese.',
    rabbit: 'Un anno del Coniglio chiede diplomazia, riposo e cura della casa e delle relazioni.',
    dragon: 'Un anno del Drago porta ambizione, grandi idee e colpi di fortuna per chi osa.',
    snake: 'Un anno del Serpente favorisce la riflessione, la strategia e la trasformazione silenziosa.',
    horse: "Un anno del Cavallo corre veloce: nell'aria ci sono viaggi, libertà e azione.",
    goat: 'Un anno della Capra favorisce la creatività, la bontà e la guarigione.',
    monkey: "Un anno della Scimmia premia l'ingegno, la flessibilità e le soluzioni inventive.",
    rooster: 'Un anno del Gallo chiede ordine, precisione e conti chiari.',
    dog: 'Un anno del Cane mette al primo posto la lealtà, la giustizia e la protezione di ciò che conta.',
    pig: 'Un anno del Maiale porta abbondanza, generosità e la gioia di condividere.',
  },
  relations: {
    'same-sign':
      'È il tuo anno, il tuo běnmìngnián: la tradizione lo considera una prova, in cui tornano vecchi schemi da affrontare. Procedi con cura, porta qualcosa di rosso come portafortuna e fanne un anno di rinnovamento e non di rischi.',
    'six-harmony':
      "L'animale dell'anno è il tuo amico segreto (sei armonie): il sostegno arriva da dove non te lo aspetti, e le alleanze che stringi ora di solito durano.",
    'three-harmony':
      "L'animale dell'anno appartiene al tuo triangolo di alleati (tre armonie): i tuoi sforzi vanno d'accordo con i tempi e il lavoro di squadra dà frutto.",
    clash:
      "L'animale dell'anno sta di fronte al tuo (scontro): aspettati cambiamenti che non hai scelto, come traslochi, cambi di lavoro o scossoni in casa. Resta flessibile ed evita decisioni affrettate.",
    harm: "L'animale dell'anno danneggia il tuo: piccoli malintesi e rivalità nascoste possono crescere se li ignori. Chiarisci gli accordi e abbi cura della tua salute.",
    neutral:
      "L'animale dell'anno né aiuta né ostacola il tuo: ciò che ne farai dipende dalle tue scelte, e questo lo rende un buon anno per avanzare con costanza.",
  },
  elementRelations: {
    same: "L'anno condivide il tuo elemento e amplifica sia i tuoi punti di forza naturali sia le tue abitudini.",
    supports: "L'elemento dell'anno nutre il tuo: l'energia, l'aiuto e le risorse arrivano più facilmente.",
    drains: "Il tuo elemento alimenta quello dell'anno: dai molto, quindi dosa le forze e riposa in tempo.",
    controls:
      "L'elemento dell'anno frena il tuo: la pressione e le regole ti plasmano, e la disciplina le trasforma in crescita.",
    yields:
      "Il tuo elemento domina quello dell'anno: puoi dare forma agli eventi, anche se il successo chiede impegno e costanza.",
  },
  yearTitle: (element, animal) =>
    polish(
      `Anno di ${the(italianChinese.animalTitles[animal], ANIMAL_GENDER[animal])} di ${italianChinese.elementTitles[element]}`,
    ),
};
