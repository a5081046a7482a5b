/** Turkish texts of the composite chart: the relationship's own chart, read for both people ("siz"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { signName } from '../names.ts';
import { TR_ASPECTS } from '../tr/aspects.ts';
import { capitalize, inCase, polish } from '../tr/grammar.ts';
import { pointIn, TR_POINT_NAMES } from '../tr/points.ts';
import { TR_HOUSE_ORDINALS, TR_HOUSES, TR_SIGNS } from '../tr/zodiac.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('tr', { type: 'conjunction' }).format(items);
const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => TR_POINT_NAMES[id].name));
const inSign = (sign: Parameters<typeof signName>[0]) => inCase(signName(sign, 'tr'), 'loc', { proper: true });
/** What each point stands for in a relationship (nominative). */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'ilişkinin anlamı',
  moon: 'aranızdaki duygusal hava',
  mercury: 'konuşma biçiminiz',
  venus: 'sevginiz ve paylaştığınız keyifler',
  mars: 'paylaştığınız atılım',
  jupiter: 'ortak umutlarınız',
  saturn: 'sürdürdüğünüz bağlılıklar',
  uranus: 'birbirinize tanıdığınız özgürlük',
  neptune: 'paylaştığınız idealler',
  pluto: 'bağın ikiniz üzerindeki gücü',
  ascendant: 'çift olarak bıraktığınız izlenim',
  midheaven: 'dünyada birlikte gerçekleştirdikleriniz',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} ile ${b} tek bir temada kaynaşıyor`,
  trine: (a, b) => `${a} ile ${b} zahmetsizce birlikte akıyor`,
  sextile: (a, b) => `${a} ile ${b}, fırsatı yakaladığınız anda birbirine yardım ediyor`,
  square: (a, b) => `${a} ile ${b} birbirine sürtünüyor`,
  opposition: (a, b) => `${a} ile ${b} zıt yönlere çekiyor`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Birine dokunan şey öbürüne de dokunur.',
  trine: 'Bu, hazır bulduğunuz bir güç; onu bilerek kullanın.',
  sextile: 'Armağan gerçek, ama ikinizden de küçük bir adım istiyor.',
  square: 'Bu sürtünmede ilişki büyümek zorunda kalıyor.',
  opposition: 'Denge, her biriniz bir ucu bilerek tuttuğunda geliyor.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Kompozit Güneş ilişkinin ne için var olduğunu söyler',
  moon: 'Kompozit Ay birlikteyken kendinizi neyin evinizde hissettirdiğini gösterir',
  venus: 'Kompozit Venüs sevginizi birbirinize nasıl gösterdiğinizi anlatır',
  mars: 'Kompozit Mars bir çift olarak nasıl harekete geçtiğinizi ve nasıl tartıştığınızı gösterir',
  mercury: 'Kompozit Merkür birlikte nasıl düşünüp konuştuğunuzu gösterir',
  ascendant: 'Kompozit Yükselen başkalarının sizi nasıl gördüğünü anlatır',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'ateş', earth: 'toprak', air: 'hava', water: 'su' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'coşku, cesaret ve macera zevki',
  earth: 'somut planlar, sadakat ve paylaşılan bir güven',
  air: 'diyalog, fikirler ve dostluk',
  water: 'duygu, yakınlık ve sessiz bir anlayış',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'güçlü bir birleşim: haritalarınız arasındaki temaslar neredeyse her zaman birbirini destekliyor',
  good: 'iyi bir birleşim: destek sürtünmeden ağır basıyor ve sürtünme üzerinde çalışılabilir',
  mixed:
    'karışık bir tablo: destek ve sürtünme neredeyse başa baş, bu yüzden çok şey birbirinize nasıl yaklaştığınıza bağlı',
  demanding: 'zorlu bir birleşim: sürtünme kolaylıktan ağır basıyor ve bu sabır ile açık anlaşmalar istiyor',
};

const PATTERN_TITLE = {
  'grand-trine': 'Büyük Üçgen',
  kite: 'Uçurtma',
  't-square': 'T-Kare',
  'grand-cross': 'Büyük Haç',
  yod: 'Yod',
} as const;

export const trComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Uyum: 100 üzerinden ${score}`,
      body: `Haritalar karşılaştırıldığında ${a} ile ${b} 100 üzerinden ${score} puan alıyor: ${BAND[band]}. Kompozit harita birlikte ne yaptığınızı anlatır.`,
    };
  },
  stellium(s) {
    const sign = TR_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `${inSign(s.sign)} stelyum`,
          body: polish(
            `${names(s.members)} kompozit haritanızda ${inSign(s.sign)} toplanıyor. Bağın kendisi ${sign.traits}: en büyük gücü ${sign.gift}, riski ise ${sign.shadow}.`,
          ),
        }
      : {
          title: capitalize(`${TR_HOUSE_ORDINALS[s.houses[0]]} evde stelyum`),
          body: polish(
            `${names(s.members)} kompozit haritanızın ${TR_HOUSE_ORDINALS[s.houses[0]]} evinde toplanıyor. ${capitalize(TR_HOUSES[s.houses[0]].areas[0])} ilişkinin ana sahnesi.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? pointIn(p.apex, 'dat') : '';
    const apexAt = p.apex ? TR_POINT_NAMES[p.apex].name : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} kompozit haritanızda büyük bir üçgen oluşturuyor: sıradan günlerde ilişkiyi taşıyan, ${p.element ? `${ELEMENT_NAME[p.element]} elementinden` : 'karışık elementlerden'} kolay bir enerji çemberi. Ona ortak bir hedef verin, yoksa kolaylık rutine dönüşür.`,
      kite: `${names(p.members)} bir uçurtma oluşturuyor: büyük üçgenin kolay akışı bir yön kazanıyor, birleşen yeteneklerinizle peşinden gidebileceğiniz ortak bir hedef.`,
      't-square': `${names(p.members)} tepe noktasında ${apexAt} olan bir T-kare oluşturuyor: ilişkinin gerilimi orada birikiyor ve onu birlikte ele aldığınızda en çok orada kazanıyorsunuz.`,
      'grand-cross': `${names(p.members)} büyük bir haç oluşturuyor: dört talep ilişkiyi aynı anda çekiyor ve ilişki onları birlikte taşıdıkça dayanıklı hale geliyor.`,
      yod: `${names(p.members)} ${apex} işaret eden bir yod oluşturuyor: ilişkide bir şey daha fazla çaba değil, sürekli ayar istiyor.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'İlişkinin elementleri',
      body: `Kompozit gezegenlerin çoğu ${list(main.map((e) => ELEMENT_NAME[e]))} burçlarında; bu yüzden ilişki ${list(main.map((e) => ELEMENT_TONE[e]))} ile besleniyor.${
        missing.length
          ? ` ${capitalize(list(missing.map((e) => ELEMENT_NAME[e])))} burçlarında hiçbir şey olmadığından ${list(missing.map((e) => ELEMENT_TONE[e]))} unsurlarını bilinçli olarak sizin getirmeniz gerekecek.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = TR_SIGNS[sign];
    return {
      title: `${inSign(sign)} kompozit ${TR_POINT_NAMES[point].name}, ${house}. ev`,
      body: polish(
        `${PLACEMENT[point]}. Bu burçta bağ ${s.traits} bir hal alır ve ${s.needs} ister.${point === 'ascendant' ? '' : ` Çerçeveyi ${TR_HOUSES[house].areas[0]} alanı çizer.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: `Kompozit ${TR_POINT_NAMES[a].name}-${TR_POINT_NAMES[b].name} ${TR_ASPECTS[aspect].compound}`,
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
