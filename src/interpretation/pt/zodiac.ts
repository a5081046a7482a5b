/** Portuguese (Brazilian) phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Portuguese. */
export interface PtSign {
  /** Three adjectives in the masculine singular (agreeing with "jeito" / "modo"), joined: "direto, corajoso e impaciente". */
  traits: string;
  /** Clause with subject "você" (implied). */
  style: string;
  /** Object noun phrase without article: what the sign needs. */
  needs: string;
  /** Noun phrase with articles (plural subject): the sign's shadow. */
  shadow: string;
  /** Noun phrase with article: the sign's gift. */
  gift: string;
  /** Two adjectives (masculine singular, for "o clima") for the Moon in the sign. */
  mood: string;
}

/** Portuguese phrases for the twelve signs. */
export const PT_SIGNS: Record<Sign, PtSign> = {
  aries: {
    traits: 'direto, corajoso e impaciente',
    style: 'você age primeiro e pergunta depois',
    needs: 'desafios e espaço para liderar',
    shadow: 'a impaciência e os acessos de raiva',
    gift: 'a coragem',
    mood: 'ousado e impulsivo',
  },
  taurus: {
    traits: 'constante, sensual e paciente',
    style: 'você não tem pressa e confia no que pode tocar',
    needs: 'segurança e conforto',
    shadow: 'a teimosia e a possessividade',
    gift: 'a constância',
    mood: 'tranquilo e sensual',
  },
  gemini: {
    traits: 'curioso, ágil e versátil',
    style: 'você busca variedade e liga as ideias com rapidez',
    needs: 'estímulos e conversa',
    shadow: 'a dispersão e a inquietação',
    gift: 'a engenhosidade',
    mood: 'comunicativo e curioso',
  },
  cancer: {
    traits: 'protetor, afetuoso e sensível',
    style: 'você protege o que ama e se deixa guiar pelos sentimentos',
    needs: 'pertencimento e segurança emocional',
    shadow: 'as oscilações de humor e o apego ao passado',
    gift: 'o cuidado',
    mood: 'terno e caseiro',
  },
  leo: {
    traits: 'caloroso, orgulhoso e expressivo',
    style: 'você quer criar, brilhar e receber reconhecimento',
    needs: 'reconhecimento e expressão sincera',
    shadow: 'o orgulho e a necessidade de aplausos',
    gift: 'a generosidade',
    mood: 'caloroso e brincalhão',
  },
  virgo: {
    traits: 'preciso, modesto e prestativo',
    style: 'você refina, analisa e aperfeiçoa',
    needs: 'ordem e uma tarefa útil',
    shadow: 'o perfeccionismo e a preocupação',
    gift: 'a habilidade',
    mood: 'prático e organizado',
  },
  libra: {
    traits: 'gentil, justo e sociável',
    style: 'você busca equilíbrio, beleza e companhia',
    needs: 'harmonia e um tratamento justo',
    shadow: 'a indecisão e a necessidade de agradar',
    gift: 'a diplomacia',
    mood: 'sociável e conciliador',
  },
  scorpio: {
    traits: 'intenso, reservado e decidido',
    style: 'você vai fundo e não faz nada pela metade',
    needs: 'profundidade e confiança',
    shadow: 'o ciúme e a necessidade de controle',
    gift: 'a profundidade',
    mood: 'intenso e investigativo',
  },
  sagittarius: {
    traits: 'franco, aventureiro e otimista',
    style: 'você busca sentido e espaço para explorar',
    needs: 'liberdade e horizontes',
    shadow: 'os excessos e o tom de sermão',
    gift: 'a confiança',
    mood: 'inquieto e otimista',
  },
  capricorn: {
    traits: 'ambicioso, disciplinado e reservado',
    style: 'você planeja a longo prazo e conquista seu lugar',
    needs: 'metas e respeito',
    shadow: 'a rigidez e o pessimismo',
    gift: 'a perseverança',
    mood: 'sóbrio e concentrado',
  },
  aquarius: {
    traits: 'independente, inventivo e distante',
    style: 'você pensa com a própria cabeça e põe as pessoas acima das convenções',
    needs: 'liberdade e uma causa',
    shadow: 'a frieza e o espírito de contradição',
    gift: 'a originalidade',
    mood: 'sociável e fora do convencional',
  },
  pisces: {
    traits: 'sonhador, compassivo e receptivo',
    style: 'você sente o que os outros sentem e segue sua imaginação',
    needs: 'um sentido que vá além do cotidiano',
    shadow: 'a fuga da realidade e as fronteiras difusas',
    gift: 'a compaixão',
    mood: 'sonhador e sensível',
  },
};

/** The element in lower case, as in "um signo cardinal de fogo". */
export const PT_ELEMENT_NAME: Record<Element, string> = { fire: 'fogo', earth: 'terra', air: 'ar', water: 'água' };
/** Verb phrase (subject "seu elemento") on what the element adds. */
export const PT_ELEMENT: Record<Element, string> = {
  fire: 'traz entusiasmo e espontaneidade',
  earth: 'o ancora em resultados concretos',
  air: 'o torna sociável e reflexivo',
  water: 'o torna emotivo e intuitivo',
};
/** The modality as an adjective (masculine, agreeing with "signo"). */
export const PT_MODALITY: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fixo', mutable: 'mutável' };
/** Clause (about the sign) on how the modality acts. */
export const PT_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'gosta de dar a partida nas coisas',
  fixed: 'sustenta as coisas e as leva até o fim',
  mutable: 'se adapta e muda de rumo com facilidade',
};

/** The phrases of one house in Portuguese. */
export interface PtHouse {
  /** Noun phrases with articles or possessives: the house's areas of life. */
  areas: [string, string];
  /** Imperative clauses (você). */
  actions: [string, string];
}

/** Feminine ordinals of the houses ("primeira casa" … "décima segunda casa"), index 1 … 12. */
export const PT_HOUSE_ORDINALS: readonly string[] = [
  '',
  'primeira',
  'segunda',
  'terceira',
  'quarta',
  'quinta',
  'sexta',
  'sétima',
  'oitava',
  'nona',
  'décima',
  'décima primeira',
  'décima segunda',
];

/** Portuguese phrases for houses 1..12. */
export const PT_HOUSES: Record<number, PtHouse> = {
  1: {
    areas: ['a imagem pessoal, o corpo e a iniciativa', 'sua aparência e os novos começos'],
    actions: ['tome a iniciativa nos assuntos pessoais', 'renove sua imagem ou comece um projeto seu'],
  },
  2: {
    areas: ['o dinheiro, os bens e a autoestima', 'sua renda e aquilo que você valoriza'],
    actions: ['reveja seu orçamento', 'invista em algo de valor duradouro'],
  },
  3: {
    areas: [
      'a comunicação, o aprendizado e o ambiente próximo',
      'os irmãos, as viagens curtas e as trocas do dia a dia',
    ],
    actions: ['escreva, telefone ou aprenda algo novo', 'retome o contato com um irmão ou um vizinho'],
  },
  4: {
    areas: ['o lar, a família e as raízes', 'sua vida privada e seus alicerces emocionais'],
    actions: ['cuide da casa e da família', 'passe um tempo tranquilo onde você se sente em casa'],
  },
  5: {
    areas: ['a criatividade, o romance e o lazer', 'os filhos, o prazer e a expressão pessoal'],
    actions: ['crie algo pelo puro prazer de criar', 'marque um encontro ou um dia de diversão'],
  },
  6: {
    areas: ['o trabalho diário, os hábitos e a saúde', 'suas rotinas, seus deveres e seu bem-estar'],
    actions: ['ponha em ordem a agenda e os hábitos', 'cuide do seu corpo e da sua carga de trabalho'],
  },
  7: {
    areas: ['a vida a dois e as relações próximas', 'o casamento, os contratos e os rivais declarados'],
    actions: ['busque um meio-termo com quem está ao seu lado', 'fale abertamente sobre um acordo em comum'],
  },
  8: {
    areas: [
      'os recursos partilhados, a intimidade e a transformação',
      'as dívidas, as heranças e aquilo que liga você aos outros',
    ],
    actions: ['organize as finanças compartilhadas', 'deixe ir algo que já cumpriu seu tempo'],
  },
  9: {
    areas: ['as viagens, os estudos superiores e as crenças', 'os horizontes distantes, as leis e as publicações'],
    actions: ['planeje uma viagem ou um curso', 'amplie sua visão com uma perspectiva nova'],
  },
  10: {
    areas: ['a carreira, o status e a vida pública', 'suas ambições e sua reputação'],
    actions: ['dê um passo à frente na carreira', 'mostre aos seus superiores do que você é capaz'],
  },
  11: {
    areas: ['os amigos, os grupos e as esperanças para o futuro', 'as redes, as causas e os objetivos em comum'],
    actions: ['procure amigos e aliados', 'trabalhe com outras pessoas por um desejo de longo prazo'],
  },
  12: {
    areas: ['a solidão, o inconsciente e as questões ocultas', 'o recolhimento, os sonhos e os finais silenciosos'],
    actions: ['descanse e recolha-se um pouco', 'conclua o que está pendente antes que algo novo comece'],
  },
};
