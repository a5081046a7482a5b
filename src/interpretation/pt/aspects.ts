/** Portuguese (Brazilian) phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import { each, type PtGender } from './grammar.ts';

/** The phrases of one aspect in Portuguese. */
export interface PtAspect {
  /** The aspect noun and its gender: "quadratura" (f). */
  noun: string;
  g: PtGender;
  /** Prepositional phrase before the other point: "em quadratura com", "em oposição a". */
  prep: string;
  /** Verbs taking the natal point ("seu Sol natal") as complement: "forma uma quadratura com". */
  verbs: string[];
  /** Singular noun phrase with indefinite article: the aspect's quality. */
  quality: string[];
  /** Verb phrases (3rd person singular) taking a domain as object: "pressiona", "pesa sobre". */
  effect: string[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural verb phrase for "seu X e o Y da outra pessoa ...". */
  links: string[];
}

/** Portuguese phrases for every aspect of the vocabulary. */
export const PT_ASPECTS: Record<AspectId, PtAspect> = {
  conjunction: {
    noun: 'conjunção',
    g: 'f',
    prep: 'em conjunção com',
    verbs: ['se une a', 'forma uma conjunção com', 'se funde com'],
    quality: ['uma fusão de energias', 'um novo começo concentrado'],
    effect: ['funde a própria energia com', 'põe em foco'],
    advice: [
      'Uma conjunção abre um ciclo: o que você começa agora tende a dar o tom do que vem depois.',
      'As energias se fundem, para o bem e para o mal, então escolha com intenção para onde dirigi-las.',
    ],
    links: ['se fundem numa coisa só', 'ficam difíceis de separar'],
  },
  opposition: {
    noun: 'oposição',
    g: 'f',
    prep: 'em oposição a',
    verbs: ['se opõe a', 'forma uma oposição com', 'está em oposição a'],
    quality: ['uma tensão entre dois polos', 'um espelho que os outros colocam diante de você'],
    effect: ['puxa no sentido contrário de', 'põe um espelho diante de'],
    advice: [
      'Busque o equilíbrio: o que os outros mostram a você agora faz parte da resposta.',
      'Evite decisões de tudo ou nada; a solução costuma estar entre os dois extremos.',
    ],
    links: ['ficam frente a frente', 'puxam para direções opostas'],
  },
  trine: {
    noun: 'trígono',
    g: 'm',
    prep: 'em trígono com',
    verbs: ['forma um trígono com', 'está em trígono com', 'se harmoniza com'],
    quality: ['um fluxo fácil', 'uma harmonia natural'],
    effect: ['flui com facilidade para', 'sustenta'],
    advice: [
      'A facilidade pode passar despercebida, então use este trígono de propósito.',
      'Agora as coisas fluem; invista este bom momento em algo que é importante para você.',
    ],
    links: ['fluem em harmonia', 'se afinam com naturalidade'],
  },
  square: {
    noun: 'quadratura',
    g: 'f',
    prep: 'em quadratura com',
    verbs: ['forma uma quadratura com', 'está em quadratura com', 'entra em atrito com'],
    quality: ['uma tensão que pede ação', 'um atrito que obriga a decidir'],
    effect: ['pressiona', 'põe à prova'],
    advice: [
      'A tensão é combustível: aja em vez de deixá-la acumular.',
      'O atrito mostra onde algo precisa mudar; decidir agora poupa problemas depois.',
    ],
    links: ['se chocam', 'se atritam'],
  },
  sextile: {
    noun: 'sextil',
    g: 'm',
    prep: 'em sextil com',
    verbs: ['forma um sextil com', 'está em sextil com', 'dialoga com'],
    quality: ['uma oportunidade que pede um pequeno esforço', 'uma colaboração amistosa'],
    effect: ['abre portas para', 'estimula com suavidade'],
    advice: [
      'As oportunidades chegam, mas você precisa estender a mão.',
      'Um pequeno esforço agora rende mais que de costume; aceite o convite.',
    ],
    links: ['colaboram bem', 'se entendem com facilidade'],
  },
  quincunx: {
    noun: 'quincúncio',
    g: 'm',
    prep: 'em quincúncio com',
    verbs: ['forma um quincúncio com', 'está em quincúncio com'],
    quality: ['um descompasso incômodo que pede ajuste', 'a sensação persistente de que algo não se encaixa'],
    effect: ['pede ajustes em', 'desestabiliza'],
    advice: [
      'Nenhum dos dois lados se adapta facilmente ao outro: ajuste hábitos e expectativas um passo de cada vez.',
      'Cuide da saúde e da agenda; pequenas correções funcionam melhor que grandes gestos.',
    ],
    links: ['se encaixam com dificuldade', 'precisam de ajustes constantes'],
  },
  'semi-sextile': {
    noun: 'semissextil',
    g: 'm',
    prep: 'em semissextil com',
    verbs: ['forma um semissextil com', 'está em semissextil com'],
    quality: ['um impulso sutil', 'uma abertura discreta'],
    effect: ['dá um leve empurrão em', 'nutre em silêncio'],
    advice: [
      'Agora contam os pequenos passos; repare nas aberturas discretas.',
      'O efeito é sutil, então vale prestar atenção aos pequenos sinais.',
    ],
    links: ['se apoiam em silêncio', 'se tocam de leve'],
  },
  'semi-square': {
    noun: 'semiquadratura',
    g: 'f',
    prep: 'em semiquadratura com',
    verbs: ['forma uma semiquadratura com', 'está em semiquadratura com'],
    quality: ['uma irritação de fundo', 'um atrito persistente'],
    effect: ['cria pequenos atritos em', 'irrita'],
    advice: [
      'Pequenos atritos indicam pequenos reparos; cuide deles logo.',
      'Não deixe os pequenos incômodos se acumularem; uma palavra na hora certa desanuvia o ambiente.',
    ],
    links: ['se irritam mutuamente', 'vivem se esbarrando'],
  },
  sesquiquadrate: {
    noun: 'sesquiquadratura',
    g: 'f',
    prep: 'em sesquiquadratura com',
    verbs: ['forma uma sesquiquadratura com', 'está em sesquiquadratura com'],
    quality: ['uma agitação que se acumula', 'uma pressão inquieta'],
    effect: ['agita', 'remexe'],
    advice: [
      'Não reaja mais que o necessário; uma resposta medida funciona melhor que uma repentina.',
      'A pressão se acumula em silêncio, então libere-a cedo com movimento ou com uma conversa sincera.',
    ],
    links: ['se provocam', 'permanecem em tensão'],
  },
  quintile: {
    noun: 'quintil',
    g: 'm',
    prep: 'em quintil com',
    verbs: ['forma um quintil com', 'está em quintil com'],
    quality: ['um talento criativo', 'uma centelha de habilidade'],
    effect: ['traz um toque criativo a', 'apura as capacidades de'],
    advice: [
      'Brinque com ele: este aspecto premia a criatividade e a habilidade.',
      'Use a centelha num trabalho manual, num jogo ou numa solução elegante.',
    ],
    links: ['se inspiram', 'se acendem mutuamente'],
  },
  'bi-quintile': {
    noun: 'biquintil',
    g: 'm',
    prep: 'em biquintil com',
    verbs: ['forma um biquintil com', 'está em biquintil com'],
    quality: ['uma centelha inventiva', 'um engenho discreto'],
    effect: ['traz ideias engenhosas a', 'acrescenta engenho a'],
    advice: [
      'Use a inspiração num ofício, num passatempo ou numa solução original.',
      'Uma ideia incomum pode funcionar melhor que a de sempre; experimente.',
    ],
    links: ['se aprimoram mutuamente', 'inspiram um ao outro'],
  },
};

/** An aspect's effect verb phrase applied to a domain; a final de / a / em / para / com / sobre is repeated before each member. */
export function effectOn(effect: string, domain: string): string {
  const m = /^(.*) (de|a|em|para|com|sobre)$/u.exec(effect);
  return m ? `${m[1]} ${each(m[2], domain)}` : `${effect} ${domain}`;
}
