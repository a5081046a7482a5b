/** Turkish texts of the solar return chart read as a whole. */
import { SIGNS, type Sign } from '../../../astro/vocabulary.ts';
import { capitalize, inCase, polish } from '../../tr/grammar.ts';
import { TR_HOUSE_ORDINALS, TR_HOUSES, TR_SIGNS } from '../../tr/zodiac.ts';
import type { ReturnAngle, ReturnChartWords } from './types.ts';

/** The return chart's angles with the locative: "Yükselen'in üzerinde" reads "on the Ascendant". */
const ANGLE_NAMES = {
  ascendant: 'Yükselen',
  midheaven: 'Tepe Noktası',
  descendant: 'Alçalan',
  'imum-coeli': 'Dip Noktası',
} as const;

/** "Yükselen'in üzerinde", "Tepe Noktası'nın üzerinde": on an angle of the return chart. */
function onAngle(angle: ReturnAngle): string {
  const name = ANGLE_NAMES[angle];
  return `${inCase(name, 'gen', { proper: true, possessed: /s[ıi]$/u.test(name) })} üzerinde`;
}

/** "Koç'ta", "Kova'da": a sign's readable name with the locative. */
function inSign(sign: string): string {
  return inCase(sign, 'loc', { proper: true });
}

export const TR_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `Güneş dönüşünde Yükselen ${inSign(sign)}`,
  ascendant: {
    aries:
      'Bu yıl hayatın üzerine dosdoğru gidiyorsun: hızlı başlıyor, ne istediğini söylüyor ve ilk adımı sen atıyorsun.',
    taurus:
      'Bu yıl istikrarlı bir tempo istiyor: yavaş inşa ediyor, kaynaklarına özen gösteriyorsun ve başkaları seni güvenilir buluyor.',
    gemini: 'Bu yıl sohbet ve merakla açılıyor: mesajlar, ayak işleri ve kısa yolculuklar ajandanı dolduruyor.',
    cancer:
      'Bu yıl sana duyguların yol gösteriyor: ev, aile ve koruduğun insanlar kendini gösterme biçimini belirliyor.',
    leo: 'Bu yıl seni görünür istiyor: sıcaklıkla ve biraz da gururla hareket ediyorsun, yarattığın şey fark ediliyor.',
    virgo: 'Bu yıl işleri bir zanaat gibi ele alıyorsun: alışkanlıklar, sağlık ve işe yarar ayrıntılar önce geliyor.',
    libra:
      'Bu yıl başkalarına açılıyorsun: ortaklık, adalet ve incelik seni tek başına gitmekten daha ileriye taşıyor.',
    scorpio: 'Bu yıl derinlik önemli: kartlarını kapalı tutuyor, sonuna kadar bağlanıyor ve biten şeyi bırakıyorsun.',
    sagittarius:
      'Bu yıl bildiğinin ötesine bakıyorsun: yolculuklar, eğitim ve geniş bir vizyon seni harekete geçiriyor.',
    capricorn:
      'Bu yıl kendini ciddiye alıyorsun: hedefler koyuyor, sorumluluk üstleniyorsun ve teslim ettiğin iş senin yerine konuşuyor.',
    aquarius:
      'Bu yıl alışılmışın dışına çıkıyorsun: arkadaşlar, gruplar ve bağımsız bir hava kendini sunuş biçimini değiştiriyor.',
    pisces: 'Bu yıl sezgiyle hareket ediyorsun: alıcılığın artıyor ve sınırlar zaman zaman bulanıklaşıyor.',
  },
  midheavenTitle: (sign) => `Güneş dönüşünde Tepe Noktası ${inSign(sign)}`,
  midheaven: {
    aries: 'Yılın hedefi işte inisiyatif almak ve kendi adınla bir şey başlatmak.',
    taurus: 'Yılın hedefi kalıcı sonuçlar: daha istikrarlı bir gelir ve sağlam bir konum.',
    gemini: 'Yılın hedefi iletişimden geçiyor: yazmak, öğretmek, satmak ya da insanları buluşturmak.',
    cancer: 'Yılın hedefi ev ve özenle bağlantılı: özel bir mesele toplum önünde bir göreve dönüşüyor.',
    leo: 'Yılın hedefi takdir görmek: yönetmek, sahneye çıkmak ya da gurur duyduğun bir şeyin yüzü olmak.',
    virgo: 'Yılın hedefi yetkinlik: bir beceride ustalaşmak ve işleri doğru yapan kişi olmak.',
    libra: 'Yılın hedefine başkalarıyla ulaşılıyor: sözleşmeler, ortaklıklar ve denge duygun kapıları açıyor.',
    scorpio: 'Yılın hedefi zorlu bir şeyin sorumluluğunu almak: bir kriz, ortak kaynaklar, gerçek bir etki.',
    sagittarius: 'Yılın hedefi alanını genişletmek: eğitim, yayınlar, yurt dışıyla bağlantılar.',
    capricorn: 'Yılın hedefi açıkça kariyer: sorumluluk artıyor, onunla birlikte otorite de.',
    aquarius: 'Yılın hedefi ağlarda ve yeni fikirlerde: bir ekip, bir topluluk, alışılmadık bir rol.',
    pisces: 'Yılın hedefini tanımlamak zor: hizmet, sanat ya da başkalarına yardım statüden daha önemli.',
  },
  sunHouse: {
    1: 'Güneş dönüşünde Güneş birinci evdeyken yıl senden söz ediyor: sağlığın, imajın ve yeni bir başlangıç.',
    2: 'Güneş dönüşünde Güneş ikinci evdeyken para, mülk ve değerlerin yılın merkezinde.',
    3: 'Güneş dönüşünde Güneş üçüncü evdeyken yıl öğrenme, komşular ve kardeşler etrafında dönüyor.',
    4: 'Güneş dönüşünde Güneş dördüncü evdeyken yılın enerjisi eve ve aileye gidiyor; bir taşınma olası.',
    5: 'Güneş dönüşünde Güneş beşinci evdeyken yıl keyfi, aşkı, çocukları ve yaratıcılığı destekliyor.',
    6: 'Güneş dönüşünde Güneş altıncı evdeyken gündelik iş, alışkanlıklar ve sağlık yılın projesi oluyor.',
    7: 'Güneş dönüşünde Güneş yedinci evdeyken bir partner ya da önemli bir kişi yılın merkezinde.',
    8: 'Güneş dönüşünde Güneş sekizinci evdeyken yıl ortak para, yakınlık ve gerekli bir bitiş hakkında.',
    9: 'Güneş dönüşünde Güneş dokuzuncu evdeyken yolculuklar, eğitim ve anlam soruları yılı aydınlatıyor.',
    10: 'Güneş dönüşünde Güneş onuncu evdeyken kariyer ve toplumdaki konumun ışıkların altında.',
    11: 'Güneş dönüşünde Güneş on birinci evdeyken arkadaşlar, gruplar ve gelecek planları yıla yön veriyor.',
    12: 'Güneş dönüşünde Güneş on ikinci evdeyken yıl içe dönüyor: dinlenme, düşünme, sessiz çalışma.',
  },
  moonHouse: {
    1: 'Güneş dönüşünde Ay birinci evdeyken ruh hallerin dışarıdan okunuyor; ihtiyaçların hemen fark ediliyor.',
    2: 'Güneş dönüşünde Ay ikinci evdeyken güvenliğini paraya bağlıyor; harcamalar duygularını izliyor.',
    3: 'Güneş dönüşünde Ay üçüncü evdeyken zihnini meşgul tutuyor: konuşmaya ve bağlantıda kalmaya ihtiyacın var.',
    4: 'Güneş dönüşünde Ay dördüncü evdeyken ev yılın çapası oluyor; ailenin sana ihtiyacı var.',
    5: 'Güneş dönüşünde Ay beşinci evdeyken oyun, sevgi ve sırf keyif için yaşanacak bir şey istiyor.',
    6: 'Güneş dönüşünde Ay altıncı evdeyken iyi olma halini rutine bağlıyor; düzenli bir gün seni sakinleştiriyor.',
    7: 'Güneş dönüşünde Ay yedinci evdeyken duygularını başkalarına yöneltiyor; bir karşılık görmeye ihtiyaç duyuyorsun.',
    8: 'Güneş dönüşünde Ay sekizinci evdeyken derin duyguları kıpırdatıyor; güven sınanıyor.',
    9: 'Güneş dönüşünde Ay dokuzuncu evdeyken uzaklara gitme, yolculuk etme ya da her şeye başka bir gözle bakma isteği uyandırıyor.',
    10: 'Güneş dönüşünde Ay onuncu evdeyken duyguların iş hayatında görünüyor; itibar ruh halini etkiliyor.',
    11: 'Güneş dönüşünde Ay on birinci evdeyken tesellini arkadaşlar ve benzer ruhlu insanlar arasında buluyor.',
    12: 'Güneş dönüşünde Ay on ikinci evdeyken sükûnete ve inzivaya ihtiyaç duyuyor; duygular içeride çalışıyor.',
  },
  onAngleTitle: (planet, angle, orb) => polish(`Güneş dönüşünde ${onAngle(angle)} ${planet} (${orb}° içinde)`),
  angle: {
    ascendant:
      "Dönüş haritasının Yükselen'ine bu kadar yakın bir gezegen, bütün yıl boyunca davranma ve kendini gösterme biçimini renklendirir.",
    midheaven:
      "Dönüş haritasının Tepe Noktası'na bu kadar yakın bir gezegen, yılın iş hayatına ve toplum önündeki hayatına damgasını vurur.",
    descendant:
      "Dönüş haritasının Alçalan'ına bu kadar yakın bir gezegen sana başkaları aracılığıyla ulaşır: partnerler, müşteriler, rakipler.",
    'imum-coeli':
      "Dönüş haritasının Dip Noktası'na bu kadar yakın bir gezegen köklerde çalışır: ev, aile ve iç dayanağın.",
  },
  planet: {
    sun: 'Güneş canlılık ve özür dilemeden kendin olma isteği getirir.',
    moon: 'Ay ruh hali dalgalanmaları ve güvende hissetmeye dair büyük bir ihtiyaç getirir.',
    mercury: 'Merkür projeler, evrak işleri ve pek çok konuşma getirir.',
    venus: 'Venüs sevgi, keyif ve insanlarla daha kolay bir ilişki getirir.',
    mars: 'Mars atılım ve sabırsızlık getirir; bunları tartışmaya değil emeğe yatır.',
    jupiter: 'Jüpiter büyüme ve fırsatlar getirir, bir de fazlasını yapma isteği.',
    saturn: 'Satürn görevler ve sınırlar getirir; onunla inşa ettiğin şey kalıcı olur.',
    uranus: 'Uranüs ani değişimler ve özgürlük arzusu getirir.',
    neptune: 'Neptün ilham ve biraz da kafa karışıklığı getirir; bağlanmadan önce bilgileri kontrol et.',
    pluto: 'Plüton artık işlemeyen bir şeyi dönüştürmeye iter.',
  },
};

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const bySign = (text: (sign: Sign) => string) =>
  Object.fromEntries(SIGNS.map((s) => [s, text(s)])) as Record<Sign, string>;
const byHouse = (text: (house: number) => string) => Object.fromEntries(HOUSES.map((h) => [h, text(h)]));

/** The lunar return chart in Turkish, composed from the signs' and houses' phrases for the month. */
export const TR_LUNAR_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `Ay dönüşünde Yükselen ${inSign(sign)}`,
  ascendant: bySign((s) => `Bu ayın havası ${TR_SIGNS[s].mood}; ${TR_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `Ay dönüşünde Tepe Noktası ${inSign(sign)}`,
  midheaven: bySign(
    (s) =>
      `İş hayatında ve toplum önünde bu ay ${TR_SIGNS[s].needs} istiyor; seni öne çıkaran şey ise ${TR_SIGNS[s].gift}.`,
  ),
  sunHouse: byHouse((h) =>
    polish(
      `Bu Ay dönüşünün Güneş'i ${TR_HOUSE_ORDINALS[h]} evde ve ayın merkezine ${TR_HOUSES[h].areas[0]} konularını koyuyor.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    polish(
      `Dönüşün Ay'ı ${TR_HOUSE_ORDINALS[h]} evdeyken duyguların ${TR_HOUSES[h].areas[1]} konuları etrafında dönüyor. Bu ay için bir öneri: ${capitalize(TR_HOUSES[h].actions[0])}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) => polish(`Ay dönüşünde ${onAngle(angle)} ${planet} (${orb}° içinde)`),
  angle: {
    ascendant: "Ayın Yükselen'i üzerindeki bir gezegen davranış biçiminde ve ilk tepkilerinde fark edilir.",
    midheaven: 'Ayın Tepe Noktası üzerindeki bir gezegen kendini işinde ve itibarında hissettirir.',
    descendant: "Ayın Alçalan'ı üzerindeki bir gezegen sana birlikte iş gördüğün insanlar aracılığıyla ulaşır.",
    'imum-coeli': 'Ayın Dip Noktası üzerindeki bir gezegen evde ve en içteki ruh hallerinde çalışır.',
  },
  planet: TR_RETURN_CHART.planet,
};
