/**
 * Russian transit texts: "Транзитный Марс в квадрате к натальному Солнцу", with a body that joins
 * what the transiting point brings, the aspect's quality and the natal point's domain, each name
 * declined in the case its verb or preposition governs.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { RU_ASPECTS } from './aspects.ts';
import { adj, natal, polish, type RuCase, type RuNoun, this_, thisAcc, yourIn } from './grammar.ts';
import { RU_NATAL, RU_POINT_NAMES, RU_TRANSITING } from './points.ts';

/**
 * Сколько длится транзит и как он разворачивается — для каждой транзитной точки своими словами
 * (три варианта), чтобы гороскоп с несколькими транзитами одной планеты не повторял одну фразу.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'Солнце проходит эту точку раз в год и остаётся в орбисе всего несколько дней.',
    'Через несколько дней Солнце продолжит свой путь, так что ловите момент.',
    'Хватит нескольких светлых дней, чтобы почувствовать разницу.',
  ],
  moon: [
    'Луна смещается за считаные часы, так что это скорее эмоциональная погода дня, чем событие жизни.',
    'Как и любой лунный транзит, он пройдёт за несколько часов.',
    'Уже завтра Луна будет проходить по другим областям вашей карты.',
  ],
  mercury: [
    'Меркурий быстр: несколько дней, если только ретроградность не вернёт тему снова.',
    'Если Меркурий рядом развернётся в ретроградное движение, вопрос может вернуться до трёх раз за несколько недель.',
    'Разговоры этих дней могут значить больше, чем кажется.',
  ],
  venus: [
    'Венера задерживается здесь лишь на несколько дней, кроме редких лет её ретроградности.',
    'Это приятные дни, которые стоит заметить, а не крутой поворот.',
    'То, что радует вас в эти дни, показывает, чего вам хочется больше.',
  ],
  mars: [
    'Марс держит температуру высокой примерно неделю.',
    'Рассчитывайте на неделю; если Марс ретрограден, влияние может растянуться на месяцы.',
    'Энергия достигает пика в день точного аспекта и угасает в течение недели.',
  ],
  jupiter: [
    'Юпитер не торопится: транзит длится неделями, а ретроградность может принести второй и третий проход в том же году.',
    'Это тема нескольких недель, а не одного дня.',
    'С Юпитером растут понемногу; начатое сейчас может приносить плоды целый год.',
  ],
  'north-node': [
    'Узел медленно отступает по зодиаку, поэтому этот контакт длится неделями.',
    'Встречи и возможности этих недель могут значить больше обычного.',
    'Его действие заметно не столько в событиях, сколько в ощущении направления.',
  ],
  saturn: [
    'Сатурн работает медленно: всё разворачивается месяцами, часто в несколько точных проходов.',
    'Это скорее неспешный процесс длиной в несколько месяцев, чем разовое событие.',
    'То, что вы построите или решите за эти месяцы, обычно остаётся надолго.',
  ],
  chiron: [
    'Хирон движется медленно, поэтому этот контакт охватывает месяцы и часто возвращается вторым проходом.',
    'Такое исцеление требует месяцев, а не дней.',
    'Старые истории могут всплывать не раз, прежде чем отпустят.',
  ],
  uranus: [
    'Уран задерживается на год и дольше, делая до трёх проходов, а начатые им перемены обычно остаются.',
    'Медленный и глубокий, этот транзит — глава жизни, а не эпизод.',
    'Резкие повороты собираются вокруг точных проходов, а между ними тянутся более спокойные месяцы.',
  ],
  neptune: [
    'Нептун действует год и дольше, делая до трёх проходов, и его влияние переживает сам транзит.',
    'С Нептуном ясность приходит медленно; смысл этого периода часто виден лишь потом.',
    'Это долгий и тихий процесс, а не определённый момент.',
  ],
  pluto: [
    'Плутон остаётся годами, делая до трёх точных проходов: это медленная глубокая перемена, а не эпизод.',
    'То, что преобразил Плутон, уже не станет прежним.',
    'Такой долгий транзит требует терпения; перемена сначала идёт под поверхностью.',
  ],
};

/**
 * Второй способ сказать, что приносит каждая транзитная точка (рядом с RU_TRANSITING), по природе
 * аспекта, в винительном падеже: планета с несколькими транзитами не приносит всегда одних и тех же слов.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'новый прилив жизненных сил и желание, чтобы вас заметили',
    hard: 'гордость, усталость и проверку вашей воли',
    soft: 'тепло, признание и спокойную уверенность',
  },
  moon: {
    fusion: 'сильные чувства и желание побыть дома',
    hard: 'тревожные настроения и мелкое раздражение',
    soft: 'укрытие, близость и мягкое расположение духа',
  },
  mercury: {
    fusion: 'новости, планы и голову, полную идей',
    hard: 'спутанные провода, задержки и нервные сомнения',
    soft: 'удачное время для бесед, писем и решений',
  },
  venus: {
    fusion: 'тепло, притяжение и желание радоваться жизни',
    hard: 'тщеславие, лишние траты и невысказанные обиды',
    soft: 'доброту, хорошую компанию и маленькие удовольствия',
  },
  mars: {
    fusion: 'порыв, аппетит к жизни и нетерпение начать',
    hard: 'вспышки гнева, промахи от спешки и борьбу за своё место',
    soft: 'выносливость, инициативу и здоровый дух соперничества',
  },
  jupiter: {
    fusion: 'возможности, веру и желание расти',
    hard: 'слишком большие обещания и вкус к излишествам',
    soft: 'поддержку окружающих, везение и доверие',
  },
  'north-node': {
    fusion: 'встречу с тем, чему вы пришли научиться',
    hard: 'зов старых привычек наперекор новым целям',
    soft: 'союзников и возможности, созвучные вашему пути',
  },
  saturn: {
    fusion: 'испытание зрелости и потребность взять управление на себя',
    hard: 'жёсткие рамки, усталость и обязанности, которые не ждут',
    soft: 'терпение, структуру и награду за приложенные усилия',
  },
  chiron: {
    fusion: 'задетое больное место и возможность о нём позаботиться',
    hard: 'потревоженную давнюю боль и потребность себя защитить',
    soft: 'понимание, восстановление и желание помочь другим исцелиться',
  },
  uranus: {
    fusion: 'прорывы, встряски и жажду свободы',
    hard: 'внезапные разрывы, нервное напряжение и бунт',
    soft: 'остроумные решения и удачную смену курса',
  },
  neptune: {
    fusion: 'мечты, тающие уверенности и духовный голод',
    hard: 'туман, разочарование и соблазн сбежать',
    soft: 'воображение, эмпатию и безмятежную лёгкость',
  },
  pluto: {
    fusion: 'завершения, перерождение и встречу с силой',
    hard: 'контроль, навязчивые порывы и кризисы, расчищающие почву',
    soft: 'решимость, ясность и силу обновиться',
  },
};

/** Ещё названия для качества мажорных аспектов в транзите (рядом с RU_ASPECTS), в именительном падеже. */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['сложение двух сил', 'заряженное энергией начало'],
  opposition: ['перетягивание каната', 'противоборство, которое требует равновесия'],
  square: ['давление, которое растёт, пока вы не начнёте действовать', 'поворотный момент под напряжением'],
  trine: ['ровная поддержка', 'лёгкость и точное чувство момента'],
  sextile: ['полезная открытая дверь', 'возможность, которая вознаграждает инициативу'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Это ваш соляр — астрологический день рождения, который задаёт тон наступающему году.',
  moon: 'Это ваше ежемесячное лунное возвращение, маленькое эмоциональное начало заново.',
  jupiter: 'Это ваше возвращение Юпитера, начало нового двенадцатилетнего цикла роста.',
  saturn: 'Это ваше возвращение Сатурна, обряд взросления, который просит взять жизнь в свои руки.',
  chiron: 'Это ваше возвращение Хирона, единственная в жизни возможность примириться со старой раной.',
  'north-node': 'Это ваше возвращение узлов, время, когда ваш жизненный путь снова становится хорошо виден.',
};

const MINOR_NOTES = [
  'Как минорный аспект, он действует тонко, и его легко не заметить.',
  'Минорные аспекты шепчут, а не кричат: прислушивайтесь к мелким знакам.',
];

/** The accusative of an aspect noun: "квадрат", "оппозицию", "соединение". */
function aspectAcc(noun: string, g: RuNoun['g']): string {
  return g === 'f' ? noun.replace(/я$/u, 'ю').replace(/а$/u, 'у') : noun;
}

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Russian. */
export function ruTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natalPoint: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = RU_POINT_NAMES[transiting];
  const nName = RU_POINT_NAMES[natalPoint];
  const T = RU_TRANSITING[transiting];
  const N = RU_NATAL[natalPoint];
  const A = RU_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalShort = (k: RuCase): string =>
    [yourIn(nName, k), `${nName[k]} вашей карты`, `${nName[k]} вашего гороскопа`][natalForm];
  const natalFull = (k: RuCase): string =>
    natalForm === 0
      ? `${yourIn({ ...nName, nom: `${natal(nName.g, 'nom')} ${nName.nom}`, gen: `${natal(nName.g, 'gen')} ${nName.gen}`, dat: `${natal(nName.g, 'dat')} ${nName.dat}`, ins: `${natal(nName.g, 'ins')} ${nName.ins}`, acc: `${nName.g === 'f' ? 'натальную' : natal(nName.g, 'nom')} ${nName.acc}` }, k)}`
      : natalShort(k);
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = `${c.pick('effect', A.effect)} ${domain}`;
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  // A quality with a relative clause ("давление, которое растёт, …") closes it with a comma before its verb.
  const qualitySubject = quality.includes(',') ? `${quality},` : quality;
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const transitingAdj = capitalize(adj('транзитный', tName.g));

  const openings = [
    `${tName.nom}, ${epithet}, ${verb.text} ${natalFull(verb.case)} и ${effect}.`,
    `${capitalize(this_(A.noun, A.g))} между ${tName.ins} и ${natalShort('ins')} ${effect}.`,
    `Пока ${tName.nom} ${A.at.text} ${natalFull(A.at.case)}, ${qualitySubject} ${c.pick('tint', ['окрашивает', 'пронизывает', 'отмечает'])} ${domain}.`,
    `${transitingAdj} ${tName.nom} ${verb.text} ${natalFull(verb.case)}, и ${qualitySubject} затрагивает ${domain}.`,
    `${capitalize(qualitySubject)} ${c.pick('touch', ['затрагивает', 'наполняет'])} ${domain}, ведь ${tName.nom} ${verb.text} ${natalShort(verb.case)}.`,
    `Сейчас через ${domain} проходит ${quality}: ${tName.nom} ${verb.text} ${natalShort(verb.case)}.`,
    `Под знаком ${A.gen} между ${tName.ins} и ${natalShort('ins')} ${qualitySubject} отмечает ${domain}.`,
    `В вопросах ${N.area} ${tName.nom} ${verb.text} ${natalFull(verb.case)} и ${effect}.`,
  ];
  const middles = [
    `Этот транзит приносит ${brings}; ${feels}.`,
    `${feels}, а ${tName.nom} приносит ${brings}.`,
    `В ${domain2} ${tName.nom} привносит ${brings}, и ${feels}.`,
    `${tName.nom} ${c.pick('stakes', ['ставит на кон', 'несёт с собой', 'выкладывает на стол'])} ${brings}; ${feels}.`,
    `${feels}; ${tName.nom} добавляет к этому ${brings}.`,
    `${tName.nom} привносит ${brings}, и ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Чтобы использовать ${thisAcc(aspectAcc(A.noun, A.g), A.g)}, ${advice}.`,
    `Совет простой: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `Что касается ${N.area}, ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natalPoint)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Такая медленная планета возвращается на своё натальное место лишь в первые годы жизни или, как Уран, около 84 лет: это скорее жизненный этап, чем событие.'
          : `Это ваше возвращение ${tName.gen}, начало нового цикла ${tName.gen}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    // Russian astrological notation names both points in the nominative: "Транзитный Марс квадрат натальное Солнце".
    title: polish(`${transitingAdj} ${tName.nom} ${A.noun} ${natal(nName.g, 'nom')} ${nName.nom}`),
    body: polish(paragraph(sentences)),
  };
}
