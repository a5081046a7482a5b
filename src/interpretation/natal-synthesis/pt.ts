/** The Portuguese (Brazilian) natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { countOf, each, PT_LOCALE, polish } from '../pt/grammar.ts';
import { PT_NATAL, PT_POINT_NAMES } from '../pt/points.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => PT_POINT_NAMES[p].name;
const o = (p: AspectTextPoint) => PT_POINT_NAMES[p].o;
const names = (ps: readonly Planet[]) => listOf(ps.map(name), 'e');
/** Cardinal numbers agreeing with "planetas" (masculine). */
const NUMBER = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
const PLURAL = new Intl.PluralRules(PT_LOCALE);
/** "está" or "estão", agreeing with a count by Intl.PluralRules. */
const is = (n: number) => (PLURAL.select(n) === 'one' ? 'está' : 'estão');
const ELEMENT: Record<Element, string> = { fire: 'fogo', earth: 'terra', air: 'ar', water: 'água' };
/** Modality adjectives in the masculine plural, agreeing with "signos". */
const MODALITY: Record<Modality, string> = { cardinal: 'cardinais', fixed: 'fixos', mutable: 'mutáveis' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'entusiasmo, coragem e vontade de agir',
  earth: 'paciência, senso prático e faro para o que dura',
  air: 'ideias, diálogo e a capacidade de tomar distância',
  water: 'sentimento, intuição e uma percepção fina dos outros',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'a espontaneidade e a confiança em si se treinam mais do que vêm prontas',
  earth: 'a rotina, o dinheiro e o corpo pedem mais cuidado consciente do que você imagina',
  air: 'falar de um sentimento para entendê-lo não é algo que vem naturalmente',
  water: 'é mais fácil analisar os sentimentos que vivê-los',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'você dá a partida, dá o primeiro passo e aponta a direção',
  fixed: 'você mantém o rumo, constrói devagar e leva até o fim o que começa',
  mutable: 'você se adapta, aprende depressa e muda de rumo quando a vida pede',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'A maioria dos planetas está acima do horizonte, nas casas da vida pública: sua vida se volta para fora, e boa parte do seu crescimento acontece diante dos olhos dos outros.',
  north:
    'A maioria dos planetas está abaixo do horizonte, nas casas privadas: sua vida cria raízes no lar, no mundo interior e nas pessoas mais próximas, e você amadurece no seu próprio tempo.',
  east: 'A metade oriental, o lado do Ascendente, reúne a maioria dos planetas: você tende a traçar o próprio caminho e a confiar na própria iniciativa.',
  west: 'A metade ocidental, o lado do Descendente, reúne a maioria dos planetas: você ganha vida nas relações, e muito do que conquista chega por meio dos outros.',
};
const TITLE = {
  'grand-trine': 'Grande trígono',
  't-square': 'Quadratura em T',
  'grand-cross': 'Grande cruz',
  yod: 'Yod',
  kite: 'Pipa',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'em conjunção com',
  opposition: 'em oposição a',
  trine: 'em trígono com',
  square: 'em quadratura com',
  sextile: 'em sextil com',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'uma conjunção',
  opposition: 'uma oposição',
  trine: 'um trígono',
  square: 'uma quadratura',
  sextile: 'um sextil',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} e ${b} formam ${x}.`,
  (a, x, b) => `Entre ${a} e ${b} há ${x}.`,
  (a, x, b) => `Seu mapa une ${a} e ${b} por meio de ${x}.`,
  (a, x, b) => `${capitalize(x)} liga ${a} e ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Aqui os dois agem como um só: raramente você vive um sem o outro.',
    'Fundidos assim, cada um dá cor a tudo o que o outro faz.',
    'Uma conjunção concentra: o que um quer, o outro amplia.',
  ],
  opposition: [
    'Você os vive como dois polos, e a vida pede que você sustente os dois em vez de escolher.',
    'Muitas vezes outras pessoas encarnam um lado deste par até você reconhecer os dois como seus.',
    'Oscilar entre os dois ensina o equilíbrio, devagar e às vezes por meio do conflito.',
  ],
  trine: [
    'Os dois se apoiam sem esforço, um talento que é fácil dar por garantido.',
    'Este fluxo é um recurso para usar de propósito, não só para desfrutar.',
    'A harmonia entre eles torna natural para você esta área da vida.',
  ],
  square: [
    'Os dois se atritam; o atrito incomoda, mas leva você a construir algo.',
    'A tensão entre eles pede decisões, e cada decisão fortalece você.',
    'É um contato de trabalho: aqui o esforço rende mais que em outros lugares.',
  ],
  sextile: [
    'Os dois colaboram quando você lhes dá um motivo: um pequeno esforço abre esta porta.',
    'Entre eles nascem oportunidades que premiam a iniciativa.',
    'Um vínculo gentil que cresce com a prática e a curiosidade.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `O aspecto põe em relação duas áreas: de um lado, ${x}; do outro, ${y}.`,
  (x, y) => `Em jogo, de uma parte, ${x}; da outra, ${y}.`,
  (x, y) => `Na prática, duas esferas se moldam mutuamente: ${x} de um lado, ${y} do outro.`,
  (x, y) => `Este contato liga duas esferas: de uma parte, ${x}; da outra, ${y}.`,
];

export const ptSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `em ${signName(s.sign, 'pt')}` : `na casa ${s.houses[0]}`;
    const n = s.members.length;
    return {
      title: `Stellium ${where}`,
      body: polish(
        paragraph([
          `${capitalize(n < NUMBER.length ? `${NUMBER[n]} planetas` : countOf(n, 'planeta', 'planetas'))} se reúnem ${where}: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Tanto peso num signo dá a você o caráter dele em forma concentrada; o elemento ${ELEMENT[s.element]} e o modo dos signos ${MODALITY[s.modality]} marcam você com força.`
            : 'Tanto peso numa casa faz dessa área da vida o palco principal: é ali que os temas destes planetas se vivem primeiro.',
          s.by === 'sign' && s.houses.length > 0
            ? `Eles caem ${s.houses.length > 1 ? 'nas casas' : 'na casa'} ${listOf(s.houses.map(String), 'e')}, onde essa concentração se faz sentir.`
            : `A maioria está em ${signName(s.sign, 'pt')}, que dá o seu tom à casa.`,
          'Um stellium dá concentração; o equilíbrio vem do que fica de fora dele.',
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} estão ligados por três trígonos, um círculo fechado${p.element ? ` de ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Ele dá a você ${ELEMENT_GIFT[p.element]}, tão confiáveis que talvez você nem repare.`
            : 'Como atravessa elementos diferentes, sua facilidade é menos evidente, mas alcança áreas diferentes da vida.',
          'O risco de um grande trígono é o comodismo: seu talento cresce diante de um desafio.',
        );
        break;
      case 'kite':
        sentences.push(
          `Um grande trígono de ${names(p.members.slice(0, 3))} é ancorado ${each('por', o(p.members[3]))}, em oposição a um vértice e em sextil com os outros dois.`,
          `A pipa dá uma direção ao fluxo do trígono: a meta que põe os talentos para trabalhar passa a ser ${PT_NATAL[p.members[3]].domain[0]}.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${capitalize(o(p.members[1]))} e ${o(p.members[2])} estão em oposição, e ambos formam uma quadratura com ${o(apex!)}, o vértice de uma quadratura em T${p.modality ? ` em signos ${MODALITY[p.modality]}` : ''}.`,
          `A pressão se acumula ${each('sobre', PT_NATAL[apex!].domain[0])}: é ali que a vida empurra você a agir, e é ali que você conquista mais.`,
          p.modality
            ? `Em signos ${MODALITY[p.modality]}, ${MODALITY_WAY[p.modality]}, e é assim que você lida com essa pressão.`
            : 'O braço vazio da cruz, oposto ao vértice, mostra de onde vem o alívio.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} formam uma grande cruz: duas oposições em quadratura entre si${p.modality ? `, todas em signos ${MODALITY[p.modality]}` : ''}.`,
          'Quatro direções puxam ao mesmo tempo, e isso pode parecer uma vida de exigências sem fim.',
          'Levada com paciência, a cruz dá uma resistência fora do comum.',
        );
        break;
      case 'yod':
        sentences.push(
          `${capitalize(o(p.members[1]))} e ${o(p.members[2])} estão em sextil, e ambos formam um quincúncio com ${o(apex!)}: um yod, também chamado de dedo de Deus.`,
          `Ele aponta para ${PT_NATAL[apex!].domain[1]} como algo que você reajusta sem parar; pede outra abordagem, não mais esforço.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Regente do mapa: ${name(r.ruler)}`,
      body: polish(
        paragraph([
          `Com o Ascendente em ${signName(r.ascendantSign, 'pt')}, ${o(r.ruler)} rege o seu mapa (domicílio tradicional).`,
          `Está em ${signName(r.sign, 'pt')}, na casa ${r.house}, e marca o jeito como você vai ao encontro do mundo.`,
          `O que ${o(r.ruler)} toca com os seus aspectos entra na história do mapa inteiro.`,
        ]),
      ),
    };
  },
  balance(b) {
    const sentences = [
      `Dos dez planetas, ${b.dominantElements.map((e) => `${b.elements[e]} ${is(b.elements[e])} em signos de ${ELEMENT[e]}`).join(' e ')}: para você vêm primeiro ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'assim como',
      )}.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Nenhum planeta está em signos de ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Quanto aos modos, predominam os signos ${listOf(
        b.dominantModalities.map((m) => MODALITY[m]),
        'e',
      )}: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(
        `Sem planetas em signos ${MODALITY[m]}, muitas vezes são outras pessoas que assumem esse papel por você.`,
      );
    return { title: 'Elementos e modos', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['Os planetas se distribuem sem pender com força para uma metade: nenhum lado da vida predomina.'];
    sentences.unshift(`Acima do horizonte, ${h.south}; abaixo, ${h.north}; a leste, ${h.east}; a oeste, ${h.west}.`);
    return { title: 'Hemisférios', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Planetas dominantes',
      body: polish(
        paragraph([
          `${capitalize(o(top.planet))} é o planeta mais forte do seu mapa por domicílio, dignidade, angularidade e aspectos, seguido ${each(
            'por',
            listOf(
              rest.map((x) => o(x.planet)),
              'e',
            ),
          )}.`,
          `Os temas desse planeta, ${PT_NATAL[top.planet].domain[1]}, atravessam toda a leitura.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: polish(`${name(a)} ${ASPECT_NAME[aspect]} ${o(b)}`),
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(o(a), ASPECT_ARTICLE[aspect], o(b)),
          cycle(ASPECT_LINKS, position + 1)(PT_NATAL[a].domain[position % 2], PT_NATAL[b].domain[(position + 1) % 2]),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
