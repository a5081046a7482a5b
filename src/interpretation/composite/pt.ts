/** Portuguese (Brazilian) texts of the composite chart: the relationship's own chart, read for both people ("vocês"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { signName } from '../names.ts';
import { PT_ASPECTS } from '../pt/aspects.ts';
import { agree, each, polish } from '../pt/grammar.ts';
import { PT_POINT_NAMES } from '../pt/points.ts';
import { PT_HOUSE_ORDINALS, PT_HOUSES, PT_SIGNS } from '../pt/zodiac.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(items);
const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => PT_POINT_NAMES[id].name));
/** "Sol composto", "Lua composta": the participle agrees with the point. */
const composite = (p: CompositeAspectPoint) => `${PT_POINT_NAMES[p].name} ${agree('composto', PT_POINT_NAMES[p].g)}`;
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'o sentido da relação',
  moon: 'o clima emocional entre vocês',
  mercury: 'o jeito de vocês conversarem',
  venus: 'o afeto e os prazeres que vocês compartilham',
  mars: 'o impulso que vocês dividem',
  jupiter: 'as esperanças em comum',
  saturn: 'os compromissos que vocês mantêm',
  uranus: 'a liberdade que vocês se dão',
  neptune: 'os ideais que vocês compartilham',
  pluto: 'o poder que o vínculo tem sobre os dois',
  ascendant: 'a imagem que vocês passam como casal',
  midheaven: 'aquilo que vocês realizam juntos no mundo',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} e ${b} se fundem num único tema`,
  trine: (a, b) => `${a} e ${b} fluem juntos sem esforço`,
  sextile: (a, b) => `${a} e ${b} se ajudam assim que vocês aproveitam a ocasião`,
  square: (a, b) => `${a} e ${b} se atritam`,
  opposition: (a, b) => `${a} e ${b} puxam para direções opostas`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'O que toca um toca também o outro.',
  trine: 'É uma força com que vocês podem contar; usem-na de propósito.',
  sextile: 'O dom é real, mas pede um pequeno passo dos dois.',
  square: 'Nesse atrito, a relação é obrigada a crescer.',
  opposition: 'O equilíbrio chega quando cada um segura de propósito uma das pontas.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'O Sol composto diz para que a relação existe',
  moon: 'A Lua composta mostra o que faz vocês se sentirem em casa juntos',
  venus: 'Vênus composta mostra como vocês demonstram o amor',
  mars: 'Marte composto mostra como vocês agem e brigam como casal',
  mercury: 'Mercúrio composto mostra como vocês pensam e conversam juntos',
  ascendant: 'O Ascendente composto é a imagem que os outros têm de vocês',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'fogo', earth: 'terra', air: 'ar', water: 'água' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'entusiasmo, coragem e gosto pela aventura',
  earth: 'projetos concretos, lealdade e uma segurança compartilhada',
  air: 'diálogo, ideias e amizade',
  water: 'sentimento, intimidade e uma compreensão silenciosa',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'uma combinação forte: os contatos entre os mapas de vocês quase sempre se apoiam',
  good: 'uma boa combinação: o apoio pesa mais que o atrito, e o atrito pode ser trabalhado',
  mixed:
    'um quadro misto: apoio e atrito estão quase empatados, então muito depende de como vocês vão ao encontro um do outro',
  demanding: 'uma combinação exigente: o atrito pesa mais que a facilidade, e isso pede paciência e acordos claros',
};

const PATTERN_TITLE = {
  'grand-trine': 'Grande trígono',
  kite: 'Pipa',
  't-square': 'Quadratura em T',
  'grand-cross': 'Grande cruz',
  yod: 'Yod',
} as const;

export const ptComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibilidade: ${score} de 100`,
      body: `Na comparação entre os mapas, ${a} e ${b} alcançam ${score} de 100, ${BAND[band]}. O mapa composto descreve o que vocês fazem juntos.`,
    };
  },
  stellium(s) {
    const sign = PT_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium em ${signName(s.sign, 'pt')}`,
          body: polish(
            `${names(s.members)} se reúnem em ${signName(s.sign, 'pt')} no mapa composto de vocês. O próprio vínculo é ${sign.traits}: ${sign.gift} é a sua grande força, ${sign.shadow}, o seu risco.`,
          ),
        }
      : {
          title: `Stellium na ${PT_HOUSE_ORDINALS[s.houses[0]]} casa`,
          body: polish(
            `${names(s.members)} se reúnem na ${PT_HOUSE_ORDINALS[s.houses[0]]} casa do mapa composto de vocês. ${capitalize(PT_HOUSES[s.houses[0]].areas[0])} são o palco principal da relação.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? PT_POINT_NAMES[p.apex].o : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} formam um grande trígono no mapa composto de vocês: um círculo fácil de energia ${p.element ? `de ${ELEMENT_NAME[p.element]}` : 'de elementos mistos'} que sustenta a relação nos dias comuns. Deem a ele uma meta em comum, ou a facilidade vira rotina.`,
      kite: `${names(p.members)} formam uma pipa: o fluxo fácil do grande trígono ganha uma direção, uma meta em comum que vocês podem perseguir com os talentos somados.`,
      't-square': `${names(p.members)} formam uma quadratura em T com ${apex} no vértice: ali se acumula a tensão da relação, e ali vocês conquistam mais quando a enfrentam juntos.`,
      'grand-cross': `${names(p.members)} formam uma grande cruz: quatro exigências puxam a relação ao mesmo tempo, e ela fica resistente quando vocês as sustentam juntos.`,
      yod: `${names(p.members)} formam um yod que aponta para ${apex}: algo na relação pede ajustes constantes, mais que esforço.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Os elementos da relação',
      body: `A maior parte dos planetas compostos está em signos de ${list(main.map((e) => ELEMENT_NAME[e]))}, então a relação vive de ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Sem nada em ${list(missing.map((e) => ELEMENT_NAME[e]))}, vocês vão precisar trazer de propósito ${list(missing.map((e) => ELEMENT_TONE[e]))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = PT_SIGNS[sign];
    return {
      title: `${composite(point)} em ${signName(sign, 'pt')}, casa ${house}`,
      body: polish(
        `${PLACEMENT[point]}. Neste signo, o vínculo fica ${s.traits} e precisa ${each('de', s.needs)}.${point === 'ascendant' ? '' : ` O cenário é dado ${each('por', PT_HOUSES[house].areas[0])}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: polish(`${composite(a)} ${PT_ASPECTS[aspect].prep} ${PT_POINT_NAMES[b].o}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
