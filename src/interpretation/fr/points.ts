/**
 * French phrases for the points. The reader is addressed with "vous"; phrases about the reader
 * avoid adjectives and participles that would need the reader's gender. Grammatical role is
 * stated per field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import type { FrNoun } from './grammar.ts';

/** French names of the text points, with article and gender. */
export const FR_POINT_NAMES: Record<TextPoint, FrNoun> = {
  sun: { name: 'Soleil', le: 'le Soleil', g: 'm' },
  moon: { name: 'Lune', le: 'la Lune', g: 'f' },
  mercury: { name: 'Mercure', le: 'Mercure', g: 'm' },
  venus: { name: 'Vénus', le: 'Vénus', g: 'f' },
  mars: { name: 'Mars', le: 'Mars', g: 'm' },
  jupiter: { name: 'Jupiter', le: 'Jupiter', g: 'm' },
  saturn: { name: 'Saturne', le: 'Saturne', g: 'm' },
  uranus: { name: 'Uranus', le: 'Uranus', g: 'm' },
  neptune: { name: 'Neptune', le: 'Neptune', g: 'm' },
  pluto: { name: 'Pluton', le: 'Pluton', g: 'm' },
  chiron: { name: 'Chiron', le: 'Chiron', g: 'm' },
  'north-node': { name: 'Nœud Nord', le: 'le Nœud Nord', g: 'm' },
  'south-node': { name: 'Nœud Sud', le: 'le Nœud Sud', g: 'm' },
  'mean-lilith': { name: 'Lilith', le: 'Lilith', g: 'f' },
  ascendant: { name: 'Ascendant', le: 'l’Ascendant', g: 'm' },
  midheaven: { name: 'Milieu du Ciel', le: 'le Milieu du Ciel', g: 'm' },
};

/**
 * The readable point names (names.ts) of feminine gender, for agreement where only the name is
 * at hand: "la Lune natale", "Vénus natale", but "le Soleil natal".
 */
export const FR_FEMININE_POINT_NAMES: ReadonlySet<string> = new Set([
  'Lune',
  'Vénus',
  'Lilith',
  'Cérès',
  'Pallas',
  'Junon',
  'Vesta',
  'Part de Fortune',
]);

/** What a transiting point brings, in French. */
export interface FrTransiting {
  /** Appositive noun phrase: "Mars, planète de l’action et du désir, ...". */
  epithet: string[];
  /** Object noun phrase with articles (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (vous), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** French phrases of every transiting point. */
export const FR_TRANSITING: Record<TransitingPoint, FrTransiting> = {
  sun: {
    epithet: ['source de lumière et de vitalité', 'lumière de la volonté et du but'],
    brings: {
      fusion: 'une place sur le devant de la scène, une vitalité renouvelée et l’envie de vous montrer',
      hard: 'des heurts de volontés et une baisse d’énergie',
      soft: 'de la confiance, de la visibilité et la bienveillance des autres',
    },
    advice: {
      fusion: ['faites un pas en avant et montrez-vous', 'fixez une intention pour l’année ou le mois qui commence'],
      hard: ['choisissez bien vos combats et reposez-vous quand il le faut', 'cédez sur les petites choses'],
      soft: [
        'montrez votre travail et demandez ce que vous voulez',
        'présentez-vous avec assurance, car on vous écoute',
      ],
    },
  },
  moon: {
    epithet: ['maîtresse des émotions et des rythmes quotidiens', 'gardienne des humeurs'],
    brings: {
      fusion: 'une vague de sentiments et un besoin de refuge',
      hard: 'des sautes d’humeur et des réactions à fleur de peau',
      soft: 'de la sérénité et un bon instinct',
    },
    advice: {
      fusion: ['écoutez ce que vous ressentez avant d’agir', 'offrez-vous une heure tranquille chez vous'],
      hard: [
        'ne prenez pas de grande décision sur une humeur passagère',
        'mangez, dormez et ralentissez avant de réagir',
      ],
      soft: [
        'passez du temps avec ceux qui vous font du bien',
        'fiez-vous à votre instinct pour les choix du quotidien',
      ],
    },
  },
  mercury: {
    epithet: ['le messager', 'planète de la pensée et de la parole'],
    brings: {
      fusion: 'des conversations, des nouvelles et un esprit très actif',
      hard: 'des malentendus, de la nervosité et des doutes de dernière minute',
      soft: 'de la clarté d’esprit et des échanges utiles',
    },
    advice: {
      fusion: [
        'notez vos idées et parlez des choses',
        'passez cet appel ou envoyez ce message que vous préparez depuis longtemps',
      ],
      hard: [
        'relisez vos messages et écoutez avant de répondre',
        'laissez passer une nuit avant toute signature ou réponse tranchée',
      ],
      soft: ['négociez, étudiez ou présentez votre idée', 'profitez de cette clarté pour les démarches et les projets'],
    },
  },
  venus: {
    epithet: ['planète de l’amour et des valeurs', 'la petite bienfaisante de la tradition'],
    brings: {
      fusion: 'de l’affection, du plaisir et le goût de la beauté',
      hard: 'des excès, de la jalousie et le désir de plaire à tout prix',
      soft: 'du charme, de l’harmonie et des plaisirs simples',
    },
    advice: {
      fusion: [
        'profitez de la beauté et de la compagnie, mais dépensez avec mesure',
        'réservez du temps à l’amour et à ce que vous trouvez beau',
      ],
      hard: [
        'n’essayez pas d’acheter l’affection ni l’approbation',
        'dites ce qui compte vraiment pour vous au lieu de vous taire pour ne pas déranger',
      ],
      soft: [
        'sortez, faites la paix et offrez-vous un petit plaisir',
        'réparez une relation ou embellissez votre cadre de vie',
      ],
    },
  },
  mars: {
    epithet: ['planète de l’action et du désir', 'le guerrier'],
    brings: {
      fusion: 'un élan d’énergie et l’envie de commencer quelque chose',
      hard: 'des frictions, de la précipitation et peu de patience',
      soft: 'du courage et de l’énergie pour mener les choses à bien',
    },
    advice: {
      fusion: [
        'lancez le projet que vous repoussez depuis longtemps',
        'mettez ce surplus d’énergie dans votre corps et vos objectifs',
      ],
      hard: [
        'canalisez cette ardeur dans le sport ou un travail exigeant, pas dans les disputes',
        'ralentissez au volant, en cuisine et dans les discussions',
      ],
      soft: [
        'prenez l’initiative et osez ce qui demande du courage',
        'allez chercher ce que vous voulez tant que le vent est favorable',
      ],
    },
  },
  jupiter: {
    epithet: ['le grand bienfaisant', 'planète de la croissance et de la foi'],
    brings: {
      fusion: 'de la croissance, de l’optimisme et des horizons plus larges',
      hard: 'un excès de confiance et la tentation d’en faire trop',
      soft: 'de la chance, de la générosité et des portes ouvertes',
    },
    advice: {
      fusion: [
        'dites oui à la croissance, mais gardez les pieds sur terre',
        'visez plus haut que d’habitude et apprenez quelque chose de nouveau',
      ],
      hard: ['lisez les petites lignes avant de vous engager', 'promettez moins et tenez davantage'],
      soft: [
        'déposez cette candidature, voyagez, enseignez ou apprenez, car les portes sont ouvertes',
        'demandez du soutien, car les gens sont prêts à aider',
      ],
    },
  },
  saturn: {
    epithet: ['le maître exigeant', 'planète du temps et de la structure'],
    brings: {
      fusion: 'du poids, des responsabilités et un bilan sérieux',
      hard: 'des obstacles, des retards et l’impression de passer un examen',
      soft: 'de la stabilité, de la discipline et des résultats durables',
    },
    advice: {
      fusion: [
        'engagez-vous pour l’essentiel et laissez le reste',
        'faites un bilan honnête et posez de nouvelles fondations',
      ],
      hard: [
        'prenez patience, faites le travail et acceptez des limites réalistes',
        'simplifiez, et ne prenez pas les contretemps pour des verdicts définitifs',
      ],
      soft: ['construisez quelque chose qui dure', 'tracez le plan à long terme et faites le premier pas concret'],
    },
  },
  uranus: {
    epithet: ['l’éveilleur', 'planète du changement soudain'],
    brings: {
      fusion: 'des changements soudains et un éveil inattendu',
      hard: 'des secousses, de l’agitation et des surprises',
      soft: 'des idées neuves et une liberté bienvenue',
    },
    advice: {
      fusion: [
        'faites de la place à la nouveauté sans brûler les ponts',
        'abandonnez une règle qui ne vous correspond plus',
      ],
      hard: ['restez souple et évitez les ruptures précipitées', 'attendez-vous à l’inattendu et prévoyez un plan B'],
      soft: [
        'expérimentez et essayez une approche inhabituelle',
        'renouvelez vos outils, vos habitudes ou votre image',
      ],
    },
  },
  neptune: {
    epithet: ['planète des rêves et de la dissolution', 'le mystique'],
    brings: {
      fusion: 'des aspirations, de l’inspiration et des limites floues',
      hard: 'de la confusion, des doutes et l’attrait de l’illusion',
      soft: 'de l’intuition, de la compassion et de l’inspiration',
    },
    advice: {
      fusion: [
        'fiez-vous à votre intuition, mais vérifiez les faits',
        'donnez forme à votre imagination par la musique, l’art ou la prière',
      ],
      hard: [
        'lisez les petites lignes et évitez de fuir la réalité',
        'reposez-vous davantage et ne signez rien que vous ne compreniez',
      ],
      soft: ['créez, méditez ou aidez quelqu’un', 'suivez l’inspiration tranquille qui revient sans cesse'],
    },
  },
  pluto: {
    epithet: ['seigneur de la transformation', 'planète de la profondeur et du pouvoir'],
    brings: {
      fusion: 'de l’intensité, du pouvoir et une transformation profonde',
      hard: 'des luttes de pouvoir, de la pression et des secrets qui remontent de force',
      soft: 'de la profondeur, de la concentration et une force régénératrice',
    },
    advice: {
      fusion: [
        'lâchez ce qui a fait son temps',
        'affrontez ce que vous évitiez, car cela perd de sa force quand on le regarde en face',
      ],
      hard: [
        'ne forcez pas les résultats et regardez ce qui vous pousse au fond',
        'n’entrez pas dans les jeux de contrôle, pas même dans les vôtres',
      ],
      soft: [
        'creusez, car la recherche, la thérapie et l’effort concentré portent leurs fruits',
        'utilisez votre influence pour renouveler quelque chose d’important',
      ],
    },
  },
  chiron: {
    epithet: ['le guérisseur blessé', 'le pont entre la douleur et la sagesse'],
    brings: {
      fusion: 'de vieilles blessures qui remontent et une chance de guérison',
      hard: 'des points sensibles et le souvenir d’anciennes douleurs',
      soft: 'une compréhension qui guérit et une compassion sage',
    },
    advice: {
      fusion: ['traitez-vous avec douceur et laissez-vous aider', 'cherchez quelqu’un qui sait accompagner et écouter'],
      hard: ['nommez la blessure au lieu de la cacher', 'ne laissez pas une vieille douleur décider pour aujourd’hui'],
      soft: [
        'partagez ce que les difficultés vous ont appris',
        'accompagnez quelqu’un dans une épreuve que vous ne connaissez que trop bien',
      ],
    },
  },
  'north-node': {
    epithet: ['le point de la croissance future', 'la boussole de l’âme'],
    brings: {
      fusion: 'des rencontres qui semblent écrites d’avance et un rendez-vous avec votre chemin futur',
      hard: 'une tension entre le confort et la croissance',
      soft: 'des contacts utiles et le sentiment d’être sur la bonne voie',
    },
    advice: {
      fusion: [
        'suivez les occasions qui vous font grandir',
        'remarquez qui et quoi se présente maintenant, car cela montre la voie',
      ],
      hard: [
        'ne vous réfugiez pas dans le connu simplement parce que c’est facile',
        'préférez la croissance à l’habitude chaque fois que vous le pouvez',
      ],
      soft: [
        'dites oui aux personnes et aux occasions tournées vers l’avenir',
        'faites le pas suivant, même s’il est petit',
      ],
    },
  },
};

/** What a natal point stands for, in French. */
export interface FrNatal {
  /** Two ways to name what the point stands for, each a list of object noun phrases (with votre/vos). */
  domain: [string[], string[]];
  /** Independent clause, lower-case, no final stop, by nature; no adjective agreeing with "vous". */
  feels: Record<Nature, string>;
  /** Bare nouns for "En matière de ...", listed by the composer: ['amour', 'plaisir']. */
  area: string[];
}

/** French phrases of every natal point. */
export const FR_NATAL: Record<TextPoint, FrNatal> = {
  sun: {
    domain: [
      ['votre identité', 'votre vitalité'],
      ['votre sens de soi', 'votre volonté créatrice'],
    ],
    feels: {
      fusion: 'qui vous êtes et ce que vous voulez passent au premier plan',
      hard: 'votre volonté peut se heurter à des résistances, ou l’énergie vous manquer',
      soft: 'vous vous sentez davantage vous-même, et cela se voit',
    },
    area: ['identité'],
  },
  moon: {
    domain: [
      ['vos émotions', 'votre besoin de sécurité'],
      ['vos humeurs', 'votre foyer', 'votre monde intérieur'],
    ],
    feels: {
      fusion: 'vos sentiments sont à fleur de peau',
      hard: 'le calme peut être difficile à trouver et le besoin de réconfort plus grand',
      soft: 'vous trouvez le calme et le sentiment qu’on prend soin de vous',
    },
    area: ['émotions'],
  },
  mercury: {
    domain: [['votre façon de penser et de communiquer'], ['votre manière d’apprendre, de parler et de décider']],
    feels: {
      fusion: 'votre esprit ne s’arrête pas et vos paroles portent',
      hard: 'les pensées s’emballent et les mots peuvent sortir de travers',
      soft: 'les idées s’assemblent facilement et vous trouvez les mots justes',
    },
    area: ['pensée', 'communication'],
  },
  venus: {
    domain: [
      ['vos relations', 'vos goûts', 'vos valeurs'],
      ['votre vie amoureuse', 'vos plaisirs', 'vos finances'],
    ],
    feels: {
      fusion: 'l’amour, l’argent et le plaisir occupent vos pensées',
      hard: 'vous pouvez douter de ce qui compte pour vous ou de qui vous aimez',
      soft: 'l’affection et la reconnaissance circulent plus facilement',
    },
    area: ['amour', 'plaisir'],
  },
  mars: {
    domain: [
      ['votre élan', 'votre façon de vous affirmer'],
      ['votre ambition', 'votre désir', 'votre courage'],
    ],
    feels: {
      fusion: 'votre élan s’enflamme',
      hard: 'la colère monte plus vite que d’habitude',
      soft: 'vous agissez avec assurance et au bon moment',
    },
    area: ['action'],
  },
  jupiter: {
    domain: [
      ['vos convictions', 'vos espoirs', 'votre sens de la vie'],
      ['votre croissance', 'votre générosité'],
    ],
    feels: {
      fusion: 'votre confiance en l’avenir grandit',
      hard: 'vous pouvez promettre plus que vous ne pouvez tenir',
      soft: 'vous voyez le tableau d’ensemble et la générosité vous vient naturellement',
    },
    area: ['croissance', 'convictions'],
  },
  saturn: {
    domain: [
      ['vos structures', 'vos devoirs', 'vos ambitions'],
      ['votre sens des responsabilités', 'vos limites'],
    ],
    feels: {
      fusion: 'vos engagements passent en revue',
      hard: 'les devoirs peuvent peser plus lourd que d’habitude',
      soft: 'vous travaillez avec constance et gagnez le respect des autres',
    },
    area: ['devoir', 'ambition'],
  },
  uranus: {
    domain: [['votre besoin de liberté et d’originalité'], ['votre indépendance', 'votre appétit de changement']],
    feels: {
      fusion: 'votre besoin de liberté s’éveille',
      hard: 'l’agitation et l’envie d’enfreindre les règles peuvent vous gagner',
      soft: 'vous osez faire les choses autrement',
    },
    area: ['liberté'],
  },
  neptune: {
    domain: [
      ['vos rêves', 'vos idéaux', 'votre sensibilité'],
      ['votre imagination', 'votre aspiration spirituelle'],
    ],
    feels: {
      fusion: 'votre imagination et votre sensibilité s’aiguisent',
      hard: 'il peut être difficile de distinguer le rêve de la réalité',
      soft: 'votre intuition et votre compassion sont bien éveillées',
    },
    area: ['rêves', 'idéaux'],
  },
  pluto: {
    domain: [
      ['vos pulsions les plus profondes', 'votre pouvoir de transformation'],
      ['votre rapport au contrôle, à la perte et au renouveau'],
    ],
    feels: {
      fusion: 'vous sentez l’attraction de désirs profonds et de motifs cachés',
      hard: 'le contrôle et le pouvoir deviennent des sujets délicats',
      soft: 'vous trouvez la force de lâcher prise et de vous renouveler',
    },
    area: ['pouvoir', 'transformation'],
  },
  chiron: {
    domain: [['vos vieilles blessures', 'votre don de guérison'], ['vos points les plus vulnérables']],
    feels: {
      fusion: 'une vieille blessure demande de l’attention',
      hard: 'quelqu’un peut toucher un point sensible',
      soft: 'vous pouvez changer une douleur passée en sagesse pour les autres',
    },
    area: ['guérison'],
  },
  'north-node': {
    domain: [['votre chemin de croissance'], ['la direction que votre vie veut prendre']],
    feels: {
      fusion: 'votre sens du but s’affine',
      hard: 'les vieilles habitudes et les nouveaux objectifs tirent dans des directions opposées',
      soft: 'la prochaine étape de votre chemin se dessine naturellement',
    },
    area: ['croissance personnelle'],
  },
  'south-node': {
    domain: [['vos habitudes', 'vos talents hérités'], ['la zone de confort que vous portez depuis la naissance']],
    feels: {
      fusion: 'des schémas familiers et des talents du passé refont surface',
      hard: 'les vieilles habitudes peuvent reprendre le dessus',
      soft: 'les compétences que vous avez déjà vous servent',
    },
    area: ['vieilles habitudes'],
  },
  'mean-lilith': {
    domain: [['vos instincts indomptés', 'vos désirs inavoués'], ['les parts de vous que vous avez appris à cacher']],
    feels: {
      fusion: 'ce que vous refoulez d’habitude veut s’exprimer',
      hard: 'la colère ou le désir refoulés peuvent éclater',
      soft: 'vous pouvez assumer vos instincts sans demander pardon',
    },
    area: ['désirs cachés'],
  },
  ascendant: {
    domain: [
      ['votre apparence', 'votre manière de vous présenter au monde'],
      ['votre corps', 'votre style', 'la première impression que vous donnez'],
    ],
    feels: {
      fusion: 'votre manière de vous montrer et de vous présenter change',
      hard: 'vous pouvez donner une autre impression que celle que vous voulez',
      soft: 'vous faites bonne impression sans effort',
    },
    area: ['premières impressions'],
  },
  midheaven: {
    domain: [
      ['votre carrière', 'votre réputation', 'votre direction de vie'],
      ['votre rôle public', 'vos ambitions'],
    ],
    feels: {
      fusion: 'la carrière et la réputation passent au premier plan',
      hard: 'votre rôle public ou votre direction peuvent être remis en question',
      soft: 'votre travail se remarque et vos objectifs semblent à portée de main',
    },
    area: ['carrière', 'réputation'],
  },
};

/** How a point acts between two people, in French. */
export interface FrRelating {
  /** Relational role without possessive, with its gender and number for votre/vos, son/sa/ses. */
  role: { noun: string; g: 'm' | 'f'; plural: boolean };
  /** Clause with subject "vous"; the other person as "lui" / "cette personne", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose implied subject is the other person (3rd person singular), no adjectives, by nature. */
  receives: Record<Nature, string>;
}

/** French synastry phrases of every synastry point. */
export const FR_RELATING: Record<SynastryPoint, FrRelating> = {
  sun: {
    role: { noun: 'sens du but', g: 'm', plural: false },
    gives: {
      fusion: 'vous lui transmettez votre lumière et l’associez à vos projets',
      hard: 'votre volonté peut lui sembler écrasante',
      soft: 'vous lui apportez encouragement et reconnaissance',
    },
    receives: {
      fusion: 'trouve auprès de vous une reconnaissance de ce qu’elle est',
      hard: 'peut sentir son identité remise en question',
      soft: 's’autorise à être pleinement soi-même à vos côtés',
    },
  },
  moon: {
    role: { noun: 'besoins affectifs', g: 'm', plural: true },
    gives: {
      fusion: 'vous répondez d’instinct à ses besoins',
      hard: 'vos sautes d’humeur peuvent la déstabiliser',
      soft: 'vous devinez ce dont elle a besoin avant qu’elle le dise',
    },
    receives: {
      fusion: 'se sent chez soi avec vous dès le premier instant',
      hard: 'souffre facilement de vos réactions',
      soft: 'trouve à vos côtés une sécurité affective',
    },
  },
  mercury: {
    role: { noun: 'façon de penser', g: 'f', plural: false },
    gives: {
      fusion: 'vous pensez sur la même longueur d’onde',
      hard: 'vos paroles peuvent la heurter',
      soft: 'vous lui expliquez les choses d’une manière qu’elle comprend',
    },
    receives: {
      fusion: 'a le sentiment que vous la comprenez presque sans mots',
      hard: 'peut avoir l’impression de ne pas être écoutée ni comprise',
      soft: 'aime parler et faire des projets avec vous',
    },
  },
  venus: {
    role: { noun: 'affection', g: 'f', plural: false },
    gives: {
      fusion: 'vous lui montrez chaleur et estime',
      hard: 'votre façon d’aimer peut ne pas correspondre à ce qu’elle attend',
      soft: 'vous lui apportez douceur et charme',
    },
    receives: {
      fusion: 'ressent de l’attirance et de l’estime',
      hard: 'peut sentir que vous ne mesurez pas ce qu’elle donne',
      soft: 'accueille votre tendresse sans effort',
    },
  },
  mars: {
    role: { noun: 'désir', g: 'm', plural: false },
    gives: {
      fusion: 'vous lui donnez de l’énergie et la provoquez aussi',
      hard: 'vous pouvez la pousser plus qu’elle ne le souhaite',
      soft: 'vous la stimulez et soutenez ses projets',
    },
    receives: {
      fusion: 'ressent une forte étincelle physique',
      hard: 'peut ressentir de la pression, de l’irritation ou un défi',
      soft: 'ressent de la motivation et du désir',
    },
  },
  jupiter: {
    role: { noun: 'optimisme', g: 'm', plural: false },
    gives: {
      fusion: 'vous croyez en son potentiel et élargissez son monde',
      hard: 'votre enthousiasme peut lui promettre plus qu’il ne tient',
      soft: 'vous lui apportez chance et encouragement',
    },
    receives: {
      fusion: 'prend confiance à vos côtés',
      hard: 'peut trouver que vous exagérez ou que vous faites la morale',
      soft: 'ressent du soutien et de l’espoir',
    },
  },
  saturn: {
    role: { noun: 'sens du devoir', g: 'm', plural: false },
    gives: {
      fusion: 'vous lui offrez structure et sérieux',
      hard: 'vous pouvez lui transmettre de la critique ou de la froideur',
      soft: 'vous lui donnez stabilité et loyauté',
    },
    receives: {
      fusion: 'sent que le lien est fait pour durer',
      hard: 'peut avoir l’impression que vous la jugez ou la freinez',
      soft: 'sait qu’elle peut compter sur vous',
    },
  },
  uranus: {
    role: { noun: 'besoin de liberté', g: 'm', plural: false },
    gives: {
      fusion: 'vous la surprenez et bousculez sa routine',
      hard: 'votre comportement peut lui sembler imprévisible',
      soft: 'vous lui ouvrez l’esprit à de nouvelles possibilités',
    },
    receives: {
      fusion: 'ressent de l’électricité et un peu d’agitation',
      hard: 'peut avoir l’impression de ne jamais savoir sur quel pied danser',
      soft: 'se sent libre et stimulée avec vous',
    },
  },
  neptune: {
    role: { noun: 'idéalisme', g: 'm', plural: false },
    gives: {
      fusion: 'vous regardez cette personne à travers un prisme romantique et idéalisé',
      hard: 'vous pouvez voir en cette personne ce que vous voudriez qu’elle soit',
      soft: 'vous lui apportez compassion et inspiration',
    },
    receives: {
      fusion: 'ressent de l’enchantement et parfois de la confusion',
      hard: 'peut sentir que vous ne la voyez pas telle qu’elle est',
      soft: 'se sent comprise au plus profond',
    },
  },
  pluto: {
    role: { noun: 'intensité', g: 'f', plural: false },
    gives: {
      fusion: 'vous exercez sur cette personne un effet puissant et transformateur',
      hard: 'vous pouvez chercher à la contrôler ou à la changer',
      soft: 'vous l’aidez à grandir avec profondeur et honnêteté',
    },
    receives: {
      fusion: 'ressent une attirance profonde, presque irrésistible',
      hard: 'peut ressentir de la pression ou de la possessivité',
      soft: 'sent que le lien la renouvelle',
    },
  },
  ascendant: {
    role: { noun: 'manière d’être', g: 'f', plural: false },
    gives: {
      fusion: 'toute votre manière d’être résonne avec cette personne',
      hard: 'votre style peut la heurter',
      soft: 'votre présence la rassure',
    },
    receives: {
      fusion: 'sent que vous reflétez sa façon d’aller vers le monde',
      hard: 'peut avoir du mal à lire votre attitude',
      soft: 'apprécie votre manière d’être',
    },
  },
};
