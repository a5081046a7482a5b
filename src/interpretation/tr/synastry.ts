/** Turkish synastry texts: a point of person 1 ("senin Güneş'in") in aspect to a point of person 2 ("onun Ay'ı"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { TR_ASPECTS } from './aspects.ts';
import { inCase, paragraph, polish } from './grammar.ts';
import { TR_POINT_NAMES, TR_RELATING, theirPoint, yourPoint } from './points.ts';

/**
 * Bir çiftin bir temasla neler yapabileceği, iki noktadan birinin konusuna ve açının doğasına göre:
 * Venüs karesi Satürn karesinden başka bir öğüt ister; on iki temaslı bir ilişki aynı öğüdü tekrarlamasın.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Tek bir ortak merkez yerine iki ayrı hayat projesine yer açmak iyi gelir.',
    hard: 'Liderliği sırayla üstlenmek işe yarar: biri parlasın diye diğerinin küçülmesi gerekmez.',
    soft: 'Birbirinizde neye hayran olduğunuzu yüksek sesle söylemek ikinizi de güçlendirir.',
  },
  moon: {
    fusion: 'İkinizin de güvenebileceği küçük özen ritüelleri bu bağı besler.',
    hard: 'Karşındakinin neye ihtiyacı olduğunu varsaymak yerine sormak daha iyidir.',
    soft: 'Evdeki sakin anları korumaya değer: bu ilişkiyi onlar besliyor.',
  },
  mercury: {
    fusion: 'Sık sık konuşmak iyidir, yeter ki her biriniz diğerinin sözünü bitirmesine izin versin.',
    hard: 'Sözler keskinleştiğinde cevap vermeden önce bir saat beklemek yaraları önler.',
    soft: 'Birlikte plan yapmak, öğrenmek ya da yolculuğa çıkmak sohbetlerinizin en iyi yanını ortaya çıkarır.',
  },
  venus: {
    fusion: 'Paylaştığınız şeylerin tadını çıkarmak, bazı keyifleri kendinize saklamanıza engel değil.',
    hard: 'Her birinizin neye değer verdiğini tahmin etmek yerine söylemek zevk konusundaki yanlış anlamaları önler.',
    soft: 'Güzellik ve keyif birlikte geçirdiğiniz zamanda kalıcı bir yeri hak ediyor.',
  },
  mars: {
    fusion: 'Ortak enerjiniz bir projede, bir sporda ya da paylaşılan bir hedefte daha çok verim verir.',
    hard: 'Kimin kazandığını değil meselenin kendisini tartışmak, sonra da sayfayı çevirmek en iyisi.',
    soft: 'İkinizin de istediği bir şey için birlikte harekete geçmek çifti daha hızlı ilerletir.',
  },
  jupiter: {
    fusion: 'Birlikte büyük hayaller kurmak, ardından bir plan seçip sonuna kadar götürürseniz daha iyi işler.',
    hard: 'Kendinize sınır koymak yardımcı olur, çünkü birlikteyken tutulabilecekten fazlasını vaat etmek kolaydır.',
    soft: 'Birbirinizin büyümesini desteklemek kendiliğinden gelir; burada cömertlik akıyor.',
  },
  saturn: {
    fusion: 'Sorumluluklar ikinizin birlikte kararlaştırdığı ve kimsenin tek başına taşımadığı zaman daha hafif gelir.',
    hard: 'Bir kural ya da görev ağırlaştığında bunu söylemek sessizlikten daha çok işe yarar.',
    soft: 'Birlikte kalıcı bir şey kurmak, bir ev, birikim ya da bir düzen, ilişkiye iyi gelir.',
  },
  uranus: {
    fusion: 'Birbirinizi sürekli şaşırtmak ve birbirinize özgürlük tanımak kıvılcımı canlı tutar.',
    hard: 'Her şeyi değiştirmeden önce neyin sabit kalması gerektiğinde anlaşmak iyi olur.',
    soft: 'Birlikte yeni şeyler denemek ikinizi de yeniler.',
  },
  neptune: {
    fusion: 'Hayalleri paylaşmak güzel; onları ara sıra gündelik hayatla karşılaştırmak da öyle.',
    hard: 'Beklentiler hakkında açık konuşmak, birinizin bir yanılsamayı sevmesini önler.',
    soft: 'Sanat, müzik ya da paylaşılan bir sessizlik ikinizin de hissettiklerini derinleştirir.',
  },
  pluto: {
    fusion: 'Derinlik bu temasın armağanı; onu kontrolden uzak tutmak gerekir.',
    hard: 'Güç gösterilerine gerek yok: kimsenin kazanmak zorunda olmadığı yerde güven büyür.',
    soft: 'Zor olanla birlikte yüzleşmek çifti daha güçlü kılar.',
  },
  ascendant: {
    fusion: 'Her birinizin diğerinin tarzını nasıl biçimlendirdiğini fark etmeye ve bunun tadını çıkarmaya değer.',
    hard: 'İlk tepkinin ötesine bakmak birbirinizi gerçekten tanımaya zaman tanır.',
    soft: 'İkiniz de birbirinizin yanında rahatsınız ve bu dışarıdan da görülüyor.',
  },
};

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Turkish. */
export function trSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const yourA = yourPoint(TR_POINT_NAMES[a].name);
  const theirB = theirPoint(TR_POINT_NAMES[b].name);
  const A = TR_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = TR_RELATING[a];
  const rb = TR_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const toB = `onun ${inCase(theirB, verb.c, { possessed: true })} ${verb.v}`;
  const roles = `senin ${ra.role.yours} ile onun ${rb.role.theirs}`;

  const openings = [
    `Senin ${yourA} ${toB}: ${roles} ${links}.`,
    `Senin ${yourA} ${toB}ken ${roles} ${links}.`,
    `Senin ${yourA} ${toB}; böylece ${roles} ${links}.`,
    `${roles} ${links}, çünkü senin ${yourA} ${toB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}; o da ${rb.receives[nature]}.`,
    `Senin açından ${ra.gives[nature]}; onun açısından ise ${rb.receives[nature]}.`,
    `${ra.gives[nature]}, o ise ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; karşındaki kişi de ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`Senin ${yourA} ile onun ${theirB} arasında ${A.noun}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
