/**
 * Hindi transit texts (गोचर): "गोचर मंगल का जन्म सूर्य से केंद्र", with a body that joins what the
 * transiting graha brings, the aspect's quality and the natal point's domain, in Hindi word order
 * (the verb last, agreeing with its subject).
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { act, effectOn, HI_ASPECTS } from './aspects.ts';
import { type HiNoun, ka, oblique, owned, paragraph, polish, verb } from './grammar.ts';
import { HI_NATAL, HI_POINT_NAMES, HI_TRANSITING } from './points.ts';

/** How long the transit lasts and how it unfolds, in three versions per transiting point. */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'सूर्य साल में एक बार इस बिंदु से गुज़रता है और केवल कुछ दिन प्रभाव-सीमा में रहता है',
    'कुछ ही दिनों में सूर्य आगे बढ़ जाता है, इसलिए इस समय का लाभ उठाएँ',
    'फ़र्क महसूस करने के लिए कुछ उजले दिन ही काफ़ी हैं',
  ],
  moon: [
    'चंद्र कुछ ही घंटों में आगे बढ़ जाता है, इसलिए यह जीवन की घटना कम और दिन का भावनात्मक मौसम अधिक है',
    'हर चंद्र गोचर की तरह यह भी कुछ घंटों में बीत जाता है',
    'कल तक चंद्र आपकी कुंडली के दूसरे हिस्सों से गुज़र रहा होगा',
  ],
  mercury: [
    'बुध तेज़ चलता है: बस कुछ दिन, जब तक कि वक्री होकर वह विषय फिर न ले आए',
    'अगर बुध आस-पास वक्री हो जाए, तो यह बात कुछ हफ़्तों में तीन बार तक लौट सकती है',
    'इन दिनों की बातचीत जितनी लगती है, उससे अधिक मायने रख सकती है',
  ],
  venus: [
    'शुक्र यहाँ कुछ ही दिन रहता है, उन दुर्लभ वर्षों को छोड़कर जब वह वक्री होता है',
    'ये ध्यान देने लायक सुखद दिन हैं, कोई बड़ा मोड़ नहीं',
    'इन दिनों जो आपको भाता है, वह बताता है कि आप और अधिक क्या चाहते हैं',
  ],
  mars: [
    'मंगल लगभग एक सप्ताह तक तापमान ऊँचा रखता है',
    'एक सप्ताह का हिसाब रखें; मंगल वक्री हो तो यह महीनों चल सकता है',
    'ऊर्जा ठीक उसी दिन के आस-पास चरम पर होती है और एक सप्ताह में ढल जाती है',
  ],
  jupiter: [
    'गुरु हफ़्तों का समय लेता है, और वक्री होने पर एक ही वर्ष में दूसरी और तीसरी बार भी आ सकता है',
    'यह एक दिन का नहीं, कई हफ़्तों का विषय है',
    'गुरु के साथ विकास धीरे-धीरे होता है; जो अभी शुरू हो, वह पूरे वर्ष फल दे सकता है',
  ],
  'north-node': [
    'राहु राशिचक्र में धीरे-धीरे पीछे चलता है, इसलिए यह संपर्क हफ़्तों तक रहता है',
    'इन हफ़्तों की मुलाकातों और अवसरों का अर्थ सामान्य से गहरा हो सकता है',
    'इसका असर घटनाओं में कम और दिशा के एहसास में अधिक दिखता है',
  ],
  saturn: [
    'शनि धीरे काम करता है: सब कुछ महीनों में खुलता है, प्रायः एक से अधिक सटीक स्पर्श के साथ',
    'यह किसी एक घटना से अधिक कुछ महीनों की धीमी प्रक्रिया है',
    'इन महीनों में जो बनता या सुलझता है, वह प्रायः टिकता है',
  ],
  chiron: [
    'काइरॉन धीरे चलता है, इसलिए यह संपर्क महीनों तक रहता है और अक्सर दूसरी बार लौटता है',
    'ऐसा उपचार दिनों में नहीं, महीनों में होता है',
    'पुरानी कहानियाँ पकड़ छोड़ने से पहले एक से अधिक बार उभर सकती हैं',
  ],
  uranus: [
    'यूरेनस एक वर्ष या उससे अधिक, तीन स्पर्शों तक रहता है, और उसके शुरू किए बदलाव प्रायः टिक जाते हैं',
    'धीमा और गहरा यह गोचर जीवन का एक अध्याय है, कोई एक प्रसंग नहीं',
    'अचानक मोड़ सटीक स्पर्शों के आस-पास आते हैं, और बीच के महीने अधिक शांत रहते हैं',
  ],
  neptune: [
    'नेपच्यून एक वर्ष या अधिक, तीन स्पर्शों तक का समय लेता है, और उसका असर गोचर से भी लंबा चलता है',
    'नेपच्यून के साथ स्पष्टता धीरे आती है; इस दौर का अर्थ प्रायः बाद में समझ आता है',
    'यह कोई एक क्षण नहीं, एक लंबी और शांत प्रक्रिया है',
  ],
  pluto: [
    'प्लूटो वर्षों तक, तीन सटीक स्पर्शों तक रहता है: यह धीमा और गहरा बदलाव है, कोई प्रसंग नहीं',
    'जिसे प्लूटो बदल देता है, वह फिर पहले जैसा नहीं रहता',
    'इतना लंबा गोचर धैर्य माँगता है; बदलाव पहले सतह के नीचे होता है',
  ],
};

/** A second way to say what each transiting point brings, by the aspect's nature (subject of its verb). */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, HiNoun>> = {
  sun: {
    fusion: { text: 'जीवन-शक्ति का नया उछाल और नज़र में आने की चाह', g: 'm', plural: true },
    hard: { text: 'अभिमान, थकान और इच्छा-शक्ति की परीक्षा', g: 'f', plural: true },
    soft: { text: 'गर्माहट, पहचान और शांत आत्मविश्वास', g: 'm', plural: true },
  },
  moon: {
    fusion: { text: 'गहरी भावनाएँ और घर पर रहने का मन', g: 'm', plural: true },
    hard: { text: 'बेचैन मन और छोटी-छोटी खीझ', g: 'm', plural: true },
    soft: { text: 'आश्रय, निकटता और कोमल मन', g: 'm', plural: true },
  },
  mercury: {
    fusion: { text: 'खबरें, योजनाएँ और विचारों से भरा दिमाग', g: 'm', plural: true },
    hard: { text: 'उलझे तार, देरी और घबराहट भरे संदेह', g: 'm', plural: true },
    soft: { text: 'बातचीत, चिट्ठियों और फ़ैसलों का अच्छा समय', g: 'm' },
  },
  venus: {
    fusion: { text: 'गर्माहट, आकर्षण और जीवन का आनंद लेने की इच्छा', g: 'f', plural: true },
    hard: { text: 'दिखावा, फ़िज़ूलखर्ची और अनकही नाराज़गी', g: 'f', plural: true },
    soft: { text: 'दयालुता, अच्छी संगत और छोटे-छोटे सुख', g: 'm', plural: true },
  },
  mars: {
    fusion: { text: 'जोश, भूख और शुरुआत की बेसब्री', g: 'f', plural: true },
    hard: { text: 'झुँझलाहट, जल्दबाज़ी की चूकें और अपनी जगह के लिए संघर्ष', g: 'm', plural: true },
    soft: { text: 'सहनशक्ति, पहल और स्वस्थ प्रतिस्पर्धा', g: 'f', plural: true },
  },
  jupiter: {
    fusion: { text: 'अवसर, आस्था और बढ़ने की इच्छा', g: 'm', plural: true },
    hard: { text: 'बहुत बड़े वादे और अति का स्वाद', g: 'm', plural: true },
    soft: { text: 'दूसरों का साथ, सौभाग्य और भरोसा', g: 'm', plural: true },
  },
  'north-node': {
    fusion: { text: 'उस पाठ से भेंट जिसे सीखने आप यहाँ आए हैं', g: 'f' },
    hard: { text: 'नए लक्ष्यों के सामने पुरानी आदतों की पुकार', g: 'f' },
    soft: { text: 'आपकी राह से मेल खाते साथी और अवसर', g: 'm', plural: true },
  },
  saturn: {
    fusion: { text: 'परिपक्वता की परीक्षा और बागडोर संभालने की ज़रूरत', g: 'f', plural: true },
    hard: { text: 'कड़ी सीमाएँ, थकान और प्रतीक्षा न करने वाले कर्तव्य', g: 'm', plural: true },
    soft: { text: 'धैर्य, ढाँचा और किए गए प्रयास का फल', g: 'm', plural: true },
  },
  chiron: {
    fusion: { text: 'एक नाज़ुक जगह का स्पर्श और उसकी देखभाल का अवसर', g: 'm', plural: true },
    hard: { text: 'फिर से जागा पुराना दर्द और खुद को बचाने की ज़रूरत', g: 'm', plural: true },
    soft: { text: 'समझ, मरम्मत और दूसरों के घाव भरने की इच्छा', g: 'f', plural: true },
  },
  uranus: {
    fusion: { text: 'नई खोजें, झटके और आज़ादी की ज़रूरत', g: 'f', plural: true },
    hard: { text: 'अचानक टूटन, तनाव और विद्रोह', g: 'm', plural: true },
    soft: { text: 'सूझ-बूझ भरे हल और दिशा का सुखद बदलाव', g: 'm', plural: true },
  },
  neptune: {
    fusion: { text: 'सपने, घुलती निश्चितताएँ और आध्यात्मिक भूख', g: 'f', plural: true },
    hard: { text: 'धुंध, मोहभंग और भाग निकलने का लालच', g: 'm', plural: true },
    soft: { text: 'कल्पना, सहानुभूति और शांत कृपा', g: 'f', plural: true },
  },
  pluto: {
    fusion: { text: 'अंत, पुनर्जन्म और शक्ति से सामना', g: 'm', plural: true },
    hard: { text: 'नियंत्रण, मजबूरियाँ और ज़मीन साफ़ करने वाले संकट', g: 'm', plural: true },
    soft: { text: 'दृढ़ता, स्पष्टता और नया होने की शक्ति', g: 'f', plural: true },
  },
};

/** More names for the quality of the major aspects in a transit (beside HI_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, HiNoun[]>> = {
  conjunction: [
    { text: 'दो शक्तियों का जोड़', g: 'm' },
    { text: 'ऊर्जा से भरी शुरुआत', g: 'f' },
  ],
  opposition: [
    { text: 'खींचतान', g: 'f' },
    { text: 'संतुलन माँगने वाली रस्साकशी', g: 'f' },
  ],
  square: [
    { text: 'कदम उठाने तक बढ़ता दबाव', g: 'm' },
    { text: 'तनाव भरा मोड़', g: 'm' },
  ],
  trine: [
    { text: 'लगातार मिलता सहारा', g: 'm' },
    { text: 'सहजता और सही समय', g: 'm' },
  ],
  sextile: [
    { text: 'उपयोगी खुलापन', g: 'm' },
    { text: 'पहल का पुरस्कार देने वाला अवसर', g: 'm' },
  ],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'यह आपका सूर्य-प्रत्यागमन है, वह ज्योतिषीय जन्मदिन जो आने वाले वर्ष का स्वर तय करता है',
  moon: 'यह आपका मासिक चंद्र-प्रत्यागमन है, एक छोटी भावनात्मक नई शुरुआत',
  jupiter: 'यह आपका गुरु-प्रत्यागमन है, विकास के बारह वर्ष के नए चक्र की शुरुआत',
  saturn: 'यह आपका शनि-प्रत्यागमन है, एक संस्कार जैसा पड़ाव जो आपसे जीवन की बागडोर अपने हाथ में लेने को कहता है',
  chiron: 'यह आपका काइरॉन-प्रत्यागमन है, किसी पुराने घाव से सुलह का जीवन में एक ही बार मिलने वाला अवसर',
  'north-node': 'यह आपका राहु-प्रत्यागमन है, वह समय जब आपके जीवन की राह फिर से साफ़ दिखने लगती है',
};

const MINOR_NOTES = [
  'गौण योग होने के कारण इसका असर सूक्ष्म है और आसानी से अनदेखा हो सकता है',
  'गौण योग चिल्लाते नहीं, फुसफुसाते हैं: छोटे संकेतों पर ध्यान दें',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Hindi. */
export function hiTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const T = HI_POINT_NAMES[transiting];
  const nName = HI_POINT_NAMES[natal];
  const P = HI_TRANSITING[transiting];
  const N = HI_NATAL[natal];
  const A = HI_ASPECTS[aspect];
  const [aspectNoun, aspectG] = A.noun;
  const nature = natureOf(aspect);
  const t = T.name;
  const tg = { g: T.g };

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalOf = (obl: boolean) =>
    [
      `आप${ka(nName.g, false, obl)} जन्मकालीन ${nName.name}`,
      `आपकी कुंडली ${ka(nName.g, false, obl)} ${nName.name}`,
      `आप${ka(nName.g, false, obl)} जन्म ${ka(nName.g, false, obl)} ${nName.name}`,
    ][natalForm];
  const natalObl = natalOf(true);
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verbPhrase = c.pick('verb', A.verbs);
  const acts = `${natalObl} ${act(verbPhrase, tg)}`;
  const effect = c.pick('effect', A.effect);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', P.epithet);
  const brings = c.pick('brings', [P.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', P.advice[nature]);
  const area = oblique(N.area.text, N.area.g, N.area.plural);

  const openings = [
    `${t}, ${epithet}, ${acts} और ${effectOn(effect, domain, tg)}`,
    `${t} और ${natalObl} के बीच यह ${aspectNoun} ${effectOn(effect, domain, { g: aspectG })}`,
    `जब ${t} ${acts}, तो ${owned(domain, 'आप', true)} में ${quality.text} ${verb('उभर', quality)}`,
    `गोचर में ${t} ${acts}, जिससे ${owned(domain, 'आप', true)} के लिए ${quality.text} ${verb('बन', quality)}`,
    `${owned(domain, 'आप', true)} में अभी ${quality.text} ${verb('दिखाई दे', quality)}, क्योंकि ${t} ${acts}`,
    `${t} ${ka(aspectG, false, true)} इस ${aspectNoun}${aspectG === 'f' ? '' : ' योग'} के दौरान ${owned(domain, 'आप', true)} को ${quality.text} ${verb('मिल', quality)}`,
    `${area} के मामले में ${t} ${acts} और ${effectOn(effect, domain, tg)}`,
  ];
  const middles = [
    `इस समय ${brings.text} ${verb('सामने आ', brings)}; ${feels}`,
    `${feels}, जबकि ${t} अपने साथ ${brings.text} ${verb('ला', tg)}`,
    `${owned(domain2, 'आप', true)} के लिए ${t} ${brings.text} ${verb('ला', tg)}, और ${feels}`,
    `${t} के साथ ${brings.text} भी ${verb('आ', brings)}; ${feels}`,
    `${feels}; ${t} इसमें ${brings.text} ${verb('जोड़', tg)}`,
    `${t} से ${brings.text} ${verb('मिल', brings)}, और ${feels}`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    advice,
    `इस ${aspectNoun} का लाभ उठाने के लिए: ${advice}`,
    `सलाह सीधी है: ${advice}`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect) ? c.pick('aspect-advice', A.advice) : areaOpening ? advice : `${area} के मामले में: ${advice}`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'इतना धीमा ग्रह अपनी जन्म-स्थिति पर केवल जीवन के आरंभिक वर्षों में या, यूरेनस के मामले में, लगभग 84 वर्ष की आयु में लौटता है: यह किसी घटना से अधिक जीवन का एक दौर है'
          : `यह आपका ${t}-प्रत्यागमन है, ${t} के नए चक्र की शुरुआत`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: `गोचर ${t} ${ka(aspectG)} जन्म ${nName.name} से ${aspectNoun}`,
    body: polish(paragraph(sentences)),
  };
}
