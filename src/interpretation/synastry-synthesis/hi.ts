/** The Hindi synastry synthesis texts (see writer.ts); the couple is addressed as "आप दोनों". */
import { agree, inHouse, listOf, ordinal, owned, paragraph, verb } from '../hi/grammar.ts';
import { HI_POINT_NAMES } from '../hi/points.ts';
import { HI_HOUSES } from '../hi/zodiac.ts';
import type { InterpretationText } from '../writer.ts';
import {
  cycle,
  type OverlayHouse,
  type ScoreSummary,
  type SummaryWords,
  type SynastrySynthesisWriter,
  scoreBand,
} from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) => `100 में से ${n} अंक ऐसे बंधन को बताते हैं जो दोनों से बहुत माँगता है: संपर्क बहने से अधिक रगड़ खाते हैं`,
  (n: number) => `100 में से ${n} पर तराज़ू थोड़ा प्रयास की ओर झुकता है: यह रिश्ता उन अंतरों से बढ़ता है जिन्हें उसे सुलझाना है`,
  (n: number) =>
    `100 में से ${n} पर सहजता और रगड़ लगभग बराबर हैं, इसलिए बहुत कुछ इस पर निर्भर है कि आप कठिन पलों का सामना कैसे करते हैं`,
  (n: number) => `100 में से ${n} अंक ऐसे बंधन को दिखाते हैं जिसमें सहारा देने वाले संपर्क कठिन संपर्कों से साफ़ भारी हैं`,
  (n: number) => `100 में से ${n} पर आपकी कुंडलियाँ दुर्लभ ढंग से मेल खाती हैं: जो कुछ आपको जोड़ता है, वह लगभग बिना प्रयास बहता है`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'मूल जुड़ाव',
    strong: 'आप जो हैं और जो महसूस करते हैं, वह अच्छी तरह मेल खाता है',
    weak: 'आपके स्वभाव अलग हैं, और इसे स्वीकारना इस बंधन का हिस्सा है',
  },
  emotional: {
    name: 'भावनात्मक बंधन',
    strong: 'आम तौर पर आप एक-दूसरे के साथ समझे जाने और सुरक्षित होने का अनुभव करते हैं',
    weak: 'भावनाएँ खुलकर कहनी पड़ती हैं, क्योंकि वे अपने आप नहीं पढ़ी जातीं',
  },
  attraction: {
    name: 'आकर्षण',
    strong: 'इच्छा और रोमांस आपके बीच सहज ही जन्म लेते हैं',
    weak: 'आपसी रसायन ध्यान देने से जीवित रहता है, अपने आप नहीं',
  },
  communication: {
    name: 'संवाद',
    strong: 'साथ बात करना, योजना बनाना और फ़ैसले लेना स्वाभाविक लगता है',
    weak: 'अगर आप जाँच न लें कि दूसरे का आशय क्या था, तो गलतफ़हमियाँ संभव हैं',
  },
  commitment: {
    name: 'प्रतिबद्धता',
    strong: 'निष्ठा और स्थिरता इस रिश्ते का हिस्सा हैं',
    weak: 'कर्तव्य और अपेक्षाएँ भारी पड़ सकती हैं, इसलिए खुलकर तय करें',
  },
  growth: {
    name: 'विकास',
    strong: 'आप एक-दूसरे को प्रोत्साहित करते हैं और भविष्य की आशाएँ बाँटते हैं',
    weak: 'साझा लक्ष्य सचेत रूप से खोजने पड़ते हैं',
  },
};

const SUMMARY: SummaryWords = {
  title: 'अंक, शब्दों में',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `सबसे प्रबल क्षेत्र ${t.name} है (${n}): ${t.strong}`,
  weakest: (t, n) => `सबसे अधिक मेहनत ${t.name} माँगता है (${n}), क्योंकि ${t.weak}`,
  flow: (h, t) => `मुख्य संपर्कों में ${h} बहते हैं और ${t} रगड़ खाते हैं, इसलिए सद्भावना के पास बनाने को बहुत कुछ है`,
  rub: (h, t) => `मुख्य संपर्कों में ${t} रगड़ खाते हैं और ${h} बहते हैं: रगड़ वास्तविक है, और उसके साथ बढ़ने का अवसर भी`,
  even: (n) => `मुख्य संपर्क बराबर बँटे हैं: ${n} बहते हैं और उतने ही रगड़ खाते हैं`,
};

/** The summary with the Hindi paragraph (sentences end with the danda). */
function summaryText(s: ScoreSummary, w: SummaryWords): InterpretationText {
  const sentences = [w.bands[scoreBand(s.score)](s.score)];
  if (s.strongest) sentences.push(w.strongest(w.themes[s.strongest.theme], s.strongest.score));
  if (s.weakest && s.weakest.theme !== s.strongest?.theme)
    sentences.push(w.weakest(w.themes[s.weakest.theme], s.weakest.score));
  sentences.push(
    s.harmonious > s.tense
      ? w.flow(s.harmonious, s.tense)
      : s.harmonious < s.tense
        ? w.rub(s.harmonious, s.tense)
        : w.even(s.harmonious),
  );
  return { title: w.title, body: paragraph(sentences) };
}

const names = (h: OverlayHouse) => listOf(h.planets.map((p) => HI_POINT_NAMES[p].name));
/** The planets as subject: one planet, or several (the verb agrees: पड़ता है / पड़ते हैं). */
const subject = (h: OverlayHouse) => ({ g: 'm' as const, plural: h.planets.length > 1 });
/** "मिलेवा का सूर्य", "मिलेवा के ग्रह सूर्य और शुक्र". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1 ? `${partner} का ${names(h)}` : `${partner} के ग्रह ${names(h)}`;
/** "आपका सूर्य", "आपके ग्रह सूर्य और शुक्र". */
const yours = (h: OverlayHouse) => (h.planets.length === 1 ? `आपका ${names(h)}` : `आपके ग्रह ${names(h)}`);

export const hiSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours' ? `आपके भावों में ${partner} के ग्रह` : `${partner} के भावों में आपके ग्रह`,
  overlay(direction, partner, h, position) {
    const areas = HI_HOUSES[h.house].areas[0];
    const area = owned(areas, '');
    const areaObl = owned(areas, '', true);
    const house = inHouse(h.house);
    const s = subject(h);
    const own = h.planets.length === 1 ? names(h) : `ग्रह ${names(h)}`;
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return `${cycle(
        [
          `${P} आपके ${house} ${verb('पड़', s)}, और इस तरह ${partner} ${owned(areas, 'आप', true)} को गति देते हैं`,
          `आपका ${ordinal(h.house)} भाव, यानी ${areaObl} का भाव, ${P} को जगह देता है`,
          `आपके ${house} ${P} होने से ${area} एक साझा मंच बन जाते हैं`,
          `${partner} से आपकी सबसे सीधी भेंट ${areaObl} में होती है: ${P} आपके ${house} ${verb('स्थित हो', s)}`,
          `${areaObl} के मामले में ${partner} का असर महसूस होता है, क्योंकि ${P} आपके ${house} ${verb('बैठ', s)}`,
          `${partner} ${agree('अपना', 'm', s.plural)} ${own} आपके ${house} लाकर ${owned(areas, 'आप', true)} को हिलाते हैं`,
        ],
        position,
      )}।`;
    }
    return `${cycle(
      [
        `${yours(h)} ${partner} के ${house} ${verb('पड़', s)}, और इस तरह आप ${owned(areas, 'उन', true)} को गति देते हैं`,
        `${partner} के ${house}, जो ${areaObl} का भाव है, ${yours(h)} ${verb('स्थित हो', s)}`,
        `${partner} के ${house} अपने ${h.planets.length === 1 ? names(h) : `ग्रहों ${names(h)}`} के ज़रिए आप उनके जीवन में ${areaObl} को छूते हैं`,
        `${partner} आपको ${areaObl} में महसूस करते हैं, क्योंकि ${yours(h)} उसी भाव में ${verb('बैठ', s)}`,
        `${partner} के ${house} ${agree('बैठा', 'm', s.plural)} ${yours(h)} ${owned(areas, 'उन', true)} को ${verb('रंग दे', s)}`,
        `${partner} के लिए ${area} वह जगह हैं जहाँ आप अपनी छाप छोड़ते हैं: ${yours(h)} उसी भाव में ${verb('रह', s)}`,
      ],
      position,
    )}।`;
  },
};
