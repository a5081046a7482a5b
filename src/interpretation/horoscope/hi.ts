/** Hindi phrasing of the weekly horoscope (आप); weekday and month names from Intl ('hi-IN'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { act, HI_ASPECTS } from '../hi/aspects.ts';
import { agree, inHouse, ka, listOf, owned, paragraph, polish, verb } from '../hi/grammar.ts';
import { HI_POINT_NAMES } from '../hi/points.ts';
import { HI_HOUSES, HI_SIGNS } from '../hi/zodiac.ts';
import { signName } from '../names.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Hindi ("सोमवार"), by Intl. */
export function hiWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "सोमवार, 1 जून", by Intl. */
export function hiDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** The Moon's phases as Hindi names them (feminine tithis: अमावस्या, पूर्णिमा, अष्टमी). */
const PHASE: Record<MoonPhase, string> = {
  new: 'अमावस्या',
  'first-quarter': 'शुक्ल अष्टमी',
  full: 'पूर्णिमा',
  'last-quarter': 'कृष्ण अष्टमी',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `एक बीज बोएँ: ${a}`, (a) => `शुरुआत के लिए अच्छा समय: ${a}`],
  'first-quarter': [(a) => `जो शुरू किया है, उस पर अब काम करें: ${a}`, (a) => `पहली बाधा पार करें: ${a}`],
  full: [
    () => 'कुछ अपने चरम पर पहुँचता है: जो बढ़ा है उसका उत्सव मनाएँ और बाकी को जाने दें',
    () => 'इन विषयों पर भावनाएँ सतह पर हैं; प्रतिक्रिया से पहले थोड़ी दूरी बनाएँ',
  ],
  'last-quarter': [
    () => 'समीक्षा करें, व्यवस्थित करें और जो अब काम का नहीं उसे छोड़ दें',
    () => 'हिसाब लगाएँ और अगला चक्र शुरू होने से पहले अधूरे काम निपटाएँ',
  ],
};

/** What each point brings into a house (object of लाता है). */
const THEME: Record<HoroscopePoint, string> = {
  sun: 'सुर्खियाँ',
  moon: 'आपकी भावनाएँ',
  mercury: 'आपकी सोच और बातचीत',
  venus: 'प्रेम और आनंद',
  mars: 'ऊर्जा और जोश',
  jupiter: 'विकास और सौभाग्य',
  saturn: 'अनुशासन और परीक्षाएँ',
  uranus: 'बदलाव और आश्चर्य',
  neptune: 'सपने और प्रेरणा',
  pluto: 'गहरा रूपांतरण',
  chiron: 'उपचार',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'अगले एक महीने के लिए',
  mercury: 'अगले कुछ हफ़्तों के लिए',
  venus: 'लगभग चार हफ़्तों के लिए',
  mars: 'लगभग छह हफ़्तों के लिए',
  jupiter: 'लगभग एक वर्ष के लिए',
  saturn: 'दो-तीन वर्षों के लिए',
  uranus: 'लगभग सात वर्षों के लिए',
  neptune: 'दस वर्ष से अधिक के लिए',
  pluto: 'कई वर्षों के लिए',
  chiron: 'कई वर्षों के लिए',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'संदेश, अनुबंध और यात्रा की योजनाएँ दोबारा पढ़ें, और पुरानी बातचीत को दूसरा मौका दें।',
  venus: 'फिर से देखें कि आप किसे और क्या महत्व देते हैं; बड़ी खरीदारी और रूप-बदलाव टाल दें।',
  mars: 'रफ़्तार धीमी करें, अपनी रणनीति पर फिर सोचें और नई लड़ाइयाँ छेड़ने के बजाय पुरानी निपटाएँ।',
  jupiter: 'विकास भीतर की ओर मुड़ता है: अपनी मान्यताओं और लंबी योजनाओं पर फिर विचार करें।',
  saturn: 'ज़िम्मेदारियाँ विस्तार से अधिक समीक्षा माँगती हैं।',
  uranus: 'बदलाव सामने आने से पहले चुपचाप पकते हैं।',
  neptune: 'धुंध थोड़ी छँटती है: अपने भ्रमों को ईमानदारी से देखें।',
  pluto: 'छोड़ने की एक भीतरी प्रक्रिया शुरू होती है।',
  chiron: 'पुराने घाव समझे जाने के लिए सतह पर लौटते हैं।',
};
const HARD_ADVICE = ['ज़ोर देने से पहले थोड़ा रुकें', 'इसे निजी न लें', 'योजनाएँ लचीली रखें'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'यह नई शुरुआत का सप्ताह है।',
  full: 'स्पष्टता आती है, और यह एहसास भी कि कुछ पूरा हो रहा है।',
  'first-quarter': 'यह फ़ैसलों और पहले कदमों का सप्ताह है।',
  'last-quarter': 'यह हिसाब लगाने और ज़मीन साफ़ करने का सप्ताह है।',
  'moon-ingress': 'अपनी मनोदशा के साथ चलें और कार्यक्रम हल्का रखें।',
  ingress: 'जीवन के इस क्षेत्र में एक नया अध्याय खुलता है।',
  retrograde: 'रफ़्तार धीमी करें: यह नया शुरू करने से अधिक समीक्षा का समय है।',
  direct: 'जो रुका हुआ था, वह चलने लगता है।',
  hard: 'यह सप्ताह आपके धैर्य की परीक्षा लेता है।',
  soft: 'अवसर आसानी से आते हैं, इसलिए उन्हें थाम लें।',
  fusion: 'एक नया चक्र शुरू होता है।',
};
const TONE: Record<Tone, string> = {
  harmonious: 'ग्रहों के बीच अधिकांश संपर्क अनुकूल हैं, इसलिए सप्ताह अच्छा बहता है।',
  tense: 'कई तनावपूर्ण योग राह में धैर्य माँगते हैं।',
  mixed: 'तनाव और सहजता बारी-बारी से आते हैं, इसलिए अपने पल सोच-समझकर चुनें।',
  calm: 'बाकी आकाश शांत है।',
};

const name = (p: HoroscopePoint) => HI_POINT_NAMES[p].name;
const gOf = (p: HoroscopePoint) => ({ g: HI_POINT_NAMES[p].g });
const area = (house: number, c: Chooser) => c.pick(`area${house}`, HI_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, HI_HOUSES[house].actions);
/** "आपके पाँचवें भाव में, जो रचनात्मकता, रोमांस और खेल का भाव है". */
const houseOf = (house: number, c: Chooser) => `आपके ${inHouse(house)}, जो ${owned(area(house, c), '', true)} का भाव है`;

/** The Hindi weekly-horoscope phrasing (आप). */
export const hindiHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `${signName(sign, 'hi')} राशि का साप्ताहिक राशिफल: ${year} का सप्ताह ${week}`,

  dayHeading: (d: CalendarDay) => hiDayMonth(d),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${PHASE[e.phase]} ${signName(e.sign, 'hi')} राशि में, ${houseOf(n, c)}, पड़ती है`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'hi');
        const mood = listOf(HI_SIGNS[e.sign].mood.map((m) => agree(m, 'm')));
        text = c.pick('moon', [
          paragraph([
            `चंद्र ${sign} राशि में, आपके ${inHouse(n)} प्रवेश करता है: माहौल ${mood} हो जाता है और ध्यान ${owned(area(n, c), '', true)} की ओर जाता है`,
          ]),
          paragraph([`चंद्र के ${sign} राशि में, आपके ${inHouse(n)} आने से माहौल ${mood} रहता है: ${action(n, c)}`]),
        ]);
        break;
      }
      case 'ingress': {
        const enters = e.retrograde ? 'लौट' : 'प्रवेश कर';
        const first = `${name(e.point)} ${STAY[e.point]} ${signName(e.sign, 'hi')} राशि में, आपके ${inHouse(n)} ${verb(enters, gOf(e.point))} और ${owned(area(n, c), '', true)} में ${THEME[e.point]} ${verb('ला', gOf(e.point))}`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'आपके जन्मदिन का मौसम शुरू होता है, और उसके साथ आपका निजी वर्ष'])
            : paragraph([first]);
        break;
      }
      case 'station': {
        const g = gOf(e.point);
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${name(e.point)} ${signName(e.sign, 'hi')} राशि में, ${houseOf(n, c)}, वक्री ${verb('हो', g)}`,
                RETROGRADE[e.point],
              ])
            : paragraph([
                `${name(e.point)} ${signName(e.sign, 'hi')} राशि में, आपके ${inHouse(n)}, फिर मार्गी ${verb('हो', g)}: ${owned(area(n, c), '', true)} में जो अटका था, वह फिर चलने लगता है`,
              ]);
        break;
      }
      case 'aspect': {
        const A = HI_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${name(e.point)} ${name(e.other)} ${act(A.verbs[0], gOf(e.point))} और आपके ${inHouse(n)} ${THEME[e.point]} को ${THEME[e.other]} से ${verb('जोड़', gOf(e.point))}`;
        const second =
          nature === 'hard'
            ? `थोड़ी रगड़ की अपेक्षा रखें: ${c.pick('hard', HARD_ADVICE)}`
            : nature === 'soft'
              ? `इस समय का लाभ उठाएँ: ${action(n, c)}`
              : `एक नई शुरुआत: ${action(n, c)}`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `यह सप्ताह ${signName(e.sign, 'hi')} राशि की ${PHASE[e.phase]} के इर्द-गिर्द घूमता है, जो ${where} पड़ती है।`;
        break;
      case 'moon-ingress':
        first = `एक हल्का सप्ताह: लय चंद्र तय करता है, शुरुआत ${signName(e.sign, 'hi')} राशि से, ${where}।`;
        break;
      case 'ingress':
        first = `सप्ताह की बड़ी खबर: ${name(e.point)} ${signName(e.sign, 'hi')} राशि में ${verb('प्रवेश कर', gOf(e.point))}, ${where}।`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'वक्री' : 'मार्गी';
        first = `सप्ताह का मोड़: ${name(e.point)} ${where} ${turn} ${verb('हो', gOf(e.point))}।`;
        break;
      }
      case 'aspect': {
        const [noun, g] = HI_ASPECTS[e.aspect].noun;
        first = `सप्ताह का सबसे प्रबल प्रभाव ${name(e.point)} ${ka(g)} ${name(e.other)} से ${noun} है, जो ${where} महसूस होता है।`;
        break;
      }
    }
    return polish(`${first} ${WEEK_THEME[weekThemeOf(e)]} ${TONE[tone]}`);
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(hiWeekday));
    // The weekdays are masculine: "सोमवार शांत रहता है", "सोमवार और रविवार शांत रहते हैं".
    return `${names} अधिक शांत ${verb('रह', { g: 'm', plural: days.length > 1 })}: इस विराम में आराम करें और बचे काम पूरे करें।`;
  },

  empty: (sign: Sign) =>
    `इस सप्ताह ${signName(sign, 'hi')} राशि के लिए ग्रहों की कोई बड़ी हलचल नहीं है: जो है उसे मज़बूत करने, आराम करने और अपनी लय में चलने का अच्छा समय।`,
};
