/** Hindi phrasing of the daily and monthly horoscopes (आप); dates from Intl ('hi-IN'). */
import { HI_ASPECTS } from '../hi/aspects.ts';
import { agree, inHouse, ka, listOf, owned, paragraph, polish, verb } from '../hi/grammar.ts';
import { HI_POINT_NAMES } from '../hi/points.ts';
import { HI_HOUSES, HI_SIGNS } from '../hi/zodiac.ts';
import { signName } from '../names.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Moon's phases (feminine tithis). */
const PHASE: Record<MoonPhase, string> = {
  new: 'अमावस्या',
  'first-quarter': 'शुक्ल अष्टमी',
  full: 'पूर्णिमा',
  'last-quarter': 'कृष्ण अष्टमी',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'चंद्र नया है, अँधेरा और संभावनाओं से भरा: एक संकल्प लें और अभी उसे अपने तक रखें',
    'चंद्र अपने सबसे अँधेरे बिंदु पर है, इसलिए चुपचाप शुरुआत करें और उस पर भरोसा रखें जो अभी दिखता नहीं',
  ],
  waxing: [
    'चंद्र बढ़ रहा है, इसलिए आज प्रयास अपने आप जुड़ता जाता है: जो शुरू किया है उसमें कुछ और जोड़ें',
    'बढ़ता चंद्र गति के पक्ष में है; अगला ठोस कदम उठाएँ',
  ],
  full: [
    'चंद्र पूर्ण है और छिपी चीज़ों को रोशन करता है: देखें कि क्या पहले से पूरा होता दिख रहा है',
    'पूर्ण चंद्र के नीचे भावनाएँ ऊँची आवाज़ में बोलती हैं; कदम उठाने से पहले उन्हें नाम दें',
  ],
  waning: [
    'चंद्र घट रहा है, सरल बनाने का समय: कोई थकाने वाला काम छोड़ दें',
    'घटता चंद्र समापन के पक्ष में है; व्यवस्थित करें, हिसाब चुकाएँ और आराम करें',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'इस महीने ग्रहों के संपर्क अधिकतर कोमल हैं, इसलिए योजनाएँ अपनी जगह बैठती जाती हैं',
  tense: 'इस महीने कई तनावपूर्ण संपर्क आपसे अपनी शक्ति सँभालकर खर्च करने को कहते हैं',
  mixed: 'इस महीने आसान और कठिन दौर बारी-बारी से आते हैं, इसलिए कदम उठाने का समय सोच-समझकर चुनें',
  calm: 'बाकी महीने का आकाश शांत है',
};

/** Eclipse types as adjectives before ग्रहण (masculine). */
const HI_ECLIPSE_TYPE: Record<string, string> = {
  total: 'पूर्ण',
  annular: 'वलयाकार',
  hybrid: 'संकर',
  partial: 'आंशिक',
  penumbral: 'उपच्छाया',
};

const name = (p: HoroscopePoint) => HI_POINT_NAMES[p].name;
const gOf = (p: HoroscopePoint) => ({ g: HI_POINT_NAMES[p].g });
const area = (house: number, c: Chooser) => c.pick(`area${house}`, HI_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, HI_HOUSES[house].actions);
const houseOf = (house: number, c: Chooser) => `आपके ${inHouse(house)}, जो ${owned(area(house, c), '', true)} का भाव है`;

export const hindiPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `${signName(sign, 'hi')} राशि का दैनिक राशिफल: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `${signName(sign, 'hi')} राशि का मासिक राशिफल: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    const mood = listOf(HI_SIGNS[moonSign].mood.map((m) => agree(m, 'm')));
    return polish(
      paragraph([
        `आज चंद्र ${signName(moonSign, 'hi')} राशि से, ${houseOf(house, c)}, गुज़रता है, और माहौल ${mood} है`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `${signName(sign, 'hi')} राशि वालों, आज ग्रहों का कोई सटीक संपर्क नहीं है: अपनी लय में चलने का आसान दिन।`,
      `${signName(sign, 'hi')} राशि वालों, आज ग्रह शांत रहते हैं और दिनचर्या तथा आराम के लिए जगह छोड़ते हैं।`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `महीने का चरम क्षण ${signName(e.sign, 'hi')} राशि की ${PHASE[e.phase]} है, ${where}`;
        break;
      case 'moon-ingress':
        first = `चंद्र की लय से चलता महीना, जो ${signName(e.sign, 'hi')} राशि से शुरू होता है, ${where}`;
        break;
      case 'ingress':
        first = `महीने की सुर्खी: ${name(e.point)} ${signName(e.sign, 'hi')} राशि में ${verb('जा', gOf(e.point))}, ${where}`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'वक्री' : 'फिर मार्गी';
        first = `यह महीना ${name(e.point)} के इर्द-गिर्द घूमता है, जो ${where} ${turn} ${verb('हो', gOf(e.point))}`;
        break;
      }
      case 'aspect': {
        const [noun, g] = HI_ASPECTS[e.aspect].noun;
        first = `महीने को परिभाषित करने वाला योग ${name(e.point)} ${ka(g)} ${name(e.other)} से ${noun} है, जो ${where} दिखाई देता है`;
        break;
      }
    }
    return polish(paragraph([first, MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `${signName(sign, 'hi')} राशि के लिए ग्रहों के बड़े मोड़ों के बिना एक महीना: जो पहले से ठीक चल रहा है, उस पर शांति से निर्माण करें।`,

  eclipse(kind, type, sign, house, c) {
    const t = HI_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `${signName(sign, 'hi')} राशि में ${t} सूर्य ग्रहण ${houseOf(house, c)} हलचल मचाता है: एक ऐसा दरवाज़ा खुलता है जिसकी आपने कल्पना नहीं की थी, इसलिए पुरानी पटकथा एक तरफ़ रख दें।`
        : `${signName(sign, 'hi')} राशि में ${t} चंद्र ग्रहण ${houseOf(house, c)} रोशनी भर देता है: वहाँ कुछ पूरा होता है, इसलिए जो आ रहा है उसके लिए जगह बनाएँ।`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'इन दिनों' : 'इस महीने';
    return polish(
      `सूर्य के ${signName(sunSign, 'hi')} राशि में, आपके ${inHouse(house)} होने से ${when} आपकी ऊर्जा ${owned(area(house, c), '', true)} की ओर जाती है: ${action(house, c)}।`,
    );
  },
};
