/** Turkish phrasing of the weekly horoscope (sen); weekday and month names from Intl ('tr-TR'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { signName } from '../names.ts';
import { TR_ASPECTS } from '../tr/aspects.ts';
import { capitalize, inCase, listOf, paragraph, polish, type TrCase } from '../tr/grammar.ts';
import { pointIn, TR_POINT_NAMES } from '../tr/points.ts';
import { TR_HOUSES, TR_SIGNS } from '../tr/zodiac.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Turkish ("Pazartesi"), by Intl. */
export function trWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "Pazartesi, 1 Haziran", by Intl: the weekday first, as a day's heading. */
export function trDayMonth(d: CalendarDay): string {
  return `${trWeekday(d)}, ${DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day))}`;
}

/** A sign's readable name with a case suffix: "Koç'a", "Kova'da", "Başak'tan". */
export function signIn(sign: Sign, c: TrCase): string {
  return inCase(signName(sign, 'tr'), c, { proper: true });
}

/** The Moon's phases as Turkish names them (capitalized as the names of events). */
export const TR_PHASE: Record<MoonPhase, string> = {
  new: 'Yeniay',
  'first-quarter': 'İlk Dördün',
  full: 'Dolunay',
  'last-quarter': 'Son Dördün',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Bir tohum ek: ${a}.`, (a) => `Başlamak için iyi bir an: ${a}.`],
  'first-quarter': [(a) => `Başlattığın şey için harekete geçme zamanı: ${a}.`, (a) => `İlk engeli aş: ${a}.`],
  full: [
    () => 'Bir şey doruğa ulaşıyor: büyüyeni kutla, gerisini bırak.',
    () => 'Bu konularda duygular yüzeyde; tepki vermeden önce biraz mesafe al.',
  ],
  'last-quarter': [
    () => 'Gözden geçir, düzenle ve artık işine yaramayanı bırak.',
    () => 'Bir sonraki döngü başlamadan önce durumu değerlendir ve yarım kalanı tamamla.',
  ],
};

/** What a planet brings into focus (nominative, before "temasını" / "teması"). */
export const TR_THEME: Record<HoroscopePoint, string> = {
  sun: 'görünürlük',
  moon: 'duygular',
  mercury: 'düşünce ve konuşma',
  venus: 'aşk ve keyif',
  mars: 'enerji ve azim',
  jupiter: 'büyüme ve şans',
  saturn: 'disiplin ve sınav',
  uranus: 'değişim ve sürpriz',
  neptune: 'hayal ve ilham',
  pluto: 'derin dönüşüm',
  chiron: 'iyileşme',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'önümüzdeki bir ay boyunca',
  mercury: 'önümüzdeki birkaç hafta boyunca',
  venus: 'yaklaşık dört hafta boyunca',
  mars: 'yaklaşık altı hafta boyunca',
  jupiter: 'yaklaşık bir yıl boyunca',
  saturn: 'iki üç yıl boyunca',
  uranus: 'yaklaşık yedi yıl boyunca',
  neptune: 'on yıldan uzun bir süre boyunca',
  pluto: 'uzun yıllar boyunca',
  chiron: 'birkaç yıl boyunca',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Mesajlarını, sözleşmelerini ve yolculuk planlarını yeniden oku; eski konuşmalara ikinci bir şans ver.',
  venus: 'Neye ve kime değer verdiğini gözden geçir; büyük alışverişleri ve imaj değişikliklerini ertele.',
  mars: 'Yavaşla, stratejini gözden geçir ve yeni savaşlar açmak yerine eskilerini kapat.',
  jupiter: 'Büyüme içe dönüyor: inançlarını ve uzun vadeli planlarını yeniden düşün.',
  saturn: 'Sorumluluklar genişlemekten çok bir gözden geçirme istiyor.',
  uranus: 'Değişimler kendini göstermeden önce sessizce olgunlaşıyor.',
  neptune: 'Sis biraz dağılıyor: yanılsamalarına dürüstçe bak.',
  pluto: 'İçsel bir bırakma süreci başlıyor.',
  chiron: 'Eski yaralar anlaşılmak için yüzeye çıkıyor.',
};
const HARD_ADVICE = ['üstelemeden önce bir mola ver', 'bunu kişisel algılama', 'planlarını esnek tut'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'Yeniden başlamak için bir hafta.',
  full: 'Berraklık ve bir şeyin tamamlandığı duygusu geliyor.',
  'first-quarter': 'Kararların ve ilk adımların haftası.',
  'last-quarter': 'Durumu değerlendirmek ve zemini temizlemek için bir hafta.',
  'moon-ingress': 'Ruh hallerini izle ve programını hafif tut.',
  ingress: 'Hayatının bu alanında yeni bir sayfa açılıyor.',
  retrograde: 'Yavaşla: şimdi yeni şeyler başlatmaktan çok gözden geçirme zamanı.',
  direct: 'Duran şeyler harekete geçmeye başlıyor.',
  hard: 'Bu hafta sabrını sınıyor.',
  soft: 'Fırsatlar kolayca geliyor; onları yakala.',
  fusion: 'Yeni bir döngü başlıyor.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'Gezegenler arasındaki temasların çoğu olumlu; bu yüzden hafta akıcı geçiyor.',
  tense: 'Birkaç gergin açı yol boyunca sabır istiyor.',
  mixed: 'Gerilim ve akış birbirini izliyor; bu yüzden anlarını iyi seç.',
  calm: 'Bunun dışında gökyüzü sakin.',
};

const named = (p: HoroscopePoint) => TR_POINT_NAMES[p].name;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, TR_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, TR_HOUSES[house].actions);
/** "yaratıcılık, romantizm ve oyun alanını yöneten 5. evin": your house `house` with its areas. */
export const trHouseOf = (house: number, c: Chooser) => `${area(house, c)} alanını yöneten ${house}. evin`;

/** The Turkish weekly-horoscope phrasing (sen). */
export const turkishHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `${signName(sign, 'tr')} burcu için haftalık yorum: ${year} yılının ${week}. haftası`,

  dayHeading: (d: CalendarDay) => capitalize(trDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${TR_PHASE[e.phase]} ${signIn(e.sign, 'loc')} gerçekleşiyor ve ${trHouseOf(n, c)}e düşüyor.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress':
        text = c.pick('moon', [
          `Ay ${signIn(e.sign, 'dat')}, yani ${n}. evine geçiyor: hava ${TR_SIGNS[e.sign].mood} bir hal alıyor ve ilgin ${area(n, c)} konularına yöneliyor.`,
          `Ay ${signIn(e.sign, 'dat')}, yani ${n}. evine girerken hava ${TR_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      case 'ingress': {
        const first = e.retrograde
          ? `${named(e.point)} geri hareketle ${signIn(e.sign, 'dat')}, yani ${n}. evine dönüyor ve ${STAY[e.point]} ${area(n, c)} alanında ${TR_THEME[e.point]} temasını öne çıkarıyor.`
          : `${named(e.point)} ${signIn(e.sign, 'dat')}, yani ${n}. evine geçiyor ve ${STAY[e.point]} ${area(n, c)} alanında ${TR_THEME[e.point]} temasını öne çıkarıyor.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Doğum günü mevsimin ve onunla birlikte kişisel yılın başlıyor.'])
            : first;
        break;
      }
      case 'station':
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${named(e.point)} ${signIn(e.sign, 'loc')}, ${trHouseOf(n, c)}de geri harekete başlıyor.`,
                RETROGRADE[e.point],
              ])
            : `${named(e.point)} ${signIn(e.sign, 'loc')}, ${n}. evinde yeniden ileri hareketine dönüyor: ${area(n, c)} alanında takılıp kalan şeyler yeniden hareketleniyor.`;
        break;
      case 'aspect': {
        const verb = TR_ASPECTS[e.aspect].verbs[0];
        const nature = natureOf(e.aspect);
        const first = `${named(e.point)} ${pointIn(e.other, verb.c)} ${verb.v} ve ${n}. evinde ${TR_THEME[e.point]} temasını ${TR_THEME[e.other]} temasıyla buluşturuyor.`;
        const second =
          nature === 'hard'
            ? `Biraz sürtünme bekle: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Bu andan yararlan: ${action(n, c)}.`
              : `Yeni bir başlangıç: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = trHouseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Bu haftanın merkezinde ${signIn(e.sign, 'loc')}ki ${TR_PHASE[e.phase]} var; ${where}e düşüyor.`;
        break;
      case 'moon-ingress':
        first = `Daha hafif bir hafta: ritmi Ay belirliyor ve işe ${signIn(e.sign, 'abl')}, ${e.house}. evinden başlıyor.`;
        break;
      case 'ingress':
        first = `Haftanın büyük haberi: ${named(e.point)} ${signIn(e.sign, 'dat')}, ${where}e geçiyor.`;
        break;
      case 'station':
        first = `Haftanın dönüm noktası: ${named(e.point)} ${where}de ${e.direction === 'retrograde' ? 'geri harekete başlıyor' : 'yeniden ileri hareketine dönüyor'}.`;
        break;
      case 'aspect':
        first = `Haftanın en güçlü etkisi ${named(e.point)}-${named(e.other)} ${TR_ASPECTS[e.aspect].compound}; onu ${where}de hissediyorsun.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(trWeekday));
    return polish(capitalize(`${names} daha sakin geçiyor: bu molayı dinlenmek ve işlerini yetiştirmek için kullan.`));
  },

  empty: (sign: Sign) =>
    `Bu hafta ${signName(sign, 'tr')} burcu için büyük gezegen hareketleri yok: pekiştirmek, dinlenmek ve kendi ritmini izlemek için iyi bir zaman.`,
};
