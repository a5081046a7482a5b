/** The Russian natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { RU_ASPECTS } from '../ru/aspects.ts';
import { countOf, pluralForm, polish } from '../ru/grammar.ts';
import { inHouseNumber, inSign } from '../ru/placement.ts';
import { RU_NATAL, RU_POINT_NAMES } from '../ru/points.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const P = (p: AspectTextPoint) => RU_POINT_NAMES[p];
const names = (ps: readonly Planet[]) =>
  listOf(
    ps.map((p) => P(p).nom),
    'и',
  );
/** Numerals agreeing with "планета" (feminine): "две", "три" … "десять". */
const NUMBER = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять'];
/** The element in the genitive: "в знаках огня". */
const ELEMENT: Record<Element, string> = { fire: 'огня', earth: 'земли', air: 'воздуха', water: 'воды' };
/** Modality adjectives in the nominative and prepositional plural, agreeing with "знаки". */
const MODALITY: Record<Modality, { nom: string; prep: string }> = {
  cardinal: { nom: 'кардинальные', prep: 'кардинальных' },
  fixed: { nom: 'фиксированные', prep: 'фиксированных' },
  mutable: { nom: 'мутабельные', prep: 'мутабельных' },
};
/** What an element gives, in the nominative and the accusative. */
const ELEMENT_GIFT: Record<Element, { nom: string; acc: string }> = {
  fire: { nom: 'воодушевление, смелость и желание действовать', acc: 'воодушевление, смелость и желание действовать' },
  earth: {
    nom: 'терпение, практичность и чутьё на долговечное',
    acc: 'терпение, практичность и чутьё на долговечное',
  },
  air: { nom: 'идеи, диалог и умение взглянуть со стороны', acc: 'идеи, диалог и умение взглянуть со стороны' },
  water: {
    nom: 'чувство, интуиция и тонкое восприятие других',
    acc: 'чувство, интуицию и тонкое восприятие других',
  },
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'непосредственность и уверенность в себе приходится тренировать, они не даны сами собой',
  earth: 'распорядок, деньги и тело требуют больше сознательной заботы, чем вам кажется',
  air: 'проговорить чувство, чтобы его прояснить, вам непривычно',
  water: 'чувства вам легче анализировать, чем проживать',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'вы начинаете, делаете первый шаг и задаёте направление',
  fixed: 'вы держите курс, строите неспешно и доводите начатое до конца',
  mutable: 'вы приспосабливаетесь, быстро учитесь и меняете курс, когда этого требует жизнь',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'Большинство планет стоит над горизонтом, в домах общественной жизни: вы живёте, обращаясь вовне, и во многом растёте на глазах у других.',
  north:
    'Большинство планет стоит под горизонтом, в личных домах: ваша жизнь пускает корни в доме, во внутреннем мире и в самых близких людях, и вы созреваете в своём темпе.',
  east: 'Восточная половина, сторона Асцендента, собирает большинство планет: вы склонны прокладывать собственный путь и доверять своей инициативе.',
  west: 'Западная половина, сторона Десцендента, собирает большинство планет: вы оживаете в отношениях, и многое из того, чего вы достигаете, приходит через других.',
};
const TITLE = {
  'grand-trine': 'Большой трин',
  't-square': 'Тау-квадрат',
  'grand-cross': 'Большой крест',
  yod: 'Йод',
  kite: 'Воздушный змей',
} as const;
/** The aspect noun in the nominative, accusative and instrumental. */
const ASPECT_NOUN: Record<MajorAspect, { nom: string; acc: string; ins: string }> = {
  conjunction: { nom: 'соединение', acc: 'соединение', ins: 'соединением' },
  opposition: { nom: 'оппозиция', acc: 'оппозицию', ins: 'оппозицией' },
  trine: { nom: 'трин', acc: 'трин', ins: 'трином' },
  square: { nom: 'квадрат', acc: 'квадрат', ins: 'квадратом' },
  sextile: { nom: 'секстиль', acc: 'секстиль', ins: 'секстилем' },
};
type Noun = (typeof RU_POINT_NAMES)[keyof typeof RU_POINT_NAMES];
const ASPECT_OPENINGS: ((a: Noun, x: MajorAspect, b: Noun) => string)[] = [
  (a, x, b) => `${a.nom} и ${b.nom} образуют ${ASPECT_NOUN[x].acc}.`,
  (a, x, b) => `Между ${a.ins} и ${b.ins} — ${ASPECT_NOUN[x].nom}.`,
  (a, x, b) => `Ваша карта связывает ${a.acc} и ${b.acc} ${ASPECT_NOUN[x].ins}.`,
  (a, x, b) => `${capitalize(ASPECT_NOUN[x].nom)} соединяет ${a.acc} и ${b.acc}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Здесь двое действуют как одно целое: одно редко проживается без другого.',
    'Слитые так тесно, они окрашивают всё, что делает каждый из них.',
    'Соединение сосредотачивает: чего хочет одна сторона, то усиливает другая.',
  ],
  opposition: [
    'Вы переживаете их как два полюса, и жизнь просит удерживать оба, а не выбирать.',
    'Часто одну сторону этой пары воплощают другие люди, пока вы не признаете своими обе.',
    'Колебания между ними учат равновесию — медленно, а порой и через конфликт.',
  ],
  trine: [
    'Они поддерживают друг друга без усилий — это талант, который легко принять как должное.',
    'Этот поток — ресурс, которым стоит пользоваться намеренно, а не только наслаждаться.',
    'Гармония между ними делает эту сферу жизни для вас естественной.',
  ],
  square: [
    'Они трутся друг о друга; трение неудобно, но оно подталкивает вас что-то построить.',
    'Напряжение между ними требует решений, и каждое решение делает вас сильнее.',
    'Это рабочий контакт: здесь усилия окупаются больше, чем где-либо ещё.',
  ],
  sextile: [
    'Они сотрудничают, когда вы даёте им повод: небольшое усилие открывает эту дверь.',
    'Между ними рождаются возможности, которые вознаграждают инициативу.',
    'Мягкая связь, которая крепнет с практикой и любопытством.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `Аспект соединяет две сферы: ${x} и ${y}.`,
  (x, y) => `Он затрагивает одновременно ${x} и ${y}.`,
  (x, y) => `На деле он сводит вместе ${x} и ${y}, и они формируют друг друга.`,
  (x, y) => `Этот контакт объединяет ${x} и ${y}.`,
];

/** "три планеты", "пять планет": a number of planets in words, by Intl.PluralRules. */
function planets(n: number): string {
  return n < NUMBER.length
    ? `${NUMBER[n]} ${pluralForm(n, 'планета', 'планеты', 'планет')}`
    : countOf(n, 'планета', 'планеты', 'планет');
}

export const ruSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? inSign(s.sign) : inHouseNumber(s.houses[0]);
    return {
      title: `Стеллиум ${where}`,
      body: polish(
        paragraph([
          `${capitalize(planets(s.members.length))} собираются ${where}: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Такой вес в одном знаке даёт вам его характер в сгущённом виде; стихия ${ELEMENT[s.element]} и ${MODALITY[s.modality].nom} знаки сильно отмечают вас.`
            : 'Такой вес в одном доме делает эту сферу жизни главной сценой: именно там в первую очередь проживаются темы этих планет.',
          s.by === 'sign' && s.houses.length > 0
            ? `${s.houses.length > 1 ? 'Они попадают в дома' : 'Они попадают в дом'} ${listOf(s.houses.map(String), 'и')}, где эта концентрация и ощущается.`
            : `Большинство из них ${inSign(s.sign)}, и этот знак задаёт дому свой тон.`,
          'Стеллиум дарит сосредоточенность; равновесие приходит от того, что остаётся за его пределами.',
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
          `${names(p.members)} связаны тремя тринами — замкнутым кругом${p.element ? ` стихии ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Он даёт вам ${ELEMENT_GIFT[p.element].acc}, настолько надёжные, что вы можете их даже не замечать.`
            : 'Поскольку он проходит через разные стихии, его лёгкость не так заметна, зато охватывает разные сферы жизни.',
          'Риск большого трина — в удобстве: его дар растёт, когда встречает вызов.',
        );
        break;
      case 'kite':
        sentences.push(
          `Большой трин, который образуют ${names(p.members.slice(0, 3))}, закреплён ${P(p.members[3]).ins}: ${P(p.members[3]).nom} стоит в оппозиции к одной вершине и в секстиле к двум другим.`,
          `Воздушный змей даёт потоку трина направление: он превращает ${RU_NATAL[p.members[3]].domain[0]} в цель, ради которой работают таланты.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${P(p.members[1]).nom} и ${P(p.members[2]).nom} стоят в оппозиции друг к другу, а ${P(apex!).nom}, вершина тау-квадрата${p.modality ? ` в ${MODALITY[p.modality].prep} знаках` : ''}, образует квадраты к обеим точкам оппозиции.`,
          `Давление направлено на ${RU_NATAL[apex!].domain[0]}: здесь жизнь подталкивает вас действовать, и здесь вы добиваетесь большего.`,
          p.modality
            ? `В ${MODALITY[p.modality].prep} знаках ${MODALITY_WAY[p.modality]} — так вы и справляетесь с этим давлением.`
            : 'Пустое плечо креста, напротив вершины, показывает, откуда приходит облегчение.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} образуют большой крест: две оппозиции под прямым углом друг к другу${p.modality ? `, все в ${MODALITY[p.modality].prep} знаках` : ''}.`,
          'Четыре направления тянут одновременно, и жизнь может казаться чередой непрерывных требований.',
          'Если нести крест терпеливо, он даёт редкую выносливость.',
        );
        break;
      case 'yod':
        sentences.push(
          `${P(p.members[1]).nom} и ${P(p.members[2]).nom} стоят в секстиле, и обе точки образуют квинконс с ${P(apex!).ins}: это йод, его ещё называют «перстом Божьим».`,
          `Он указывает на ${RU_NATAL[apex!].domain[1]} как на то, что вы снова и снова подстраиваете; здесь нужен другой подход, а не больше усилий.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Управитель карты: ${P(r.ruler).nom}`,
      body: polish(
        paragraph([
          `При Асценденте ${inSign(r.ascendantSign)} вашей картой управляет ${P(r.ruler).nom} (по традиционной обители).`,
          `Управитель стоит ${inSign(r.sign)}, ${inHouseNumber(r.house)}, и определяет то, как вы идёте навстречу миру.`,
          `Всё, чего ${P(r.ruler).nom} касается своими аспектами, входит в историю всей вашей карты.`,
        ]),
      ),
    };
  },
  balance(b) {
    const sentences = [
      `Из десяти планет ${b.dominantElements
        .map((e) => `${countOf(b.elements[e], 'планета', 'планеты', 'планет')} в знаках ${ELEMENT[e]}`)
        .join(' и ')}: для вас на первом месте ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e].nom),
        'а также',
      )}.`,
    ];
    for (const e of b.missingElements) sentences.push(`Ни одной планеты в знаках ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Среди крестов преобладают ${listOf(
        b.dominantModalities.map((m) => MODALITY[m].nom),
        'и',
      )} знаки: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Без планет в ${MODALITY[m].prep} знаках эту роль для вас часто берут на себя другие.`);
    return { title: 'Стихии и кресты', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['Планеты распределены без сильного перевеса в какую-либо половину: ни одна сторона жизни не преобладает.'];
    sentences.unshift(
      `Над горизонтом — ${h.south}, под ним — ${h.north}; на востоке — ${h.east}, на западе — ${h.west}.`,
    );
    return { title: 'Полушария', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Доминирующие планеты',
      body: polish(
        paragraph([
          `${P(top.planet).nom} — самая сильная планета вашей карты по обители, достоинству, угловому положению и аспектам; следом идут ${listOf(
            rest.map((x) => P(x.planet).nom),
            'и',
          )}.`,
          `${P(top.planet).nom} окрашивает ${RU_NATAL[top.planet].domain[1]}, и эти темы проходят через всё толкование.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    const at = RU_ASPECTS[aspect].at;
    return {
      title: polish(`${P(a).nom} ${at.text} ${P(b)[at.case]}`),
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(P(a), aspect, P(b)),
          cycle(ASPECT_LINKS, position + 1)(RU_NATAL[a].domain[position % 2], RU_NATAL[b].domain[(position + 1) % 2]),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
