/**
 * The written texts a Chinese report adds to the sign and forecast texts (en.ts, de.ts, es.ts, fr.ts, it.ts):
 * the day master, what the month, day and hour pillars' animals stand for, and the balance of the
 * five elements over the eight characters, in every language the service offers.
 */
import type { ChineseElement } from '../../astro/chinese-calendar/index.ts';
import type { Language } from '../languages.ts';
import { NL_CHINESE_REPORT } from './nl.ts';
import type { ChineseReportTexts } from './report-text-shape.ts';
import { PT_CHINESE_REPORT } from './report-texts-pt.ts';
import { TR_CHINESE_REPORT } from './report-texts-tr.ts';

export type { ChineseReportTexts };

const EN: ChineseReportTexts = {
  dayMaster: {
    wood: 'Your day master is Wood: at heart you grow toward the light, need room to develop and bend rather than break.',
    fire: 'Your day master is Fire: at heart you are warm and visible, and you need people to share your enthusiasm with.',
    earth:
      'Your day master is Earth: at heart you are the centre others gather around, steady, loyal and slow to be moved.',
    metal:
      'Your day master is Metal: at heart you are principled and precise, and you cut through confusion to what is right.',
    water: 'Your day master is Water: at heart you are perceptive and adaptable, finding a way around what blocks you.',
  },
  pillarAnimal: {
    month: (a) => `The ${a} of your month pillar speaks of your parents, your upbringing and how you work.`,
    day: (a) => `The ${a} of your day pillar is the animal of your private self and of the partner you choose.`,
    hour: (a) => `The ${a} of your hour pillar, your secret animal, shows your inner wishes and your later years.`,
  },
  strong: {
    wood: 'Wood is strongest in your chart: plans, growth and generosity drive you, and patience with slow results is the lesson.',
    fire: 'Fire is strongest in your chart: passion and visibility drive you, and rest keeps the flame from burning out.',
    earth:
      'Earth is strongest in your chart: reliability and care drive you, and openness to change keeps you from standing still.',
    metal:
      'Metal is strongest in your chart: discipline and standards drive you, and softness with others makes them bearable.',
    water:
      'Water is strongest in your chart: insight and adaptability drive you, and a clear direction keeps you from drifting.',
  },
  missing: {
    wood: 'No Wood among your eight characters: growth and long plans come through others, or through green places and new starts you seek out.',
    fire: 'No Fire among your eight characters: warmth and self-display are learned, and people and sunlight supply what is lacking.',
    earth:
      'No Earth among your eight characters: a settled base has to be built on purpose, with routines, a home and firm habits.',
    metal:
      'No Metal among your eight characters: structure and firm limits are what you practise, and clear rules help you.',
    water:
      'No Water among your eight characters: rest, reflection and listening to intuition are what you learn to make time for.',
  },
  allPresent:
    'All five elements appear among your eight characters, a balanced chart in which no phase is wholly absent.',
  dayMasterTitle: (element, yinYang) => `Day master: ${yinYang} ${element}`,
  pillarTitle: {
    month: (a) => `Month pillar: the ${a}`,
    day: (a) => `Day pillar: the ${a}`,
    hour: (a) => `Hour pillar: the ${a}`,
  },
};

const DE: ChineseReportTexts = {
  dayMaster: {
    wood: 'Dein Tagesmeister ist Holz: Im Kern wächst du dem Licht entgegen, brauchst Raum zur Entfaltung und biegst dich, statt zu brechen.',
    fire: 'Dein Tagesmeister ist Feuer: Im Kern bist du warm und sichtbar und brauchst Menschen, mit denen du deine Begeisterung teilst.',
    earth:
      'Dein Tagesmeister ist Erde: Im Kern bist du die Mitte, um die sich andere sammeln, beständig, treu und schwer zu erschüttern.',
    metal:
      'Dein Tagesmeister ist Metall: Im Kern bist du grundsatzfest und genau und schneidest durch Verwirrung zum Richtigen.',
    water:
      'Dein Tagesmeister ist Wasser: Im Kern bist du feinfühlig und wandelbar und findest einen Weg um jedes Hindernis.',
  },
  pillarAnimal: {
    month: (a) =>
      `Das Tier deiner Monatssäule, ${a}, spricht von deinen Eltern, deiner Herkunft und deiner Art zu arbeiten.`,
    day: (a) => `Das Tier deiner Tagessäule, ${a}, steht für dein privates Selbst und den Partner, den du wählst.`,
    hour: (a) =>
      `Das Tier deiner Stundensäule, ${a}, dein geheimes Tier, zeigt deine inneren Wünsche und deine späteren Jahre.`,
  },
  strong: {
    wood: 'Holz ist in deinem Horoskop am stärksten: Pläne, Wachstum und Großzügigkeit treiben dich an; Geduld mit langsamen Ergebnissen ist die Lektion.',
    fire: 'Feuer ist in deinem Horoskop am stärksten: Leidenschaft und Sichtbarkeit treiben dich an; Ruhe bewahrt die Flamme vor dem Ausbrennen.',
    earth:
      'Erde ist in deinem Horoskop am stärksten: Verlässlichkeit und Fürsorge treiben dich an; Offenheit für Wandel bewahrt dich vor Stillstand.',
    metal:
      'Metall ist in deinem Horoskop am stärksten: Disziplin und hohe Ansprüche treiben dich an; Milde mit anderen macht sie erträglich.',
    water:
      'Wasser ist in deinem Horoskop am stärksten: Einsicht und Anpassungsfähigkeit treiben dich an; eine klare Richtung bewahrt dich vor dem Treiben.',
  },
  missing: {
    wood: 'Unter deinen acht Zeichen fehlt Holz: Wachstum und lange Pläne kommen über andere oder über neue Anfänge, die du bewusst suchst.',
    fire: 'Unter deinen acht Zeichen fehlt Feuer: Wärme und Selbstdarstellung sind erlernt, und Menschen und Sonnenlicht geben, was fehlt.',
    earth:
      'Unter deinen acht Zeichen fehlt Erde: Eine feste Basis baust du mit Absicht, mit Routinen, einem Zuhause und klaren Gewohnheiten.',
    metal:
      'Unter deinen acht Zeichen fehlt Metall: Struktur und feste Grenzen übst du ein, und klare Regeln helfen dir.',
    water:
      'Unter deinen acht Zeichen fehlt Wasser: Ruhe, Besinnung und das Hören auf die Intuition lernst du dir Zeit zu nehmen.',
  },
  allPresent:
    'Alle fünf Elemente kommen unter deinen acht Zeichen vor, ein ausgewogenes Horoskop, in dem keine Wandlungsphase ganz fehlt.',
  dayMasterTitle: (element, yinYang) => `Tagesmeister: ${yinYang}-${element}`,
  pillarTitle: {
    month: (a) => `Monatssäule: ${a}`,
    day: (a) => `Tagessäule: ${a}`,
    hour: (a) => `Stundensäule: ${a}`,
  },
};

const ES: ChineseReportTexts = {
  dayMaster: {
    wood: 'Tu maestro del día es la Madera: en el fondo creces hacia la luz, necesitas espacio para desarrollarte y te doblas antes que romperte.',
    fire: 'Tu maestro del día es el Fuego: en el fondo eres cálido y visible, y necesitas gente con quien compartir tu entusiasmo.',
    earth:
      'Tu maestro del día es la Tierra: en el fondo eres el centro en torno al cual se reúnen los demás, estable, leal y difícil de mover.',
    metal:
      'Tu maestro del día es el Metal: en el fondo eres íntegro y preciso, y atraviesas la confusión hasta lo correcto.',
    water:
      'Tu maestro del día es el Agua: en el fondo eres perceptivo y adaptable, y encuentras la forma de rodear lo que te bloquea.',
  },
  pillarAnimal: {
    month: (a) => `El animal de tu pilar del mes, ${a}, habla de tus padres, de tu crianza y de tu manera de trabajar.`,
    day: (a) => `El animal de tu pilar del día, ${a}, es el de tu yo íntimo y de la pareja que eliges.`,
    hour: (a) =>
      `El animal de tu pilar de la hora, ${a}, tu animal secreto, muestra tus deseos íntimos y tus años posteriores.`,
  },
  strong: {
    wood: 'La Madera es el elemento más fuerte de tu carta: los planes, el crecimiento y la generosidad te mueven, y la paciencia con los resultados lentos es la lección.',
    fire: 'El Fuego es el elemento más fuerte de tu carta: la pasión y la visibilidad te mueven, y el descanso evita que la llama se apague.',
    earth:
      'La Tierra es el elemento más fuerte de tu carta: la fiabilidad y el cuidado te mueven, y la apertura al cambio evita que te estanques.',
    metal:
      'El Metal es el elemento más fuerte de tu carta: la disciplina y la exigencia te mueven, y la suavidad con los demás las hace llevaderas.',
    water:
      'El Agua es el elemento más fuerte de tu carta: la intuición y la adaptabilidad te mueven, y un rumbo claro evita que vayas a la deriva.',
  },
  missing: {
    wood: 'No hay Madera entre tus ocho caracteres: el crecimiento y los planes largos llegan a través de otros o de los nuevos comienzos que buscas.',
    fire: 'No hay Fuego entre tus ocho caracteres: la calidez y el mostrarte se aprenden, y la gente y la luz del sol aportan lo que falta.',
    earth:
      'No hay Tierra entre tus ocho caracteres: una base firme se construye a propósito, con rutinas, un hogar y hábitos claros.',
    metal:
      'No hay Metal entre tus ocho caracteres: la estructura y los límites firmes son lo que practicas, y las reglas claras te ayudan.',
    water:
      'No hay Agua entre tus ocho caracteres: el descanso, la reflexión y escuchar la intuición son aquello para lo que aprendes a hacerte tiempo.',
  },
  allPresent:
    'Los cinco elementos aparecen entre tus ocho caracteres, una carta equilibrada en la que no falta del todo ninguna fase.',
  dayMasterTitle: (element, yinYang) => `Maestro del día: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Pilar del mes: ${a}`,
    day: (a) => `Pilar del día: ${a}`,
    hour: (a) => `Pilar de la hora: ${a}`,
  },
};

/** A French animal name with its article: "la Chèvre" (the only feminine one), "le Tigre". */
const frAnimal = (a: string) => `${a === 'Chèvre' ? 'la' : 'le'} ${a}`;

/** French: the reader is "vous", and no adjective depends on the reader's gender. */
const FR: ChineseReportTexts = {
  dayMaster: {
    wood: 'Votre maître du jour est le Bois\u00a0: au fond de vous, vous grandissez vers la lumière, avez besoin d’espace pour vous développer et pliez plutôt que de rompre.',
    fire: 'Votre maître du jour est le Feu\u00a0: au fond de vous, la chaleur et le besoin d’être vu dominent, et il vous faut des gens avec qui partager votre enthousiasme.',
    earth:
      'Votre maître du jour est la Terre\u00a0: au fond de vous, vous êtes le centre autour duquel les autres se rassemblent, avec stabilité, loyauté et une grande constance.',
    metal:
      'Votre maître du jour est le Métal\u00a0: au fond de vous, les principes et la précision comptent, et vous traversez la confusion jusqu’à ce qui est juste.',
    water:
      'Votre maître du jour est l’Eau\u00a0: au fond de vous, la perspicacité et la souplesse vous guident, et vous trouvez le moyen de contourner ce qui vous bloque.',
  },
  pillarAnimal: {
    month: (a) =>
      `L’animal de votre pilier du mois, ${frAnimal(a)}, parle de vos parents, de votre éducation et de votre manière de travailler.`,
    day: (a) =>
      `L’animal de votre pilier du jour, ${frAnimal(a)}, est celui de votre moi intime et du partenaire que vous choisissez.`,
    hour: (a) =>
      `L’animal de votre pilier de l’heure, ${frAnimal(a)}, votre animal secret, montre vos souhaits intimes et vos dernières années.`,
  },
  strong: {
    wood: 'Le Bois est l’élément le plus fort de votre thème\u00a0: les projets, la croissance et la générosité vous portent, et la patience face aux résultats lents est la leçon.',
    fire: 'Le Feu est l’élément le plus fort de votre thème\u00a0: la passion et la visibilité vous portent, et le repos empêche la flamme de s’épuiser.',
    earth:
      'La Terre est l’élément le plus fort de votre thème\u00a0: la fiabilité et le soin des autres vous portent, et l’ouverture au changement vous évite de stagner.',
    metal:
      'Le Métal est l’élément le plus fort de votre thème\u00a0: la discipline et l’exigence vous portent, et la douceur envers les autres les rend supportables.',
    water:
      'L’Eau est l’élément le plus fort de votre thème\u00a0: l’intuition et la souplesse vous portent, et une direction claire vous évite de dériver.',
  },
  missing: {
    wood: 'Pas de Bois parmi vos huit caractères\u00a0: la croissance et les projets au long cours viennent par les autres, ou par les nouveaux départs que vous recherchez.',
    fire: 'Pas de Feu parmi vos huit caractères\u00a0: la chaleur et l’art de vous montrer s’apprennent, et les gens comme la lumière du soleil apportent ce qui manque.',
    earth:
      'Pas de Terre parmi vos huit caractères\u00a0: une base stable se construit délibérément, avec des routines, un foyer et des habitudes solides.',
    metal:
      'Pas de Métal parmi vos huit caractères\u00a0: la structure et les limites fermes sont ce que vous exercez, et des règles claires vous aident.',
    water:
      'Pas d’Eau parmi vos huit caractères\u00a0: le repos, la réflexion et l’écoute de l’intuition sont ce à quoi vous apprenez à faire de la place.',
  },
  allPresent:
    'Les cinq éléments apparaissent parmi vos huit caractères\u00a0: un thème équilibré où aucune phase ne manque tout à fait.',
  dayMasterTitle: (element, yinYang) => `Maître du jour\u00a0: ${element} ${yinYang.toLowerCase()}`,
  pillarTitle: {
    month: (a) => `Pilier du mois\u00a0: ${a}`,
    day: (a) => `Pilier du jour\u00a0: ${a}`,
    hour: (a) => `Pilier de l’heure\u00a0: ${a}`,
  },
};

const IT: ChineseReportTexts = {
  dayMaster: {
    wood: 'Il tuo maestro del giorno è il Legno: nel profondo cresci verso la luce, hai bisogno di spazio per svilupparti e ti pieghi piuttosto che spezzarti.',
    fire: 'Il tuo maestro del giorno è il Fuoco: nel profondo porti calore e visibilità, e hai bisogno di persone con cui condividere il tuo entusiasmo.',
    earth:
      'Il tuo maestro del giorno è la Terra: nel profondo sei il centro intorno a cui gli altri si riuniscono, con una natura stabile, leale e difficile da smuovere.',
    metal:
      'Il tuo maestro del giorno è il Metallo: nel profondo hai principi saldi e precisione, e attraversi la confusione fino a ciò che è giusto.',
    water:
      "Il tuo maestro del giorno è l'Acqua: nel profondo hai intuito e capacità di adattamento, e trovi il modo di aggirare ciò che ti blocca.",
  },
  pillarAnimal: {
    month: (a) =>
      `L'animale del tuo pilastro del mese, ${a}, parla dei tuoi genitori, della tua educazione e del tuo modo di lavorare.`,
    day: (a) => `L'animale del tuo pilastro del giorno, ${a}, è quello del tuo io intimo e del partner che scegli.`,
    hour: (a) =>
      `L'animale del tuo pilastro dell'ora, ${a}, il tuo animale segreto, mostra i tuoi desideri intimi e gli anni della maturità.`,
  },
  strong: {
    wood: "Il Legno è l'elemento più forte del tuo tema: i progetti, la crescita e la generosità ti muovono, e la pazienza con i risultati lenti è la lezione.",
    fire: "Il Fuoco è l'elemento più forte del tuo tema: la passione e la visibilità ti muovono, e il riposo evita che la fiamma si consumi.",
    earth:
      "La Terra è l'elemento più forte del tuo tema: l'affidabilità e la cura ti muovono, e l'apertura al cambiamento evita che tu ristagni.",
    metal:
      "Il Metallo è l'elemento più forte del tuo tema: la disciplina e l'esigenza ti muovono, e la dolcezza con gli altri le rende sopportabili.",
    water:
      "L'Acqua è l'elemento più forte del tuo tema: l'intuizione e l'adattabilità ti muovono, e una direzione chiara evita che tu vada alla deriva.",
  },
  missing: {
    wood: "Non c'è Legno tra i tuoi otto caratteri: la crescita e i progetti a lungo termine arrivano attraverso gli altri o attraverso i nuovi inizi che cerchi.",
    fire: "Non c'è Fuoco tra i tuoi otto caratteri: il calore e il mostrarti si imparano, e le persone e la luce del sole portano ciò che manca.",
    earth:
      "Non c'è Terra tra i tuoi otto caratteri: una base stabile si costruisce di proposito, con abitudini, una casa e regole chiare.",
    metal:
      "Non c'è Metallo tra i tuoi otto caratteri: la struttura e i limiti fermi sono ciò che eserciti, e le regole chiare ti aiutano.",
    water:
      "Non c'è Acqua tra i tuoi otto caratteri: il riposo, la riflessione e l'ascolto dell'intuito sono ciò per cui impari a trovare tempo.",
  },
  allPresent:
    'I cinque elementi compaiono tutti tra i tuoi otto caratteri: un tema equilibrato in cui nessuna fase manca del tutto.',
  dayMasterTitle: (element, yinYang) => `Maestro del giorno: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Pilastro del mese: ${a}`,
    day: (a) => `Pilastro del giorno: ${a}`,
    hour: (a) => `Pilastro dell'ora: ${a}`,
  },
};

const JA: ChineseReportTexts = {
  dayMaster: {
    wood: 'あなたの日主は木です。本質的に光に向かって伸びていく人で、育つための余地を必要とし、折れるよりもしなやかにたわみます。',
    fire: 'あなたの日主は火です。本質的に温かく人目を引く人で、熱意を分かち合える人々を必要とします。',
    earth: 'あなたの日主は土です。本質的に人が集まってくる中心で、安定していて誠実、簡単には動かされません。',
    metal: 'あなたの日主は金です。本質的に筋を通す正確な人で、混乱を切り分けて正しいものへとたどり着きます。',
    water: 'あなたの日主は水です。本質的に鋭い洞察と適応力をもち、行く手をふさぐものを回り込む道を見つけます。',
  },
  pillarAnimal: {
    month: (a) => `月柱の${a}は、あなたの両親や育った環境、そして働き方について語ります。`,
    day: (a) => `日柱の${a}は、あなたの素顔と、あなたが選ぶパートナーを表す十二支です。`,
    hour: (a) => `時柱の${a}は、あなたの秘められた十二支で、心の奥の願いと晩年の姿を示します。`,
  },
  strong: {
    wood: 'あなたの命式では木がもっとも強く表れています。計画と成長、寛大さがあなたを動かします。ゆっくりとした成果を待つ忍耐が課題です。',
    fire: 'あなたの命式では火がもっとも強く表れています。情熱と存在感があなたを動かします。休息が、炎を燃え尽きさせないための鍵です。',
    earth:
      'あなたの命式では土がもっとも強く表れています。頼りがいと思いやりがあなたを動かします。変化に心を開いておくことで、立ち止まらずにいられます。',
    metal:
      'あなたの命式では金がもっとも強く表れています。規律と高い基準があなたを動かします。人へのやわらかさが、その厳しさを受け入れやすくします。',
    water:
      'あなたの命式では水がもっとも強く表れています。洞察と適応力があなたを動かします。はっきりした方向をもつことで、流されずにいられます。',
  },
  missing: {
    wood: 'あなたの八字には木がありません。成長や長期の計画は、人を通して、あるいはあなたが自ら求める緑の場所や新しい始まりを通してもたらされます。',
    fire: 'あなたの八字には火がありません。温かさや自分を見せることは学んで身につけるもので、人や日の光が足りないものを補ってくれます。',
    earth:
      'あなたの八字には土がありません。落ち着いた基盤は、習慣や住まい、しっかりした暮らしの決まりによって、意識してつくるものです。',
    metal:
      'あなたの八字には金がありません。構造や明確な限度は練習して身につけるもので、はっきりした決まりがあなたを助けます。',
    water: 'あなたの八字には水がありません。休息や内省、直感に耳を傾けることは、時間をつくるよう学んでいくものです。',
  },
  allPresent: 'あなたの八字には五行がすべてそろっています。どの要素もまったく欠けていない、釣り合いのとれた命式です。',
  dayMasterTitle: (element, yinYang) => `日主：${yinYang}の${element}`,
  pillarTitle: {
    month: (a) => `月柱：${a}`,
    day: (a) => `日柱：${a}`,
    hour: (a) => `時柱：${a}`,
  },
};

const RU: ChineseReportTexts = {
  dayMaster: {
    wood: 'Ваш хозяин дня — Дерево: в глубине души вы тянетесь к свету, вам нужен простор для развития, и вы скорее согнётесь, чем сломаетесь.',
    fire: 'Ваш хозяин дня — Огонь: в глубине души вы несёте тепло и заметность, и вам нужны люди, с которыми можно разделить воодушевление.',
    earth:
      'Ваш хозяин дня — Земля: в глубине души вы центр, вокруг которого собираются другие, — устойчивый, верный и неторопливый.',
    metal:
      'Ваш хозяин дня — Металл: в глубине души у вас твёрдые принципы и точность, и вы прорезаете путаницу до того, что правильно.',
    water:
      'Ваш хозяин дня — Вода: в глубине души у вас чуткость и гибкость, и вы находите путь в обход того, что вас сдерживает.',
  },
  pillarAnimal: {
    month: (a) => `Животное вашего столпа месяца, ${a}, говорит о родителях, воспитании и о том, как вы работаете.`,
    day: (a) =>
      `Животное вашего столпа дня, ${a}, — это животное вашего внутреннего «я» и партнёра, которого вы выбираете.`,
    hour: (a) =>
      `Животное вашего столпа часа, ${a}, ваше тайное животное, показывает сокровенные желания и зрелые годы.`,
  },
  strong: {
    wood: 'Дерево — самая сильная стихия вашей карты: вас движут замыслы, рост и щедрость, а урок — терпение к медленным результатам.',
    fire: 'Огонь — самая сильная стихия вашей карты: вас движут страсть и желание быть на виду, а отдых не даёт пламени выгореть.',
    earth:
      'Земля — самая сильная стихия вашей карты: вас движут надёжность и забота, а открытость переменам не даёт застояться.',
    metal:
      'Металл — самая сильная стихия вашей карты: вас движут дисциплина и требовательность, а мягкость к другим делает их выносимыми.',
    water:
      'Вода — самая сильная стихия вашей карты: вас движут интуиция и гибкость, а ясное направление не даёт плыть по течению.',
  },
  missing: {
    wood: 'Среди ваших восьми знаков нет Дерева: рост и долгие замыслы приходят через других или через новые начинания, которые вы ищете.',
    fire: 'Среди ваших восьми знаков нет Огня: теплу и умению показать себя учатся, а люди и солнечный свет восполняют недостающее.',
    earth:
      'Среди ваших восьми знаков нет Земли: прочную опору строят намеренно — привычками, домом и ясными правилами.',
    metal:
      'Среди ваших восьми знаков нет Металла: структуру и твёрдые границы вы тренируете, и ясные правила вам помогают.',
    water:
      'Среди ваших восьми знаков нет Воды: отдых, размышления и умение слушать интуицию — то, для чего вы учитесь находить время.',
  },
  allPresent:
    'Все пять стихий есть среди ваших восьми знаков: уравновешенная карта, в которой ни одна фаза не отсутствует полностью.',
  dayMasterTitle: (element, yinYang) => `Хозяин дня: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Столп месяца: ${a}`,
    day: (a) => `Столп дня: ${a}`,
    hour: (a) => `Столп часа: ${a}`,
  },
};

const HI: ChineseReportTexts = {
  dayMaster: {
    wood: 'आपका दिन-स्वामी काष्ठ है: भीतर से आप प्रकाश की ओर बढ़ते हैं, आपको विकसित होने के लिए जगह चाहिए, और आप टूटने के बजाय झुक जाते हैं।',
    fire: 'आपका दिन-स्वामी अग्नि है: भीतर से आप गर्माहट और रोशनी लाते हैं, और आपको ऐसे लोग चाहिए जिनसे अपना उत्साह बाँट सकें।',
    earth: 'आपका दिन-स्वामी पृथ्वी है: भीतर से आप वह केंद्र हैं जिसके चारों ओर लोग जुटते हैं, स्थिर, निष्ठावान और आसानी से न डिगने वाले।',
    metal: 'आपका दिन-स्वामी धातु है: भीतर से आप सिद्धांतों के पक्के और सटीक हैं, और उलझन को काटकर सही तक पहुँचते हैं।',
    water: 'आपका दिन-स्वामी जल है: भीतर से आप अंतर्ज्ञानी और लचीले हैं, और जो रोकता है उसके चारों ओर से राह निकाल लेते हैं।',
  },
  pillarAnimal: {
    month: (a) => `आपके मास-स्तंभ का पशु, ${a}, आपके माता-पिता, आपकी परवरिश और आपके काम करने के ढंग की बात करता है।`,
    day: (a) => `आपके दिन-स्तंभ का पशु, ${a}, आपके निजी स्वरूप और आपके चुने साथी का पशु है।`,
    hour: (a) => `आपके घंटा-स्तंभ का पशु, ${a}, आपका गुप्त पशु, आपकी भीतरी इच्छाएँ और जीवन के बाद के वर्ष दिखाता है।`,
  },
  strong: {
    wood: 'आपकी कुंडली में काष्ठ सबसे प्रबल तत्व है: योजनाएँ, विकास और उदारता आपको चलाते हैं, और धीमे परिणामों के साथ धैर्य आपका पाठ है।',
    fire: 'आपकी कुंडली में अग्नि सबसे प्रबल तत्व है: जोश और दिखना आपको चलाते हैं, और विश्राम लौ को बुझने से बचाता है।',
    earth: 'आपकी कुंडली में पृथ्वी सबसे प्रबल तत्व है: भरोसेमंदी और देखभाल आपको चलाती हैं, और बदलाव के लिए खुलापन आपको ठहरने से बचाता है।',
    metal: 'आपकी कुंडली में धातु सबसे प्रबल तत्व है: अनुशासन और ऊँचे मानक आपको चलाते हैं, और दूसरों के प्रति कोमलता उन्हें सहने योग्य बनाती है।',
    water: 'आपकी कुंडली में जल सबसे प्रबल तत्व है: अंतर्ज्ञान और अनुकूलन आपको चलाते हैं, और साफ़ दिशा आपको भटकने से बचाती है।',
  },
  missing: {
    wood: 'आपके आठ अक्षरों में काष्ठ नहीं है: विकास और लंबी योजनाएँ दूसरों के ज़रिए या उन नई शुरुआतों से आती हैं जिन्हें आप खोजते हैं।',
    fire: 'आपके आठ अक्षरों में अग्नि नहीं है: गर्माहट और खुद को दिखाना सीखा जाता है, और लोग तथा धूप वह देते हैं जो कम है।',
    earth: 'आपके आठ अक्षरों में पृथ्वी नहीं है: स्थिर आधार जान-बूझकर बनाना पड़ता है, दिनचर्या, घर और पक्की आदतों से।',
    metal: 'आपके आठ अक्षरों में धातु नहीं है: ढाँचा और पक्की सीमाएँ वह हैं जिनका आप अभ्यास करते हैं, और साफ़ नियम आपकी मदद करते हैं।',
    water: 'आपके आठ अक्षरों में जल नहीं है: विश्राम, चिंतन और अंतर्ज्ञान को सुनना वे चीज़ें हैं जिनके लिए आप समय निकालना सीखते हैं।',
  },
  allPresent: 'पाँचों तत्व आपके आठ अक्षरों में मौजूद हैं: एक संतुलित कुंडली जिसमें कोई भी चरण पूरी तरह गायब नहीं।',
  dayMasterTitle: (element, yinYang) => `दिन-स्वामी: ${yinYang} ${element}`,
  pillarTitle: {
    month: (a) => `मास-स्तंभ: ${a}`,
    day: (a) => `दिन-स्तंभ: ${a}`,
    hour: (a) => `घंटा-स्तंभ: ${a}`,
  },
};

const PL: ChineseReportTexts = {
  dayMaster: {
    wood: 'Twoim mistrzem dnia jest Drewno: w głębi rośniesz ku światłu, potrzebujesz przestrzeni do rozwoju i raczej się uginasz, niż łamiesz.',
    fire: 'Twoim mistrzem dnia jest Ogień: w głębi niesiesz ciepło i widoczność, a potrzebujesz ludzi, z którymi podzielisz swój entuzjazm.',
    earth:
      'Twoim mistrzem dnia jest Ziemia: w głębi jesteś środkiem, wokół którego gromadzą się inni, z naturą stałą, lojalną i trudną do poruszenia.',
    metal:
      'Twoim mistrzem dnia jest Metal: w głębi masz mocne zasady i precyzję, i przechodzisz przez zamęt aż do tego, co słuszne.',
    water:
      'Twoim mistrzem dnia jest Woda: w głębi masz intuicję i zdolność dostosowania się, i znajdujesz sposób, by obejść to, co Cię blokuje.',
  },
  pillarAnimal: {
    month: (a) => `Zwierzę Twojego filaru miesiąca, ${a}, mówi o Twoich rodzicach, wychowaniu i sposobie pracy.`,
    day: (a) => `Zwierzę Twojego filaru dnia, ${a}, to zwierzę Twojego wewnętrznego ja i partnera, którego wybierasz.`,
    hour: (a) =>
      `Zwierzę Twojego filaru godziny, ${a}, Twoje sekretne zwierzę, pokazuje Twoje skryte pragnienia i lata dojrzałości.`,
  },
  strong: {
    wood: 'Drewno to najsilniejszy żywioł Twojego horoskopu: napędzają Cię plany, rozwój i hojność, a lekcją jest cierpliwość wobec powolnych efektów.',
    fire: 'Ogień to najsilniejszy żywioł Twojego horoskopu: napędzają Cię pasja i widoczność, a odpoczynek chroni płomień przed wypaleniem.',
    earth:
      'Ziemia to najsilniejszy żywioł Twojego horoskopu: napędzają Cię niezawodność i troska, a otwartość na zmiany chroni przed stagnacją.',
    metal:
      'Metal to najsilniejszy żywioł Twojego horoskopu: napędzają Cię dyscyplina i wymagania, a łagodność wobec innych czyni je znośnymi.',
    water:
      'Woda to najsilniejszy żywioł Twojego horoskopu: napędzają Cię intuicja i elastyczność, a jasny kierunek chroni przed dryfowaniem.',
  },
  missing: {
    wood: 'Wśród Twoich ośmiu znaków nie ma Drewna: rozwój i długofalowe plany przychodzą przez innych albo przez nowe początki, których szukasz.',
    fire: 'Wśród Twoich ośmiu znaków nie ma Ognia: ciepła i pokazywania się można się nauczyć, a ludzie i słońce przynoszą to, czego brakuje.',
    earth:
      'Wśród Twoich ośmiu znaków nie ma Ziemi: stabilne oparcie buduje się świadomie, nawykami, domem i jasnymi zasadami.',
    metal: 'Wśród Twoich ośmiu znaków nie ma Metalu: strukturę i twarde granice ćwiczysz, a jasne zasady Ci pomagają.',
    water:
      'Wśród Twoich ośmiu znaków nie ma Wody: odpoczynek, refleksja i słuchanie intuicji to rzeczy, na które uczysz się znajdować czas.',
  },
  allPresent:
    'Wszystkie pięć żywiołów pojawia się wśród Twoich ośmiu znaków: to zrównoważony horoskop, w którym żadnej fazy nie brakuje całkowicie.',
  dayMasterTitle: (element, yinYang) => `Mistrz dnia: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Filar miesiąca: ${a}`,
    day: (a) => `Filar dnia: ${a}`,
    hour: (a) => `Filar godziny: ${a}`,
  },
};

export const CHINESE_REPORT_TEXTS: Record<Language, ChineseReportTexts> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  ja: JA,
  ru: RU,
  pt: PT_CHINESE_REPORT,
  hi: HI,
  nl: NL_CHINESE_REPORT,
  tr: TR_CHINESE_REPORT,
  pl: PL,
};
