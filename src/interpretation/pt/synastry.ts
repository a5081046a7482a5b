/**
 * Portuguese (Brazilian) synastry texts: a point of person 1 ("seu Sol") in aspect to a point of
 * person 2 ("o Sol da outra pessoa", then "dela": "pessoa" is feminine).
 */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { PT_ASPECTS } from './aspects.ts';
import { a as an, polish, the, theirs, yours } from './grammar.ts';
import { PT_POINT_NAMES, PT_RELATING, type PtRelating } from './points.ts';

/**
 * O que um casal pode fazer com um contato, segundo o tema de um dos dois pontos e a natureza do
 * aspecto: uma quadratura de Vênus pede outro conselho que uma de Saturno, para que uma relação
 * com doze contatos não repita o mesmo conselho por aspecto.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Vale a pena deixar espaço para dois projetos de vida, não para um único centro compartilhado.',
    hard: 'Revezar-se no comando ajuda: ninguém precisa se apagar para que o outro brilhe.',
    soft: 'Dizer em voz alta o que cada um admira no outro fortalece os dois.',
  },
  moon: {
    fusion: 'Pequenos rituais de cuidado, com que os dois possam contar, sustentam este vínculo.',
    hard: 'É melhor perguntar do que a outra pessoa precisa do que dar isso por certo.',
    soft: 'Vale proteger os momentos tranquilos em casa: eles alimentam esta relação.',
  },
  mercury: {
    fusion: 'Conversar muito faz bem, desde que cada um deixe o outro terminar.',
    hard: 'Quando as palavras ficam afiadas, esperar uma hora antes de responder evita feridas.',
    soft: 'Planejar, aprender ou viajar juntos tira o melhor das conversas do casal.',
  },
  venus: {
    fusion: 'Curtir o que se compartilha não impede que cada um guarde alguns prazeres só seus.',
    hard: 'Dizer o que cada um valoriza, em vez de adivinhar, evita desencontros de gosto.',
    soft: 'A beleza e o prazer merecem um lugar fixo no tempo que passam juntos.',
  },
  mars: {
    fusion: 'A energia em comum rende mais num projeto, num esporte ou num objetivo compartilhado.',
    hard: 'Convém discutir a questão, nunca quem ganha, e depois virar a página.',
    soft: 'Agir juntos pelo que os dois querem faz o casal avançar mais depressa.',
  },
  jupiter: {
    fusion: 'Sonhar alto juntos funciona melhor quando depois se escolhe um plano e se leva até o fim.',
    hard: 'Estabelecer limites ajuda, porque juntos é fácil prometer mais do que se pode cumprir.',
    soft: 'Incentivar o crescimento do outro vem naturalmente; aqui a generosidade flui.',
  },
  saturn: {
    fusion: 'Os compromissos pesam menos quando são decididos a dois e ninguém os carrega sozinho.',
    hard: 'Dizer quando uma regra ou um dever fica pesado ajuda mais que o silêncio.',
    soft: 'Construir juntos algo duradouro, uma casa, uma poupança ou uma rotina, faz bem à relação.',
  },
  uranus: {
    fusion: 'Surpreender-se sempre, e dar liberdade um ao outro, mantém a faísca viva.',
    hard: 'Antes de mudar tudo, convém combinar o que deve permanecer estável.',
    soft: 'Experimentar coisas novas juntos renova os dois.',
  },
  neptune: {
    fusion: 'Compartilhar os sonhos é bom; confrontá-los de vez em quando com a vida de todo dia também.',
    hard: 'Falar claramente das expectativas evita que alguém ame uma ilusão.',
    soft: 'A arte, a música ou o silêncio compartilhado aprofundam o que os dois sentem.',
  },
  pluto: {
    fusion: 'A profundidade é o dom deste contato; convém mantê-la livre do controle.',
    hard: 'Queda de braço está sobrando: a confiança cresce quando ninguém precisa vencer.',
    soft: 'Enfrentar juntos o que é difícil torna o casal mais forte.',
  },
  ascendant: {
    fusion: 'Vale a pena notar como cada um molda o estilo do outro, e aproveitar isso.',
    hard: 'Olhar além da primeira reação dá tempo para se conhecerem de verdade.',
    soft: 'Os dois se sentem bem na companhia um do outro, e isso se vê de fora.',
  },
};

function role(r: PtRelating, owner: 'yours' | 'theirs'): string {
  return owner === 'yours'
    ? yours(r.role.noun, r.role.g, r.role.plural)
    : `${the(r.role.noun, r.role.g, r.role.plural)} dela`;
}

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Portuguese. */
export function ptSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const pa = PT_POINT_NAMES[a];
  const pb = PT_POINT_NAMES[b];
  const yourA = yours(pa.name, pa.g);
  // The other person is named in three ways ("pessoa" stays feminine, so "dela" and the receiving
  // clauses agree with each), so that a report with many contacts does not repeat one phrase.
  const otherForm = c.index('other-form', 3);
  const ofOther = ['da outra pessoa', 'da pessoa ao seu lado', 'da pessoa que está com você'][otherForm];
  const theirB = `${the(pb.name, pb.g)} ${ofOther}`;
  const other = c.pick('other', ['a outra pessoa', 'essa pessoa', 'a pessoa ao seu lado']);
  const A = PT_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = PT_RELATING[a];
  const rb = PT_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const roles = `${role(ra, 'yours')} e ${role(rb, 'theirs')}`;

  const openings = [
    `${capitalize(yourA)} ${verb} ${theirB}: ${roles} ${links}.`,
    `Quando ${yourA} ${verb} ${theirB}, ${roles} ${links}.`,
    `Como ${yourA} ${verb} ${theirB}, ${roles} ${links}.`,
    `${capitalize(roles)} ${links}, porque ${yourA} ${verb} ${theirB}.`,
    `Entre ${yourA} e ${theirB} há ${an(A.noun, A.g)}: ${roles} ${links}.`,
    `${capitalize(roles)} ${links}: é o que acontece quando ${yourA} ${verb} ${theirB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, e ${other} ${rb.receives[nature]}.`,
    `Da sua parte, ${ra.gives[nature]}; já ${other} ${rb.receives[nature]}.`,
    `${ra.gives[nature]}, enquanto ${other} ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; por sua vez, ${other} ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; em resposta, ${other} ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`${capitalize(yourA)} ${A.prep} ${theirs(pb.name, pb.g)}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
