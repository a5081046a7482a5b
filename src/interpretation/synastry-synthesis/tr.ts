/** The Turkish synastry synthesis texts (see writer.ts); the couple is addressed as "siz", the reader as "sen". */
import { capitalize, inCase, listOf, polish, type TrCase } from '../tr/grammar.ts';
import { TR_POINT_NAMES, theirPoint, yourPoint } from '../tr/points.ts';
import { TR_HOUSES } from '../tr/zodiac.ts';
import { cycle, type OverlayHouse, type SummaryWords, type SynastrySynthesisWriter, summaryText } from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Yüz üzerinden ${n} puan, ikinizden de çok şey isteyen bir bağı anlatıyor: temaslar akmaktan çok sürtünüyor.`,
  (n: number) =>
    `Yüz üzerinden ${n} puanla terazi biraz emekten yana ağır basıyor: çözmesi gereken farklılıklarla büyüyen bir ilişki.`,
  (n: number) =>
    `Yüz üzerinden ${n} puanla kolaylık ve sürtünme aşağı yukarı dengede; bu yüzden çok şey zor anlarla nasıl başa çıktığınıza bağlı.`,
  (n: number) =>
    `Yüz üzerinden ${n} puan, destekleyici temasların zorlayıcı olanlardan açıkça ağır bastığı bir bağa işaret ediyor.`,
  (n: number) =>
    `Yüz üzerinden ${n} puanla haritalarınız nadir görülen bir biçimde birbirine uyuyor: sizi birleştiren neredeyse her şey zahmetsizce akıyor.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'temel bağ',
    strong: 'ne olduğunuz ve ne hissettiğiniz birbiriyle iyi uyuşuyor',
    weak: 'doğalarınız farklı ve bunu kabul etmek bu bağın bir parçası',
  },
  emotional: {
    name: 'duygusal bağ',
    strong: 'genellikle birbirinizin yanında anlaşılmış ve güvende hissediyorsunuz',
    weak: 'duyguların yüksek sesle söylenmesi gerekiyor, çünkü kendiliğinden okunmuyorlar',
  },
  attraction: {
    name: 'çekim',
    strong: 'arzu ve romantizm aranızda kolayca doğuyor',
    weak: 'kimya kendi kendine değil, ilgiyle canlı kalıyor',
  },
  communication: {
    name: 'iletişim',
    strong: 'birlikte konuşmak, plan yapmak ve karar vermek doğal geliyor',
    weak: 'karşınızdakinin ne demek istediğini kontrol etmezseniz yanlış anlamalar olası',
  },
  commitment: {
    name: 'bağlılık',
    strong: 'sadakat ve istikrar ilişkinin bir parçası',
    weak: 'görevler ve beklentiler ağır gelebilir; bu yüzden açıkça anlaşın',
  },
  growth: {
    name: 'büyüme',
    strong: 'birbirinizi yüreklendiriyor ve gelecek için umutlarınızı paylaşıyorsunuz',
    weak: 'ortak hedefleri bilinçli olarak aramak gerekiyor',
  },
};

const SUMMARY: SummaryWords = {
  title: 'Kelimelerle puan',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `En güçlü alan ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `En çok emek isteyen alan ${t.name} (${n}), çünkü ${t.weak}.`,
  flow: (h, t) =>
    `Ana temaslardan ${h} tanesi akıyor, ${t} tanesi sürtünüyor; bu yüzden iyi niyetin üzerine inşa edebileceği çok şey var.`,
  rub: (h, t) =>
    `Ana temaslardan ${t} tanesi sürtünüyor, ${h} tanesi akıyor: sürtünme gerçek, onunla birlikte büyüme fırsatı da.`,
  even: (n) => `Ana temaslar eşit bölünüyor: ${n} tanesi akıyor, bir o kadarı da sürtünüyor.`,
};

const names = (h: OverlayHouse) => listOf(h.planets.map((p) => TR_POINT_NAMES[p].name));
/** The partner's name in the genitive: "Mileva'nın", "Albert'in". */
const of = (partner: string) => inCase(partner, 'gen', { proper: true });
/** Their planet(s), third-person possessive, in a case: "Güneş'ini", "Güneş ve Venüs gezegenlerini". */
const own = (h: OverlayHouse, c: TrCase | null) => {
  const word = h.planets.length === 1 ? theirPoint(TR_POINT_NAMES[h.planets[0]].name) : `${names(h)} gezegenleri`;
  return c ? inCase(word, c, { possessed: true }) : word;
};
/** "Mileva'nın Güneş'i", "Mileva'nın Güneş ve Venüs gezegenleri". */
const theirs = (partner: string, h: OverlayHouse, c: TrCase | null = null) => `${of(partner)} ${own(h, c)}`;
/** "Güneş'in", "Güneş ve Venüs gezegenlerin" (yours). */
const yours = (h: OverlayHouse) =>
  h.planets.length === 1 ? yourPoint(TR_POINT_NAMES[h.planets[0]].name) : `${names(h)} gezegenlerin`;

export const trSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `${of(partner)} gezegenleri senin evlerinde`
      : `Senin gezegenlerin ${of(partner)} evlerinde`,
  overlay(direction, partner, h, position) {
    const n = `${h.house}.`;
    const area = TR_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return polish(
        capitalize(
          cycle(
            [
              `${P} senin ${n} evine düşüyor; böylece ${partner} ${area} alanını harekete geçiriyor.`,
              `${area} alanını yöneten ${n} evin ${theirs(partner, h, 'acc')} ağırlıyor.`,
              `${P} ${n} evindeyken ${area} ortak bir sahneye dönüşüyor.`,
              `${partner} ile en doğrudan ${area} alanında karşılaşıyorsun: ${P} ${n} evinde duruyor.`,
              `${area} söz konusu olduğunda ${partner} kendini hissettiriyor, çünkü ${P} ${n} evinde yer alıyor.`,
              `${partner}, ${own(h, 'acc')} ${n} evine getirerek ${area} alanını kıpırdatıyor.`,
            ],
            position,
          ),
        ),
      );
    }
    return polish(
      capitalize(
        cycle(
          [
            `${yours(h)} ${of(partner)} ${n} evine düşüyor; böylece ${area} alanını harekete geçiriyorsun.`,
            `${of(partner)} ${area} alanını yöneten ${n} evinde senin ${yours(h)} yer alıyor.`,
            `${of(partner)} ${n} evindeki ${yours(h)} aracılığıyla onun hayatında ${area} alanına dokunuyorsun.`,
            `${partner} seni ${area} alanında hissediyor, çünkü ${yours(h)} onun ${n} evinde duruyor.`,
            `${of(partner)} ${n} evine yerleşen ${yours(h)} ${area} alanını renklendiriyor.`,
            `${partner} için ${area} alanı iz bıraktığın yer: ${yours(h)} onun ${n} evinde konumlanıyor.`,
          ],
          position,
        ),
      ),
    );
  },
};
