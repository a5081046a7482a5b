/** Hindi phrases for the signs (राशियाँ) and houses (भाव). */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';
import type { HiNoun, HiWord } from './grammar.ts';

/** The phrases of one sign in Hindi. */
export interface HiSign {
  /** Three adjectives in the masculine singular direct form; agreed with ढंग / स्वभाव by the composer. */
  traits: readonly [string, string, string];
  /** Clause about the reader (आप), no final danda. */
  style: string;
  /** Subject of "आपको … चाहिए" (चाहिए does not agree). */
  needs: string;
  /** The sign's shadow, subject of a verb that agrees with it. */
  shadow: HiNoun;
  /** The sign's gift, a noun with its gender. */
  gift: HiWord;
  /** Two adjectives (masculine singular direct) for the mood (माहौल) of the Moon in the sign. */
  mood: readonly [string, string];
}

const shadow = (text: string, g: 'm' | 'f', plural = true): HiNoun => ({ text, g, plural });

/** Hindi phrases for the twelve signs. */
export const HI_SIGNS: Record<Sign, HiSign> = {
  aries: {
    traits: ['सीधा', 'साहसी', 'अधीर'],
    style: 'आप पहले कदम उठाते हैं और सवाल बाद में पूछते हैं',
    needs: 'चुनौतियाँ और आगे रहकर नेतृत्व करने की जगह',
    shadow: shadow('अधीरता और गुस्से के उबाल', 'm'),
    gift: ['साहस', 'm'],
    mood: ['साहसी', 'जोशीला'],
  },
  taurus: {
    traits: ['स्थिर', 'रसिक', 'धैर्यवान'],
    style: 'आप अपना समय लेते हैं और उसी पर भरोसा करते हैं जिसे छूकर परख सकें',
    needs: 'सुरक्षा और आराम',
    shadow: shadow('ज़िद और अधिकार-भाव', 'm'),
    gift: ['स्थिरता', 'f'],
    mood: ['शांत', 'रसीला'],
  },
  gemini: {
    traits: ['जिज्ञासु', 'फुर्तीला', 'बहुमुखी'],
    style: 'आप विविधता खोजते हैं और विचारों को तेज़ी से जोड़ते हैं',
    needs: 'नई बातें और अच्छी बातचीत',
    shadow: shadow('बिखराव और बेचैनी', 'f'),
    gift: ['बुद्धि-कौशल', 'm'],
    mood: ['बातूनी', 'जिज्ञासु'],
  },
  cancer: {
    traits: ['रक्षा करने वाला', 'स्नेही', 'संवेदनशील'],
    style: 'आप अपनों की रक्षा करते हैं और भावनाओं के सहारे चलते हैं',
    needs: 'अपनापन और भावनात्मक सुरक्षा',
    shadow: shadow('मन के उतार-चढ़ाव और अतीत से चिपकाव', 'm'),
    gift: ['देखभाल', 'f'],
    mood: ['कोमल', 'घरेलू'],
  },
  leo: {
    traits: ['गर्मजोश', 'स्वाभिमानी', 'अभिव्यक्तिपूर्ण'],
    style: 'आप रचना करना, चमकना और सराहे जाना चाहते हैं',
    needs: 'पहचान और सच्ची अभिव्यक्ति',
    shadow: shadow('अभिमान और तालियों की भूख', 'm'),
    gift: ['उदारता', 'f'],
    mood: ['गर्मजोश', 'चंचल'],
  },
  virgo: {
    traits: ['सटीक', 'विनम्र', 'सेवाभावी'],
    style: 'आप चीज़ों को निखारते, परखते और बेहतर बनाते हैं',
    needs: 'व्यवस्था और कोई उपयोगी काम',
    shadow: shadow('पूर्णता की ज़िद और चिंता', 'f'),
    gift: ['कुशलता', 'f'],
    mood: ['व्यावहारिक', 'सुव्यवस्थित'],
  },
  libra: {
    traits: ['सौम्य', 'न्यायप्रिय', 'मिलनसार'],
    style: 'आप संतुलन, सुंदरता और साथ खोजते हैं',
    needs: 'सामंजस्य और बराबरी का व्यवहार',
    shadow: shadow('दुविधा और सबको खुश रखने की चाह', 'f'),
    gift: ['कूटनीति', 'f'],
    mood: ['मिलनसार', 'समझौता-प्रिय'],
  },
  scorpio: {
    traits: ['तीव्र', 'गूढ़', 'दृढ़'],
    style: 'आप गहराई तक जाते हैं और कुछ भी आधा-अधूरा नहीं करते',
    needs: 'गहराई और भरोसा',
    shadow: shadow('ईर्ष्या और नियंत्रण की ज़रूरत', 'f'),
    gift: ['गहराई', 'f'],
    mood: ['तीव्र', 'खोजी'],
  },
  sagittarius: {
    traits: ['खरा', 'साहसिक', 'आशावादी'],
    style: 'आप अर्थ खोजते हैं और खोज के लिए खुली जगह चाहते हैं',
    needs: 'आज़ादी और खुले क्षितिज',
    shadow: shadow('अति और उपदेश देने का स्वर', 'm'),
    gift: ['आस्था', 'f'],
    mood: ['बेचैन', 'आशावादी'],
  },
  capricorn: {
    traits: ['महत्वाकांक्षी', 'अनुशासित', 'संयमी'],
    style: 'आप लंबी योजना बनाते हैं और अपनी जगह मेहनत से कमाते हैं',
    needs: 'लक्ष्य और सम्मान',
    shadow: shadow('कठोरता और निराशावाद', 'm'),
    gift: ['धैर्य', 'm'],
    mood: ['गंभीर', 'एकाग्र'],
  },
  aquarius: {
    traits: ['स्वतंत्र', 'आविष्कारी', 'तटस्थ'],
    style: 'आप अपने दिमाग से सोचते हैं और लोगों को परंपराओं से ऊपर रखते हैं',
    needs: 'आज़ादी और कोई सार्थक उद्देश्य',
    shadow: shadow('रूखापन और विरोध के लिए विरोध', 'm'),
    gift: ['मौलिकता', 'f'],
    mood: ['मिलनसार', 'अपरंपरागत'],
  },
  pisces: {
    traits: ['स्वप्नदर्शी', 'करुणामय', 'ग्रहणशील'],
    style: 'आप दूसरों की भावनाएँ महसूस करते हैं और अपनी कल्पना के पीछे चलते हैं',
    needs: 'रोज़मर्रा से परे कोई अर्थ',
    shadow: shadow('पलायन और धुंधली सीमाएँ', 'f'),
    gift: ['करुणा', 'f'],
    mood: ['स्वप्निल', 'संवेदनशील'],
  },
};

/** The element in the form of "अग्नि तत्व की राशि". */
export const HI_ELEMENT_NAME: Record<Element, string> = { fire: 'अग्नि', earth: 'पृथ्वी', air: 'वायु', water: 'जल' };
/** Clause with the subject "इसका तत्व" on what the element adds, no final danda. */
export const HI_ELEMENT: Record<Element, string> = {
  fire: 'उत्साह और सहजता लाता है',
  earth: 'इसे ठोस परिणामों में जड़ देता है',
  air: 'इसे मिलनसार और विचारशील बनाता है',
  water: 'इसे भावुक और अंतर्ज्ञानी बनाता है',
};
/** The modality as Hindi astrology names it (चर, स्थिर, द्विस्वभाव), an adjective before राशि. */
export const HI_MODALITY: Record<Modality, string> = { cardinal: 'चर', fixed: 'स्थिर', mutable: 'द्विस्वभाव' };
/** Clause (subject: the sign, feminine राशि) on how the modality acts. */
export const HI_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'काम की शुरुआत करना पसंद करती है',
  fixed: 'चीज़ों को थामे रखती है और अंत तक ले जाती है',
  mutable: 'आसानी से ढल जाती है और राह बदल लेती है',
};

/** The phrases of one house in Hindi. */
export interface HiHouse {
  /** Two sets of nouns, each noun with its gender: the house's areas of life. */
  areas: [readonly HiWord[], readonly HiWord[]];
  /** Polite imperatives (आप, -एँ), no final danda. */
  actions: [string, string];
}

/** Hindi phrases for houses 1..12. */
export const HI_HOUSES: Record<number, HiHouse> = {
  1: {
    areas: [
      [
        ['निजी छवि', 'f'],
        ['शरीर', 'm'],
        ['पहल', 'f'],
      ],
      [
        ['रूप-रंग', 'm'],
        ['नई शुरुआतें', 'f', true],
      ],
    ],
    actions: ['निजी मामलों में पहल करें', 'अपनी छवि नई करें या अपना कोई काम शुरू करें'],
  },
  2: {
    areas: [
      [
        ['धन', 'm'],
        ['संपत्ति', 'f'],
        ['आत्म-सम्मान', 'm'],
      ],
      [
        ['आमदनी', 'f'],
        ['मूल्य', 'm', true],
      ],
    ],
    actions: ['अपना बजट फिर से देखें', 'किसी टिकाऊ मूल्य वाली चीज़ में निवेश करें'],
  },
  3: {
    areas: [
      [
        ['संवाद', 'm'],
        ['सीखना', 'm'],
        ['आस-पड़ोस', 'm'],
      ],
      [
        ['भाई-बहन', 'm', true],
        ['छोटी यात्राएँ', 'f', true],
        ['रोज़ की बातचीत', 'f'],
      ],
    ],
    actions: ['लिखें, फ़ोन करें या कुछ नया सीखें', 'किसी भाई-बहन या पड़ोसी से फिर संपर्क करें'],
  },
  4: {
    areas: [
      [
        ['घर', 'm'],
        ['परिवार', 'm'],
        ['जड़ें', 'f', true],
      ],
      [
        ['निजी जीवन', 'm'],
        ['भावनात्मक नींव', 'f'],
      ],
    ],
    actions: ['घर और परिवार का ध्यान रखें', 'वहाँ शांत समय बिताएँ जहाँ आपको घर जैसा लगता है'],
  },
  5: {
    areas: [
      [
        ['रचनात्मकता', 'f'],
        ['रोमांस', 'm'],
        ['खेल', 'm'],
      ],
      [
        ['संतान', 'f'],
        ['आनंद', 'm'],
        ['आत्म-अभिव्यक्ति', 'f'],
      ],
    ],
    actions: ['केवल आनंद के लिए कुछ रचें', 'किसी मुलाकात या मौज-मस्ती के दिन की योजना बनाएँ'],
  },
  6: {
    areas: [
      [
        ['रोज़ का काम', 'm'],
        ['आदतें', 'f', true],
        ['स्वास्थ्य', 'm'],
      ],
      [
        ['दिनचर्या', 'f'],
        ['कर्तव्य', 'm', true],
        ['तंदुरुस्ती', 'f'],
      ],
    ],
    actions: ['अपनी समय-सारणी और आदतें व्यवस्थित करें', 'अपने शरीर और काम के बोझ का ध्यान रखें'],
  },
  7: {
    areas: [
      [
        ['साझेदारी', 'f'],
        ['करीबी रिश्ते', 'm', true],
      ],
      [
        ['विवाह', 'm'],
        ['अनुबंध', 'm', true],
        ['खुले प्रतिद्वंद्वी', 'm', true],
      ],
    ],
    actions: ['साथी के साथ बीच का रास्ता खोजें', 'किसी साझा समझौते पर खुलकर बात करें'],
  },
  8: {
    areas: [
      [
        ['साझा संसाधन', 'm', true],
        ['अंतरंगता', 'f'],
        ['रूपांतरण', 'm'],
      ],
      [
        ['कर्ज़', 'm', true],
        ['विरासत', 'f'],
        ['गहरे बंधन', 'm', true],
      ],
    ],
    actions: ['साझा धन का हिसाब ठीक करें', 'जो अपना समय पूरा कर चुका है उसे जाने दें'],
  },
  9: {
    areas: [
      [
        ['यात्राएँ', 'f', true],
        ['उच्च शिक्षा', 'f'],
        ['आस्था', 'f'],
      ],
      [
        ['दूर के क्षितिज', 'm', true],
        ['कानून', 'm'],
        ['प्रकाशन', 'm'],
      ],
    ],
    actions: ['किसी यात्रा या पाठ्यक्रम की योजना बनाएँ', 'किसी नए दृष्टिकोण से अपनी सोच का दायरा बढ़ाएँ'],
  },
  10: {
    areas: [
      [
        ['करियर', 'm'],
        ['पद', 'm'],
        ['सार्वजनिक जीवन', 'm'],
      ],
      [
        ['महत्वाकांक्षाएँ', 'f', true],
        ['प्रतिष्ठा', 'f'],
      ],
    ],
    actions: ['करियर में एक कदम आगे बढ़ाएँ', 'अपने वरिष्ठों को दिखाएँ कि आप क्या कर सकते हैं'],
  },
  11: {
    areas: [
      [
        ['मित्र', 'm', true],
        ['समूह', 'm', true],
        ['भविष्य की आशाएँ', 'f', true],
      ],
      [
        ['संपर्क-जाल', 'm'],
        ['सामाजिक उद्देश्य', 'm', true],
        ['साझा लक्ष्य', 'm', true],
      ],
    ],
    actions: ['मित्रों और सहयोगियों से संपर्क करें', 'किसी दीर्घकालिक इच्छा पर दूसरों के साथ काम करें'],
  },
  12: {
    areas: [
      [
        ['एकांत', 'm'],
        ['अवचेतन', 'm'],
        ['छिपे मामले', 'm', true],
      ],
      [
        ['विश्राम', 'm'],
        ['सपने', 'm', true],
        ['शांत समापन', 'm', true],
      ],
    ],
    actions: ['आराम करें और थोड़ा एकांत लें', 'कुछ नया शुरू होने से पहले अधूरे काम पूरे करें'],
  },
};
