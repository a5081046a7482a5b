/** Hindi texts for a natal point in a sign (राशि) and in a house (भाव). */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import {
  agree,
  becomes,
  type HiGender,
  inHouse,
  ka,
  listOf,
  oblique,
  ordinal,
  owned,
  paragraph,
  polish,
  verb,
} from './grammar.ts';
import { HI_NATAL, HI_POINT_NAMES } from './points.ts';
import { HI_ELEMENT, HI_ELEMENT_NAME, HI_HOUSES, HI_MODALITY, HI_MODALITY_WAY, HI_SIGNS } from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string, g: HiGender) => string> = {
  domicile: (p, s, g) =>
    `${p} ${s} में अपनी ही राशि में ${verb('हो', { g })}, जिसका ${g === 'f' ? 'वह स्वामिनी' : 'वह स्वामी'} है, और उसकी ऊर्जा खुलकर बहती है`,
  exaltation: (p, s, g) => `${p} ${s} में उच्च ${ka(g)} ${verb('हो', { g })}: उसके सबसे अच्छे गुण सहज ही सामने आते हैं`,
  detriment: (p, s, g) =>
    `${p} ${s} में अपने घर से दूर ${verb('रह', { g })}: यहाँ उसे अधिक मेहनत करनी पड़ती है, और जो सीख मिलती है वह परिश्रम से कमाई हुई होती है`,
  fall: (p, s, g) => `${p} ${s} में नीच ${ka(g)} ${verb('हो', { g })}: उसके गुणों को खिलने के लिए सचेत देखभाल चाहिए`,
};

/** Three adjectives agreed with a noun and joined: "सीधे, साहसी और अधीर" (before ढंग से). */
function traitsOf(sign: Sign, g: HiGender, obliqueCase: boolean): string {
  return listOf(HI_SIGNS[sign].traits.map((t) => agree(t, g, false, obliqueCase)));
}

/** Title and body of natal `point` in `sign`, in Hindi. */
export function hiPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const { name, g } = HI_POINT_NAMES[point];
  const N = HI_NATAL[point];
  const S = HI_SIGNS[sign];
  const sName = signName(sign, 'hi');
  const domain = c.pick('domain', N.domain);
  const area = oblique(N.area.text, N.area.g, N.area.plural);
  const [gift, giftG] = S.gift;
  const shadowRises = S.shadow.plural ? 'हावी न हो जाएँ' : 'हावी न हो जाए';

  const openings = [
    `${sName} राशि में ${name} ${owned(domain, 'आप', true)} को ${traitsOf(sign, 'm', true)} ढंग से ${verb('व्यक्त कर', { g })}`,
    `${sName} में ${agree('बैठा', g)} ${name} ${owned(domain, 'आप', true)} को ${traitsOf(sign, 'm', false)} रंग ${verb('दे', { g })}`,
    `${sName} में ${name} होने से ${owned(domain, 'आप', true)} में कुछ ${traitsOf(sign, 'f', false)} बात दिखाई देती है`,
  ];
  const middles = [`${area} के मामले में ${S.style}`, `जहाँ तक ${area} की बात है, ${S.style}`];
  const closings = [
    `आपको ${S.needs} चाहिए; ध्यान रहे कि ${S.shadow.text} ${shadowRises}`,
    `अपने सबसे अच्छे रूप में यह स्थिति ${gift} देती है; सबसे कमज़ोर रूप में ${S.shadow.text} ${verb('उभर', S.shadow)}`,
    `${S.needs} मिलने पर ${gift} ${verb('बढ़', { g: giftG })}; वरना ${S.shadow.text} ${becomes('हावी हो', S.shadow)}`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](name, sName, g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${name} कई वर्षों तक एक ही राशि में ${verb('रह', { g })}, इसलिए यह स्थिति आपकी पीढ़ी के बारे में भी उतना ही बताती है जितना आपके बारे में`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    const [fromGift, fromG] = HI_SIGNS[from].gift;
    const [toGift, toG] = HI_SIGNS[to].gift;
    sentences.push(
      `${signName(from, 'hi')} में केतु और ${signName(to, 'hi')} में राहु होने से आपका विकास ${oblique(fromGift, fromG)} से ${oblique(toGift, toG)} की ओर होता है`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName} ${HI_ELEMENT_NAME[element]} तत्व की ${HI_MODALITY[modality]} राशि है: यह ${HI_MODALITY_WAY[modality]}, और इसका तत्व ${HI_ELEMENT[element]}`,
        '',
      ]),
    );
  }
  return { title: `${name} ${sName} राशि में`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'यहीं आप चमकना और पहचान पाना चाहते हैं',
  moon: 'यहाँ आप सांत्वना खोजते हैं, और यहीं आपकी मनोदशाएँ दिखाई देती हैं',
  mercury: 'यहाँ आपका मन सबसे अधिक काम करता है',
  venus: 'यहाँ आपको आनंद मिलता है और दूसरों की सद्भावना आपकी ओर खिंचती है',
  mars: 'यहाँ आप ज़ोर लगाते हैं, मुकाबला करते हैं और अपनी ऊर्जा खर्च करते हैं',
  jupiter: 'यहाँ सौभाग्य और विकास सबसे आसानी से आते हैं',
  saturn: 'यहाँ परीक्षाएँ आती हैं और यहीं टिकाऊ शक्ति बनती है',
  uranus: 'यहाँ आपको आज़ादी चाहिए, और यहाँ अचानक बदलाव आ सकते हैं',
  neptune: 'यहाँ आप आदर्श गढ़ते हैं, सपने देखते हैं और कभी-कभी राह भी भूलते हैं',
  pluto: 'यहाँ तीव्रता, शक्ति और गहरे बदलाव का अनुभव होता है',
  chiron: 'यहाँ पुराने घाव रहते हैं, और यहीं से आप दूसरों को भरने में मदद कर सकते हैं',
  'north-node': 'यहाँ आपका विकास है, भले ही यह क्षेत्र अनजाना लगे',
  'south-node': 'यहाँ आप पुरानी, परखी हुई क्षमताओं का सहारा लेते हैं',
  'mean-lilith': 'यहाँ आप किसी के वश में आने से इनकार करते हैं',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: ['केंद्र भाव इस स्थिति को आपके जीवन में उभारकर दिखाता है', 'केंद्र भाव में यह स्थिति साफ़ दिखती है और सक्रिय रहती है'],
  succedent: ['पणफर भाव में यह स्थिति लगन से काम करती है और समय के साथ साधन जुटाती है', 'पणफर भाव इसे धैर्य और टिकाव देता है'],
  cadent: [
    'आपोक्लिम भाव में यह पृष्ठभूमि में, सीखने और ढलने के ज़रिए काम करती है',
    'आपोक्लिम भाव इसके प्रभाव को अधिक शांत और लचीला बनाता है',
  ],
};

/** Title and body of natal `point` in house `house`, in Hindi. */
export function hiPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const { name, g } = HI_POINT_NAMES[point];
  const N = HI_NATAL[point];
  const H = HI_HOUSES[house];
  const area = owned(c.pick('area', H.areas), '', true);
  const domain = owned(c.pick('domain', N.domain), 'आप', true);

  const openings = [
    `${inHouse(house)} ${name} ${domain} को ${area} के क्षेत्र में ${verb('ले आ', { g })}`,
    `${ordinal(house, 'm', true)} भाव में ${agree('बैठा', g)} ${name} ${domain} को ${area} के ज़रिए ${verb('व्यक्त कर', { g })}`,
    `${inHouse(house)}, जो ${area} का भाव है, ${name} ${domain} को जीवन के इसी क्षेत्र से ${verb('जोड़', { g })}`,
  ];
  const sentences = [c.pick('opening', openings), HOUSE_ROLE[point]];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`परंपरा के अनुसार ${name} ${inHouse(house)} प्रसन्न ${verb('रह', { g })}: यहाँ उसे विशेष सहजता मिलती है`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(c.pick('action', [`इस पर काम करने का एक अच्छा तरीका: ${action}`, `इसे ठोस रूप दें: ${action}`, '']));
  return { title: `${name} भाव ${house} में`, body: polish(paragraph(sentences)) };
}
