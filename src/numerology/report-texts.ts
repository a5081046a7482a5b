/**
 * The written texts a numerology report adds to the numbers' own (texts/): what each personal
 * year brings, what a digit missing from the birth date asks for, and the sentences that name a
 * value shared by several numbers once, in every language the service offers.
 */
import { type ItGender, polish, the } from '../interpretation/it/grammar.ts';
import { list } from '../interpretation/ja/grammar.ts';
import type { Language } from '../interpretation/languages.ts';
import type { Digit, NumerologyReportTexts, YearValue } from './report-text-shape.ts';
import { NL_NUMEROLOGY_REPORT } from './report-texts-nl.ts';
import { PT_NUMEROLOGY_REPORT } from './report-texts-pt.ts';
import { TR_NUMEROLOGY_REPORT } from './report-texts-tr.ts';

export type { NumerologyReportTexts };

const EN: NumerologyReportTexts = {
  personalYears: {
    1: 'A personal year 1 opens a new nine-year cycle: start what you have been putting off and act on your own initiative. What you begin now sets the tone for years.',
    2: 'A personal year 2 slows the pace: partnerships, patience and quiet cooperation bring more than pushing. Seeds planted last year need time and care.',
    3: 'A personal year 3 brings expression and company: write, create, go out and say yes to invitations. Scattering your energy is the only risk.',
    4: 'A personal year 4 is for foundations: work, order, health and finances reward steady effort. It can feel heavy, yet what you build now lasts.',
    5: 'A personal year 5 brings change and movement: travel, new people and unexpected turns. Stay flexible and keep one foot on the ground.',
    6: 'A personal year 6 centres on home, family and responsibility: someone needs your care, and a relationship may deepen or be settled.',
    7: 'A personal year 7 turns inward: study, reflection and rest matter more than results. Answers come when you give them silence.',
    8: 'A personal year 8 is a harvest of effort: money, authority and recognition are within reach if you act with confidence and fairness.',
    9: 'A personal year 9 closes the cycle: finish, forgive and let go of what has run its course. Space made now is filled next year.',
    11: 'A personal year 11 heightens intuition and sensitivity: inspiration comes quickly, and so do nerves. Trust what you sense, and rest often.',
    22: 'A personal year 22 offers the chance to build something larger than yourself: plan carefully, because the scale of the year is real.',
    33: 'A personal year 33 calls for generous service: teaching, healing or caring for others is where the year finds its meaning.',
  },
  missingDigits: {
    1: 'Without a 1, standing up for yourself is learned rather than given.',
    2: 'Without a 2, patience and tact with others take conscious practice.',
    3: 'Without a 3, putting feelings and ideas into words asks for courage.',
    4: 'Without a 4, order and routine have to be built on purpose.',
    5: 'Without a 5, change feels unsettling until you learn to welcome it.',
    6: 'Without a 6, commitment at home is a lesson of the heart.',
    7: 'Without a 7, trust in your own inner voice grows only with time alone.',
    8: 'Without an 8, handling money and authority is something to study.',
    9: 'Without a 9, seeing the larger picture and letting go come later in life.',
  },
  shared: (labels, value) => `${labels} share the number ${value}, so its meaning runs through the whole profile.`,
  describedAbove: (label, value, earlier) =>
    `Your ${label.toLowerCase()} number is ${value} too; its meaning is given above under ${earlier.toLowerCase()}.`,
  inProfile: (label, value) =>
    `Your ${label.toLowerCase()} number, ${value}, is read above with the profile as a whole.`,
  missingTitle: (digits) => `Missing digits: ${digits}`,
  noneMissingTitle: 'No digit missing',
  capitalNouns: false,
  missingLead: (digits) => `Your birth date has no ${digits}: these are the qualities you grow into.`,
  noneMissing: 'Every digit from 1 to 9 is present in your birth date, a rare and balanced spread.',
  and: 'and',
};

const DE: NumerologyReportTexts = {
  personalYears: {
    1: 'Ein persönliches Jahr 1 eröffnet einen neuen Neunjahreszyklus: Beginne, was du aufgeschoben hast, und handle aus eigenem Antrieb. Was jetzt anfängt, prägt die kommenden Jahre.',
    2: 'Ein persönliches Jahr 2 verlangsamt das Tempo: Partnerschaft, Geduld und stille Zusammenarbeit bringen mehr als Druck. Die Saat des Vorjahres braucht Zeit und Pflege.',
    3: 'Ein persönliches Jahr 3 bringt Ausdruck und Geselligkeit: Schreib, gestalte, geh aus und nimm Einladungen an. Die einzige Gefahr ist, dich zu verzetteln.',
    4: 'Ein persönliches Jahr 4 dient dem Fundament: Arbeit, Ordnung, Gesundheit und Finanzen lohnen beständige Mühe. Es kann schwer wirken, doch was du jetzt baust, hält.',
    5: 'Ein persönliches Jahr 5 bringt Wandel und Bewegung: Reisen, neue Menschen und überraschende Wendungen. Bleib beweglich und mit einem Fuß auf dem Boden.',
    6: 'Ein persönliches Jahr 6 kreist um Zuhause, Familie und Verantwortung: Jemand braucht deine Fürsorge, und eine Beziehung kann sich vertiefen oder klären.',
    7: 'Ein persönliches Jahr 7 wendet sich nach innen: Studium, Besinnung und Ruhe zählen mehr als Ergebnisse. Antworten kommen, wenn du ihnen Stille gibst.',
    8: 'Ein persönliches Jahr 8 ist eine Ernte der Mühe: Geld, Autorität und Anerkennung sind erreichbar, wenn du selbstbewusst und fair handelst.',
    9: 'Ein persönliches Jahr 9 schließt den Zyklus: Beende, vergib und lass los, was sich erschöpft hat. Der Raum, den du jetzt schaffst, füllt sich im nächsten Jahr.',
    11: 'Ein persönliches Jahr 11 schärft Intuition und Empfindsamkeit: Eingebungen kommen schnell, die Nervosität auch. Vertrau deinem Gespür und ruh dich oft aus.',
    22: 'Ein persönliches Jahr 22 bietet die Chance, etwas Größeres als dich selbst aufzubauen: Plane sorgfältig, denn der Maßstab dieses Jahres ist echt.',
    33: 'Ein persönliches Jahr 33 ruft zu großzügigem Dienst: Lehren, Heilen oder die Sorge für andere geben dem Jahr seinen Sinn.',
  },
  missingDigits: {
    1: 'Ohne die 1 ist es eine Lernaufgabe, für dich selbst einzustehen.',
    2: 'Ohne die 2 verlangen Geduld und Takt mit anderen bewusste Übung.',
    3: 'Ohne die 3 braucht es Mut, Gefühle und Ideen in Worte zu fassen.',
    4: 'Ohne die 4 müssen Ordnung und Routine mit Absicht aufgebaut werden.',
    5: 'Ohne die 5 verunsichert Veränderung, bis du lernst, sie willkommen zu heißen.',
    6: 'Ohne die 6 ist Verbindlichkeit im Zuhause eine Lektion des Herzens.',
    7: 'Ohne die 7 wächst das Vertrauen in die innere Stimme erst mit Zeit für dich allein.',
    8: 'Ohne die 8 ist der Umgang mit Geld und Autorität etwas, das du studieren darfst.',
    9: 'Ohne die 9 kommen der Blick aufs Ganze und das Loslassen erst später im Leben.',
  },
  shared: (labels, value) =>
    `${labels} teilen sich die Zahl ${value}, darum zieht sich ihre Bedeutung durch das ganze Profil.`,
  describedAbove: (label, value, earlier) =>
    `Auch deine ${label} ist die ${value}; ihre Bedeutung steht oben bei der ${earlier}.`,
  inProfile: (label, value) => `Deine ${label}, die ${value}, ist oben mit dem Profil als Ganzem gedeutet.`,
  missingTitle: (digits) => `Fehlende Ziffern: ${digits}`,
  noneMissingTitle: 'Keine Ziffer fehlt',
  capitalNouns: true,
  missingLead: (digits) =>
    `In deinem Geburtsdatum fehlt ${digits}: Das sind die Eigenschaften, in die du hineinwächst.`,
  noneMissing: 'Jede Ziffer von 1 bis 9 kommt in deinem Geburtsdatum vor, eine seltene und ausgewogene Verteilung.',
  and: 'und',
};

const ES: NumerologyReportTexts = {
  personalYears: {
    1: 'Un año personal 1 abre un nuevo ciclo de nueve años: empieza lo que has ido aplazando y actúa por iniciativa propia. Lo que comienza ahora marca los años siguientes.',
    2: 'Un año personal 2 baja el ritmo: la pareja, la paciencia y la cooperación discreta dan más que empujar. Lo sembrado el año pasado necesita tiempo y cuidado.',
    3: 'Un año personal 3 trae expresión y compañía: escribe, crea, sal y acepta las invitaciones. El único riesgo es dispersarte.',
    4: 'Un año personal 4 es para los cimientos: el trabajo, el orden, la salud y las finanzas premian el esfuerzo constante. Puede pesar, pero lo que construyes ahora dura.',
    5: 'Un año personal 5 trae cambio y movimiento: viajes, gente nueva y giros inesperados. Mantente flexible y con un pie en la tierra.',
    6: 'Un año personal 6 gira en torno al hogar, la familia y la responsabilidad: alguien necesita tu cuidado, y una relación puede profundizarse o definirse.',
    7: 'Un año personal 7 mira hacia dentro: el estudio, la reflexión y el descanso importan más que los resultados. Las respuestas llegan cuando les das silencio.',
    8: 'Un año personal 8 es la cosecha del esfuerzo: el dinero, la autoridad y el reconocimiento están a tu alcance si actúas con confianza y justicia.',
    9: 'Un año personal 9 cierra el ciclo: termina, perdona y suelta lo que ya cumplió su tiempo. El espacio que liberas ahora se llena el año próximo.',
    11: 'Un año personal 11 agudiza la intuición y la sensibilidad: la inspiración llega rápido, y los nervios también. Confía en lo que percibes y descansa a menudo.',
    22: 'Un año personal 22 ofrece la ocasión de construir algo más grande que tú: planifica con cuidado, porque la escala del año es real.',
    33: 'Un año personal 33 pide un servicio generoso: enseñar, sanar o cuidar de otros es donde el año encuentra su sentido.',
  },
  missingDigits: {
    1: 'Sin el 1, defenderte a ti mismo es algo que se aprende, no que se trae.',
    2: 'Sin el 2, la paciencia y el tacto con los demás piden práctica consciente.',
    3: 'Sin el 3, poner sentimientos e ideas en palabras requiere valor.',
    4: 'Sin el 4, el orden y la rutina hay que construirlos a propósito.',
    5: 'Sin el 5, los cambios inquietan hasta que aprendes a recibirlos.',
    6: 'Sin el 6, el compromiso en el hogar es una lección del corazón.',
    7: 'Sin el 7, la confianza en tu voz interior solo crece con tiempo a solas.',
    8: 'Sin el 8, el manejo del dinero y de la autoridad es algo que estudiar.',
    9: 'Sin el 9, ver el conjunto y saber soltar llegan más tarde en la vida.',
  },
  shared: (labels, value) => `${labels} comparten el número ${value}, así que su significado atraviesa todo el perfil.`,
  describedAbove: (label, value, earlier) =>
    `Tu número de ${label.toLowerCase()} también es el ${value}; su significado aparece arriba, en ${earlier.toLowerCase()}.`,
  inProfile: (label, value) =>
    `Tu número de ${label.toLowerCase()}, el ${value}, se interpreta arriba con el perfil en conjunto.`,
  missingTitle: (digits) => `Cifras ausentes: ${digits}`,
  noneMissingTitle: 'No falta ninguna cifra',
  capitalNouns: false,
  missingLead: (digits) => `En tu fecha de nacimiento no aparece ${digits}: son las cualidades que vas desarrollando.`,
  noneMissing: 'Todas las cifras del 1 al 9 aparecen en tu fecha de nacimiento, un reparto raro y equilibrado.',
  and: 'y',
};

/** French: the reader is "vous", and no adjective depends on the reader's gender. */
const FR: NumerologyReportTexts = {
  personalYears: {
    1: 'Une année personnelle 1 ouvre un nouveau cycle de neuf ans\u00a0: commencez ce que vous repoussiez et agissez de votre propre initiative. Ce qui commence maintenant marque les années suivantes.',
    2: 'Une année personnelle 2 ralentit le rythme\u00a0: le couple, la patience et une coopération discrète rapportent plus que de forcer. Ce qui a été semé l’an dernier a besoin de temps et de soin.',
    3: 'Une année personnelle 3 apporte expression et compagnie\u00a0: écrivez, créez, sortez et acceptez les invitations. Le seul risque est de vous disperser.',
    4: 'Une année personnelle 4 sert aux fondations\u00a0: le travail, l’ordre, la santé et les finances récompensent l’effort régulier. Elle peut peser, mais ce que vous construisez maintenant dure.',
    5: 'Une année personnelle 5 apporte changement et mouvement\u00a0: voyages, nouvelles rencontres et rebondissements inattendus. Restez souple, avec un pied sur terre.',
    6: 'Une année personnelle 6 tourne autour du foyer, de la famille et des responsabilités\u00a0: quelqu’un a besoin de votre attention, et une relation peut s’approfondir ou se préciser.',
    7: 'Une année personnelle 7 regarde vers l’intérieur\u00a0: l’étude, la réflexion et le repos comptent plus que les résultats. Les réponses viennent quand vous leur laissez du silence.',
    8: 'Une année personnelle 8 est la récolte de l’effort\u00a0: l’argent, l’autorité et la reconnaissance sont à votre portée si vous agissez avec confiance et justice.',
    9: 'Une année personnelle 9 clôt le cycle\u00a0: terminez, pardonnez et lâchez ce qui a fait son temps. L’espace que vous libérez maintenant se remplit l’an prochain.',
    11: 'Une année personnelle 11 aiguise l’intuition et la sensibilité\u00a0: l’inspiration arrive vite, et la nervosité aussi. Fiez-vous à ce que vous percevez et reposez-vous souvent.',
    22: 'Une année personnelle 22 offre l’occasion de bâtir quelque chose de plus grand que vous\u00a0: planifiez avec soin, car l’ampleur de l’année est réelle.',
    33: 'Une année personnelle 33 demande un service généreux\u00a0: enseigner, guérir ou prendre soin des autres, c’est là que l’année trouve son sens.',
  },
  missingDigits: {
    1: 'Sans le 1, vous défendre vous-même est une chose qui s’apprend, pas qui se reçoit.',
    2: 'Sans le 2, la patience et le tact avec les autres demandent une pratique consciente.',
    3: 'Sans le 3, mettre des sentiments et des idées en mots demande du courage.',
    4: 'Sans le 4, l’ordre et la routine se construisent délibérément.',
    5: 'Sans le 5, les changements inquiètent jusqu’à ce que vous appreniez à les accueillir.',
    6: 'Sans le 6, l’engagement au foyer est une leçon du cœur.',
    7: 'Sans le 7, la confiance en votre voix intérieure ne grandit qu’avec des moments de solitude.',
    8: 'Sans le 8, la gestion de l’argent et de l’autorité est une chose à étudier.',
    9: 'Sans le 9, voir l’ensemble et savoir lâcher prise viennent plus tard dans la vie.',
  },
  shared: (labels, value) =>
    `${labels}\u00a0: ces nombres partagent la valeur ${value}, et son sens traverse tout le profil.`,
  describedAbove: (label, value, earlier) =>
    `Votre nombre « ${label} » vaut aussi ${value}\u00a0; son sens figure plus haut, sous « ${earlier} ».`,
  inProfile: (label, value) =>
    `Votre nombre « ${label} », le ${value}, est interprété plus haut avec le profil dans son ensemble.`,
  missingTitle: (digits) => `Chiffres absents\u00a0: ${digits}`,
  noneMissingTitle: 'Aucun chiffre ne manque',
  capitalNouns: false,
  missingLead: (digits) =>
    `Il manque ${digits} dans votre date de naissance\u00a0: ce sont les qualités que vous développez peu à peu.`,
  noneMissing: 'Tous les chiffres de 1 à 9 figurent dans votre date de naissance, une répartition rare et équilibrée.',
  and: 'et',
};

/** "del sentiero di vita", "dell'espressione": an Italian label after "numero", with its fused article. */
const IT_LABEL_GENDER: Record<string, ItGender> = {
  'sentiero di vita': 'm',
  espressione: 'f',
  anima: 'f',
  personalità: 'f',
  compleanno: 'm',
  maturità: 'f',
  'anno personale': 'm',
};
/** "il 2", "l'1", "l'8", "l'11": a number with the article Italian gives its spoken name. */
const itNumber = (n: number | string) => (/^(1|8|11|18)$/.test(String(n)) ? `l'${n}` : `il ${n}`);
const itOfLabel = (label: string) => {
  const l = label.toLowerCase();
  return polish(`di ${the(l, IT_LABEL_GENDER[l] ?? 'm')}`);
};

const IT: NumerologyReportTexts = {
  personalYears: {
    1: 'Un anno personale 1 apre un nuovo ciclo di nove anni: comincia ciò che hai rimandato e agisci di tua iniziativa. Ciò che inizia ora segna gli anni successivi.',
    2: "Un anno personale 2 rallenta il ritmo: la coppia, la pazienza e la collaborazione discreta rendono più dello spingere. Ciò che hai seminato l'anno scorso ha bisogno di tempo e cura.",
    3: "Un anno personale 3 porta espressione e compagnia: scrivi, crea, esci e accetta gli inviti. L'unico rischio è disperderti.",
    4: "Un anno personale 4 è per le fondamenta: il lavoro, l'ordine, la salute e le finanze premiano lo sforzo costante. Può pesare, ma ciò che costruisci ora dura.",
    5: 'Un anno personale 5 porta cambiamento e movimento: viaggi, persone nuove e svolte inattese. Resta flessibile e con un piede per terra.',
    6: 'Un anno personale 6 ruota intorno alla casa, alla famiglia e alla responsabilità: qualcuno ha bisogno delle tue cure, e una relazione può approfondirsi o definirsi.',
    7: "Un anno personale 7 guarda verso l'interno: lo studio, la riflessione e il riposo contano più dei risultati. Le risposte arrivano quando dai loro silenzio.",
    8: "Un anno personale 8 è il raccolto dell'impegno: il denaro, l'autorità e il riconoscimento sono alla tua portata se agisci con fiducia e giustizia.",
    9: "Un anno personale 9 chiude il ciclo: porta a termine, perdona e lascia andare ciò che ha fatto il suo tempo. Lo spazio che liberi ora si riempie l'anno prossimo.",
    11: "Un anno personale 11 acuisce l'intuizione e la sensibilità: l'ispirazione arriva veloce, e anche i nervi. Fidati di ciò che percepisci e riposa spesso.",
    22: "Un anno personale 22 offre l'occasione di costruire qualcosa di più grande di te: pianifica con cura, perché la portata dell'anno è reale.",
    33: "Un anno personale 33 chiede un servizio generoso: insegnare, guarire o prendersi cura degli altri è dove l'anno trova il suo senso.",
  },
  missingDigits: {
    1: "Senza l'1, farti valere è qualcosa che si impara, non che si porta dalla nascita.",
    2: 'Senza il 2, la pazienza e il tatto con gli altri chiedono un esercizio consapevole.',
    3: 'Senza il 3, mettere sentimenti e idee in parole richiede coraggio.',
    4: "Senza il 4, l'ordine e la routine vanno costruiti di proposito.",
    5: 'Senza il 5, i cambiamenti inquietano finché non impari ad accoglierli.',
    6: "Senza il 6, l'impegno nella casa è una lezione del cuore.",
    7: 'Senza il 7, la fiducia nella tua voce interiore cresce solo con il tempo dedicato a te.',
    8: "Senza l'8, la gestione del denaro e dell'autorità è qualcosa da studiare.",
    9: "Senza il 9, vedere l'insieme e saper lasciar andare arrivano più tardi nella vita.",
  },
  shared: (labels, value) => {
    const numbers = labels.split(/, | e /u).map(itOfLabel);
    const joined = `${numbers.slice(0, -1).join(', ')} e ${numbers[numbers.length - 1]}`;
    return `I numeri ${joined} condividono il valore ${value}, quindi il suo significato attraversa tutto il profilo.`;
  },
  describedAbove: (label, value, earlier) =>
    `Anche il tuo numero ${itOfLabel(label)} è ${itNumber(value)}; il suo significato compare più sopra, nel numero ${itOfLabel(earlier)}.`,
  inProfile: (label, value) =>
    `Il tuo numero ${itOfLabel(label)}, ${itNumber(value)}, è letto più sopra con il profilo nel suo insieme.`,
  missingTitle: (digits) => `Cifre assenti: ${digits}`,
  noneMissingTitle: 'Non manca nessuna cifra',
  capitalNouns: false,
  missingLead: (digits) =>
    / e /.test(digits)
      ? `Nella tua data di nascita non compaiono ${digits}: sono le qualità che stai sviluppando.`
      : `Nella tua data di nascita non compare ${itNumber(digits)}: è una qualità che stai sviluppando.`,
  noneMissing: "Tutte le cifre dall'1 al 9 compaiono nella tua data di nascita, una distribuzione rara ed equilibrata.",
  and: 'e',
};

/** Japanese labels and digits arrive joined by the report ("A, B と C"): split back and joined as Japanese joins them. */
const jaItems = (joined: string) => joined.split(/, | と /u);

const JA: NumerologyReportTexts = {
  personalYears: {
    1: 'パーソナルイヤー1は、新しい9年のサイクルを開きます。先延ばしにしてきたことを始め、自分の意志で動きましょう。いま始めることが、この先何年もの基調になります。',
    2: 'パーソナルイヤー2は、ペースを落とす年です。押し進めるより、パートナーシップと忍耐、静かな協力のほうが多くをもたらします。昨年まいた種には、時間と手入れが必要です。',
    3: 'パーソナルイヤー3は、表現と人とのつながりをもたらします。書き、創り、出かけて、誘いには応じましょう。唯一の心配は、エネルギーが散らばることです。',
    4: 'パーソナルイヤー4は、土台づくりの年です。仕事、秩序、健康、お金が、着実な努力に報いてくれます。重く感じることもありますが、いま築くものは長く残ります。',
    5: 'パーソナルイヤー5は、変化と動きをもたらします。旅、新しい人々、思いがけない展開があるでしょう。柔軟でいながら、片足は地につけておきましょう。',
    6: 'パーソナルイヤー6は、家庭と家族、責任が中心になります。誰かがあなたの世話を必要としており、ある関係が深まったり、形が定まったりするかもしれません。',
    7: 'パーソナルイヤー7は、内側に向かう年です。成果よりも、学び、内省、休息が大切になります。静けさを与えたとき、答えはやって来ます。',
    8: 'パーソナルイヤー8は、努力を収穫する年です。自信と公正さをもって動けば、お金や権限、評価に手が届きます。',
    9: 'パーソナルイヤー9は、サイクルを閉じる年です。やり終え、許し、役目を終えたものを手放しましょう。いま空けた場所は、来年満たされます。',
    11: 'パーソナルイヤー11は、直感と感受性を研ぎ澄まします。ひらめきはすばやく訪れますが、神経の高ぶりも同じです。感じ取ったことを信じ、こまめに休みましょう。',
    22: 'パーソナルイヤー22は、自分より大きな何かを築く機会を差し出します。この年の規模は本物なので、慎重に計画しましょう。',
    33: 'パーソナルイヤー33は、惜しみない奉仕を求めます。教えること、癒すこと、人の世話をすることに、この年の意味があります。',
  },
  missingDigits: {
    1: '1がない場合、自分を主張する力は生まれつきではなく、学んで身につけるものです。',
    2: '2がない場合、人に対する忍耐と気配りには、意識的な練習が必要です。',
    3: '3がない場合、気持ちや考えを言葉にするには勇気が要ります。',
    4: '4がない場合、秩序や決まった習慣は、意図してつくり上げるものです。',
    5: '5がない場合、変化を歓迎できるようになるまでは、変化が落ち着かなく感じられます。',
    6: '6がない場合、家庭での責任を引き受けることは、心で学ぶ課題です。',
    7: '7がない場合、自分の内なる声への信頼は、ひとりの時間を通してしか育ちません。',
    8: '8がない場合、お金や権限の扱い方は、学んでいくべきものです。',
    9: '9がない場合、大きな全体を見ることと手放すことは、人生の後半に身につきます。',
  },
  shared: (labels, value) =>
    `${list(jaItems(labels))}は、どれも${value}という同じ値をもっているので、その意味はプロフィール全体に流れています。`,
  describedAbove: (label, value, earlier) =>
    `あなたの${label}も${value}です。その意味は、上の${earlier}のところで述べています。`,
  inProfile: (label, value) => `あなたの${label}の${value}は、上でプロフィール全体とあわせて読んでいます。`,
  missingTitle: (digits) => `ない数字：${list(jaItems(digits))}`,
  noneMissingTitle: '欠けている数字はありません',
  capitalNouns: true,
  missingLead: (digits) => {
    const items = jaItems(digits);
    return items.length > 1
      ? `あなたの生年月日には${list(items)}が現れません。これらは、あなたがいま育てている資質です。`
      : `あなたの生年月日には${items[0]}が現れません。これは、あなたがいま育てている資質です。`;
  },
  noneMissing: '1から9までのすべての数字が生年月日に現れています。珍しく、釣り合いのとれた並びです。',
  and: 'と',
};

/** A numerology label in quotation marks, so that it needs no declension in a Russian sentence. */
const ruQuoted = (label: string) => `«${label}»`;

const RU: NumerologyReportTexts = {
  personalYears: {
    1: 'Личный год 1 открывает новый девятилетний цикл: начните то, что откладывали, и действуйте по собственной инициативе. Начатое сейчас задаёт тон на годы вперёд.',
    2: 'Личный год 2 замедляет темп: партнёрство, терпение и тихое сотрудничество дают больше, чем напор. Посеянному в прошлом году нужны время и забота.',
    3: 'Личный год 3 приносит самовыражение и общение: пишите, творите, выходите в люди и принимайте приглашения. Единственный риск — распылиться.',
    4: 'Личный год 4 — для фундамента: работа, порядок, здоровье и финансы вознаграждают постоянные усилия. Бывает тяжело, но построенное сейчас держится долго.',
    5: 'Личный год 5 приносит перемены и движение: поездки, новых людей и неожиданные повороты. Оставайтесь гибкими и стойте одной ногой на земле.',
    6: 'Личный год 6 вращается вокруг дома, семьи и ответственности: кому-то нужна ваша забота, а отношения могут стать глубже или определённее.',
    7: 'Личный год 7 обращён внутрь: учёба, размышления и отдых важнее результатов. Ответы приходят, когда вы даёте им тишину.',
    8: 'Личный год 8 — жатва усилий: деньги, влияние и признание в пределах досягаемости, если вы действуете уверенно и честно.',
    9: 'Личный год 9 завершает цикл: доводите дела до конца, прощайте и отпускайте то, что отжило своё. Освобождённое сейчас место заполнится в следующем году.',
    11: 'Личный год 11 обостряет интуицию и чувствительность: вдохновение приходит быстро, а вместе с ним и нервы. Доверяйте своим ощущениям и почаще отдыхайте.',
    22: 'Личный год 22 даёт возможность построить что-то большее, чем вы сами: планируйте тщательно, ведь размах года настоящий.',
    33: 'Личный год 33 просит щедрого служения: учить, исцелять или заботиться о других — вот где год обретает смысл.',
  },
  missingDigits: {
    1: 'Без единицы умению отстаивать себя приходится учиться, оно не дано от рождения.',
    2: 'Без двойки терпение и такт в отношениях требуют сознательной практики.',
    3: 'Без тройки облекать чувства и идеи в слова требует смелости.',
    4: 'Без четвёрки порядок и распорядок приходится выстраивать намеренно.',
    5: 'Без пятёрки перемены тревожат, пока вы не научитесь их принимать.',
    6: 'Без шестёрки преданность дому и близким становится уроком сердца.',
    7: 'Без семёрки доверие к внутреннему голосу растёт только со временем, посвящённым себе.',
    8: 'Без восьмёрки обращению с деньгами и властью нужно учиться.',
    9: 'Без девятки умение видеть целое и отпускать приходит позже в жизни.',
  },
  shared: (labels, value) => {
    const numbers = labels.split(/, | и /u).map(ruQuoted);
    const joined = `${numbers.slice(0, -1).join(', ')} и ${numbers[numbers.length - 1]}`;
    return `Числа ${joined} имеют одно значение — ${value}, поэтому его смысл проходит через весь профиль.`;
  },
  describedAbove: (label, value, earlier) =>
    `Ваше число ${ruQuoted(label)} тоже равно ${value}; его смысл описан выше, у числа ${ruQuoted(earlier)}.`,
  inProfile: (label, value) => `Ваше число ${ruQuoted(label)}, ${value}, прочитано выше вместе с профилем в целом.`,
  missingTitle: (digits) => `Отсутствующие цифры: ${digits}`,
  noneMissingTitle: 'Все цифры на месте',
  capitalNouns: true,
  missingLead: (digits) =>
    / и /u.test(digits)
      ? `В вашей дате рождения нет цифр ${digits}: это качества, которые вы развиваете.`
      : `В вашей дате рождения нет цифры ${digits}: это качество, которое вы развиваете.`,
  noneMissing: 'В вашей дате рождения есть все цифры от 1 до 9 — редкое и уравновешенное распределение.',
  and: 'и',
};

const HI: NumerologyReportTexts = {
  personalYears: {
    1: 'व्यक्तिगत वर्ष 1 नौ वर्षों का नया चक्र खोलता है: जो टालते रहे हैं उसे शुरू करें और अपनी पहल पर चलें। जो अभी शुरू होता है, वह आगे के वर्षों पर छाप छोड़ता है।',
    2: 'व्यक्तिगत वर्ष 2 रफ़्तार धीमी करता है: साझेदारी, धैर्य और शांत सहयोग धक्का देने से अधिक फल देते हैं। पिछले वर्ष जो बोया था, उसे समय और देखभाल चाहिए।',
    3: 'व्यक्तिगत वर्ष 3 अभिव्यक्ति और संगत लाता है: लिखें, रचें, बाहर निकलें और निमंत्रण स्वीकारें। एकमात्र खतरा बिखर जाने का है।',
    4: 'व्यक्तिगत वर्ष 4 नींव का वर्ष है: काम, व्यवस्था, स्वास्थ्य और धन निरंतर प्रयास का फल देते हैं। यह भारी लग सकता है, पर अभी बनाया गया टिकता है।',
    5: 'व्यक्तिगत वर्ष 5 बदलाव और गति लाता है: यात्राएँ, नए लोग और अनपेक्षित मोड़। लचीले रहें और एक पैर ज़मीन पर रखें।',
    6: 'व्यक्तिगत वर्ष 6 घर, परिवार और ज़िम्मेदारी के इर्द-गिर्द घूमता है: किसी को आपकी देखभाल चाहिए, और कोई रिश्ता गहरा या स्पष्ट हो सकता है।',
    7: 'व्यक्तिगत वर्ष 7 भीतर की ओर देखता है: अध्ययन, चिंतन और विश्राम परिणामों से अधिक मायने रखते हैं। उत्तर तब आते हैं जब आप उन्हें मौन देते हैं।',
    8: 'व्यक्तिगत वर्ष 8 मेहनत की फ़सल है: धन, अधिकार और पहचान आपकी पहुँच में हैं, अगर आप भरोसे और न्याय से काम करें।',
    9: 'व्यक्तिगत वर्ष 9 चक्र पूरा करता है: काम निपटाएँ, क्षमा करें और जो अपना समय पूरा कर चुका है उसे जाने दें। अभी खाली की गई जगह अगले वर्ष भरती है।',
    11: 'व्यक्तिगत वर्ष 11 अंतर्ज्ञान और संवेदनशीलता को तेज़ करता है: प्रेरणा जल्दी आती है, और घबराहट भी। जो महसूस हो उस पर भरोसा करें और बार-बार आराम करें।',
    22: 'व्यक्तिगत वर्ष 22 अपने से बड़ी कोई चीज़ बनाने का अवसर देता है: सावधानी से योजना बनाएँ, क्योंकि इस वर्ष का दायरा वास्तविक है।',
    33: 'व्यक्तिगत वर्ष 33 उदार सेवा माँगता है: सिखाना, उपचार करना या दूसरों की देखभाल करना ही इस वर्ष का अर्थ है।',
  },
  missingDigits: {
    1: '1 के बिना, अपनी बात मनवाना जन्म से मिला गुण नहीं, सीखी जाने वाली कला है।',
    2: '2 के बिना, दूसरों के साथ धैर्य और चतुराई सचेत अभ्यास माँगते हैं।',
    3: '3 के बिना, भावनाओं और विचारों को शब्द देने में साहस लगता है।',
    4: '4 के बिना, व्यवस्था और दिनचर्या जान-बूझकर बनानी पड़ती है।',
    5: '5 के बिना, बदलाव तब तक बेचैन करते हैं जब तक आप उनका स्वागत करना न सीख लें।',
    6: '6 के बिना, घर के प्रति समर्पण हृदय का एक पाठ है।',
    7: '7 के बिना, भीतरी आवाज़ पर भरोसा अपने लिए निकाले गए समय से ही बढ़ता है।',
    8: '8 के बिना, धन और अधिकार का प्रबंधन सीखने का विषय है।',
    9: '9 के बिना, पूरी तस्वीर देखना और छोड़ना जीवन में बाद में आता है।',
  },
  shared: (labels, value) => `${labels} अंकों का मान एक ही है, ${value}, इसलिए इसका अर्थ पूरी रूपरेखा में दिखाई देता है।`,
  describedAbove: (label, value, earlier) =>
    `आपका ${label} अंक भी ${value} है; इसका अर्थ ऊपर ${earlier} अंक के साथ दिया गया है।`,
  inProfile: (label, value) => `आपका ${label} अंक, ${value}, ऊपर पूरी रूपरेखा के साथ पढ़ा गया है।`,
  missingTitle: (digits) => `अनुपस्थित अंक: ${digits}`,
  noneMissingTitle: 'कोई अंक अनुपस्थित नहीं',
  capitalNouns: false,
  missingLead: (digits) =>
    / और /u.test(digits)
      ? `आपकी जन्म तिथि में ${digits} नहीं आते: ये वे गुण हैं जिन्हें आप विकसित कर रहे हैं।`
      : `आपकी जन्म तिथि में ${digits} नहीं आता: यह वह गुण है जिसे आप विकसित कर रहे हैं।`,
  noneMissing: '1 से 9 तक के सभी अंक आपकी जन्म तिथि में आते हैं, जो एक दुर्लभ और संतुलित वितरण है।',
  and: 'और',
};

/** The Polish labels in the genitive, after "liczba": "liczba drogi życia". */
const PL_LABEL_GENITIVE: Record<string, string> = {
  'droga życia': 'drogi życia',
  ekspresja: 'ekspresji',
  dusza: 'duszy',
  osobowość: 'osobowości',
  'dzień urodzin': 'dnia urodzin',
  dojrzałość: 'dojrzałości',
  'rok osobisty': 'roku osobistego',
};
const plOfLabel = (label: string) => PL_LABEL_GENITIVE[label.toLowerCase()] ?? label.toLowerCase();
const PL: NumerologyReportTexts = {
  personalYears: {
    1: 'Rok osobisty 1 otwiera nowy, dziewięcioletni cykl: zacznij to, co odkładasz, i działaj z własnej inicjatywy. To, co zaczyna się teraz, wyznacza kolejne lata.',
    2: 'Rok osobisty 2 zwalnia tempo: partnerstwo, cierpliwość i cicha współpraca dają więcej niż naciskanie. To, co zasiane w zeszłym roku, potrzebuje czasu i troski.',
    3: 'Rok osobisty 3 przynosi ekspresję i towarzystwo: pisz, twórz, wychodź do ludzi i przyjmuj zaproszenia. Jedynym ryzykiem jest rozproszenie.',
    4: 'Rok osobisty 4 służy fundamentom: praca, porządek, zdrowie i finanse nagradzają wytrwały wysiłek. Bywa ciężko, ale to, co budujesz teraz, przetrwa.',
    5: 'Rok osobisty 5 przynosi zmianę i ruch: podróże, nowych ludzi i nieoczekiwane zwroty. Zachowaj elastyczność i jedną nogę na ziemi.',
    6: 'Rok osobisty 6 krąży wokół domu, rodziny i odpowiedzialności: ktoś potrzebuje Twojej troski, a jakiś związek może się pogłębić albo określić.',
    7: 'Rok osobisty 7 patrzy do wewnątrz: nauka, refleksja i odpoczynek liczą się bardziej niż wyniki. Odpowiedzi przychodzą, gdy dajesz im ciszę.',
    8: 'Rok osobisty 8 to żniwa wysiłku: pieniądze, autorytet i uznanie są w Twoim zasięgu, jeśli działasz z pewnością i sprawiedliwie.',
    9: 'Rok osobisty 9 zamyka cykl: dokończ, wybacz i pożegnaj to, co się przeżyło. Przestrzeń, którą zwalniasz teraz, wypełni się w przyszłym roku.',
    11: 'Rok osobisty 11 wyostrza intuicję i wrażliwość: natchnienie przychodzi szybko, nerwy też. Ufaj temu, co wyczuwasz, i często odpoczywaj.',
    22: 'Rok osobisty 22 daje szansę zbudowania czegoś większego niż Ty: planuj starannie, bo skala tego roku jest prawdziwa.',
    33: 'Rok osobisty 33 prosi o hojną służbę: uczenie, leczenie albo troska o innych to miejsce, w którym ten rok odnajduje swój sens.',
  },
  missingDigits: {
    1: 'Bez jedynki umiejętności stawiania na swoim uczysz się, zamiast mieć ją od urodzenia.',
    2: 'Bez dwójki cierpliwość i takt wobec innych wymagają świadomego ćwiczenia.',
    3: 'Bez trójki ubieranie uczuć i pomysłów w słowa wymaga odwagi.',
    4: 'Bez czwórki porządek i rutynę trzeba budować celowo.',
    5: 'Bez piątki zmiany niepokoją, dopóki nie nauczysz się ich przyjmować.',
    6: 'Bez szóstki zaangażowanie w dom to lekcja serca.',
    7: 'Bez siódemki zaufanie do wewnętrznego głosu rośnie dopiero z czasem poświęconym sobie.',
    8: 'Bez ósemki zarządzania pieniędzmi i władzą trzeba się nauczyć.',
    9: 'Bez dziewiątki widzenie całości i umiejętność odpuszczania przychodzą później w życiu.',
  },
  shared: (labels, value) => {
    const numbers = labels.split(/, | i /u).map(plOfLabel);
    const joined = `${numbers.slice(0, -1).join(', ')} i ${numbers[numbers.length - 1]}`;
    return `Liczby ${joined} mają tę samą wartość, ${value}, więc jej znaczenie przewija się przez cały profil.`;
  },
  describedAbove: (label, value, earlier) =>
    `Także Twoja liczba ${plOfLabel(label)} to ${value}; jej znaczenie opisano wyżej, przy liczbie ${plOfLabel(earlier)}.`,
  inProfile: (label, value) =>
    `Twoja liczba ${plOfLabel(label)}, ${value}, została omówiona wyżej, razem z całym profilem.`,
  missingTitle: (digits) => `Brakujące cyfry: ${digits}`,
  noneMissingTitle: 'Nie brakuje żadnej cyfry',
  capitalNouns: false,
  missingLead: (digits) =>
    / i /.test(digits)
      ? `W Twojej dacie urodzenia nie ma cyfr ${digits}: to cechy, które rozwijasz.`
      : `W Twojej dacie urodzenia nie ma cyfry ${digits}: to cecha, którą rozwijasz.`,
  noneMissing: 'Wszystkie cyfry od 1 do 9 pojawiają się w Twojej dacie urodzenia, to rzadki i zrównoważony rozkład.',
  and: 'i',
};

export const NUMEROLOGY_REPORT_TEXTS: Record<Language, NumerologyReportTexts> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  ja: JA,
  ru: RU,
  pt: PT_NUMEROLOGY_REPORT,
  hi: HI,
  nl: NL_NUMEROLOGY_REPORT,
  tr: TR_NUMEROLOGY_REPORT,
  pl: PL,
};
