/** Hindi synastry texts: a point of person 1 ("आपका") in aspect to a point of person 2 ("उनका"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { act, HI_ASPECTS } from './aspects.ts';
import { ka, paragraph, polish, subjectOf, theirs, verb, yours } from './grammar.ts';
import { HI_POINT_NAMES, HI_RELATING, type HiRelating } from './points.ts';

/**
 * What a couple can do with a contact, by the theme of one of the two points and the aspect's
 * nature, so that a relationship with twelve contacts does not repeat one piece of advice.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'दो जीवन-योजनाओं के लिए जगह रखना अच्छा है, न कि केवल एक साझा केंद्र के लिए',
    hard: 'बारी-बारी से आगे रहना मदद करता है: किसी को दूसरे के चमकने के लिए छोटा नहीं होना पड़ता',
    soft: 'एक-दूसरे में जो अच्छा लगता है, उसे खुलकर कहना दोनों को मज़बूत करता है',
  },
  moon: {
    fusion: 'देखभाल की छोटी-छोटी रस्में, जिन पर दोनों भरोसा कर सकें, इस बंधन को संभालती हैं',
    hard: 'दूसरे की ज़रूरत मान लेने से बेहतर है पूछ लेना',
    soft: 'घर के शांत पलों को बचाकर रखना सार्थक है: वही इस रिश्ते को पोषण देते हैं',
  },
  mercury: {
    fusion: 'बार-बार बात करना अच्छा है, बशर्ते हर कोई दूसरे को अपनी बात पूरी करने दे',
    hard: 'जब शब्द तीखे होने लगें, तो जवाब देने से पहले एक घंटा रुकना घाव बचाता है',
    soft: 'साथ योजना बनाना, सीखना या यात्रा करना इस जोड़ी की बातचीत का सबसे अच्छा रूप निकालता है',
  },
  venus: {
    fusion: 'साझा आनंद का सुख लेते हुए भी कुछ सुख अपने लिए रखे जा सकते हैं',
    hard: 'अंदाज़ा लगाने के बजाय यह कहना कि किसके लिए क्या मूल्यवान है, पसंद की गलतफ़हमियाँ बचाता है',
    soft: 'साथ बिताए समय में सुंदरता और आनंद की पक्की जगह होनी चाहिए',
  },
  mars: {
    fusion: 'साझी ऊर्जा किसी परियोजना, खेल या साझा लक्ष्य में सबसे अधिक फल देती है',
    hard: 'बहस मुद्दे पर हो, इस पर नहीं कि कौन जीतता है, और फिर पन्ना पलट देना अच्छा है',
    soft: 'जो दोनों चाहते हैं, उसके लिए साथ कदम उठाना जोड़ी को तेज़ी से आगे ले जाता है',
  },
  jupiter: {
    fusion: 'साथ बड़े सपने देखना तब अच्छा चलता है जब बाद में एक योजना चुनकर पूरी की जाए',
    hard: 'सीमाएँ तय करना मदद करता है, क्योंकि साथ मिलकर निभाने से अधिक वादे करना आसान है',
    soft: 'एक-दूसरे के विकास को प्रोत्साहन अपने आप मिलता है; यहाँ उदारता बहती है',
  },
  saturn: {
    fusion: 'ज़िम्मेदारियाँ तब हल्की लगती हैं जब दोनों मिलकर तय करें और कोई उन्हें अकेले न ढोए',
    hard: 'जब कोई नियम या कर्तव्य भारी लगने लगे, तो कह देना चुप्पी से अधिक मदद करता है',
    soft: 'साथ मिलकर कुछ टिकाऊ बनाना, चाहे घर हो, बचत हो या दिनचर्या, रिश्ते के लिए अच्छा है',
  },
  uranus: {
    fusion: 'एक-दूसरे को चौंकाते रहना और आज़ाद छोड़ना चिंगारी को जीवित रखता है',
    hard: 'सब कुछ बदलने से पहले यह तय कर लेना अच्छा है कि क्या स्थिर रहना चाहिए',
    soft: 'साथ मिलकर नई चीज़ें आज़माना दोनों को तरोताज़ा करता है',
  },
  neptune: {
    fusion: 'सपने बाँटना अच्छा है; कभी-कभी उन्हें रोज़मर्रा की ज़िंदगी से मिलाकर देखना भी',
    hard: 'अपेक्षाओं पर साफ़ बात करना इससे बचाता है कि कोई किसी भ्रम से प्रेम करे',
    soft: 'कला, संगीत या साझा मौन दोनों की अनुभूति को और गहरा करते हैं',
  },
  pluto: {
    fusion: 'गहराई इस संपर्क का उपहार है; इसे नियंत्रण से मुक्त रखना अच्छा है',
    hard: 'ताकत की आज़माइश की यहाँ ज़रूरत नहीं: भरोसा तब बढ़ता है जब किसी को जीतना न पड़े',
    soft: 'कठिन बातों का साथ मिलकर सामना करना जोड़ी को और मज़बूत बनाता है',
  },
  ascendant: {
    fusion: 'यह देखना सार्थक है कि दोनों एक-दूसरे की शैली को कैसे ढालते हैं, और इसका आनंद लेना भी',
    hard: 'पहली प्रतिक्रिया से आगे देखना एक-दूसरे को सचमुच जानने का समय देता है',
    soft: 'दोनों एक-दूसरे के साथ सहज रहते हैं, और यह बाहर से भी दिखता है',
  },
};

function role(r: HiRelating, owner: 'yours' | 'theirs'): string {
  const [noun, g, plural = false] = r.role;
  return (owner === 'yours' ? yours : theirs)(noun, g, plural);
}

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Hindi. */
export function hiSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const pa = HI_POINT_NAMES[a];
  const pb = HI_POINT_NAMES[b];
  const yourA = yours(pa.name, pa.g);
  const theirB = theirs(pb.name, pb.g, false, true);
  const A = HI_ASPECTS[aspect];
  const [aspectNoun, aspectG] = A.noun;
  const nature = natureOf(aspect);
  const ra = HI_RELATING[a];
  const rb = HI_RELATING[b];
  const aspectVerb = act(c.pick('verb', A.verbs), { g: pa.g });
  const roles = `${role(ra, 'yours')} और ${role(rb, 'theirs')}`;
  const links = verb(c.pick('links', A.links), subjectOf([ra.role, rb.role]));

  const openings = [
    `${yourA} ${theirB} ${aspectVerb}: ${roles} ${links}`,
    `जब ${yourA} ${theirB} ${aspectVerb}, तब ${roles} ${links}`,
    `${yourA} ${theirB} ${aspectVerb}, इसलिए ${roles} ${links}`,
    `${roles} ${links}, क्योंकि ${yourA} ${theirB} ${aspectVerb}`,
    `${yours(pa.name, pa.g, false, true)} और ${theirB} के बीच ${aspectNoun}${aspectG === 'f' ? '' : ' योग'} है: ${roles} ${links}`,
    `इस ${aspectNoun}${aspectG === 'f' ? '' : ' योग'} में ${roles} ${links}`,
  ];
  const middles = [
    `${ra.gives[nature]}, और ${rb.receives[nature]}`,
    `आपकी ओर से देखें तो ${ra.gives[nature]}; उनकी ओर से, ${rb.receives[nature]}`,
    `${ra.gives[nature]}, जबकि ${rb.receives[nature]}`,
    `${ra.gives[nature]}; दूसरी ओर, ${rb.receives[nature]}`,
    `इस संपर्क में ${ra.gives[nature]}, और ${rb.receives[nature]}`,
    `दोनों ओर से देखें तो ${ra.gives[nature]}, और ${rb.receives[nature]}`,
  ];
  return {
    title: `आपके ${pa.name} ${ka(aspectG)} उनके ${pb.name} से ${aspectNoun}`,
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
