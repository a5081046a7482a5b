/** Testi di numerologia in italiano: che cosa dice ogni tipo di numero, il significato di ogni numero, debiti karmici e relazioni. */
import type { NumerologyTexts } from './text-set.ts';

export const italianNumerology: NumerologyTexts = {
  kinds: {
    lifePath:
      'Il tuo numero del sentiero di vita descrive la strada che percorri e le lezioni che ti riporta di continuo.',
    expression:
      'Il tuo numero di espressione mostra i talenti racchiusi nel tuo nome completo e il modo in cui li usi.',
    soulUrge: "Il tuo numero dell'anima parla di ciò che desideri nell'intimo, sotto ciò che gli altri vedono.",
    personality: 'Il tuo numero di personalità è la prima impressione che lasci, la porta a cui bussano gli altri.',
    birthday: 'Il tuo numero del compleanno è un dono che hai dalla nascita, una capacità che non ti costa fatica.',
    maturity: 'Il tuo numero della maturità indica ciò che si rafforza nella seconda metà della vita.',
    personalYear: "Il tuo numero dell'anno personale segna il tema di quest'anno per te.",
  },
  numbers: {
    1: "L'uno è il pioniere: indipendente, deciso e originale. Dai il meglio quando guidi e avvii le cose da te; impara ad accettare aiuto senza sentirti da meno.",
    2: 'Il due è il pacificatore: gentile, attento e collaborativo. Le alleanze tirano fuori il meglio di te, purché tu non ci perda la tua voce.',
    3: "Il tre è il comunicatore: allegro, espressivo e caloroso. Le parole, l'arte e la risata ti vengono da sé; la costanza trasforma quella scintilla in un'opera duratura.",
    4: "Il quattro è il costruttore: saldo, pratico e leale. Crei sicurezza con pazienza e metodo; lascia spazio al cambiamento perché l'ordine non diventi una gabbia.",
    5: "Il cinque è l'avventuriero: curioso, irrequieto e rapido. I viaggi, la varietà e la libertà ti nutrono; un impegno scelto liberamente dà una direzione a quell'energia.",
    6: 'Il sei è chi si prende cura: responsabile, affettuoso e dedito alla casa. Gli altri si appoggiano al tuo senso del dovere e della bellezza; non dimenticare di prenderti cura anche di te.',
    7: 'Il sette è il ricercatore: analitico, riservato e spirituale. Lo studio e la solitudine ti rivelano verità che altri non vedono; la fiducia ti permette di condividerle.',
    8: "L'otto è il dirigente: ambizioso, capace e di volontà ferma. Il denaro, l'autorità e i risultati sono il tuo terreno; il potere usato con giustizia ritorna moltiplicato.",
    9: "Il nove è l'umanitario: generoso, saggio e idealista. Sei qui per dare e per chiudere cicli; lasciar andare con eleganza è la tua grande arte.",
    11: "L'undici, numero maestro, è l'illuminatore: intuitivo, ispirato e molto sensibile. Puoi elevare gli altri con la tua visione se resti con i piedi per terra davanti ai nervi e ai dubbi.",
    22: 'Il ventidue, numero maestro, è il grande costruttore: puoi trasformare sogni enormi in strutture al servizio di molti. La pressione è reale; la pazienza lo rende possibile.',
    33: 'Il trentatré, numero maestro, è il grande maestro: la compassione fatta azione. La tua cura può guarire e guidare, quando smetti di portare senza aiuto il peso di tutti.',
    0: 'Il nome non ha lettere di questo tipo, quindi questo numero tace; le sue qualità arrivano attraverso gli altri tuoi numeri.',
  },
  karmicDebts: {
    13: 'Il debito karmico 13 chiede un impegno costante: le scorciatoie costano care, mentre il lavoro paziente e concentrato viene premiato.',
    14: "Il debito karmico 14 chiede moderazione: hai bisogno di libertà, ma gli eccessi e l'energia dispersa presentano il conto; l'equilibrio ti libera.",
    16: "Il debito karmico 16 chiede umiltà: ciò che si costruisce sull'ego può crollare, e ciò che nasce dopo è più autentico.",
    19: "Il debito karmico 19 ti chiede di accettare aiuto: l'indipendenza è la tua forza, ma nessuno riesce del tutto da solo.",
  },
  relations: {
    mirror: 'Condividete lo stesso numero: vi capite senza parole, e condividete anche gli stessi punti ciechi.',
    natural:
      'I vostri numeri appartengono alla stessa famiglia: i vostri ritmi coincidono e tirate nella stessa direzione.',
    compatible:
      "I vostri numeri si completano: ciò che manca all'uno lo porta l'altro, e questo tiene viva la relazione.",
    challenging:
      'I vostri numeri tirano in direzioni diverse: la relazione può insegnarvi molto se entrambi rispettate la differenza.',
  },
  labels: {
    lifePath: 'Sentiero di vita',
    expression: 'Espressione',
    soulUrge: 'Anima',
    personality: 'Personalità',
    birthday: 'Compleanno',
    maturity: 'Maturità',
    personalYear: 'Anno personale',
  },
};
