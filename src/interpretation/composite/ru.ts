/** Russian texts of the composite chart: the relationship's own chart, read for both people ("вы" as a pair). */
import type { Element } from '../../astro/sign-qualities.ts';
import { signName } from '../names.ts';
import { RU_ASPECTS } from '../ru/aspects.ts';
import { adj, adjForm, polish } from '../ru/grammar.ts';
import { RU_POINT_NAMES } from '../ru/points.ts';
import { RU_HOUSE_ORDINALS, RU_HOUSES, RU_SIGNS } from '../ru/zodiac.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('ru', { type: 'conjunction' }).format(items);
const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => RU_POINT_NAMES[id].nom));
/** "композитное Солнце", "композитная Луна": the adjective agrees with the point. */
const composite = (p: CompositeAspectPoint) => `${adj('композитный', RU_POINT_NAMES[p].g)} ${RU_POINT_NAMES[p].nom}`;
/** What each point stands for in a relationship (nominative). */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'смысл ваших отношений',
  moon: 'эмоциональный климат между вами',
  mercury: 'ваша манера разговаривать',
  venus: 'ваша нежность и общие удовольствия',
  mars: 'общий для вас порыв',
  jupiter: 'ваши общие надежды',
  saturn: 'обязательства, которые вы выполняете',
  uranus: 'свобода, которую вы даёте друг другу',
  neptune: 'общие для вас идеалы',
  pluto: 'власть этой связи над вами обоими',
  ascendant: 'образ, который вы создаёте как пара',
  midheaven: 'то, чего вы вместе добиваетесь в мире',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} и ${b} сливаются в одну тему`,
  trine: (a, b) => `${a} и ${b} без усилий текут в одном русле`,
  sextile: (a, b) => `${a} и ${b} помогают друг другу, стоит вам воспользоваться случаем`,
  square: (a, b) => `${a} и ${b} трутся друг о друга`,
  opposition: (a, b) => `${a} и ${b} тянут в противоположные стороны`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Что задевает одно, задевает и другое.',
  trine: 'На эту силу можно положиться; используйте её намеренно.',
  sextile: 'Дар настоящий, но от каждого из вас он требует небольшого шага.',
  square: 'В этом трении отношениям приходится расти.',
  opposition: 'Равновесие приходит, когда каждый сознательно держит свой конец.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Композитное Солнце говорит о том, ради чего существуют эти отношения',
  moon: 'Композитная Луна показывает, что даёт вам вместе ощущение дома',
  venus: 'Композитная Венера показывает, как вы проявляете любовь друг к другу',
  mars: 'Композитный Марс показывает, как вы действуете и ссоритесь как пара',
  mercury: 'Композитный Меркурий показывает, как вы вместе думаете и разговариваете',
  ascendant: 'Композитный Асцендент — это образ, в котором вас видят другие',
};

/** The element in the genitive: "в знаках огня". */
const ELEMENT_NAME: Record<Element, string> = { fire: 'огня', earth: 'земли', air: 'воздуха', water: 'воды' };
/** What an element gives a relationship, in the instrumental ("живут …") and accusative ("привносить …"). */
const ELEMENT_TONE: Record<Element, { ins: string; acc: string }> = {
  fire: {
    ins: 'воодушевлением, смелостью и вкусом к приключениям',
    acc: 'воодушевление, смелость и вкус к приключениям',
  },
  earth: { ins: 'конкретными планами, верностью и общей надёжностью', acc: 'конкретные планы, верность и надёжность' },
  air: { ins: 'диалогом, идеями и дружбой', acc: 'диалог, идеи и дружбу' },
  water: { ins: 'чувством, близостью и безмолвным пониманием', acc: 'чувство, близость и безмолвное понимание' },
};

const BAND: Record<ScoreBand, string> = {
  strong: 'это сильное сочетание: контакты между вашими картами почти всегда поддерживают друг друга',
  good: 'это хорошее сочетание: поддержки больше, чем трения, а с трением можно работать',
  mixed:
    'это смешанная картина: поддержки и трения почти поровну, так что многое зависит от того, как вы идёте навстречу друг другу',
  demanding: 'это непростое сочетание: трения больше, чем лёгкости, и это требует терпения и ясных договорённостей',
};

const PATTERN_TITLE = {
  'grand-trine': 'Большой трин',
  kite: 'Воздушный змей',
  't-square': 'Тау-квадрат',
  'grand-cross': 'Большой крест',
  yod: 'Йод',
} as const;

export const ruComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Совместимость: ${score} из 100`,
      body: `При сравнении карт ${a} и ${b} набирают ${score} из 100 — ${BAND[band]}. Композитная карта описывает то, что вы создаёте вместе.`,
    };
  },
  stellium(s) {
    const sign = RU_SIGNS[s.sign];
    const sn = signName(s.sign, 'ru');
    const ordinal = RU_HOUSE_ORDINALS[s.houses[0]];
    return s.by === 'sign'
      ? {
          title: `Стеллиум в знаке ${sn}`,
          body: polish(
            `${names(s.members)} собираются в знаке ${sn} вашей композитной карты. Сама связь получается ${sign.traits
              .map((t) => adjForm(t, 'dat-f'))
              .join(', ')
              .replace(/, ([^,]*)$/u, ' и $1')}: ${sign.gift.nom} — её большая сила, ${sign.shadow.nom} — её риск.`,
          ),
        }
      : {
          title: `Стеллиум в ${ordinal.prep} доме`,
          body: polish(
            `${names(s.members)} собираются в ${ordinal.prep} доме вашей композитной карты. Главная сцена отношений — сфера ${RU_HOUSES[s.houses[0]].areas[0]}.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? RU_POINT_NAMES[p.apex] : undefined;
    const element = p.element ? `стихии ${ELEMENT_NAME[p.element]}` : 'смешанных стихий';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} образуют в вашей композитной карте большой трин: лёгкий круг энергии ${element}, который поддерживает отношения в обычные дни. Дайте ему общую цель, иначе лёгкость превратится в рутину.`,
      kite: `${names(p.members)} образуют воздушного змея: лёгкий поток большого трина получает направление — общую цель, к которой можно идти, объединив таланты.`,
      't-square': `${names(p.members)} образуют тау-квадрат с вершиной в точке «${apex?.nom ?? ''}»: там копится напряжение отношений, и там вы добиваетесь большего, когда встречаете его вместе.`,
      'grand-cross': `${names(p.members)} образуют большой крест: четыре требования тянут отношения одновременно, и, выдерживая их вместе, союз становится прочным.`,
      yod: `${names(p.members)} образуют йод, указывающий на ${apex?.acc ?? ''}: что-то в отношениях снова и снова требует подстройки, а не новых усилий.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Стихии отношений',
      body: `Большинство композитных планет стоит в знаках ${list(main.map((e) => ELEMENT_NAME[e]))}, поэтому отношения живут ${list(main.map((e) => ELEMENT_TONE[e].ins))}.${
        missing.length
          ? ` Без планет в знаках ${list(missing.map((e) => ELEMENT_NAME[e]))} вам придётся сознательно привносить ${list(missing.map((e) => ELEMENT_TONE[e].acc))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = RU_SIGNS[sign];
    return {
      title: `${capitalize(composite(point))} в знаке ${signName(sign, 'ru')}, ${house}-й дом`,
      body: polish(
        `${PLACEMENT[point]}. В этом знаке связь становится ${s.traits
          .map((t) => adjForm(t, 'dat-f'))
          .join(', ')
          .replace(
            /, ([^,]*)$/u,
            ' и $1',
          )}, и ей хочется ${s.needs}.${point === 'ascendant' ? '' : ` Рамку задаёт сфера ${RU_HOUSES[house].areas[0]}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    const at = RU_ASPECTS[aspect].at;
    return {
      title: polish(`${capitalize(composite(a))} ${at.text} ${RU_POINT_NAMES[b][at.case]}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
