/** French phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { FrGender } from './grammar.ts';

/** The phrases of one aspect in French. */
export interface FrAspect {
  /** The aspect noun and its gender: "carré" (m), "conjonction" (f). */
  noun: string;
  g: FrGender;
  /** Prepositional phrase before the other point (with its article): "en carré avec", "en opposition à". */
  prep: string;
  /** Verbs taking the natal point ("votre Soleil natal") as complement: "forme un carré avec". */
  verbs: string[];
  /** Singular noun phrase with its article: the aspect's quality. */
  quality: string[];
  /** Verb phrases (3rd person singular) taking a domain (with votre/vos) as object. */
  effect: string[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural verb phrase for "votre X et son Y ...". */
  links: string[];
}

/** French phrases for every aspect of the vocabulary. */
export const FR_ASPECTS: Record<AspectId, FrAspect> = {
  conjunction: {
    noun: 'conjonction',
    g: 'f',
    prep: 'en conjonction avec',
    verbs: ['s’unit à', 'forme une conjonction avec'],
    quality: ['une fusion des énergies', 'un nouveau départ concentré'],
    effect: ['mêle son énergie à', 'met l’accent sur'],
    advice: [
      'Une conjonction ouvre un cycle\u00a0: ce que vous commencez maintenant donne souvent le ton de la suite.',
      'Les énergies se mêlent, pour le meilleur ou pour le pire\u00a0: choisissez avec intention où les diriger.',
    ],
    links: ['se fondent l’un dans l’autre', 'deviennent difficiles à séparer'],
  },
  opposition: {
    noun: 'opposition',
    g: 'f',
    prep: 'en opposition à',
    verbs: ['s’oppose à', 'forme une opposition avec'],
    quality: ['une tension entre deux pôles', 'un miroir que les autres vous tendent'],
    effect: ['tire en sens inverse de', 'tend un miroir à'],
    advice: [
      'Cherchez l’équilibre\u00a0: ce que les autres vous montrent maintenant fait partie de la réponse.',
      'Évitez les décisions du tout ou rien\u00a0; la solution se trouve souvent entre les deux extrêmes.',
    ],
    links: ['se font face', 'tirent dans des directions opposées'],
  },
  trine: {
    noun: 'trigone',
    g: 'm',
    prep: 'en trigone avec',
    verbs: ['forme un trigone avec', 'est en trigone avec'],
    quality: ['un courant facile', 'une harmonie naturelle'],
    effect: ['coule aisément vers', 'soutient'],
    advice: [
      'La facilité peut passer inaperçue\u00a0: servez-vous de ce trigone délibérément.',
      'Les choses coulent maintenant\u00a0; investissez cette bonne passe dans ce qui compte pour vous.',
    ],
    links: ['s’accordent en harmonie', 's’harmonisent naturellement'],
  },
  square: {
    noun: 'carré',
    g: 'm',
    prep: 'en carré avec',
    verbs: ['forme un carré avec', 'est en carré avec'],
    quality: ['une tension qui appelle l’action', 'une friction qui oblige à choisir'],
    effect: ['met sous pression', 'met à l’épreuve'],
    advice: [
      'La tension est un carburant\u00a0: agissez au lieu de la laisser s’accumuler.',
      'La friction montre ce qui doit changer\u00a0; décider maintenant évite des ennuis plus tard.',
    ],
    links: ['se heurtent', 'se frottent'],
  },
  sextile: {
    noun: 'sextile',
    g: 'm',
    prep: 'en sextile avec',
    verbs: ['forme un sextile avec', 'est en sextile avec'],
    quality: ['une occasion qui demande un petit effort', 'une coopération amicale'],
    effect: ['ouvre des portes à', 'stimule en douceur'],
    advice: [
      'Les occasions se présentent, mais c’est à vous de tendre la main.',
      'Un petit effort rapporte maintenant plus que d’habitude\u00a0; acceptez l’invitation.',
    ],
    links: ['collaborent bien', 'se comprennent facilement'],
  },
  quincunx: {
    noun: 'quinconce',
    g: 'm',
    prep: 'en quinconce avec',
    verbs: ['forme un quinconce avec', 'est en quinconce avec'],
    quality: ['un décalage inconfortable qui demande de s’adapter', 'l’impression tenace que quelque chose cloche'],
    effect: ['exige des ajustements dans', 'déstabilise'],
    advice: [
      'Aucune partie ne s’emboîte facilement dans l’autre\u00a0: ajustez routines et attentes pas à pas.',
      'Prenez soin de votre santé et de votre agenda\u00a0; les petites corrections valent mieux que les grands gestes.',
    ],
    links: ['s’accordent mal', 'demandent des ajustements constants'],
  },
  'semi-sextile': {
    noun: 'semi-sextile',
    g: 'm',
    prep: 'en semi-sextile avec',
    verbs: ['forme un semi-sextile avec', 'est en semi-sextile avec'],
    quality: ['une poussée subtile', 'une ouverture discrète'],
    effect: ['donne une légère impulsion à', 'nourrit en silence'],
    advice: [
      'Ce sont les petits pas qui comptent maintenant\u00a0; guettez les ouvertures discrètes.',
      'L’effet est subtil\u00a0: mieux vaut prêter attention aux petits signes.',
    ],
    links: ['se soutiennent en silence', 'se frôlent doucement'],
  },
  'semi-square': {
    noun: 'semi-carré',
    g: 'm',
    prep: 'en semi-carré avec',
    verbs: ['forme un semi-carré avec', 'est en semi-carré avec'],
    quality: ['une irritation de fond', 'un frottement persistant'],
    effect: ['crée de petits frottements dans', 'agite'],
    advice: [
      'Les petites frictions signalent de petites réparations\u00a0; occupez-vous-en tôt.',
      'Ne laissez pas les petits agacements s’accumuler\u00a0; un mot au bon moment détend l’atmosphère.',
    ],
    links: ['s’irritent', 'se frottent'],
  },
  sesquiquadrate: {
    noun: 'sesqui-carré',
    g: 'm',
    prep: 'en sesqui-carré avec',
    verbs: ['forme un sesqui-carré avec', 'est en sesqui-carré avec'],
    quality: ['une agitation qui s’accumule', 'une pression nerveuse'],
    effect: ['secoue', 'remue'],
    advice: [
      'Ne surréagissez pas\u00a0; une réponse mesurée vaut mieux qu’une réaction soudaine.',
      'La pression monte en silence\u00a0: relâchez-la tôt par le mouvement ou une conversation sincère.',
    ],
    links: ['se provoquent', 'restent sous tension'],
  },
  quintile: {
    noun: 'quintile',
    g: 'm',
    prep: 'en quintile avec',
    verbs: ['forme un quintile avec', 'est en quintile avec'],
    quality: ['un talent créatif', 'une étincelle d’adresse'],
    effect: ['apporte une touche créative à', 'affine les capacités de'],
    advice: [
      'Jouez avec\u00a0: cet aspect récompense la créativité et l’adresse.',
      'Mettez l’étincelle au service d’un artisanat, d’un jeu ou d’une solution élégante.',
    ],
    links: ['s’inspirent', 's’allument l’un l’autre'],
  },
  'bi-quintile': {
    noun: 'biquintile',
    g: 'm',
    prep: 'en biquintile avec',
    verbs: ['forme un biquintile avec', 'est en biquintile avec'],
    quality: ['une étincelle inventive', 'une ingéniosité discrète'],
    effect: ['apporte des idées ingénieuses à', 'ajoute de l’ingéniosité à'],
    advice: [
      'Mettez l’inspiration au service d’un métier, d’un passe-temps ou d’une solution originale.',
      'Une idée inhabituelle peut mieux marcher que la solution de toujours\u00a0: essayez-la.',
    ],
    links: ['se polissent mutuellement', 's’inspirent'],
  },
};
