/**
 * Portuguese (Brazilian) transit texts: "Trânsito de Marte em quadratura com o Sol natal", with a
 * body that joins what the transiting point brings, the aspect's quality and the natal point's
 * domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { effectOn, PT_ASPECTS } from './aspects.ts';
import { each, este, polish, the, yours } from './grammar.ts';
import { PT_NATAL, PT_POINT_NAMES, PT_TRANSITING } from './points.ts';

/**
 * Quanto dura o trânsito e como ele se desenrola, dito para cada ponto em trânsito com palavras
 * próprias (três versões), para que um horóscopo com vários trânsitos de um planeta não repita a
 * mesma frase.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'O Sol passa por este ponto uma vez por ano e fica dentro do orbe só por poucos dias.',
    'Em poucos dias o Sol segue seu caminho, então aproveite o momento.',
    'Bastam alguns dias luminosos para notar a diferença.',
  ],
  moon: [
    'A Lua se desloca em poucas horas, então isto é o clima emocional do dia, mais que um acontecimento de vida.',
    'Como todo trânsito lunar, passa em algumas horas.',
    'Amanhã a Lua já estará atravessando outras áreas do seu mapa.',
  ],
  mercury: [
    'Mercúrio é rápido: poucos dias, a menos que uma retrogradação traga o assunto de volta.',
    'Se Mercúrio ficar retrógrado por perto, a questão pode voltar até três vezes em poucas semanas.',
    'As conversas destes dias podem contar mais do que parece.',
  ],
  venus: [
    'Vênus fica aqui só alguns dias, exceto nos seus raros anos de retrogradação.',
    'São dias agradáveis de notar, não uma virada.',
    'O que você aprecia nestes dias mostra do que quer mais.',
  ],
  mars: [
    'Marte mantém a temperatura alta por cerca de uma semana.',
    'Conte com uma semana; se Marte estiver retrógrado, pode durar meses.',
    'A energia atinge o pico perto do dia exato e se apaga no espaço de uma semana.',
  ],
  jupiter: [
    'Júpiter leva semanas, e uma retrogradação pode trazer uma segunda e uma terceira passagem no mesmo ano.',
    'É um tema de várias semanas, não de um único dia.',
    'Com Júpiter se cresce aos poucos; o que você começa agora pode dar frutos por um ano.',
  ],
  'north-node': [
    'O nodo recua devagar pelo zodíaco, então este contato dura semanas.',
    'Os encontros e as oportunidades destas semanas podem ter mais sentido que de costume.',
    'Seu efeito se nota menos nos fatos que num senso de direção.',
  ],
  saturn: [
    'Saturno trabalha devagar: tudo se desenrola ao longo de meses, muitas vezes em mais de uma passagem exata.',
    'É um processo lento de alguns meses, mais que um acontecimento pontual.',
    'O que você constrói ou resolve nestes meses costuma durar.',
  ],
  chiron: [
    'Quíron se move devagar, então este contato abrange meses e muitas vezes volta numa segunda passagem.',
    'Uma cura assim leva meses, não dias.',
    'As velhas histórias podem reaparecer mais de uma vez antes de se soltarem.',
  ],
  uranus: [
    'Urano fica um ano ou mais, em até três passagens, e as mudanças que ele inicia costumam ficar.',
    'Lento e profundo, este trânsito é um capítulo da vida, não um episódio.',
    'As viradas bruscas se concentram perto das passagens exatas, com meses mais calmos no meio.',
  ],
  neptune: [
    'Netuno leva um ano ou mais, em até três passagens, e seus efeitos duram mais que o próprio trânsito.',
    'Com Netuno a clareza chega devagar; o sentido desta fase muitas vezes só aparece depois.',
    'É um processo longo e silencioso, mais que um momento preciso.',
  ],
  pluto: [
    'Plutão fica por anos, em até três passagens exatas: uma mudança lenta e profunda, não um episódio.',
    'O que Plutão transforma nunca volta a ser como era.',
    'Um trânsito tão longo pede paciência; a mudança age primeiro sob a superfície.',
  ],
};

/**
 * Uma segunda maneira de dizer o que cada ponto em trânsito traz (ao lado de PT_TRANSITING),
 * segundo a natureza do aspecto: um planeta com vários trânsitos não traz sempre as mesmas palavras.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'um novo impulso de vitalidade e o desejo de chamar a atenção',
    hard: 'orgulho, cansaço e uma prova para a sua vontade',
    soft: 'calor, reconhecimento e uma confiança tranquila',
  },
  moon: {
    fusion: 'sentimentos intensos e vontade de ficar em casa',
    hard: 'humores inquietos e pequenas irritações',
    soft: 'abrigo, proximidade e um ânimo gentil',
  },
  mercury: {
    fusion: 'notícias, planos e uma cabeça cheia de ideias',
    hard: 'fios cruzados, atrasos e dúvidas nervosas',
    soft: 'um bom momento para conversas, cartas e decisões',
  },
  venus: {
    fusion: 'calor, atração e vontade de aproveitar a vida',
    hard: 'vaidade, gastos excessivos e ressentimentos calados',
    soft: 'gentileza, boa companhia e pequenos prazeres',
  },
  mars: {
    fusion: 'ímpeto, apetite e pressa de começar',
    hard: 'irritações, descuidos por causa da pressa e disputas por espaço',
    soft: 'resistência, iniciativa e um saudável espírito competitivo',
  },
  jupiter: {
    fusion: 'oportunidades, fé e vontade de crescer',
    hard: 'promessas grandes demais e o gosto pelo excesso',
    soft: 'o apoio dos outros, boa sorte e confiança',
  },
  'north-node': {
    fusion: 'um encontro com aquilo que você veio aprender',
    hard: 'o chamado dos velhos hábitos contra os novos objetivos',
    soft: 'aliados e oportunidades em sintonia com o seu caminho',
  },
  saturn: {
    fusion: 'uma prova de maturidade e a necessidade de assumir o comando',
    hard: 'limites duros, cansaço e deveres que não esperam',
    soft: 'paciência, estrutura e a recompensa do esforço feito',
  },
  chiron: {
    fusion: 'um ponto sensível tocado e a chance de cuidar dele',
    hard: 'uma velha dor remexida e a necessidade de se proteger',
    soft: 'compreensão, reparação e o desejo de ajudar os outros a se curar',
  },
  uranus: {
    fusion: 'avanços, sacudidas e necessidade de liberdade',
    hard: 'rupturas repentinas, tensão nervosa e rebeldia',
    soft: 'soluções engenhosas e uma mudança de rumo feliz',
  },
  neptune: {
    fusion: 'sonhos, certezas que se dissolvem e fome espiritual',
    hard: 'névoa, desilusão e a tentação de fugir',
    soft: 'imaginação, empatia e uma graça serena',
  },
  pluto: {
    fusion: 'finais, renascimento e um encontro com o poder',
    hard: 'controle, compulsões e crises que limpam o terreno',
    soft: 'determinação, lucidez e a força para se renovar',
  },
};

/** Outros nomes para a qualidade dos aspectos maiores num trânsito (ao lado de PT_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['uma soma de duas forças', 'um começo carregado de energia'],
  opposition: ['um cabo de guerra', 'um vaivém que pede equilíbrio'],
  square: ['uma pressão que cresce até você agir', 'um ponto de virada sob tensão'],
  trine: ['um apoio constante', 'facilidade e senso de oportunidade'],
  sextile: ['uma abertura útil', 'uma oportunidade que premia a iniciativa'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'É a sua revolução solar, o aniversário astrológico que dá o tom do ano que começa.',
  moon: 'É o seu retorno lunar mensal, um pequeno recomeço emocional.',
  jupiter: 'É o seu retorno de Júpiter, o início de um novo ciclo de crescimento de doze anos.',
  saturn: 'É o seu retorno de Saturno, um rito de passagem que pede que você assuma as rédeas da própria vida.',
  chiron: 'É o seu retorno de Quíron, uma chance única na vida de fazer as pazes com uma velha ferida.',
  'north-node': 'É o seu retorno nodal, um momento em que o seu caminho de vida volta a ficar visível.',
};

const MINOR_NOTES = [
  'Como aspecto menor, seu efeito é sutil e fácil de deixar passar.',
  'Os aspectos menores sussurram em vez de gritar: preste atenção aos pequenos sinais.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Portuguese. */
export function ptTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = PT_POINT_NAMES[transiting];
  const nName = PT_POINT_NAMES[natal];
  const T = PT_TRANSITING[transiting];
  const N = PT_NATAL[natal];
  const A = PT_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalShort = [
    yours(nName.name, nName.g),
    `${the(nName.name, nName.g)} do seu mapa`,
    `${yours(nName.name, nName.g)} de nascimento`,
  ][natalForm];
  const natal_ = natalForm === 0 ? `${natalShort} natal` : natalShort;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = effectOn(c.pick('effect', A.effect), domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = este(A.noun, A.g);
  const The = capitalize(tName.o);

  const openings = [
    `${The}, ${epithet}, ${verb} ${natal_} e ${effect}.`,
    `${capitalize(thisAspect)} entre ${tName.o} e ${natalShort} ${effect}.`,
    `Com ${tName.o} ${A.prep} ${natal_}, ${quality} ${c.pick('tint', ['colore', 'atravessa', 'marca'])} ${domain}.`,
    `${The} em trânsito ${verb} ${natal_}, com ${quality} para ${domain}.`,
    `Para ${domain}, isso significa ${quality}, porque ${tName.o} ${verb} ${natalShort}.`,
    `${capitalize(each('em', domain))}, você vive agora ${quality}, já que ${tName.o} ${verb} ${natalShort}.`,
    `Sob ${the(A.noun, A.g)} entre ${tName.o} e ${natalShort}, ${quality} marca ${domain}.`,
    `Em matéria de ${N.area}, ${tName.o} ${verb} ${natal_} e ${effect}.`,
  ];
  const middles = [
    `Espere ${brings}; ${feels}.`,
    `${feels}, enquanto ${tName.o} traz ${brings}.`,
    `Para ${domain2}, ${tName.o} traz ${brings}, e ${feels}.`,
    `${The} ${c.pick('stakes', ['põe em jogo', 'traz consigo', 'põe na mesa'])} ${brings}; ${feels}.`,
    `${feels}; ${tName.o} acrescenta ${brings}.`,
    `${The} oferece ${brings}, e ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Para aproveitar ${thisAspect}: ${advice}.`,
    `O conselho é simples: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `Em termos de ${N.area}: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Um planeta tão lento só volta à sua posição natal nos primeiros anos de vida ou, no caso de Urano, por volta dos 84 anos: marca uma fase da vida, mais que um acontecimento.'
          : `É o seu retorno de ${tName.name}, o início de um novo ciclo de ${tName.name}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`Trânsito de ${tName.o} ${A.prep} ${nName.o} natal`),
    body: polish(paragraph(sentences)),
  };
}
