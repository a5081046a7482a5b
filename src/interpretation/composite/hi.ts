/** Hindi texts of the composite chart (संयुक्त कुंडली): the relationship's own chart, read for both people ("आप दोनों"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { agree, type HiWord, ka, listOf, owned, subjectOf, verb } from '../hi/grammar.ts';
import { HI_POINT_NAMES } from '../hi/points.ts';
import { HI_HOUSES, HI_SIGNS } from '../hi/zodiac.ts';
import { signName } from '../names.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const names = (ids: readonly CompositeAspectPoint[]) => listOf(ids.map((id) => HI_POINT_NAMES[id].name));
/** "संयुक्त सूर्य": the composite point. */
const composite = (p: CompositeAspectPoint) => `संयुक्त ${HI_POINT_NAMES[p].name}`;
/** What each point stands for in a relationship, with its gender (the verb of a pair agrees with both). */
const ROLE: Record<CompositeAspectPoint, HiWord> = {
  sun: ['रिश्ते का अर्थ', 'm'],
  moon: ['आपके बीच का भावनात्मक माहौल', 'm'],
  mercury: ['आपकी बातचीत का ढंग', 'm'],
  venus: ['आपका स्नेह और साझा सुख', 'm', true],
  mars: ['आपका साझा जोश', 'm'],
  jupiter: ['आपकी साझा आशाएँ', 'f', true],
  saturn: ['आपके निभाए वचन', 'm', true],
  uranus: ['एक-दूसरे को दी गई आज़ादी', 'f'],
  neptune: ['आपके साझा आदर्श', 'm', true],
  pluto: ['इस बंधन की आप दोनों पर शक्ति', 'f'],
  ascendant: ['जोड़ी के रूप में आपकी छवि', 'f'],
  midheaven: ['दुनिया में आपकी साझा उपलब्धि', 'f'],
};

/** The verb stem of each aspect for the pair of roles; the verb agrees with both roles. */
const ASPECT: Record<CompositeAspect, string> = {
  conjunction: 'एक ही विषय में घुल-मिल जा',
  trine: 'बिना प्रयास साथ-साथ बह',
  sextile: 'अवसर पकड़ते ही एक-दूसरे की मदद कर',
  square: 'एक-दूसरे से रगड़ खा',
  opposition: 'उलटी दिशाओं में खींच',
};
/** The aspect's noun with its gender (का / की in the title agree with it). */
const ASPECT_NOUN: Record<CompositeAspect, HiWord> = {
  conjunction: ['युति', 'f'],
  trine: ['त्रिकोण', 'm'],
  sextile: ['षष्ठांश', 'm'],
  square: ['केंद्र', 'm'],
  opposition: ['प्रतियुति', 'f'],
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'जो एक को छूता है, वह दूसरे को भी छूता है।',
  trine: 'यह ऐसी शक्ति है जिसे आप सहज मान सकते हैं; इसका उपयोग जान-बूझकर करें।',
  sextile: 'उपहार सच्चा है, पर आप दोनों से एक छोटा कदम माँगता है।',
  square: 'उसी रगड़ में रिश्ते को बढ़ना पड़ता है।',
  opposition: 'संतुलन तब आता है जब हर कोई जान-बूझकर एक छोर थामे।',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'संयुक्त सूर्य बताता है कि यह रिश्ता किस लिए है',
  moon: 'संयुक्त चंद्र दिखाता है कि साथ में आपको किस बात से घर जैसा लगता है',
  venus: 'संयुक्त शुक्र दिखाता है कि आप एक-दूसरे को प्रेम कैसे जताते हैं',
  mars: 'संयुक्त मंगल दिखाता है कि जोड़ी के रूप में आप कैसे कदम उठाते और झगड़ते हैं',
  mercury: 'संयुक्त बुध दिखाता है कि आप साथ मिलकर कैसे सोचते और बात करते हैं',
  ascendant: 'संयुक्त लग्न वह छवि है जो दूसरों के मन में आपकी बनती है',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'अग्नि', earth: 'पृथ्वी', air: 'वायु', water: 'जल' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'उत्साह, साहस और रोमांच का शौक',
  earth: 'ठोस योजनाएँ, निष्ठा और साझा सुरक्षा',
  air: 'संवाद, विचार और मित्रता',
  water: 'भावना, अंतरंगता और मौन समझ',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'एक प्रबल मेल: आपकी कुंडलियों के बीच के संपर्क लगभग हमेशा एक-दूसरे को सहारा देते हैं',
  good: 'एक अच्छा मेल: सहारा रगड़ से भारी है, और रगड़ पर काम किया जा सकता है',
  mixed: 'एक मिला-जुला चित्र: सहारा और रगड़ लगभग बराबर हैं, इसलिए बहुत कुछ इस पर निर्भर है कि आप एक-दूसरे से कैसे मिलते हैं',
  demanding: 'एक कठिन मेल: रगड़ सहजता से भारी है, और यह धैर्य और साफ़ समझौते माँगता है',
};

const PATTERN_TITLE = {
  'grand-trine': 'महा त्रिकोण',
  kite: 'पतंग',
  't-square': 'टी-केंद्र',
  'grand-cross': 'महा क्रॉस',
  yod: 'योड',
} as const;

export const hiComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `अनुकूलता 100 में से ${score}`,
      body: `कुंडली से कुंडली मिलाने पर ${a} और ${b} को 100 में से ${score} अंक मिलते हैं, ${BAND[band]}। संयुक्त कुंडली बताती है कि आप साथ मिलकर क्या बनाते हैं।`,
    };
  },
  stellium(s) {
    const sign = HI_SIGNS[s.sign];
    const sName = signName(s.sign, 'hi');
    const [gift] = sign.gift;
    return s.by === 'sign'
      ? {
          title: `${sName} राशि में ग्रह-समूह`,
          body: `आपकी संयुक्त कुंडली में ${names(s.members)} ${sName} राशि में एकत्र हैं। यह बंधन स्वयं ${listOf(sign.traits.map((t) => agree(t, 'm')))} है: ${gift} इसकी बड़ी शक्ति है, और ${sign.shadow.text} इसका जोखिम।`,
        }
      : {
          title: `भाव ${s.houses[0]} में ग्रह-समूह`,
          body: `आपकी संयुक्त कुंडली के भाव ${s.houses[0]} में ${names(s.members)} एकत्र हैं। ${owned(HI_HOUSES[s.houses[0]].areas[0], '')} इस रिश्ते का मुख्य मंच हैं।`,
        };
  },
  pattern(p) {
    const apex = p.apex ? HI_POINT_NAMES[p.apex].name : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `आपकी संयुक्त कुंडली में ${names(p.members)} महा त्रिकोण बनाते हैं: ${p.element ? `${ELEMENT_NAME[p.element]} तत्व` : 'मिले-जुले तत्वों'} की ऊर्जा का एक सहज घेरा, जो रोज़मर्रा के दिनों में रिश्ते को सहारा देता है। इसे कोई साझा लक्ष्य दें, वरना सहजता दिनचर्या बन जाती है।`,
      kite: `${names(p.members)} पतंग बनाते हैं: महा त्रिकोण के सहज प्रवाह को दिशा मिलती है, एक साझा लक्ष्य जिसे आप अपनी मिली हुई प्रतिभाओं से पा सकते हैं।`,
      't-square': `${names(p.members)} टी-केंद्र बनाते हैं और शिखर पर ${apex} है: वहीं रिश्ते का तनाव जमा होता है, और वहीं साथ मिलकर सामना करने पर आपको सबसे अधिक मिलता है।`,
      'grand-cross': `${names(p.members)} महा क्रॉस बनाते हैं: चार माँगें रिश्ते को एक साथ खींचती हैं, और उन्हें साथ उठाकर यह रिश्ता मज़बूत बनता है।`,
      yod: `${names(p.members)} ${apex} की ओर इशारा करता योड बनाते हैं: रिश्ते में कुछ अधिक प्रयास नहीं, बल्कि लगातार तालमेल माँगता है।`,
    };
    return { title: PATTERN_TITLE[p.kind], body: body[p.kind] };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'रिश्ते के तत्व',
      body: `अधिकांश संयुक्त ग्रह ${listOf(main.map((e) => ELEMENT_NAME[e]))} राशियों में हैं, इसलिए यह रिश्ता ${listOf(main.map((e) => ELEMENT_TONE[e]))} से जीता है।${
        missing.length
          ? ` ${listOf(missing.map((e) => ELEMENT_NAME[e]))} में कुछ न होने से आपको ${listOf(missing.map((e) => ELEMENT_TONE[e]))} जान-बूझकर लाना होगा।`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = HI_SIGNS[sign];
    return {
      title: `${composite(point)} ${signName(sign, 'hi')} राशि में, भाव ${house}`,
      body: `${PLACEMENT[point]}। इस राशि में बंधन ${listOf(s.traits.map((t) => agree(t, 'm')))} हो जाता है, और इसे ${s.needs} चाहिए।${point === 'ascendant' ? '' : ` इसका ढाँचा ${owned(HI_HOUSES[house].areas[0], '')} से बनता है।`}`,
    };
  },
  aspect(a, aspect, b, position) {
    const [ra, rb] = [ROLE[a], ROLE[b]];
    const first = `${ra[0]} और ${rb[0]} ${verb(ASPECT[aspect], subjectOf([ra, rb]))}`;
    const [noun, g] = ASPECT_NOUN[aspect];
    return {
      title: `${composite(a)} ${ka(g)} ${HI_POINT_NAMES[b].name} से ${noun}`,
      body: `${first}। ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim(),
    };
  },
};
