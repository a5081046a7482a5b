/** Turkish phrasing of the daily and monthly horoscopes (sen); dates from Intl ('tr-TR'). */
import { signName } from '../names.ts';
import { TR_ASPECTS } from '../tr/aspects.ts';
import { paragraph, polish } from '../tr/grammar.ts';
import { TR_POINT_NAMES } from '../tr/points.ts';
import { TR_HOUSES, TR_SIGNS } from '../tr/zodiac.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import { signIn, TR_PHASE, trHouseOf } from './tr.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'Ay yeni, karanlık ve vaat dolu: bir niyet belirle ve şimdilik onu kendine sakla.',
    'Ay en karanlık noktasındayken sessizce başla ve henüz görmediğin şeye güven.',
  ],
  waxing: [
    'Ay büyüyor, bu yüzden bugün gösterdiğin çaba katlanıyor: başlattığın şeye bir şey daha ekle.',
    'Büyüyen bir Ay ivmeyi destekler; bir sonraki somut adımı at.',
  ],
  full: [
    'Ay dolunayda ve saklı olanı aydınlatıyor: tamamlanmış görünen şeye bak.',
    'Dolunayın altında duygular yüksek sesle konuşur; harekete geçmeden önce onlara bir ad koy.',
  ],
  waning: [
    'Ay küçülüyor, sadeleşme zamanı: seni tüketen bir işi bırak.',
    'Küçülen bir Ay kapanışları destekler; düzenle, hesapları kapat ve dinlen.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'Ayın gezegen temasları çoğunlukla yumuşak; bu yüzden planlar yerine oturma eğiliminde.',
  tense: 'Bu ay birkaç gergin temas gücünü ölçülü kullanmanı istiyor.',
  mixed: 'Bu ay kolay ve zor dönemler birbirini izliyor; bu yüzden harekete geçme anını seç.',
  calm: 'Bunun dışında ayın gökyüzü sakin.',
};

/** Eclipse types as adjectives before "Güneş tutulması" / "Ay tutulması". */
const TR_ECLIPSE_TYPE: Record<string, string> = {
  total: 'tam',
  annular: 'halkalı',
  hybrid: 'hibrit',
  partial: 'parçalı',
  penumbral: 'yarı gölgeli',
};

const PHASE_OF_MONTH: Record<MoonPhase, string> = TR_PHASE;
const named = (p: HoroscopePoint) => TR_POINT_NAMES[p].name;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, TR_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, TR_HOUSES[house].actions);

export const turkishPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `${signName(sign, 'tr')} burcu için günlük yorum: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `${signName(sign, 'tr')} burcu için aylık yorum: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Bugün Ay ${signIn(moonSign, 'abl')}, ${trHouseOf(house, c)}den geçiyor ve hava ${TR_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Bugün tam gezegen teması yok, sevgili ${signName(sign, 'tr')}: kendi ritmini izlemek için kolay bir gün.`,
      `Bugün gezegenler sessiz, sevgili ${signName(sign, 'tr')}; rutine ve dinlenmeye yer bırakıyorlar.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = trHouseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Ayın doruk noktası ${signIn(e.sign, 'loc')}ki ${PHASE_OF_MONTH[e.phase]}; ${where}de gerçekleşiyor.`;
        break;
      case 'moon-ingress':
        first = `Ay'ın ritmiyle ilerleyen bir ay; ${signIn(e.sign, 'loc')}, ${where}de başlıyor.`;
        break;
      case 'ingress':
        first = `Ayın manşeti: ${named(e.point)} ${signIn(e.sign, 'dat')}, ${where}e geçiyor.`;
        break;
      case 'station':
        first = `Bu ay ${named(e.point)} etrafında dönüyor: ${where}de ${e.direction === 'retrograde' ? 'geri harekete başlıyor' : 'yeniden ileri hareketine dönüyor'}.`;
        break;
      case 'aspect':
        first = `Ayı belirleyen açı ${named(e.point)}-${named(e.other)} ${TR_ASPECTS[e.aspect].compound}; etkisi ${where}de hissediliyor.`;
        break;
    }
    return polish(paragraph([first, MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `${signName(sign, 'tr')} burcu için büyük gezegen dönüşleri olmayan bir ay: zaten işleyen şeylerin üzerine sakince inşa et.`,

  eclipse(kind, type, sign, house, c) {
    const t = TR_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `${signIn(sign, 'loc')}ki ${t} Güneş tutulması ${trHouseOf(house, c)}i sarsıyor: beklemediğin bir kapı açılıyor, bu yüzden alışıldık senaryoyu bir kenara bırak.`
        : `${signIn(sign, 'loc')}ki ${t} Ay tutulması ${trHouseOf(house, c)}i ışığa boğuyor: orada bir şey tamamlanıyor, bu yüzden gelene yer aç.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'bu günlerde' : 'bu ay';
    return polish(
      `Güneş ${signIn(sunSign, 'loc')}, ${house}. evindeyken ${when} enerjin ${area(house, c)} alanına akıyor: ${action(house, c)}.`,
    );
  },
};
