/** The Hindi natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { countOf, inHouse, ka, listOf, owned, paragraph } from '../hi/grammar.ts';
import { HI_NATAL, HI_POINT_NAMES } from '../hi/points.ts';
import { signName } from '../names.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => HI_POINT_NAMES[p].name;
const names = (ps: readonly Planet[]) => listOf(ps.map(name));
/** The Hindi number words up to ten (ग्रहों की संख्या). */
const NUMBER = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];
const ELEMENT: Record<Element, string> = { fire: 'अग्नि', earth: 'पृथ्वी', air: 'वायु', water: 'जल' };
const MODALITY: Record<Modality, string> = { cardinal: 'चर', fixed: 'स्थिर', mutable: 'द्विस्वभाव' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'उत्साह, साहस और कुछ कर दिखाने की इच्छा',
  earth: 'धैर्य, व्यावहारिक समझ और टिकाऊ चीज़ों की परख',
  air: 'विचार, संवाद और दूरी रखकर देखने की क्षमता',
  water: 'भावना, अंतर्ज्ञान और दूसरों की बारीक समझ',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'सहजता और आत्मविश्वास अपने आप नहीं आते, उनका अभ्यास करना पड़ता है',
  earth: 'दिनचर्या, धन और शरीर आपकी सोच से अधिक सचेत देखभाल माँगते हैं',
  air: 'किसी भावना को स्पष्ट करने के लिए उस पर बात करना आपको स्वाभाविक नहीं लगता',
  water: 'भावनाओं को जीने से अधिक आसान आपको उनका विश्लेषण करना लगता है',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'आप शुरुआत करते हैं, पहला कदम उठाते हैं और दिशा दिखाते हैं',
  fixed: 'आप राह पर टिके रहते हैं, धीरे-धीरे बनाते हैं और जो शुरू करते हैं उसे पूरा करते हैं',
  mutable: 'आप ढल जाते हैं, जल्दी सीखते हैं और ज़रूरत पड़ने पर राह बदल लेते हैं',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'अधिकांश ग्रह क्षितिज के ऊपर, सार्वजनिक जीवन के भावों में हैं: आपका जीवन बाहर की ओर बहता है और आपका बहुत-सा विकास दूसरों की आँखों के सामने होता है',
  north:
    'अधिकांश ग्रह क्षितिज के नीचे, निजी भावों में हैं: आपका जीवन घर, भीतरी संसार और सबसे करीबी लोगों में जड़ें जमाता है, और आप अपनी गति से परिपक्व होते हैं',
  east: 'पूर्वी आधा हिस्सा, लग्न की ओर का भाग, अधिकांश ग्रहों को समेटे है: आप अपनी राह खुद बनाते हैं और अपनी पहल पर भरोसा करते हैं',
  west: 'पश्चिमी आधा हिस्सा, सप्तम बिंदु की ओर का भाग, अधिकांश ग्रहों को समेटे है: आप रिश्तों में खिलते हैं और जो पाते हैं उसमें से बहुत कुछ दूसरों के ज़रिए आता है',
};
const TITLE = {
  'grand-trine': 'महा त्रिकोण',
  't-square': 'टी-केंद्र',
  'grand-cross': 'महा क्रॉस',
  yod: 'योड',
  kite: 'पतंग',
} as const;
/** Each major aspect's noun with its gender (का / की agree with it). */
const ASPECT_NOUN: Record<MajorAspect, readonly [string, 'm' | 'f']> = {
  conjunction: ['युति', 'f'],
  opposition: ['प्रतियुति', 'f'],
  trine: ['त्रिकोण योग', 'm'],
  square: ['केंद्र योग', 'm'],
  sextile: ['षष्ठांश योग', 'm'],
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string, g: 'm' | 'f') => string)[] = [
  (a, x, b) => `${a} और ${b} ${x} बनाते हैं`,
  (a, x, b, g) => `${a} और ${b} के बीच ${x} ${g === 'f' ? 'होती' : 'होता'} है`,
  (a, x, b) => `आपकी कुंडली ${a} और ${b} को ${x} से जोड़ती है`,
  (a, x, b, g) => `${a} और ${b} को एक ${x} ${g === 'f' ? 'जोड़ती' : 'जोड़ता'} है`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'यहाँ दोनों एक होकर काम करते हैं: एक को दूसरे के बिना आप शायद ही कभी जीते हैं',
    'इस तरह घुले-मिले होने से हर एक दूसरे के हर काम को रंग देता है',
    'युति एकाग्र करती है: जो एक चाहता है, दूसरा उसे बढ़ा देता है',
  ],
  opposition: [
    'आप इन्हें दो ध्रुवों की तरह जीते हैं, और जीवन आपसे एक को चुनने के बजाय दोनों को थामने को कहता है',
    'अक्सर दूसरे लोग इस जोड़ी का एक पक्ष निभाते हैं, जब तक आप दोनों को अपना न मान लें',
    'दोनों के बीच झूलना धीरे-धीरे, और कभी-कभी टकराव के ज़रिए, संतुलन सिखाता है',
  ],
  trine: [
    'दोनों बिना प्रयास एक-दूसरे को सहारा देते हैं, ऐसी प्रतिभा जिसे हल्के में लेना आसान है',
    'यह प्रवाह केवल आनंद के लिए नहीं, जान-बूझकर उपयोग करने का साधन है',
    'इनके बीच का सामंजस्य जीवन के इस क्षेत्र को आपके लिए स्वाभाविक बनाता है',
  ],
  square: [
    'दोनों आपस में रगड़ खाते हैं; रगड़ असुविधाजनक है, पर आपको कुछ बनाने को प्रेरित करती है',
    'इनके बीच का तनाव फ़ैसले माँगता है, और हर फ़ैसला आपको मज़बूत करता है',
    'यह मेहनत का संपर्क है: यहाँ प्रयास और कहीं से अधिक फल देता है',
  ],
  sextile: [
    'कारण मिलने पर दोनों सहयोग करते हैं: थोड़ा प्रयास यह दरवाज़ा खोल देता है',
    'इनके बीच ऐसे अवसर जन्म लेते हैं जो पहल का पुरस्कार देते हैं',
    'एक कोमल बंधन जो अभ्यास और जिज्ञासा से बढ़ता है',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `यह योग दो क्षेत्रों को जोड़ता है: एक ओर ${x}, दूसरी ओर ${y}`,
  (x, y) => `दाँव पर हैं, एक तरफ़ ${x}, और दूसरी तरफ़ ${y}`,
  (x, y) => `व्यवहार में दो क्षेत्र एक-दूसरे को गढ़ते हैं: एक ओर ${x}, दूसरी ओर ${y}`,
  (x, y) => `यह संपर्क दो दायरों को जोड़ता है: एक तरफ़ ${x}, दूसरी तरफ़ ${y}`,
];

export const hiSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `${signName(s.sign, 'hi')} राशि में` : inHouse(s.houses[0]);
    const n = s.members.length;
    return {
      title: `${where} ग्रह-समूह`,
      body: paragraph([
        `${where} ${n < NUMBER.length ? `${NUMBER[n]} ग्रह` : countOf(n, 'ग्रह', 'ग्रह')} एकत्र हैं: ${names(s.members)}`,
        s.by === 'sign'
          ? `एक राशि में इतना भार आपको उसका स्वभाव एकाग्र रूप में देता है; ${ELEMENT[s.element]} तत्व और ${MODALITY[s.modality]} राशियों का ढंग आप पर गहरी छाप छोड़ते हैं`
          : 'एक भाव में इतना भार जीवन के उस क्षेत्र को मुख्य मंच बना देता है: इन ग्रहों के विषय सबसे पहले वहीं जिए जाते हैं',
        s.by === 'sign' && s.houses.length > 0
          ? `ये ${s.houses.length > 1 ? `भाव ${listOf(s.houses.map(String))} में` : inHouse(s.houses[0])} पड़ते हैं, जहाँ यह एकाग्रता महसूस होती है`
          : `इनमें से अधिकांश ${signName(s.sign, 'hi')} राशि में हैं, जो इस भाव को अपना स्वर देती है`,
        'ग्रह-समूह एकाग्रता देता है; संतुलन उससे आता है जो उसके बाहर रह जाता है',
      ]),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} तीन त्रिकोणों से बँधे हैं, ${p.element ? `${ELEMENT[p.element]} तत्व का ` : ''}एक बंद घेरा`,
          p.element
            ? `यह आपको ${ELEMENT_GIFT[p.element]} देता है, इतने भरोसेमंद कि शायद आपका ध्यान भी उन पर न जाए`
            : 'अलग-अलग तत्वों से गुज़रने के कारण इसकी सहजता कम दिखती है, पर यह जीवन के अलग-अलग क्षेत्रों तक पहुँचती है',
          'महा त्रिकोण का खतरा आराम है: इसकी प्रतिभा चुनौती के सामने बढ़ती है',
        );
        break;
      case 'kite':
        sentences.push(
          `${names(p.members.slice(0, 3))} का महा त्रिकोण ${name(p.members[3])} से बँधा है, जो एक शिखर से प्रतियुति और बाकी दो से षष्ठांश में है`,
          `पतंग त्रिकोण के प्रवाह को दिशा देती है: ${owned(HI_NATAL[p.members[3]].domain[0])} वह लक्ष्य बन जाते हैं जो प्रतिभाओं को काम पर लगाता है`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])} और ${name(p.members[2])} प्रतियुति में हैं, और दोनों ${name(apex!)} से केंद्र योग बनाते हैं, जो ${p.modality ? `${MODALITY[p.modality]} राशियों में बने ` : ''}टी-केंद्र का शिखर है`,
          `दबाव ${owned(HI_NATAL[apex!].domain[0], 'आप', true)} पर जमा होता है: वहीं जीवन आपको कदम उठाने को प्रेरित करता है, और वहीं आपको सबसे अधिक मिलता है`,
          p.modality
            ? `${MODALITY[p.modality]} राशियों में ${MODALITY_WAY[p.modality]}, और इसी तरह आप यह दबाव सँभालते हैं`
            : 'क्रॉस की खाली भुजा, शिखर के सामने, दिखाती है कि राहत कहाँ से आती है',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} महा क्रॉस बनाते हैं: दो प्रतियुतियाँ जो आपस में केंद्र योग में हैं${p.modality ? `, सभी ${MODALITY[p.modality]} राशियों में` : ''}`,
          'चार दिशाएँ एक साथ खींचती हैं, और जीवन लगातार माँगों से भरा लग सकता है',
          'धैर्य से उठाया गया यह क्रॉस असाधारण सहनशक्ति देता है',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])} और ${name(p.members[2])} षष्ठांश में हैं, और दोनों ${name(apex!)} से पंच-द्वादशांश बनाते हैं: यह योड है, जिसे ईश्वर की उँगली भी कहते हैं`,
          `यह ${owned(HI_NATAL[apex!].domain[1], 'आप', true)} को ऐसी चीज़ के रूप में दिखाता है जिसे आप लगातार सुधारते रहते हैं; यह अधिक प्रयास नहीं, दूसरा तरीका माँगता है`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: paragraph(sentences) };
  },
  ruler(r) {
    const ruler = name(r.ruler);
    return {
      title: `कुंडली का स्वामी: ${ruler}`,
      body: paragraph([
        `${signName(r.ascendantSign, 'hi')} लग्न होने से ${ruler} आपकी कुंडली का स्वामी है (पारंपरिक स्वामित्व)`,
        `यह ${signName(r.sign, 'hi')} राशि में, ${inHouse(r.house)} है, और दुनिया से आपके मिलने के ढंग पर छाप छोड़ता है`,
        `${ruler} अपने योगों से जिसे भी छूता है, वह आपकी पूरी कुंडली की कहानी का हिस्सा बन जाता है`,
      ]),
    };
  },
  balance(b) {
    const sentences = [
      `दस ग्रहों में से ${b.dominantElements.map((e) => `${b.elements[e]} ${ELEMENT[e]} राशियों में ${b.elements[e] === 1 ? 'है' : 'हैं'}`).join(' और ')}: आपके लिए सबसे पहले ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'तथा',
      )} आते हैं`,
    ];
    for (const e of b.missingElements) sentences.push(`कोई भी ग्रह ${ELEMENT[e]} राशियों में नहीं है: ${ELEMENT_LACK[e]}`);
    sentences.push(
      `ढंग की बात करें तो ${listOf(b.dominantModalities.map((m) => MODALITY[m]))} राशियाँ प्रधान हैं: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}`,
    );
    for (const m of b.missingModalities)
      sentences.push(`${MODALITY[m]} राशियों में कोई ग्रह न होने से अक्सर दूसरे लोग आपके लिए वह भूमिका निभाते हैं`);
    return { title: 'तत्व और ढंग', body: paragraph(sentences) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['ग्रह किसी एक आधे हिस्से की ओर ज़ोर से झुके बिना बँटे हैं: जीवन का कोई एक पक्ष हावी नहीं होता'];
    sentences.unshift(`क्षितिज के ऊपर ${h.south}, नीचे ${h.north}; पूर्व में ${h.east}, पश्चिम में ${h.west}`);
    return { title: 'गोलार्ध', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'प्रधान ग्रह',
      body: paragraph([
        `स्वराशि, गरिमा, केंद्र-स्थिति और योगों के आधार पर ${name(top.planet)} आपकी कुंडली का सबसे प्रबल ग्रह है, और उसके बाद ${listOf(rest.map((x) => name(x.planet)))} आते हैं`,
        `इसके विषय, ${owned(HI_NATAL[top.planet].domain[1])}, पूरे फलादेश में गूँजते हैं`,
      ]),
    };
  },
  aspect(a, aspect, b, position, nth) {
    const [noun, g] = ASPECT_NOUN[aspect];
    return {
      title: `${name(a)} ${ka(g)} ${name(b)} से ${noun.replace(/ योग$/u, '')}`,
      body: paragraph([
        cycle(ASPECT_OPENINGS, position)(name(a), noun, name(b), g),
        cycle(ASPECT_LINKS, position + 1)(
          owned(HI_NATAL[a].domain[position % 2]),
          owned(HI_NATAL[b].domain[(position + 1) % 2]),
        ),
        cycle(ASPECT_MEANING[aspect], nth),
      ]),
    };
  },
};
