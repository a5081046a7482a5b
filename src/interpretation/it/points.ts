/**
 * Italian phrases for the points. The reader is addressed with "tu"; phrases about the reader
 * avoid adjectives that would need the reader's gender. Grammatical role is stated per field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import { type ItGender, the } from './grammar.ts';

/** How a point is named in Italian. */
export interface ItPointName {
  /** Bare name: "Sole", "Nodo Nord". */
  name: string;
  /** Name with the article Italian uses for it as a subject: "il Sole", "la Luna", "Marte". */
  il: string;
  g: ItGender;
}

/** Italian names of the text points, with article and gender. */
export const IT_POINT_NAMES: Record<TextPoint, ItPointName> = {
  sun: { name: 'Sole', il: 'il Sole', g: 'm' },
  moon: { name: 'Luna', il: 'la Luna', g: 'f' },
  mercury: { name: 'Mercurio', il: 'Mercurio', g: 'm' },
  venus: { name: 'Venere', il: 'Venere', g: 'f' },
  mars: { name: 'Marte', il: 'Marte', g: 'm' },
  jupiter: { name: 'Giove', il: 'Giove', g: 'm' },
  saturn: { name: 'Saturno', il: 'Saturno', g: 'm' },
  uranus: { name: 'Urano', il: 'Urano', g: 'm' },
  neptune: { name: 'Nettuno', il: 'Nettuno', g: 'm' },
  pluto: { name: 'Plutone', il: 'Plutone', g: 'm' },
  chiron: { name: 'Chirone', il: 'Chirone', g: 'm' },
  'north-node': { name: 'Nodo Nord', il: 'il Nodo Nord', g: 'm' },
  'south-node': { name: 'Nodo Sud', il: 'il Nodo Sud', g: 'm' },
  'mean-lilith': { name: 'Lilith', il: 'Lilith', g: 'f' },
  ascendant: { name: 'Ascendente', il: "l'Ascendente", g: 'm' },
  midheaven: { name: 'Medio Cielo', il: 'il Medio Cielo', g: 'm' },
};

/** What a transiting point brings, in Italian. */
export interface ItTransiting {
  /** Appositive: "Marte, pianeta dell'azione e del desiderio, ...". */
  epithet: string[];
  /** Object noun phrase (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (tu), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Italian phrases of every transiting point. */
export const IT_TRANSITING: Record<TransitingPoint, ItTransiting> = {
  sun: {
    epithet: ['fonte di luce e vitalità', 'luce della volontà e dello scopo'],
    brings: {
      fusion: 'protagonismo, vitalità rinnovata e voglia di mostrarti',
      hard: 'scontri di volontà e un calo di energia',
      soft: 'fiducia, visibilità e la buona disposizione degli altri',
    },
    advice: {
      fusion: ['fai un passo avanti e fatti vedere', "fissa un'intenzione per l'anno o il mese che comincia"],
      hard: ['scegli bene le tue battaglie e riposa quando ne hai bisogno', 'cedi sulle piccole cose'],
      soft: ['mostra il tuo lavoro e chiedi ciò che vuoi', 'presentati con fiducia, perché gli altri sono ricettivi'],
    },
  },
  moon: {
    epithet: ['signora delle emozioni e dei ritmi quotidiani', "custode degli stati d'animo"],
    brings: {
      fusion: "un'ondata di sentimenti e il bisogno di un rifugio",
      hard: "sbalzi d'umore e reazioni suscettibili",
      soft: 'serenità emotiva e buon istinto',
    },
    advice: {
      fusion: ['ascolta ciò che senti prima di agire', "regalati un'ora tranquilla a casa"],
      hard: [
        "non prendere grandi decisioni per uno stato d'animo passeggero",
        'mangia, dormi e rallenta prima di reagire',
      ],
      soft: ['passa del tempo con chi ti fa bene', 'fidati del tuo istinto nelle scelte quotidiane'],
    },
  },
  mercury: {
    epithet: ['il messaggero', 'pianeta del pensiero e della parola'],
    brings: {
      fusion: 'conversazioni, notizie e una mente molto attiva',
      hard: "malintesi, nervosismo e dubbi dell'ultimo minuto",
      soft: 'chiarezza mentale e scambi utili',
    },
    advice: {
      fusion: ['annota le idee e parla delle cose', 'fai quella telefonata o manda il messaggio che prepari da tempo'],
      hard: [
        'rileggi i messaggi e ascolta prima di rispondere',
        'dormici su prima di firmare o di rispondere in modo secco',
      ],
      soft: ['tratta, studia o presenta la tua idea', 'sfrutta la chiarezza per pratiche e progetti'],
    },
  },
  venus: {
    epithet: ["pianeta dell'amore e dei valori", 'la fortuna minore della tradizione'],
    brings: {
      fusion: 'affetto, piacere e gusto per la bellezza',
      hard: 'eccessi, gelosie e il desiderio di piacere a ogni costo',
      soft: 'fascino, armonia e piaceri semplici',
    },
    advice: {
      fusion: [
        'goditi la bellezza e la compagnia, ma spendi con giudizio',
        "riserva del tempo all'amore e a ciò che trovi bello",
      ],
      hard: [
        'non cercare di comprare affetto né approvazione',
        "di' ciò a cui tieni davvero invece di tacere per non disturbare",
      ],
      soft: [
        'esci a conoscere gente, fai pace e concediti un piccolo lusso',
        "ricuci un rapporto o rinnova l'ambiente intorno a te",
      ],
    },
  },
  mars: {
    epithet: ["pianeta dell'azione e del desiderio", 'il guerriero'],
    brings: {
      fusion: 'una spinta di energia e la voglia di cominciare qualcosa',
      hard: 'attriti, fretta e poca pazienza',
      soft: 'coraggio ed energia per portare avanti le cose',
    },
    advice: {
      fusion: ['avvia il progetto che rimandi da tempo', "metti l'energia in più nel corpo e nei tuoi obiettivi"],
      hard: [
        'incanala il calore nello sport o nel lavoro duro, non nelle liti',
        'vai più piano al volante, in cucina e nelle discussioni',
      ],
      soft: [
        "prendi l'iniziativa e osa ciò che richiede coraggio",
        'punta a ciò che vuoi ora che il vento soffia a favore',
      ],
    },
  },
  jupiter: {
    epithet: ['il grande benefico', 'pianeta della crescita e della fede'],
    brings: {
      fusion: 'crescita, ottimismo e orizzonti più ampi',
      hard: "troppa sicurezza e la tentazione dell'esagerazione",
      soft: 'fortuna, generosità e porte aperte',
    },
    advice: {
      fusion: [
        "di' sì alla crescita, ma con i piedi per terra",
        'punta più in alto del solito e impara qualcosa di nuovo',
      ],
      hard: ["leggi le clausole in piccolo prima d'impegnarti", 'prometti meno e mantieni di più'],
      soft: [
        'presenta quella domanda, viaggia, insegna o impara, perché le porte sono aperte',
        'chiedi sostegno, perché la gente è disposta ad aiutare',
      ],
    },
  },
  saturn: {
    epithet: ['il maestro esigente', 'pianeta del tempo e della struttura'],
    brings: {
      fusion: 'peso, responsabilità e un bilancio serio',
      hard: 'ostacoli, ritardi e la sensazione di un esame continuo',
      soft: 'stabilità, disciplina e risultati duraturi',
    },
    advice: {
      fusion: [
        'impegnati in ciò che conta e lascia andare il resto',
        'fai un bilancio onesto e getta fondamenta nuove',
      ],
      hard: [
        'abbi pazienza, fai il lavoro e accetta limiti realistici',
        'semplifica, e non prendere gli intoppi come verdetti definitivi',
      ],
      soft: ['costruisci qualcosa che duri', 'traccia il piano a lungo termine e fai il primo passo concreto'],
    },
  },
  uranus: {
    epithet: ['il risvegliatore', 'pianeta del cambiamento improvviso'],
    brings: {
      fusion: 'cambiamenti improvvisi e un risveglio inatteso',
      hard: 'scossoni, irrequietezza e sorprese',
      soft: 'idee fresche e una libertà benvenuta',
    },
    advice: {
      fusion: ['fai spazio al nuovo senza bruciare i ponti', 'lascia andare una regola che non ti somiglia più'],
      hard: ['resta flessibile ed evita rotture affrettate', "aspettati l'inatteso e tieni pronto un piano B"],
      soft: [
        'sperimenta e prova un approccio insolito',
        'rinnova i tuoi strumenti, le tue abitudini o la tua immagine',
      ],
    },
  },
  neptune: {
    epithet: ['pianeta dei sogni e della dissoluzione', 'il mistico'],
    brings: {
      fusion: 'aneliti, ispirazione e confini sfumati',
      hard: "confusione, dubbi e il richiamo dell'illusione",
      soft: 'intuizione, compassione e ispirazione',
    },
    advice: {
      fusion: [
        'fidati del tuo intuito, ma verifica i fatti',
        "dai forma alla tua immaginazione con la musica, l'arte o la preghiera",
      ],
      hard: [
        'leggi le clausole in piccolo ed evita le fughe dalla realtà',
        'riposa di più e non firmare niente che non capisci',
      ],
      soft: ['crea, medita o aiuta qualcuno', "segui l'ispirazione tranquilla che torna di continuo"],
    },
  },
  pluto: {
    epithet: ['signore della trasformazione', 'pianeta della profondità e del potere'],
    brings: {
      fusion: 'intensità, potere e una trasformazione profonda',
      hard: 'lotte di potere, pressione e questioni che vengono a galla con forza',
      soft: 'profondità, concentrazione e una forza rigeneratrice',
    },
    advice: {
      fusion: [
        'lascia andare ciò che ha fatto il suo tempo',
        'affronta ciò che hai evitato, perché perde forza quando lo guardi',
      ],
      hard: [
        'non forzare i risultati e guarda che cosa ti muove nel profondo',
        'non entrare in giochi di controllo, nemmeno nei tuoi',
      ],
      soft: [
        "va' a fondo, perché la ricerca, la terapia e lo sforzo concentrato danno frutto",
        'usa la tua influenza per rinnovare qualcosa di importante',
      ],
    },
  },
  chiron: {
    epithet: ['il guaritore ferito', 'il ponte tra il dolore e la saggezza'],
    brings: {
      fusion: "vecchie ferite che riaffiorano e l'occasione di guarirle",
      hard: 'punti sensibili e il ricordo di antichi dolori',
      soft: 'una comprensione che guarisce e una compassione saggia',
    },
    advice: {
      fusion: ['sii gentile con te e lasciati aiutare', 'cerca qualcuno che sappia accompagnare e ascoltare'],
      hard: [
        'dai un nome alla ferita invece di nasconderla',
        'non lasciare che un dolore antico prenda le decisioni di oggi',
      ],
      soft: [
        'condividi ciò che hai imparato dalle difficoltà',
        'accompagna qualcuno in qualcosa che conosci fin troppo bene',
      ],
    },
  },
  'north-node': {
    epithet: ['il punto della crescita futura', "la bussola dell'anima"],
    brings: {
      fusion: 'incontri che sembrano voluti dal destino e un appuntamento con la tua strada futura',
      hard: 'tensione tra la comodità e la crescita',
      soft: 'contatti utili e la sensazione di essere sulla buona strada',
    },
    advice: {
      fusion: [
        'segui le occasioni che ti fanno crescere',
        'fai caso a chi e a che cosa compare adesso, perché indica la strada',
      ],
      hard: [
        'non rifugiarti nel noto solo perché è facile',
        "scegli la crescita invece dell'abitudine ogni volta che puoi",
      ],
      soft: ["di' sì alle persone e alle occasioni che guardano avanti", 'fai il passo successivo, anche se piccolo'],
    },
  },
};

/** What a natal point stands for, in Italian. */
export interface ItNatal {
  /** Object noun phrases with article and possessive ("la tua identità"): what the point stands for. */
  domain: [string, string];
  /** Independent clause, lower-case, no final stop, by nature; no adjective agreeing with "tu". */
  feels: Record<Nature, string>;
  /** Bare noun phrase for "In fatto di ...": "amore e piacere". */
  area: string;
}

/** Italian phrases of every natal point. */
export const IT_NATAL: Record<TextPoint, ItNatal> = {
  sun: {
    domain: ['la tua identità e la tua vitalità', 'il tuo senso di te e la tua volontà creativa'],
    feels: {
      fusion: 'chi sei e che cosa vuoi passa in primo piano',
      hard: 'la tua volontà può urtare contro resistenze, o può mancarti energia',
      soft: 'ti riconosci di più in ciò che sei, e si vede',
    },
    area: 'identità',
  },
  moon: {
    domain: [
      'le tue emozioni e il tuo bisogno di sicurezza',
      "i tuoi stati d'animo, la tua casa e il tuo mondo interiore",
    ],
    feels: {
      fusion: 'i tuoi sentimenti sono a fior di pelle',
      hard: 'può essere difficile trovare la calma, e ti serve più conforto',
      soft: 'trovi calma e senti che qualcuno si prende cura di te',
    },
    area: 'emozioni',
  },
  mercury: {
    domain: ['il tuo modo di pensare e di comunicare', 'il tuo modo di imparare e di decidere'],
    feels: {
      fusion: 'la tua mente non si ferma e le tue parole hanno peso',
      hard: 'i pensieri accelerano e le parole possono uscire storte',
      soft: 'le idee si incastrano con facilità e trovi le parole giuste',
    },
    area: 'pensiero e comunicazione',
  },
  venus: {
    domain: [
      'le tue relazioni, i tuoi gusti e i tuoi valori',
      'la tua vita affettiva, i tuoi piaceri e le tue finanze',
    ],
    feels: {
      fusion: "l'amore, il denaro e il piacere occupano i tuoi pensieri",
      hard: 'puoi dubitare di ciò a cui dai valore o di chi ami',
      soft: "l'affetto e l'apprezzamento scorrono più facilmente",
    },
    area: 'amore e piacere',
  },
  mars: {
    domain: ['la tua grinta e il tuo modo di affermarti', 'la tua ambizione, il tuo desiderio e il tuo coraggio'],
    feels: {
      fusion: 'la tua spinta si accende',
      hard: 'la rabbia arriva più in fretta del solito',
      soft: 'agisci con sicurezza e con il giusto tempismo',
    },
    area: 'azione',
  },
  jupiter: {
    domain: ['le tue convinzioni, le tue speranze e il tuo senso della vita', 'la tua crescita e la tua generosità'],
    feels: {
      fusion: 'cresce la tua fiducia nel futuro',
      hard: 'puoi promettere più di quanto riesci a mantenere',
      soft: 'vedi il quadro completo e la generosità ti viene spontanea',
    },
    area: 'crescita e convinzioni',
  },
  saturn: {
    domain: ['le tue strutture, i tuoi doveri e le tue ambizioni', 'il tuo senso di responsabilità e i tuoi limiti'],
    feels: {
      fusion: 'i tuoi impegni passano sotto esame',
      hard: 'i doveri possono pesare più del solito',
      soft: 'lavori con costanza e ti guadagni il rispetto degli altri',
    },
    area: 'dovere e ambizione',
  },
  uranus: {
    domain: ['il tuo bisogno di libertà e di originalità', 'la tua indipendenza e la tua voglia di cambiamento'],
    feels: {
      fusion: 'si risveglia il tuo bisogno di libertà',
      hard: 'puoi sentire irrequietezza e voglia di infrangere le regole',
      soft: 'osi fare le cose in un altro modo',
    },
    area: 'libertà',
  },
  neptune: {
    domain: ['i tuoi sogni, i tuoi ideali e la tua sensibilità', 'la tua immaginazione e il tuo anelito spirituale'],
    feels: {
      fusion: 'la tua immaginazione e la tua sensibilità si acuiscono',
      hard: 'può essere difficile distinguere il sogno dalla realtà',
      soft: 'la tua intuizione e la tua compassione sono molto sveglie',
    },
    area: 'sogni e ideali',
  },
  pluto: {
    domain: [
      'le tue pulsioni più profonde e il tuo potere di trasformazione',
      'il tuo rapporto con il controllo e con la perdita',
    ],
    feels: {
      fusion: "senti l'attrazione di desideri profondi e di motivi nascosti",
      hard: 'il controllo e il potere diventano temi delicati',
      soft: 'trovi la forza per lasciar andare e rinnovarti',
    },
    area: 'potere e trasformazione',
  },
  chiron: {
    domain: ['le tue vecchie ferite e il tuo dono di guarire', 'i tuoi punti più vulnerabili'],
    feels: {
      fusion: 'una vecchia ferita chiede attenzione',
      hard: 'qualcuno può toccare un tasto dolente',
      soft: 'puoi trasformare il dolore passato in saggezza per gli altri',
    },
    area: 'guarigione',
  },
  'north-node': {
    domain: ['il tuo cammino di crescita', 'la direzione che la tua vita vuole prendere'],
    feels: {
      fusion: 'il tuo senso dello scopo si affina',
      hard: 'le vecchie abitudini e i nuovi obiettivi tirano in direzioni diverse',
      soft: 'il passo successivo lungo il tuo cammino arriva con naturalezza',
    },
    area: 'crescita personale',
  },
  'south-node': {
    domain: ['le tue abitudini e i tuoi talenti ereditati', 'la zona di comfort che ti porti dalla nascita'],
    feels: {
      fusion: 'riaffiorano schemi noti e talenti del passato',
      hard: 'puoi ricadere nelle vecchie abitudini',
      soft: 'le capacità che hai già ti tornano utili',
    },
    area: 'vecchie abitudini',
  },
  'mean-lilith': {
    domain: ['i tuoi istinti indomiti e i tuoi desideri taciuti', 'le parti di te che hai imparato a nascondere'],
    feels: {
      fusion: 'ciò che di solito reprimi vuole esprimersi',
      hard: 'la rabbia o il desiderio repressi possono esplodere',
      soft: 'puoi accogliere i tuoi istinti senza chiedere scusa',
    },
    area: 'desideri nascosti',
  },
  ascendant: {
    domain: [
      'il tuo aspetto e il tuo modo di presentarti al mondo',
      'il tuo corpo, il tuo stile e la prima impressione che lasci',
    ],
    feels: {
      fusion: 'cambia il tuo modo di mostrarti e di presentarti',
      hard: 'puoi trasmettere qualcosa di diverso da ciò che intendi',
      soft: 'fai buona impressione senza sforzo',
    },
    area: 'prime impressioni',
  },
  midheaven: {
    domain: [
      'la tua carriera, la tua reputazione e la tua direzione di vita',
      'il tuo ruolo pubblico e le tue ambizioni',
    ],
    feels: {
      fusion: 'la carriera e la reputazione passano in primo piano',
      hard: 'il tuo ruolo pubblico o la tua direzione possono essere messi in discussione',
      soft: 'il tuo lavoro si nota e i tuoi obiettivi sembrano raggiungibili',
    },
    area: 'carriera e reputazione',
  },
};

/** How a point acts between two people, in Italian. */
export interface ItRelating {
  /** Relational role without article or possessive, with its gender and number. */
  role: { noun: string; g: ItGender; plural: boolean };
  /** Clause with subject "tu"; the other person as "le" / "quella persona", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose implied subject is the other person (3rd person singular), no adjectives, by nature. */
  receives: Record<Nature, string>;
}

/** Italian synastry phrases of every synastry point. */
export const IT_RELATING: Record<SynastryPoint, ItRelating> = {
  sun: {
    role: { noun: 'senso dello scopo', g: 'm', plural: false },
    gives: {
      fusion: 'le trasmetti la tua luce e la coinvolgi nei tuoi progetti',
      hard: 'la tua volontà può sembrarle travolgente',
      soft: 'le dai coraggio e riconoscimento',
    },
    receives: {
      fusion: 'trova in te un riconoscimento di ciò che è',
      hard: 'può sentire messa in dubbio la propria identità',
      soft: 'si permette di essere sé stessa accanto a te',
    },
  },
  moon: {
    role: { noun: 'bisogni emotivi', g: 'm', plural: true },
    gives: {
      fusion: "rispondi d'istinto ai suoi bisogni",
      hard: "i tuoi sbalzi d'umore possono destabilizzarla",
      soft: 'intuisci ciò di cui ha bisogno prima che lo dica',
    },
    receives: {
      fusion: 'si sente a casa con te fin dal primo momento',
      hard: 'soffre facilmente per le tue reazioni',
      soft: 'trova accanto a te sicurezza emotiva',
    },
  },
  mercury: {
    role: { noun: 'modo di pensare', g: 'm', plural: false },
    gives: {
      fusion: "ragionate sulla stessa lunghezza d'onda",
      hard: 'le tue parole possono ferirla',
      soft: 'le spieghi le cose in un modo che capisce',
    },
    receives: {
      fusion: 'sente che la capisci quasi senza parole',
      hard: 'può sentire che non la ascolti o non la capisci',
      soft: 'ama parlare e fare progetti con te',
    },
  },
  venus: {
    role: { noun: 'affetto', g: 'm', plural: false },
    gives: {
      fusion: 'le mostri calore e apprezzamento',
      hard: 'il tuo modo di amare può non coincidere con ciò che si aspetta',
      soft: 'le porti dolcezza e fascino',
    },
    receives: {
      fusion: 'prova attrazione e apprezzamento',
      hard: 'può sentire che non dai valore a ciò che offre',
      soft: 'accoglie il tuo affetto con facilità',
    },
  },
  mars: {
    role: { noun: 'desiderio', g: 'm', plural: false },
    gives: {
      fusion: 'le dai energia e insieme la provochi',
      hard: 'puoi metterle più pressione di quanta le piaccia',
      soft: 'la sproni e sostieni i suoi progetti',
    },
    receives: {
      fusion: 'sente una forte scintilla fisica',
      hard: 'può provare pressione, irritazione o sfida',
      soft: 'sente motivazione e desiderio',
    },
  },
  jupiter: {
    role: { noun: 'ottimismo', g: 'm', plural: false },
    gives: {
      fusion: 'credi nel suo potenziale e allarghi il suo mondo',
      hard: 'il tuo entusiasmo può prometterle più di quanto mantiene',
      soft: 'le porti fortuna e incoraggiamento',
    },
    receives: {
      fusion: 'acquista fiducia accanto a te',
      hard: 'può sentire che esageri o che fai la predica',
      soft: 'sente sostegno e speranza',
    },
  },
  saturn: {
    role: { noun: 'senso del dovere', g: 'm', plural: false },
    gives: {
      fusion: 'le offri struttura e serietà',
      hard: 'puoi trasmetterle critica o freddezza',
      soft: 'le dai stabilità e lealtà',
    },
    receives: {
      fusion: 'sente che il legame è fatto per durare',
      hard: 'può sentire che la giudichi o la freni',
      soft: 'sa di poter contare su di te',
    },
  },
  uranus: {
    role: { noun: 'bisogno di libertà', g: 'm', plural: false },
    gives: {
      fusion: 'la sorprendi e scuoti la sua routine',
      hard: 'il tuo comportamento può sembrarle imprevedibile',
      soft: 'le apri la mente a nuove possibilità',
    },
    receives: {
      fusion: "sente elettricità e un po' di inquietudine",
      hard: 'può sentire di non sapere mai che cosa aspettarsi',
      soft: 'si sente libera e stimolata con te',
    },
  },
  neptune: {
    role: { noun: 'idealismo', g: 'm', plural: false },
    gives: {
      fusion: 'guardi quella persona attraverso una lente romantica e idealizzata',
      hard: 'puoi vedere in quella persona ciò che vorresti che fosse',
      soft: 'le porti compassione e ispirazione',
    },
    receives: {
      fusion: 'prova incanto e a volte confusione',
      hard: "può sentire che non la vedi com'è davvero",
      soft: 'sente che la comprendi nel profondo',
    },
  },
  pluto: {
    role: { noun: 'intensità', g: 'f', plural: false },
    gives: {
      fusion: 'eserciti su quella persona un effetto potente e trasformativo',
      hard: 'puoi cercare di controllarla o di cambiarla',
      soft: 'la aiuti a crescere con profondità e sincerità',
    },
    receives: {
      fusion: "sente un'attrazione profonda, quasi irresistibile",
      hard: 'può sentire pressione o possessività',
      soft: 'sente che il legame la rinnova',
    },
  },
  ascendant: {
    role: { noun: 'modo di porsi', g: 'm', plural: false },
    gives: {
      fusion: 'tutto il tuo modo di essere risuona con quella persona',
      hard: 'il tuo stile può urtarla',
      soft: 'la tua presenza la tranquillizza',
    },
    receives: {
      fusion: 'sente che rispecchi il suo modo di andare incontro al mondo',
      hard: 'può fare fatica a interpretare il tuo atteggiamento',
      soft: 'apprezza il modo in cui ti muovi nel mondo',
    },
  },
};

/** Italian point names that take no article (planets, asteroids and Lilith are named bare). */
const BARE = new Set([
  'Mercurio',
  'Venere',
  'Marte',
  'Giove',
  'Saturno',
  'Urano',
  'Nettuno',
  'Plutone',
  'Chirone',
  'Lilith',
  'Cerere',
  'Pallade',
  'Giunone',
  'Vesta',
]);
/** Italian point names of feminine gender. */
const FEMININE = new Set(['Luna', 'Venere', 'Lilith', 'Cerere', 'Pallade', 'Giunone', 'Vesta', 'Parte di Fortuna']);

/** The gender of a readable Italian point name (pointName(…, 'it')). */
export function itGenderOf(name: string): ItGender {
  return FEMININE.has(name) ? 'f' : 'm';
}

/**
 * A readable Italian point name as Italian says it in a sentence: "il Sole", "la Luna",
 * "l'Ascendente", "il Nodo Nord vero", but "Marte", "Venere" (planets take no article).
 */
export function itNamed(name: string): string {
  return BARE.has(name) ? name : the(name, itGenderOf(name));
}
