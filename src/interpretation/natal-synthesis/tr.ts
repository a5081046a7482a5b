/** The Turkish natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet, Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { capitalize, countOf, each, inCase, listOf, paragraph, polish } from '../tr/grammar.ts';
import { pointIn, TR_NATAL, TR_POINT_NAMES } from '../tr/points.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => TR_POINT_NAMES[p].name;
const names = (ps: readonly Planet[]) => listOf(ps.map(name));
const inSign = (s: Sign) => inCase(signName(s, 'tr'), 'loc', { proper: true });
const NUMBER = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on'];
const ELEMENT: Record<Element, string> = { fire: 'ateş', earth: 'toprak', air: 'hava', water: 'su' };
/** Modality adjectives before "burçlar". */
const MODALITY: Record<Modality, string> = { cardinal: 'öncü', fixed: 'sabit', mutable: 'değişken' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'coşku, cesaret ve eyleme geçme isteği',
  earth: 'sabır, pratik zekâ ve kalıcı olanı sezme yeteneği',
  air: 'fikirler, diyalog ve mesafe alabilme becerisi',
  water: 'duygu, sezgi ve başkalarını ince bir algıyla hissetme',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'kendiliğindenlik ve özgüven, sanıldığı gibi kendiliğinden gelmez, çalışılarak gelişir',
  earth: 'rutin, para ve beden sandığından daha bilinçli bir özen istiyor',
  air: 'bir duyguyu netleştirmek için onu konuşmak sana doğal gelmiyor',
  water: 'duyguları yaşamaktansa çözümlemek sana daha kolay geliyor',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'başlatır, ilk adımı atar ve yönü gösterirsin',
  fixed: 'rotanı korur, yavaş inşa eder ve başladığını bitirirsin',
  mutable: 'uyum sağlar, hızlı öğrenir ve hayat istediğinde rota değiştirirsin',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'Gezegenlerin çoğu ufkun üstünde, toplumsal hayatın evlerinde: dışa dönük yaşıyorsun ve büyümenin büyük kısmı başkalarının gözü önünde gerçekleşiyor.',
  north:
    'Gezegenlerin çoğu ufkun altında, özel evlerde: hayatın evde, iç dünyanda ve en yakınlarında kök salıyor ve kendi temponda olgunlaşıyorsun.',
  east: 'Yükselen tarafı olan doğu yarısı gezegenlerin çoğunu topluyor: kendi yolunu çizmeye ve kendi girişkenliğine güvenmeye eğilimlisin.',
  west: 'Alçalan tarafı olan batı yarısı gezegenlerin çoğunu topluyor: ilişkilerde canlanıyorsun ve elde ettiklerinin çoğu başkaları aracılığıyla geliyor.',
};
const TITLE = {
  'grand-trine': 'Büyük Üçgen',
  't-square': 'T-Kare',
  'grand-cross': 'Büyük Haç',
  yod: 'Yod',
  kite: 'Uçurtma',
} as const;
/** The aspect as a state ("… ile … kare açıda"). */
const ASPECT_STATE: Record<MajorAspect, string> = {
  conjunction: 'kavuşum halinde',
  opposition: 'karşıt açıda',
  trine: 'üçgen açıda',
  square: 'kare açıda',
  sextile: 'altmışlık açıda',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'bir kavuşum',
  opposition: 'bir karşıtlık',
  trine: 'bir üçgen',
  square: 'bir kare',
  sextile: 'bir altmışlık',
};
/** The aspect's noun with the possessive, ending "Güneş-Ay karesi". */
const ASPECT_COMPOUND: Record<MajorAspect, string> = {
  conjunction: 'kavuşumu',
  opposition: 'karşıtlığı',
  trine: 'üçgeni',
  square: 'karesi',
  sextile: 'altmışlığı',
};
const ASPECT_OPENINGS: ((a: AspectTextPoint, m: MajorAspect, b: AspectTextPoint) => string)[] = [
  (a, m, b) => `${name(a)} ile ${name(b)} ${ASPECT_STATE[m]} duruyor.`,
  (a, m, b) => `${name(a)} ile ${name(b)} arasında ${ASPECT_ARTICLE[m]} var.`,
  (a, m, b) => `Haritan ${name(a)} ile ${pointIn(b, 'acc')} ${ASPECT_ARTICLE[m]} aracılığıyla birleştiriyor.`,
  (a, m, b) => `${capitalize(ASPECT_ARTICLE[m])} ${name(a)} ile ${pointIn(b, 'acc')} birbirine bağlıyor.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Burada ikisi tek bir güç gibi davranır: birini öbürü olmadan nadiren yaşarsın.',
    'Böyle kaynaşınca her biri ötekinin yaptığı her şeyi renklendirir.',
    'Bir kavuşum yoğunlaştırır: birinin istediğini öbürü büyütür.',
  ],
  opposition: [
    'Onları iki kutup gibi yaşarsın ve hayat senden birini seçmek yerine ikisini de taşımanı ister.',
    'Çoğu zaman bu ikilinin bir yanını başka insanlar canlandırır, ta ki ikisini de kendinin olarak tanıyana dek.',
    'İkisi arasında gidip gelmek dengeyi öğretir; yavaşça ve bazen çatışma yoluyla.',
  ],
  trine: [
    'İkisi birbirini zahmetsizce destekler; hafife alınması kolay bir yetenek.',
    'Bu akış yalnızca tadını çıkarmak için değil, bilerek kullanmak için bir kaynak.',
    'Aralarındaki uyum hayatın bu alanını sana doğal kılar.',
  ],
  square: [
    'İkisi birbirine sürtünür; sürtünme rahatsız edicidir ama seni bir şey inşa etmeye iter.',
    'Aralarındaki gerilim karar ister ve her karar seni güçlendirir.',
    'Bu bir çalışma teması: burada gösterilen çaba başka yerlerden daha çok karşılık verir.',
  ],
  sextile: [
    'Onlara bir neden verdiğinde ikisi işbirliği yapar: küçük bir çaba bu kapıyı açar.',
    'Aralarında girişkenliği ödüllendiren fırsatlar doğar.',
    'Pratik ve merakla büyüyen nazik bir bağ.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `Bu açı iki alanı ilişkilendiriyor: bir yanda ${x}, öbür yanda ${y}.`,
  (x, y) => `Bir tarafta ${x}, diğer tarafta ${y} söz konusu.`,
  (x, y) => `Pratikte iki alan birbirini biçimlendiriyor: bir yanda ${x}, diğer yanda ${y}.`,
  (x, y) => `Bu temas iki alanı birbirine bağlıyor: bir tarafta ${x}, öbür tarafta ${y}.`,
];

export const trSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? inSign(s.sign) : `${s.houses[0]}. evde`;
    const n = s.members.length;
    const houses = s.houses.map((h) => `${h}.`);
    return {
      title: capitalize(`${where} stelyum`),
      body: polish(
        paragraph([
          `${capitalize(n < NUMBER.length ? `${NUMBER[n]} gezegen` : countOf(n, 'gezegen'))} ${where} toplanıyor: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Bir burçta bu kadar ağırlık, o burcun karakterini sana yoğun bir biçimde verir; ${ELEMENT[s.element]} elementi ve ${MODALITY[s.modality]} burçların tarzı seni güçlü bir şekilde işaretler.`
            : 'Bir evde bu kadar ağırlık, hayatın o alanını ana sahne yapar: bu gezegenlerin temaları önce orada yaşanır.',
          s.by === 'sign' && s.houses.length > 0
            ? `Bu gezegenler ${listOf(houses)} ${houses.length > 1 ? 'evlere' : 'eve'} düşüyor ve bu yoğunluk orada hissediliyor.`
            : `Çoğu ${inSign(s.sign)}; bu burç eve kendi tonunu veriyor.`,
          'Bir stelyum yoğunlaşma armağan eder; denge ise onun dışında kalanlardan gelir.',
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} üç üçgen açıyla birbirine bağlanıyor: ${p.element ? `${ELEMENT[p.element]} burçlarında ` : ''}kapalı bir çember.`,
          p.element
            ? `Sana ${ELEMENT_GIFT[p.element]} veriyor; öylesine güvenilir ki belki farkına bile varmıyorsun.`
            : 'Farklı elementlerden geçtiği için kolaylığı daha az göze çarpar, ama hayatın farklı alanlarına uzanır.',
          'Büyük üçgenin riski rahatlıktır: yeteneği bir zorlukla karşılaştığında büyür.',
        );
        break;
      case 'kite':
        sentences.push(
          `${names(p.members.slice(0, 3))} arasındaki büyük üçgen ${pointIn(p.members[3], 'ins')} demir atıyor: o, bir köşeye karşıt, öbür ikisine altmışlık açıda duruyor.`,
          `Uçurtma üçgenin akışına bir yön verir: ${each(TR_NATAL[p.members[3]].domain[0], null)} yetenekleri işe koşan hedef haline gelir.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])} ile ${name(p.members[2])} karşıt açıda duruyor ve ikisi de ${pointIn(apex!, 'dat')} kare açı yapıyor: ${name(apex!)}${p.modality ? `, ${MODALITY[p.modality]} burçlarda kurulmuş` : ''} bir T-karenin tepe noktası.`,
          `Baskı ${each(TR_NATAL[apex!].domain[0], 'loc')} birikiyor: hayat seni orada harekete geçmeye itiyor ve en çok orada kazanıyorsun.`,
          p.modality
            ? `${MODALITY[p.modality]} burçlarda ${MODALITY_WAY[p.modality]}; bu baskıyla da böyle başa çıkarsın.`
            : 'Haçın tepe noktasının karşısındaki boş kolu, rahatlamanın nereden geldiğini gösterir.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} büyük bir haç oluşturuyor: birbirine kare açı yapan iki karşıtlık${p.modality ? `, hepsi ${MODALITY[p.modality]} burçlarda` : ''}.`,
          'Dört yön aynı anda çekiyor ve bu, bitmek bilmeyen taleplerle dolu bir hayat gibi gelebilir.',
          'Sabırla taşındığında haç sıra dışı bir dayanıklılık kazandırır.',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])} ile ${name(p.members[2])} altmışlık açıda duruyor ve ikisi de ${pointIn(apex!, 'dat')} yüz ellilik açı yapıyor: Tanrı'nın parmağı da denen bir yod.`,
          `Bu yapı ${each(TR_NATAL[apex!].domain[1], 'acc')} sürekli yeniden ayarladığın bir şey olarak gösteriyor; daha fazla çaba değil, başka bir yaklaşım istiyor.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Haritanın yöneticisi: ${name(r.ruler)}`,
      body: polish(
        paragraph([
          `Yükselen ${inSign(r.ascendantSign)} olduğu için haritanı ${name(r.ruler)} yönetiyor (geleneksel yönetim).`,
          `${name(r.ruler)} ${inSign(r.sign)}, ${r.house}. evinde duruyor ve dünyaya açılma biçimini belirliyor.`,
          `${pointIn(r.ruler, 'gen')} açılarıyla dokunduğu her şey haritanın bütün hikâyesine karışır.`,
        ]),
      ),
    };
  },
  balance(b) {
    const sentences = [
      `On gezegenden ${listOf(
        b.dominantElements.map((e) => `${b.elements[e]} tanesi ${ELEMENT[e]} burçlarında`),
      )}: senin için önce ${b.dominantElements.map((e) => ELEMENT_GIFT[e]).join(', bir de ')} gelir.`,
    ];
    for (const e of b.missingElements) sentences.push(`${ELEMENT[e]} burçlarında hiç gezegen yok: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Niteliklere bakınca ${listOf(b.dominantModalities.map((m) => MODALITY[m]))} burçlar ağır basıyor: ${b.dominantModalities
        .map((m) => MODALITY_WAY[m])
        .join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(
        `${MODALITY[m]} burçlarda gezegen olmadığından bu rolü çoğu zaman senin yerine başkaları üstlenir.`,
      );
    return { title: 'Elementler ve nitelikler', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : [
            'Gezegenler bir yarıya belirgin biçimde yığılmadan dağılıyor: hayatının hiçbir yanı öbürüne baskın gelmiyor.',
          ];
    sentences.unshift(
      `Ufkun üstünde ${h.south}, altında ${h.north} gezegen var; doğu yarısında ${h.east}, batı yarısında ${h.west}.`,
    );
    return { title: 'Yarımküreler', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Baskın gezegenler',
      body: polish(
        paragraph([
          `${name(top.planet)} yönetim, onur, açısallık ve açılar bakımından haritanın en güçlü gezegeni${
            rest.length > 0 ? `; onu ${listOf(rest.map((x) => name(x.planet)))} izliyor` : ''
          }.`,
          `Temaları, yani ${each(TR_NATAL[top.planet].domain[1], null)}, bütün okumanın içinden geçiyor.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: `${name(a)}-${name(b)} ${ASPECT_COMPOUND[aspect]}`,
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(a, aspect, b),
          cycle(ASPECT_LINKS, position + 1)(
            each(TR_NATAL[a].domain[position % 2], null),
            each(TR_NATAL[b].domain[(position + 1) % 2], null),
          ),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
