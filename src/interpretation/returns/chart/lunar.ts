/**
 * The lunar return chart read as a whole, for the month until the next return: the same parts
 * as the solar return's (types.ts), composed from the signs' and houses' written phrases
 * (src/interpretation/{en,de,es,fr,it}/zodiac.ts) inside sentences written for the month, so that
 * each sign and house says its own thing without a second set of 48 sentences per language.
 */
import { SIGNS, type Sign } from '../../../astro/vocabulary.ts';
import { DE_HOUSES, DE_SIGNS } from '../../de/zodiac.ts';
import { EN_HOUSES, EN_SIGNS, enOrdinal } from '../../en/zodiac.ts';
import { ES_HOUSE_ORDINALS, ES_HOUSES, ES_SIGNS } from '../../es/zodiac.ts';
import { agreeList, et, polish } from '../../fr/grammar.ts';
import { FR_HOUSE_ORDINALS, FR_HOUSES, FR_SIGNS } from '../../fr/zodiac.ts';
import { agree, inHouse, listOf, owned, verb } from '../../hi/grammar.ts';
import { HI_HOUSES, HI_SIGNS } from '../../hi/zodiac.ts';
import { each, polish as itPolish, the } from '../../it/grammar.ts';
import { IT_HOUSE_ORDINALS, IT_HOUSES, IT_SIGNS } from '../../it/zodiac.ts';
import { masu as jaMasu, please as jaPlease } from '../../ja/grammar.ts';
import { JA_HOUSES, JA_SIGNS } from '../../ja/zodiac.ts';
import type { Language } from '../../languages.ts';
import { polish as plPolish } from '../../pl/grammar.ts';
import { PL_HOUSE_ORDINALS, PL_HOUSES, PL_SIGNS } from '../../pl/zodiac.ts';
import { RU_HOUSE_ORDINALS, RU_HOUSES, RU_SIGNS } from '../../ru/zodiac.ts';
import { capitalize } from '../../sentences.ts';
import { DE_RETURN_CHART } from './de.ts';
import { EN_RETURN_CHART } from './en.ts';
import { ES_RETURN_CHART } from './es.ts';
import { FR_ANGLE_NAMES, FR_RETURN_CHART } from './fr.ts';
import { HI_ANGLE_NAMES, HI_RETURN_CHART } from './hi.ts';
import { IT_RETURN_CHART } from './it.ts';
import { JA_ANGLE_NAMES, JA_RETURN_CHART } from './ja.ts';
import { PT_LUNAR_RETURN_CHART } from './lunar-pt.ts';
import { NL_LUNAR_RETURN_CHART } from './nl.ts';
import { PL_ANGLE_LOCATIVE, PL_RETURN_CHART } from './pl.ts';
import { RU_RETURN_CHART } from './ru.ts';
import { TR_LUNAR_RETURN_CHART } from './tr.ts';
import type { ReturnAngle, ReturnChartWords } from './types.ts';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const bySign = (text: (sign: Sign) => string) =>
  Object.fromEntries(SIGNS.map((s) => [s, text(s)])) as Record<Sign, string>;
const byHouse = (text: (house: number) => string) => Object.fromEntries(HOUSES.map((h) => [h, text(h)]));

const EN_ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
  descendant: 'Descendant',
  'imum-coeli': 'IC',
};
const DE_ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'Aszendenten',
  midheaven: 'MC',
  descendant: 'Deszendenten',
  'imum-coeli': 'IC',
};
const ES_ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Descendente',
  'imum-coeli': 'Fondo del Cielo',
};

const EN: ReturnChartWords = {
  ascendantTitle: (sign) => `The lunar return Ascendant in ${sign}`,
  ascendant: bySign((s) => `This month you meet people in a ${EN_SIGNS[s].mood} mood, and ${EN_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `The lunar return Midheaven in ${sign}`,
  midheaven: bySign(
    (s) =>
      `At work and in public the month asks for ${EN_SIGNS[s].needs}, and ${EN_SIGNS[s].gift} is what gets you noticed.`,
  ),
  sunHouse: byHouse(
    (h) =>
      `The Sun of this lunar return stands in the ${enOrdinal(h)} house and puts ${EN_HOUSES[h].areas[0]} at the centre of the month.`,
  ),
  moonHouse: byHouse(
    (h) =>
      `With the return Moon in the ${enOrdinal(h)} house, your feelings gather around ${EN_HOUSES[h].areas[1]}; a good month to ${EN_HOUSES[h].actions[0]}.`,
  ),
  onAngleTitle: (planet, angle, orb) => `${planet} on the lunar return ${EN_ANGLE_NAMES[angle]} (within ${orb}°)`,
  angle: {
    ascendant: 'Standing on the Ascendant of the month, a planet shows in your manner and your first reactions.',
    midheaven: 'Standing on the Midheaven of the month, a planet makes itself felt in your work and your standing.',
    descendant: 'Standing on the Descendant of the month, a planet comes to you through the people you deal with.',
    'imum-coeli': 'Standing on the IC of the month, a planet works at home and in your private moods.',
  },
  planet: EN_RETURN_CHART.planet,
};

const DE: ReturnChartWords = {
  ascendantTitle: (sign) => `Der Aszendent des Lunars in ${sign}`,
  ascendant: bySign((s) => `In diesem Monat ${DE_SIGNS[s].styleV1}, und man erlebt dich ${DE_SIGNS[s].mood}.`),
  midheavenTitle: (sign) => `Das MC des Lunars in ${sign}`,
  midheaven: bySign(
    (s) =>
      `Beruflich und in der Öffentlichkeit verlangt der Monat ${DE_SIGNS[s].needs}, und mit ${DE_SIGNS[s].gift} fällst du auf.`,
  ),
  sunHouse: byHouse(
    (h) => `Die Sonne dieses Lunars steht im ${h}. Haus und rückt ${DE_HOUSES[h].areas[0]} in die Mitte des Monats.`,
  ),
  moonHouse: byHouse(
    (h) =>
      `Mit dem Lunar-Mond im ${h}. Haus kreisen deine Gefühle um ${DE_HOUSES[h].areas[1]}. Der Rat für diesen Monat: ${capitalize(DE_HOUSES[h].actions[0])}.`,
  ),
  onAngleTitle: (planet, angle, orb) => `${planet} am ${DE_ANGLE_NAMES[angle]} des Lunars (innerhalb ${orb}°)`,
  angle: {
    ascendant: 'Am Aszendenten des Monats zeigt sich ein Planet in deinem Auftreten und deinen ersten Reaktionen.',
    midheaven: 'Am MC des Monats macht sich ein Planet in deiner Arbeit und deinem Ansehen bemerkbar.',
    descendant: 'Am Deszendenten des Monats kommt ein Planet über die Menschen zu dir, mit denen du zu tun hast.',
    'imum-coeli': 'Am IC des Monats wirkt ein Planet zu Hause und in deinen privaten Stimmungen.',
  },
  planet: DE_RETURN_CHART.planet,
};

const ES: ReturnChartWords = {
  ascendantTitle: (sign) => `El Ascendente de la revolución lunar en ${sign}`,
  ascendant: bySign((s) => `El ambiente de este mes es ${ES_SIGNS[s].mood}, y ${ES_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `El Medio Cielo de la revolución lunar en ${sign}`,
  midheaven: bySign(
    (s) =>
      `En el trabajo y en público el mes pide ${ES_SIGNS[s].needs}, y ${ES_SIGNS[s].gift} es lo que te hace destacar.`,
  ),
  sunHouse: byHouse(
    (h) =>
      `El Sol de esta revolución lunar está en la casa ${ES_HOUSE_ORDINALS[h]} y pone en el centro del mes ${ES_HOUSES[h].areas[0]}.`,
  ),
  moonHouse: byHouse(
    (h) =>
      `Con la Luna de la revolución en la casa ${ES_HOUSE_ORDINALS[h]}, tus sentimientos giran en torno a ${ES_HOUSES[h].areas[1]}. Un consejo para el mes: ${capitalize(ES_HOUSES[h].actions[0])}.`,
  ),
  onAngleTitle: (planet, angle, orb) =>
    `${planet} en el ${ES_ANGLE_NAMES[angle]} de la revolución lunar (a menos de ${orb}°)`,
  angle: {
    ascendant: 'En el Ascendente del mes, un planeta se nota en tu manera de actuar y en tus primeras reacciones.',
    midheaven: 'En el Medio Cielo del mes, un planeta se hace sentir en tu trabajo y en tu reputación.',
    descendant: 'En el Descendente del mes, un planeta te llega a través de las personas con las que tratas.',
    'imum-coeli': 'En el Fondo del Cielo del mes, un planeta actúa en casa y en tus estados de ánimo íntimos.',
  },
  planet: ES_RETURN_CHART.planet,
};

const FR: ReturnChartWords = {
  ascendantTitle: (sign) => `L’Ascendant de la révolution lunaire en ${sign}`,
  // "ambiance" is feminine: the sign's mood adjectives agree with it.
  ascendant: bySign((s) => `L’ambiance de ce mois est ${agreeList(FR_SIGNS[s].mood, 'f')}, et ${FR_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `Le Milieu du Ciel de la révolution lunaire en ${sign}`,
  midheaven: bySign((s) =>
    polish(
      `Au travail et en public, le mois demande ${FR_SIGNS[s].needs}, et ${FR_SIGNS[s].gift} est ce qui vous fait remarquer.`,
    ),
  ),
  sunHouse: byHouse((h) =>
    polish(
      `Le Soleil de cette révolution lunaire est en ${FR_HOUSE_ORDINALS[h]} maison et place au centre du mois ${et(FR_HOUSES[h].areas[0])}.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    polish(
      `Avec la Lune de la révolution en ${FR_HOUSE_ORDINALS[h]} maison, vos sentiments tournent autour ${et(FR_HOUSES[h].areas[1], 'de')}. Un conseil pour le mois\u00a0: ${FR_HOUSES[h].actions[0]}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) =>
    `${planet} sur ${FR_ANGLE_NAMES[angle]} de la révolution lunaire (à moins de ${orb}°)`,
  angle: {
    ascendant: 'Sur l’Ascendant du mois, une planète se remarque dans votre manière d’agir et vos premières réactions.',
    midheaven: 'Sur le Milieu du Ciel du mois, une planète se fait sentir dans votre travail et votre réputation.',
    descendant: 'Sur le Descendant du mois, une planète vous arrive par les personnes que vous côtoyez.',
    'imum-coeli': 'Sur le Fond du Ciel du mois, une planète agit au foyer et dans vos humeurs intimes.',
  },
  planet: FR_RETURN_CHART.planet,
};

const IT_ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Discendente',
  'imum-coeli': 'Fondo Cielo',
};

const IT: ReturnChartWords = {
  ascendantTitle: (sign) => `L'Ascendente della rivoluzione lunare in ${sign}`,
  ascendant: bySign((s) => `Il clima di questo mese è ${IT_SIGNS[s].mood}, e ${IT_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `Il Medio Cielo della rivoluzione lunare in ${sign}`,
  midheaven: bySign(
    (s) =>
      `Nel lavoro e in pubblico il mese chiede ${IT_SIGNS[s].needs}, e ${IT_SIGNS[s].gift} è ciò che ti fa risaltare.`,
  ),
  sunHouse: byHouse((h) =>
    itPolish(
      `Il Sole di questa rivoluzione lunare è in ${IT_HOUSE_ORDINALS[h]} casa e mette al centro del mese ${IT_HOUSES[h].areas[0]}.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    itPolish(
      `Con la Luna della rivoluzione in ${IT_HOUSE_ORDINALS[h]} casa, i tuoi sentimenti ruotano intorno ${each('a', IT_HOUSES[h].areas[1])}. Un consiglio per il mese: ${capitalize(IT_HOUSES[h].actions[0])}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) =>
    itPolish(`${planet} su ${the(IT_ANGLE_NAMES[angle], 'm')} della rivoluzione lunare (entro ${orb}°)`),
  angle: {
    ascendant: "Sull'Ascendente del mese, un pianeta si nota nel tuo modo di agire e nelle tue prime reazioni.",
    midheaven: 'Sul Medio Cielo del mese, un pianeta si fa sentire nel tuo lavoro e nella tua reputazione.',
    descendant: 'Sul Discendente del mese, un pianeta ti raggiunge attraverso le persone con cui hai a che fare.',
    'imum-coeli': "Sul Fondo Cielo del mese, un pianeta agisce in casa e nei tuoi stati d'animo più intimi.",
  },
  planet: IT_RETURN_CHART.planet,
};

const JA: ReturnChartWords = {
  ascendantTitle: (sign) => `${sign}にあるルナーリターンのアセンダント`,
  ascendant: bySign(
    (s) =>
      `今月は${JA_SIGNS[s].mood}空気に包まれ、あなたは${jaMasu(JA_SIGNS[s].style)}。その調子は、まわりの人にもはっきり伝わります。`,
  ),
  midheavenTitle: (sign) => `${sign}にあるルナーリターンのMC`,
  midheaven: bySign(
    (s) =>
      `仕事や人前では、今月は${JA_SIGNS[s].needs}が求められ、${JA_SIGNS[s].gift}があなたを際立たせます。ここで見せる姿が、次のリターンまでの評判をつくります。`,
  ),
  sunHouse: byHouse(
    (h) => `このルナーリターンの太陽は第${h}ハウスにあり、${JA_HOUSES[h].areas[0]}を今月の中心に置きます。`,
  ),
  moonHouse: byHouse(
    (h) =>
      `リターンの月が第${h}ハウスにあるので、あなたの気持ちは${JA_HOUSES[h].areas[1]}のまわりを巡ります。今月のひと言アドバイス：${jaPlease(JA_HOUSES[h].actions[0])}。`,
  ),
  onAngleTitle: (planet, angle, orb) => `ルナーリターンの${JA_ANGLE_NAMES[angle]}上の${planet}（${orb}°以内）`,
  angle: {
    ascendant: '今月のアセンダント上の天体は、あなたの行動と最初の反応に表れます。',
    midheaven: '今月のMC上の天体は、仕事と評判の中で感じられます。',
    descendant: '今月のディセンダント上の天体は、あなたが関わる人々を通して届きます。',
    'imum-coeli': '今月のIC上の天体は、家庭と心のいちばん奥の気分に働きかけます。',
  },
  planet: JA_RETURN_CHART.planet,
};

/** The lunar return's angles in the prepositional, after "на". */
const RU_ANGLE_PREP: Record<ReturnAngle, string> = {
  ascendant: 'Асценденте',
  midheaven: 'Середине неба',
  descendant: 'Десценденте',
  'imum-coeli': 'Глубине неба',
};

/** "в третьем доме", "во втором доме". */
const ruInHouse = (h: number) => `${h === 2 ? 'во' : 'в'} ${RU_HOUSE_ORDINALS[h].prep} доме`;

const RU: ReturnChartWords = {
  ascendantTitle: (sign) => `Асцендент лунара в знаке ${sign}`,
  ascendant: bySign((s) => `Настрой этого месяца — ${RU_SIGNS[s].mood}, и ${RU_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `Середина неба лунара в знаке ${sign}`,
  midheaven: bySign(
    (s) =>
      `В работе и на людях месяц требует ${RU_SIGNS[s].needs}, а ${RU_SIGNS[s].gift.nom} — то, чем вы выделяетесь.`,
  ),
  sunHouse: byHouse(
    (h) => `Солнце этого лунара стоит ${ruInHouse(h)} и ставит в центр месяца сферу ${RU_HOUSES[h].areas[0]}.`,
  ),
  moonHouse: byHouse(
    (h) =>
      `Когда Луна лунара ${ruInHouse(h)}, ваши чувства вращаются вокруг ${RU_HOUSES[h].areas[1]}. Совет на месяц: ${RU_HOUSES[h].actions[0]}.`,
  ),
  onAngleTitle: (planet, angle, orb) => `${planet} на ${RU_ANGLE_PREP[angle]} лунара (в пределах ${orb}°)`,
  angle: {
    ascendant: 'На Асценденте месяца планета заметна в том, как вы действуете, и в ваших первых реакциях.',
    midheaven: 'На Середине неба месяца планета даёт о себе знать в работе и репутации.',
    descendant: 'На Десценденте месяца планета приходит к вам через людей, с которыми вы имеете дело.',
    'imum-coeli': 'На Глубине неба месяца планета действует дома и в самых сокровенных ваших настроениях.',
  },
  planet: RU_RETURN_CHART.planet,
};

const HI: ReturnChartWords = {
  ascendantTitle: (sign) => `चंद्र-प्रत्यागमन का लग्न ${sign} राशि में`,
  ascendant: bySign(
    (s) => `इस महीने का माहौल ${listOf(HI_SIGNS[s].mood.map((m) => agree(m, 'm')))} रहता है, और ${HI_SIGNS[s].style}।`,
  ),
  midheavenTitle: (sign) => `चंद्र-प्रत्यागमन का मध्य आकाश ${sign} राशि में`,
  midheaven: bySign((s) => {
    const [gift, g] = HI_SIGNS[s].gift;
    return `काम और सार्वजनिक जीवन में इस महीने ${HI_SIGNS[s].needs} चाहिए, और ${gift} ही आपको सबसे अलग ${verb('दिखा', { g })}।`;
  }),
  sunHouse: byHouse(
    (h) => `इस चंद्र-प्रत्यागमन का सूर्य ${inHouse(h)} है और महीने के केंद्र में ${owned(HI_HOUSES[h].areas[0], '')} को रखता है।`,
  ),
  moonHouse: byHouse(
    (h) =>
      `चंद्र-प्रत्यागमन का चंद्र ${inHouse(h)} होने से आपकी भावनाएँ ${owned(HI_HOUSES[h].areas[1], '', true)} के इर्द-गिर्द घूमती हैं। महीने के लिए एक सलाह: ${HI_HOUSES[h].actions[0]}।`,
  ),
  onAngleTitle: (planet, angle, orb) => `चंद्र-प्रत्यागमन के ${HI_ANGLE_NAMES[angle]} पर ${planet} (${orb}° के भीतर)`,
  angle: {
    ascendant: 'महीने के लग्न पर कोई ग्रह आपके काम करने के ढंग और पहली प्रतिक्रियाओं में दिखता है।',
    midheaven: 'महीने के मध्य आकाश पर कोई ग्रह आपके काम और प्रतिष्ठा में महसूस होता है।',
    descendant: 'महीने के सप्तम बिंदु पर कोई ग्रह उन लोगों के ज़रिए आप तक पहुँचता है जिनसे आपका वास्ता पड़ता है।',
    'imum-coeli': 'महीने के पाताल बिंदु पर कोई ग्रह घर में और आपकी सबसे निजी मनोदशाओं में काम करता है।',
  },
  planet: HI_RETURN_CHART.planet,
};

/** The lunar return chart's words in each language. */
const PL: ReturnChartWords = {
  ascendantTitle: (sign) => `Ascendent lunariusza w znaku ${sign}`,
  ascendant: bySign((s) => `Nastrój tego miesiąca jest ${PL_SIGNS[s].mood}, a Ty ${PL_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `Medium Coeli lunariusza w znaku ${sign}`,
  midheaven: bySign(
    (s) =>
      `W pracy i w życiu publicznym ten miesiąc wymaga ${PL_SIGNS[s].needs}, a tym, co Cię wyróżnia, jest ${PL_SIGNS[s].gift}.`,
  ),
  sunHouse: byHouse((h) =>
    plPolish(
      `Słońce tego lunariusza stoi w ${PL_HOUSE_ORDINALS.loc[h]} domu i stawia w centrum miesiąca ${PL_HOUSES[h].areas[0].acc}.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    plPolish(
      `Z Księżycem lunariusza w ${PL_HOUSE_ORDINALS.loc[h]} domu Twoje uczucia krążą wokół sfery ${PL_HOUSES[h].areas[1].gen}. Rada na ten miesiąc: ${PL_HOUSES[h].actions[0]}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) =>
    plPolish(`${planet} na ${PL_ANGLE_LOCATIVE[angle]} lunariusza (w orbie ${orb}°)`),
  angle: {
    ascendant: 'Na Ascendencie miesiąca planeta daje o sobie znać w Twoim sposobie działania i w pierwszych reakcjach.',
    midheaven: 'Na Medium Coeli miesiąca planeta daje się odczuć w Twojej pracy i reputacji.',
    descendant: 'Na Descendencie miesiąca planeta dociera do Ciebie przez ludzi, z którymi masz do czynienia.',
    'imum-coeli': 'Na Imum Coeli miesiąca planeta działa w domu i w Twoich najbardziej intymnych nastrojach.',
  },
  planet: PL_RETURN_CHART.planet,
};
export const LUNAR_RETURN_CHART: Record<Language, ReturnChartWords> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  ja: JA,
  ru: RU,
  pt: PT_LUNAR_RETURN_CHART,
  hi: HI,
  nl: NL_LUNAR_RETURN_CHART,
  tr: TR_LUNAR_RETURN_CHART,
  pl: PL,
};
