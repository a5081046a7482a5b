/** Russian synastry texts: a point of person 1 ("ваш") in aspect to a point of person 2 ("… партнёра"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { RU_ASPECTS } from './aspects.ts';
import { polish, yourIn, yours } from './grammar.ts';
import { RU_POINT_NAMES, RU_RELATING } from './points.ts';

/**
 * Что паре делать с контактом, по теме одной из двух точек и природе аспекта: квадрат Венеры
 * требует другого совета, чем квадрат Сатурна, чтобы отношения с дюжиной контактов не повторяли
 * один совет на аспект.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Стоит оставить место для двух жизненных замыслов, а не для одного общего центра.',
    hard: 'Помогает по очереди брать руководство на себя: никому не нужно становиться меньше, чтобы другой сиял.',
    soft: 'Вслух говорить друг другу, чем вы восхищаетесь, — это укрепляет обоих.',
  },
  moon: {
    fusion: 'Эту связь держат маленькие ритуалы заботы, на которые можно положиться обоим.',
    hard: 'Лучше спросить, что нужно другому, чем решать это за него.',
    soft: 'Стоит беречь спокойные часы дома: именно они питают эти отношения.',
  },
  mercury: {
    fusion: 'Разговаривать часто — прекрасно, если каждый даёт другому договорить.',
    hard: 'Когда слова становятся колкими, час паузы перед ответом убережёт от обид.',
    soft: 'Совместные планы, учёба или поездки раскрывают лучшее в ваших разговорах.',
  },
  venus: {
    fusion: 'Радоваться общему не мешает оставлять каждому и свои личные удовольствия.',
    hard: 'Говорить, что ценит каждый, вместо того чтобы угадывать, — так удаётся избежать недоразумений во вкусах.',
    soft: 'Красоте и удовольствию стоит отвести постоянное место во времени, проведённом вместе.',
  },
  mars: {
    fusion: 'Общая энергия лучше всего работает в совместном проекте, спорте или общей цели.',
    hard: 'Спорить стоит о самом вопросе, а не о том, кто победит, — и потом перевернуть страницу.',
    soft: 'Совместные действия ради того, чего хотят оба, быстрее двигают пару вперёд.',
  },
  jupiter: {
    fusion: 'Мечтать вместе о большом лучше, если потом выбрать один план и довести его до конца.',
    hard: 'Помогают разумные границы: вдвоём легко пообещать больше, чем получится выполнить.',
    soft: 'Поддерживать рост друг друга здесь получается само собой; щедрость течёт свободно.',
  },
  saturn: {
    fusion: 'Обязательства весят меньше, когда их принимают вдвоём и никто не несёт их в одиночку.',
    hard: 'Сказать, когда правило или долг становится тяжёлым, полезнее, чем молчать.',
    soft: 'Построить вместе что-то прочное — дом, сбережения или распорядок — полезно для отношений.',
  },
  uranus: {
    fusion: 'Удивлять друг друга снова и снова и оставлять друг другу свободу — так искра не гаснет.',
    hard: 'Прежде чем менять всё, стоит договориться, что должно остаться неизменным.',
    soft: 'Пробовать вместе новое — это обновляет обоих.',
  },
  neptune: {
    fusion: 'Делиться мечтами хорошо; сверять их время от времени с обычной жизнью — тоже.',
    hard: 'Ясный разговор об ожиданиях не даст никому полюбить иллюзию.',
    soft: 'Искусство, музыка или общее молчание углубляют то, что чувствуют оба.',
  },
  pluto: {
    fusion: 'Глубина — дар этого контакта; важно не пускать в неё контроль.',
    hard: 'Проверки на прочность здесь лишние: доверие растёт, когда никому не нужно побеждать.',
    soft: 'Вместе встречать трудное — так пара становится сильнее.',
  },
  ascendant: {
    fusion: 'Стоит замечать, как каждый влияет на стиль другого, и получать от этого удовольствие.',
    hard: 'Если заглянуть дальше первой реакции, появится время по-настоящему узнать друг друга.',
    soft: 'Обоим хорошо в обществе друг друга, и это видно со стороны.',
  },
};

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Russian. */
export function ruSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const pa = RU_POINT_NAMES[a];
  const pb = RU_POINT_NAMES[b];
  const A = RU_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = RU_RELATING[a];
  const rb = RU_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const yourA = yourIn(pa, 'nom');
  const theirB = `${pb[verb.case]} партнёра`;
  const roles = `${yours(ra.role.noun, ra.role.g)} и ${rb.role.noun} партнёра`;

  const openings = [
    `${capitalize(yourA)} ${verb.text} ${theirB}: ${roles} ${links}.`,
    `Когда ${yourA} ${verb.text} ${theirB}, ${roles} ${links}.`,
    `${capitalize(yourA)} ${verb.text} ${theirB} — и ${roles} ${links}.`,
    `${capitalize(roles)} ${links}, потому что ${yourA} ${verb.text} ${theirB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, а партнёр ${rb.receives[nature]}.`,
    `С вашей стороны: ${ra.gives[nature]}; партнёр же ${rb.receives[nature]}.`,
    `${ra.gives[nature]}, тогда как партнёр ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; со своей стороны, партнёр ${rb.receives[nature]}.`,
  ];
  return {
    // The notation of Russian astrology: "Ваше Солнце квадрат Луна партнёра".
    title: polish(`${capitalize(yourA)} ${A.noun} ${pb.nom} партнёра`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
