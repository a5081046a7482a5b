/** Turkish texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { each, inCase, type NounForm, paragraph, polish, type TrCase } from './grammar.ts';
import { TR_NATAL, TR_POINT_NAMES } from './points.ts';
import {
  TR_ELEMENT,
  TR_ELEMENT_NAME,
  TR_HOUSE_ORDINALS,
  TR_HOUSES,
  TR_MODALITY,
  TR_MODALITY_WAY,
  TR_SIGNS,
} from './zodiac.ts';

const SIGN: NounForm = { proper: true };

/** A sign's name with a case suffix: "Koç'ta", "Kova'dan", "Başak'ın". */
export function signIn(sign: Sign, c: TrCase): string {
  return inCase(signName(sign, 'tr'), c, SIGN);
}

/** A sign's gift with a case suffix; nouns in -lık / -lik and "inanç" soften before a vowel. */
function giftIn(sign: Sign, c: TrCase): string {
  const gift = TR_SIGNS[sign].gift;
  return inCase(gift, c, { softens: /l[ıiuü]k$|inanç$/u.test(gift) });
}

const DIGNITY: Record<Dignity, (p: string, sign: Sign) => string> = {
  domicile: (p, s) => `${p}, yönettiği burç olan ${signIn(s, 'loc')} kendi evindedir ve enerjisi serbestçe akar.`,
  exaltation: (p, s) => `${p} ${signIn(s, 'loc')} yücelir: en iyi nitelikleri kolayca ortaya çıkar.`,
  detriment: (p, s) =>
    `${p} ${signIn(s, 'loc')} zarardadır, evinden uzaktır: burada daha çok çalışır ve öğrendiğini emekle kazanır.`,
  fall: (p, s) => `${p} ${signIn(s, 'loc')} düşüştedir: armağanlarının çiçek açması için bilinçli bir özen gerekir.`,
};

/** Title and body of natal `point` in `sign`, in Turkish. */
export function trPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = TR_POINT_NAMES[point].name;
  const N = TR_NATAL[point];
  const S = TR_SIGNS[sign];
  const sName = signName(sign, 'tr');
  const inSign = signIn(sign, 'loc');
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${inSign} ${name}, ${each(domain, 'acc')} ${S.traits} bir biçimde ifade eder.`,
    `${name} ${inSign} yer aldığında ${each(domain, null)} ${S.traits} bir nitelik kazanır.`,
    `${name} ${inSign} olduğu için ${each(domain, 'loc')} ${S.traits} bir şeyler var.`,
  ];
  const middles = [`${N.area} konusunda ${S.style}.`, `${N.area} söz konusu olduğunda ${S.style}.`];
  const closings = [
    `${S.needs} sana iyi gelir; ${S.shadow} konusunda ise dikkatli ol.`,
    `En iyi halinde bu yerleşim ${S.gift} getirir; en kötü halinde ise ${S.shadow}.`,
    `Bu yerleşimi ${S.needs} ile beslersen ${S.gift} büyür; beslemezsen ${S.shadow} ağır basar.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](name, sign));
  } else if (isGenerational(point)) {
    sentences.push(
      `${name} uzun yıllar aynı burçta kalır; bu yüzden bu yerleşim seni olduğu kadar kuşağını da anlatır.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Güney Ay Düğümü ${signIn(from, 'loc')}, Kuzey Ay Düğümü ${signIn(to, 'loc')} olduğu için ${giftIn(from, 'abl')} ${giftIn(to, 'dat')} doğru büyürsün.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName} ${TR_MODALITY[modality]} bir ${TR_ELEMENT_NAME[element]} burcudur: ${TR_MODALITY_WAY[modality]}; elementi de ${TR_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${inSign} ${name}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'burada parlamak ve takdir görmek istersin',
  moon: 'burada teselli ararsın ve ruh hallerin burada kendini gösterir',
  mercury: 'zihnin en çok burada çalışır',
  venus: 'burada keyif bulur ve başkalarının iyi niyetini çekersin',
  mars: 'burada zorlar, yarışır ve enerjini harcarsın',
  jupiter: 'şans ve büyüme buraya daha kolay gelir',
  saturn: 'burada sınavlarla yüzleşir ve kalıcı bir güç inşa edersin',
  uranus: 'burada özgürlüğe ihtiyaç duyar ve ani değişimler yaşayabilirsin',
  neptune: 'burada idealleştirir, hayal kurar ve bazen kaybolursun',
  pluto: 'burada yoğunluk, güç ve derin değişimler yaşarsın',
  chiron: 'eski yaralar burada yaşar ve sen de burada başkalarının iyileşmesine yardım edebilirsin',
  'north-node': 'büyümen burada, sana yabancı gelse bile',
  'south-node': 'burada eski ve iyi sınanmış becerilere başvurursun',
  'mean-lilith': 'burada evcilleştirilmeyi reddedersin',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: ['Açısal bir ev bu yerleşimi hayatında öne çıkarır.', 'Açısal bir evde bu yerleşim görünür ve etkindir.'],
  succedent: ['Ardıl bir evde istikrarla çalışır ve zamanla kaynak biriktirir.', 'Ardıl bir ev ona sebat kazandırır.'],
  cadent: [
    'Düşen bir evde öğrenme ve uyum yoluyla, arka planda etki eder.',
    'Düşen bir ev etkisini daha sessiz ve esnek kılar.',
  ],
};

/** Title and body of natal `point` in house `house`, in Turkish. */
export function trPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = TR_POINT_NAMES[point].name;
  const N = TR_NATAL[point];
  const H = TR_HOUSES[house];
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const ordinal = TR_HOUSE_ORDINALS[house];

  const openings = [
    `${name}, ${house}. evde ${each(domain, 'acc')} ${area} alanına taşır.`,
    `${ordinal} evde yer alan ${name}, ${each(domain, 'acc')} ${area} üzerinden ifade eder.`,
    `${area} evi olan ${house}. evde ${name}, ${each(domain, 'acc')} hayatın bu alanına bağlar.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`Geleneğe göre ${name} ${house}. evde sevinç içindedir: burada kendini özellikle rahat hisseder.`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [`Bununla çalışmanın iyi bir yolu: ${action}.`, `Bunu somut hale getir: ${action}.`, '']),
  );
  return { title: `${house}. Evde ${name}`, body: polish(paragraph(sentences)) };
}
