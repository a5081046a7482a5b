/**
 * Turkish transit texts: "Transit Mars ile natal Güneş karesi" with a body that joins what the
 * transiting point brings, the aspect's quality and the natal point's domain, each noun in the case
 * its verb governs (natal Güneş'ine kare açı yapıyor, Ay'ınla kavuşuyor).
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import {
  isMinor,
  isReturn,
  type NatalPoint,
  type Nature,
  natureOf,
  PACE,
  type TextPoint,
  type TransitingPoint,
} from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { effectOn, TR_ASPECTS } from './aspects.ts';
import { each, inCase, type NounForm, paragraph, polish, type TrCase } from './grammar.ts';
import { TR_NATAL, TR_POINT_NAMES, TR_TRANSITING, yourPoint } from './points.ts';

/** "Güneş'in", "Tepe Noktan", "Kuzey Ay Düğümün": a natal point's name with the second-person possessive. */
export function yourNatal(point: TextPoint): string {
  const p = TR_POINT_NAMES[point];
  if (!p.form.possessed) return yourPoint(p.name);
  return /s[ıiuü]$/u.test(p.name) ? `${p.name.slice(0, -2)}n` : `${p.name}n`;
}

/** A natal point named in one of three ways, with the case suffix a verb gives it. */
function natalRef(point: TextPoint, way: number, c: TrCase | null): string {
  const p = TR_POINT_NAMES[point];
  if (way === 0) {
    const own = yourNatal(point);
    return `natal ${c ? inCase(own, c) : own}`;
  }
  const named = c ? inCase(p.name, c, p.form as NounForm) : p.name;
  return `${way === 1 ? 'doğum haritandaki' : 'haritandaki'} ${named}`;
}

/**
 * Transitin ne kadar sürdüğü ve nasıl geliştiği, her transit gezegen için kendi sözleriyle
 * (üç biçim): bir gezegenin birkaç transiti olan bir yorum aynı cümleyi tekrarlamasın.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'Güneş bu noktanın üzerinden yılda bir kez geçer ve orb içinde yalnızca birkaç gün kalır.',
    'Güneş birkaç gün içinde yoluna devam eder; bu yüzden anın tadını çıkar.',
    'Farkı görmek için birkaç aydınlık gün yeter.',
  ],
  moon: [
    'Ay birkaç saatte yer değiştirir; bu yüzden bu bir hayat olayından çok günün duygusal havasıdır.',
    'Her Ay transiti gibi bu da birkaç saat içinde geçip gider.',
    'Yarın Ay haritanın bambaşka bölgelerinden geçiyor olacak.',
  ],
  mercury: [
    'Merkür hızlıdır: birkaç gün sürer, yeter ki bir gerileme konuyu geri getirmesin.',
    'Merkür bu civarda geri harekete geçerse konu birkaç hafta içinde üç kez gündeme gelebilir.',
    'Bu günlerdeki konuşmalar göründüğünden daha önemli olabilir.',
  ],
  venus: [
    'Venüs burada yalnızca birkaç gün kalır; nadir gerileme yılları bunun dışındadır.',
    'Bunlar dikkat etmeye değer hoş günler, bir dönüm noktası değil.',
    'Bu günlerde hoşuna giden ya da takdir ettiğin şey, neyi daha çok istediğini gösterir.',
  ],
  mars: [
    'Mars ortamın sıcaklığını bir hafta kadar yüksek tutar.',
    'Bir hafta kadar sürer; Mars geri hareketteyse aylarca uzayabilir.',
    'Enerji tam açının olduğu gün doruğa çıkar ve bir hafta içinde söner.',
  ],
  jupiter: [
    'Jüpiter haftalarca kalır ve bir gerileme aynı yıl içinde ikinci ve üçüncü bir geçiş getirebilir.',
    'Bu tek bir günün değil, birkaç haftanın konusu.',
    "Jüpiter'le büyüme yavaş yavaş gelir; şimdi başladığın şey bir yıl boyunca meyve verebilir.",
  ],
  'north-node': [
    'Ay düğümü zodyakta yavaşça geriye doğru ilerler; bu yüzden bu temas haftalarca sürer.',
    'Bu haftalardaki karşılaşmalar ve fırsatlar her zamankinden daha anlamlı olabilir.',
    'Etkisi olaylardan çok bir yön duygusunda hissedilir.',
  ],
  saturn: [
    'Satürn yavaş çalışır: her şey aylar içinde, çoğu zaman birden fazla tam geçişle gelişir.',
    'Bu, tek seferlik bir olaydan çok birkaç ay süren yavaş bir süreç.',
    'Bu aylarda kurduğun ya da çözdüğün şey genellikle kalıcı olur.',
  ],
  chiron: [
    'Kiron yavaş hareket eder; bu temas aylarca sürer ve çoğu zaman ikinci bir geçişle geri gelir.',
    'Böyle bir iyileşme günler değil aylar ister.',
    'Eski hikâyeler tamamen çözülmeden önce birkaç kez yeniden su yüzüne çıkabilir.',
  ],
  uranus: [
    'Uranüs bir yıl ya da daha uzun süre, üç geçişe kadar kalır ve başlattığı değişimler genellikle kalıcıdır.',
    'Yavaş ve derin olan bu transit bir hayat bölümüdür, bir olay değil.',
    'Ani dönüşler tam geçişlerin çevresinde yoğunlaşır, arada daha sakin aylar olur.',
  ],
  neptune: [
    'Neptün bir yıl ya da daha uzun süre, üç geçişe kadar kalır ve etkileri transitin kendisinden uzun sürer.',
    "Neptün'le berraklık yavaş gelir; bu dönemin anlamı çoğu zaman ancak sonradan anlaşılır.",
    'Bu belirli bir andan çok uzun ve sessiz bir süreç.',
  ],
  pluto: [
    'Plüton üç tam geçişe kadar yıllarca kalır: bir olay değil, yavaş ve derin bir değişim.',
    "Plüton'un dönüştürdüğü şey bir daha eskisi gibi olmaz.",
    'Bu kadar uzun bir transit sabır ister; değişim önce yüzeyin altında işler.',
  ],
};

/**
 * Her transit gezegenin getirdiğini söylemenin ikinci bir yolu (TR_TRANSITING'in yanında), açının
 * doğasına göre: birkaç transiti olan bir gezegen hep aynı sözleri getirmesin.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'yeni bir canlılık atılımı ve fark edilme arzusu',
    hard: 'gurur, yorgunluk ve iradene yönelik bir sınav',
    soft: 'sıcaklık, takdir ve sakin bir özgüven',
  },
  moon: {
    fusion: 'yoğun duygular ve evde kalma isteği',
    hard: 'huzursuz ruh halleri ve küçük sinirlenmeler',
    soft: 'sığınak, yakınlık ve yumuşak bir gönül',
  },
  mercury: {
    fusion: 'haberler, planlar ve fikirlerle dolu bir kafa',
    hard: 'karışan teller, gecikmeler ve sinirli şüpheler',
    soft: 'sohbet, yazışma ve karar için elverişli bir an',
  },
  venus: {
    fusion: 'sıcaklık, çekim ve hayatın tadını çıkarma isteği',
    hard: 'kibir, aşırı harcamalar ve dile getirilmemiş kırgınlıklar',
    soft: 'incelik, iyi bir arkadaşlık ve küçük keyifler',
  },
  mars: {
    fusion: 'atılım, iştah ve başlamak için sabırsızlık',
    hard: 'öfkelenmeler, aceleden doğan dikkatsizlikler ve kendi alanın için mücadeleler',
    soft: 'dayanıklılık, girişkenlik ve sağlıklı bir rekabet ruhu',
  },
  jupiter: {
    fusion: 'fırsatlar, inanç ve büyüme isteği',
    hard: 'fazla büyük vaatler ve aşırılık zevki',
    soft: 'başkalarının desteği, iyi talih ve güven',
  },
  'north-node': {
    fusion: 'burada öğrenmek için bulunduğun şeyle bir karşılaşma',
    hard: 'yeni hedeflere karşı eski alışkanlıkların çağrısı',
    soft: 'yolunla uyumlu müttefikler ve fırsatlar',
  },
  saturn: {
    fusion: 'bir olgunluk sınavı ve dümene geçme ihtiyacı',
    hard: 'sert sınırlar, yorgunluk ve beklemeyen görevler',
    soft: 'sabır, yapı ve harcanan emeğin karşılığı',
  },
  chiron: {
    fusion: 'dokunulan hassas bir nokta ve onunla ilgilenme fırsatı',
    hard: 'yeniden kıpırdayan eski bir acı ve kendini koruma ihtiyacı',
    soft: 'anlayış, onarım ve başkalarının iyileşmesine yardım etme isteği',
  },
  uranus: {
    fusion: 'atılımlar, sarsıntılar ve özgürlük ihtiyacı',
    hard: 'ani kopuşlar, sinir gerginliği ve isyan',
    soft: 'akıllıca çözümler ve şanslı bir rota değişikliği',
  },
  neptune: {
    fusion: 'düşler, çözülen kesinlikler ve ruhsal bir açlık',
    hard: 'sis, hayal kırıklığı ve kaçma isteği',
    soft: 'hayal gücü, empati ve dingin bir zarafet',
  },
  pluto: {
    fusion: 'bitişler, yeniden doğuş ve güçle bir karşılaşma',
    hard: 'kontrol, takıntılar ve zemini temizleyen krizler',
    soft: 'kararlılık, berraklık ve yenilenmek için güç',
  },
};

/** Büyük açıların niteliği için başka adlar (TR_ASPECTS'in yanında). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['iki gücün toplamı', 'enerji yüklü bir başlangıç'],
  opposition: ['bir gidip gelme', 'denge isteyen bir bilek güreşi'],
  square: ['sen harekete geçene kadar artan bir baskı', 'gerilim altında bir dönüm noktası'],
  trine: ['kesintisiz bir destek', 'kolaylık ve doğru zamanlama'],
  sextile: ['işe yarar bir açılım', 'girişkenliği ödüllendiren bir fırsat'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Bu senin güneş dönüşün: başlayan yılın tonunu belirleyen astrolojik doğum günün.',
  moon: 'Bu senin aylık Ay dönüşün: duygusal açıdan küçük bir yeni başlangıç.',
  jupiter: 'Bu senin Jüpiter dönüşün: on iki yıllık yeni bir büyüme döngüsünün başlangıcı.',
  saturn: 'Bu senin Satürn dönüşün: hayatının dizginlerini eline almanı isteyen bir geçiş töreni.',
  chiron: 'Bu senin Kiron dönüşün: eski bir yarayla barışmak için hayatta bir kez gelen bir fırsat.',
  'north-node': 'Bu senin düğüm dönüşün: hayat yolunun yeniden görünür hale geldiği bir an.',
};

const MINOR_NOTES = [
  'Küçük bir açı olduğu için etkisi incedir ve kolayca gözden kaçar.',
  'Küçük açılar bağırmaz, fısıldar: küçük işaretlere dikkat et.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Turkish. */
export function trTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const T = TR_POINT_NAMES[transiting].name;
  const nName = TR_POINT_NAMES[natal].name;
  const tr = TR_TRANSITING[transiting];
  const N = TR_NATAL[natal];
  const A = TR_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const way = c.index('natal-form', 3);
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const toNatal = `${natalRef(natal, way, verb.c)} ${verb.v}`;
  const effect = effectOn(c.pick('effect', A.effect), domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', tr.epithet);
  const brings = c.pick('brings', [tr.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', tr.advice[nature]);

  const openings = [
    `${epithet} ${T}, ${toNatal}; bu da ${effect}.`,
    `${T} ile ${natalRef(natal, way, null)} arasındaki bu ${A.noun} ${effect}.`,
    `${T} ${toNatal}: ${each(domain, 'loc')} ${quality} ${c.pick('tint', ['hissediliyor', 'kendini gösteriyor', 'öne çıkıyor'])}.`,
    `Transit ${T} ${toNatal}, ${each(domain, 'dat')} de ${quality} getiriyor.`,
    `${each(domain, null)} için bu, ${quality} demek, çünkü ${T} ${toNatal}.`,
    `${T} ${toNatal}; şu sıralar ${each(domain, 'loc')} ${quality} yaşıyorsun.`,
    `${T}-${nName} ${inCase(A.compound, 'gen')} etkisiyle ${each(domain, null)} ${inCase(quality, 'ins')} şekilleniyor.`,
    `${N.area} konusunda ${T} ${toNatal}; bu da ${effect}.`,
  ];
  const middles = [
    `${brings} bekleyebilirsin; ${feels}.`,
    `${T} ${brings} getirirken ${feels}.`,
    `${each(domain2, 'dat')} gelince, ${T} ${brings} getiriyor; ${feels}.`,
    `${T} ${brings} ${c.pick('stakes', ['getiriyor', 'masaya koyuyor', 'beraberinde getiriyor'])}; ${feels}.`,
    `${feels}; ${T} buna ${brings} da ekliyor.`,
    `${T} ${brings} sunuyor; ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Bu etkiden yararlanmak için: ${advice}.`,
    `Tavsiye basit: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `${N.area} konusunda: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Bu kadar yavaş bir gezegen doğumdaki konumuna ancak hayatın ilk yıllarında ya da, Uranüs söz konusuysa, 84 yaş civarında döner: bir olaydan çok bir hayat evresini işaretler.'
          : `Bu senin ${T} dönüşün: yeni bir ${T} döngüsünün başlangıcı.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`Transit ${T} ile natal ${nName} ${A.compound}`),
    body: polish(paragraph(sentences)),
  };
}
