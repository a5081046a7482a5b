/** French phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in French. */
export interface FrSign {
  /** Three adjectives in the masculine singular, agreed by the composer with the noun they qualify. */
  traits: [string, string, string];
  /** Clause with subject "vous", lower-case. */
  style: string;
  /** Noun phrase with its article (indefinite or partitive): what the sign needs. */
  needs: string;
  /** Noun phrases with their articles, listed by the composer: the sign's shadow. */
  shadow: string[];
  /** Noun phrase with its definite article: the sign's gift. */
  gift: string;
  /** Two adjectives (masculine singular) for the mood of the Moon in the sign, agreed by the composer. */
  mood: [string, string];
}

/** French phrases for the twelve signs. */
export const FR_SIGNS: Record<Sign, FrSign> = {
  aries: {
    traits: ['direct', 'courageux', 'impatient'],
    style: 'vous agissez d’abord et posez les questions ensuite',
    needs: 'des défis et de l’espace pour mener',
    shadow: ['l’impatience', 'les coups de colère'],
    gift: 'le courage',
    mood: ['audacieux', 'impulsif'],
  },
  taurus: {
    traits: ['constant', 'sensuel', 'patient'],
    style: 'vous prenez votre temps et vous fiez à ce que vous pouvez toucher',
    needs: 'de la sécurité et du confort',
    shadow: ['l’entêtement', 'la possessivité'],
    gift: 'la constance',
    mood: ['calme', 'sensuel'],
  },
  gemini: {
    traits: ['curieux', 'vif', 'polyvalent'],
    style: 'vous cherchez la variété et reliez les idées avec rapidité',
    needs: 'des stimulations et de la conversation',
    shadow: ['la dispersion', 'l’agitation'],
    gift: 'l’esprit',
    mood: ['bavard', 'curieux'],
  },
  cancer: {
    traits: ['protecteur', 'affectueux', 'sensible'],
    style: 'vous protégez ce que vous aimez et vous laissez guider par vos sentiments',
    needs: 'un sentiment d’appartenance et de la sécurité affective',
    shadow: ['les sautes d’humeur', 'l’attachement au passé'],
    gift: 'le soin des autres',
    mood: ['tendre', 'casanier'],
  },
  leo: {
    traits: ['chaleureux', 'fier', 'expressif'],
    style: 'vous voulez créer, briller et recevoir la reconnaissance que vous méritez',
    needs: 'de la reconnaissance et une expression sincère',
    shadow: ['l’orgueil', 'le besoin d’applaudissements'],
    gift: 'la générosité',
    mood: ['chaleureux', 'joueur'],
  },
  virgo: {
    traits: ['précis', 'modeste', 'serviable'],
    style: 'vous peaufinez, analysez et améliorez',
    needs: 'de l’ordre et une tâche utile',
    shadow: ['le perfectionnisme', 'l’inquiétude'],
    gift: 'le savoir-faire',
    mood: ['pratique', 'ordonné'],
  },
  libra: {
    traits: ['aimable', 'juste', 'sociable'],
    style: 'vous cherchez l’équilibre, la beauté et la compagnie',
    needs: 'de l’harmonie et des rapports équitables',
    shadow: ['l’indécision', 'le désir de plaire à tout prix'],
    gift: 'la diplomatie',
    mood: ['sociable', 'conciliant'],
  },
  scorpio: {
    traits: ['intense', 'secret', 'déterminé'],
    style: 'vous allez au fond des choses et ne faites rien à moitié',
    needs: 'de la profondeur et de la confiance',
    shadow: ['la jalousie', 'le besoin de contrôle'],
    gift: 'la profondeur',
    mood: ['intense', 'scrutateur'],
  },
  sagittarius: {
    traits: ['franc', 'aventureux', 'optimiste'],
    style: 'vous cherchez du sens et de l’espace pour explorer',
    needs: 'de la liberté et des horizons',
    shadow: ['les excès', 'le ton moralisateur'],
    gift: 'la foi',
    mood: ['remuant', 'optimiste'],
  },
  capricorn: {
    traits: ['ambitieux', 'discipliné', 'réservé'],
    style: 'vous planifiez à long terme et gagnez votre place',
    needs: 'des objectifs et du respect',
    shadow: ['la rigidité', 'le pessimisme'],
    gift: 'la persévérance',
    mood: ['sobre', 'concentré'],
  },
  aquarius: {
    traits: ['indépendant', 'inventif', 'détaché'],
    style: 'vous pensez par vous-même et placez les personnes au-dessus des conventions',
    needs: 'de la liberté et une cause à défendre',
    shadow: ['la froideur', 'l’esprit de contradiction'],
    gift: 'l’originalité',
    mood: ['sociable', 'original'],
  },
  pisces: {
    traits: ['rêveur', 'compatissant', 'réceptif'],
    style: 'vous percevez ce que ressentent les autres et suivez votre imagination',
    needs: 'un sens qui dépasse le quotidien',
    shadow: ['la fuite', 'les limites floues'],
    gift: 'la compassion',
    mood: ['rêveur', 'sensible'],
  },
};

/** A sign's name with its article and number, as a subject: "le Bélier", "la Vierge", "les Gémeaux". */
export const FR_SIGN_ARTICLES: Record<Sign, { le: string; plural: boolean }> = {
  aries: { le: 'le Bélier', plural: false },
  taurus: { le: 'le Taureau', plural: false },
  gemini: { le: 'les Gémeaux', plural: true },
  cancer: { le: 'le Cancer', plural: false },
  leo: { le: 'le Lion', plural: false },
  virgo: { le: 'la Vierge', plural: false },
  libra: { le: 'la Balance', plural: false },
  scorpio: { le: 'le Scorpion', plural: false },
  sagittarius: { le: 'le Sagittaire', plural: false },
  capricorn: { le: 'le Capricorne', plural: false },
  aquarius: { le: 'le Verseau', plural: false },
  pisces: { le: 'les Poissons', plural: true },
};

/** The element as a noun complement, as in "un signe cardinal de feu". */
export const FR_ELEMENT_NAME: Record<Element, string> = { fire: 'feu', earth: 'terre', air: 'air', water: 'eau' };
/** Verb phrase (subject "son élément") on what the element adds. */
export const FR_ELEMENT: Record<Element, string> = {
  fire: 'apporte enthousiasme et spontanéité',
  earth: 'l’ancre dans des résultats concrets',
  air: 'le rend sociable et réfléchi',
  water: 'le rend émotif et intuitif',
};
/** The modality as an adjective (masculine, agreeing with "signe"). */
export const FR_MODALITY: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fixe', mutable: 'mutable' };
/** Clause (subject "il", the sign) on how the modality acts. */
export const FR_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'il aime lancer les choses',
  fixed: 'il maintient le cap et mène les choses jusqu’au bout',
  mutable: 'il s’adapte et change de direction avec aisance',
};

/** The phrases of one house in French. */
export interface FrHouse {
  /** Two ways to name the house's areas of life, each a list of noun phrases with articles. */
  areas: [string[], string[]];
  /** Imperative clauses (vous), lower-case. */
  actions: [string, string];
}

/** Ordinals of the houses agreeing with "maison" ("la première maison" … "la douzième maison"), index 1 … 12. */
export const FR_HOUSE_ORDINALS: readonly string[] = [
  '',
  'première',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
  'neuvième',
  'dixième',
  'onzième',
  'douzième',
];

/** French phrases for houses 1..12. */
export const FR_HOUSES: Record<number, FrHouse> = {
  1: {
    areas: [
      ['l’image de soi', 'le corps', 'l’initiative'],
      ['votre apparence', 'les nouveaux départs'],
    ],
    actions: ['prenez l’initiative pour vous-même', 'renouvelez votre image ou lancez un projet personnel'],
  },
  2: {
    areas: [
      ['l’argent', 'les biens', 'l’estime de soi'],
      ['vos revenus', 'ce à quoi vous tenez'],
    ],
    actions: ['revoyez votre budget', 'investissez dans quelque chose de durable'],
  },
  3: {
    areas: [
      ['la communication', 'l’apprentissage', 'l’entourage proche'],
      ['les frères et sœurs', 'les courts trajets', 'les échanges quotidiens'],
    ],
    actions: ['écrivez, appelez ou apprenez quelque chose de nouveau', 'reprenez contact avec un proche ou un voisin'],
  },
  4: {
    areas: [
      ['le foyer', 'la famille', 'les racines'],
      ['votre vie privée', 'vos fondations affectives'],
    ],
    actions: ['prenez soin de votre foyer et des vôtres', 'passez du temps au calme là où vous vous sentez chez vous'],
  },
  5: {
    areas: [
      ['la créativité', 'les amours', 'le jeu'],
      ['les enfants', 'le plaisir', 'l’expression de soi'],
    ],
    actions: ['créez quelque chose pour le simple plaisir', 'prévoyez un rendez-vous ou une journée de détente'],
  },
  6: {
    areas: [
      ['le travail quotidien', 'les routines', 'la santé'],
      ['vos habitudes', 'vos obligations', 'votre bien-être'],
    ],
    actions: ['mettez de l’ordre dans votre agenda et vos habitudes', 'ménagez votre corps et votre charge de travail'],
  },
  7: {
    areas: [
      ['le couple', 'les relations proches'],
      ['le mariage', 'les contrats', 'les adversaires déclarés'],
    ],
    actions: ['cherchez un terrain d’entente avec votre partenaire', 'parlez franchement d’un accord commun'],
  },
  8: {
    areas: [
      ['les ressources partagées', 'l’intimité', 'la transformation'],
      ['les dettes', 'les héritages', 'ce qui vous lie aux autres'],
    ],
    actions: ['mettez de l’ordre dans les finances communes', 'lâchez ce qui a fait son temps'],
  },
  9: {
    areas: [
      ['les voyages', 'les études supérieures', 'les convictions'],
      ['les horizons lointains', 'le droit', 'les publications'],
    ],
    actions: ['prévoyez un voyage ou une formation', 'élargissez votre regard grâce à un point de vue nouveau'],
  },
  10: {
    areas: [
      ['la carrière', 'le statut', 'la vie publique'],
      ['vos ambitions', 'votre réputation'],
    ],
    actions: ['faites avancer votre carrière d’un pas', 'montrez à vos supérieurs ce que vous savez faire'],
  },
  11: {
    areas: [
      ['les amis', 'les groupes', 'les espoirs d’avenir'],
      ['les réseaux', 'les causes', 'les buts partagés'],
    ],
    actions: ['contactez vos amis et vos alliés', 'travaillez avec d’autres à un souhait de long terme'],
  },
  12: {
    areas: [
      ['la solitude', 'l’inconscient', 'les affaires cachées'],
      ['la retraite', 'les rêves', 'les fins silencieuses'],
    ],
    actions: ['reposez-vous et retirez-vous un peu', 'terminez ce qui traîne avant que quelque chose de neuf commence'],
  },
};
