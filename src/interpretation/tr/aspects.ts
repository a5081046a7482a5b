/** Turkish phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import { each, type TrCase } from './grammar.ts';

/** A verb phrase and the case it gives the noun before it: { c: 'dat', v: 'kare açı yapıyor' }. */
export interface TrGoverned {
  c: TrCase;
  v: string;
}

/** The phrases of one aspect in Turkish. */
export interface TrAspect {
  /** The aspect's noun, lower case: "kare". */
  noun: string;
  /** The noun with the third-person possessive, ending a compound: "Mars-Güneş karesi". */
  compound: string;
  /** Verb phrases (present continuous) taking the natal point in their case. */
  verbs: TrGoverned[];
  /** Noun phrase with "bir": the aspect's quality. */
  quality: string[];
  /** Verb phrases (present continuous) taking the domain in their case. */
  effect: TrGoverned[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: verb phrase with a plural subject ("… ve … birbirine karışıyor"). */
  links: string[];
}

/** Turkish phrases for every aspect of the vocabulary. */
export const TR_ASPECTS: Record<AspectId, TrAspect> = {
  conjunction: {
    noun: 'kavuşum',
    compound: 'kavuşumu',
    verbs: [
      { c: 'ins', v: 'kavuşuyor' },
      { c: 'ins', v: 'aynı dereceyi paylaşıyor' },
    ],
    quality: ['bir enerji kaynaşması', 'yoğunlaşmış yeni bir başlangıç'],
    effect: [
      { c: 'ins', v: 'enerjisini birleştiriyor' },
      { c: 'acc', v: 'odağa alıyor' },
    ],
    advice: [
      'Bir kavuşum yeni bir döngü açar: şimdi başlattığın şey ardından gelenlerin tonunu belirler.',
      'Enerjiler iyisiyle kötüsüyle birbirine karışır; bu yüzden onları nereye yönelteceğini bilinçle seç.',
    ],
    links: ['tek bir şeymiş gibi birbirine karışıyor', 'birbirinden ayrılmaz hale geliyor'],
  },
  opposition: {
    noun: 'karşıtlık',
    compound: 'karşıtlığı',
    verbs: [
      { c: 'dat', v: 'karşıt açı yapıyor' },
      { c: 'gen', v: 'tam karşısına geçiyor' },
    ],
    quality: ['iki kutup arasında bir gerilim', 'başkalarının önüne tuttuğu bir ayna'],
    effect: [
      { c: 'acc', v: 'ters yöne çekiyor' },
      { c: 'gen', v: 'önüne bir ayna tutuyor' },
    ],
    advice: [
      'Dengeyi ara: başkalarının şimdi sana gösterdiği şey cevabın bir parçası.',
      'Ya hep ya hiç kararlarından kaçın; çözüm genellikle iki uç arasında bir yerdedir.',
    ],
    links: ['karşı karşıya geliyor', 'zıt yönlere çekiyor'],
  },
  trine: {
    noun: 'üçgen',
    compound: 'üçgeni',
    verbs: [
      { c: 'dat', v: 'üçgen açı yapıyor' },
      { c: 'ins', v: 'üçgen açıda buluşuyor' },
    ],
    quality: ['kolay bir akış', 'doğal bir uyum'],
    effect: [
      { c: 'dat', v: 'rahatça akıyor' },
      { c: 'acc', v: 'destekliyor' },
    ],
    advice: [
      'Kolaylık fark edilmeden geçip gidebilir; bu üçgeni bilerek kullan.',
      'Şu an işler akıyor; bu iyi dönemi değer verdiğin bir şeye yatır.',
    ],
    links: ['uyum içinde akıyor', 'kendiliğinden anlaşıyor'],
  },
  square: {
    noun: 'kare',
    compound: 'karesi',
    verbs: [
      { c: 'dat', v: 'kare açı yapıyor' },
      { c: 'ins', v: 'kare açıda çatışıyor' },
    ],
    quality: ['eylem isteyen bir gerilim', 'karar vermeye zorlayan bir sürtünme'],
    effect: [
      { c: 'dat', v: 'baskı yapıyor' },
      { c: 'acc', v: 'sınıyor' },
    ],
    advice: [
      'Gerilim bir yakıttır: birikmesine izin vermek yerine harekete geç.',
      'Sürtünme neyin değişmesi gerektiğini gösterir; şimdi karar vermek sonradan çıkacak dertleri önler.',
    ],
    links: ['çatışıyor', 'birbirine sürtünüyor'],
  },
  sextile: {
    noun: 'altmışlık',
    compound: 'altmışlığı',
    verbs: [
      { c: 'dat', v: 'altmışlık açı yapıyor' },
      { c: 'ins', v: 'altmışlık açıda buluşuyor' },
    ],
    quality: ['küçük bir çaba isteyen bir fırsat', 'dostça bir işbirliği'],
    effect: [
      { c: 'dat', v: 'kapı açıyor' },
      { c: 'acc', v: 'nazikçe uyarıyor' },
    ],
    advice: [
      'Fırsatlar geliyor, ama elini uzatman gerekiyor.',
      'Şimdi gösterilen küçük bir çaba her zamankinden fazlasını getirir; daveti kabul et.',
    ],
    links: ['iyi işbirliği yapıyor', 'birbirini kolayca anlıyor'],
  },
  quincunx: {
    noun: 'yüz ellilik',
    compound: 'yüz elliliği',
    verbs: [
      { c: 'dat', v: 'yüz ellilik açı yapıyor' },
      { c: 'ins', v: 'yüz ellilik açıda duruyor' },
    ],
    quality: ['uyum isteyen rahatsız bir kayma', 'bir şeylerin yerine oturmadığı hissi'],
    effect: [
      { c: 'dat', v: 'ayar yapmayı dayatıyor' },
      { c: 'acc', v: 'dengesinden ediyor' },
    ],
    advice: [
      'İki taraf da birbirine kolayca uymuyor: alışkanlıklarını ve beklentilerini adım adım ayarla.',
      'Sağlığına ve ajandana iyi bak; küçük düzeltmeler büyük jestlerden daha iyi işler.',
    ],
    links: ['zorlukla birbirine uyuyor', 'sürekli ayar yapmayı gerektiriyor'],
  },
  'semi-sextile': {
    noun: 'yarım altmışlık',
    compound: 'yarım altmışlığı',
    verbs: [
      { c: 'dat', v: 'yarım altmışlık açı yapıyor' },
      { c: 'ins', v: 'yarım altmışlık açıda buluşuyor' },
    ],
    quality: ['ince bir itki', 'sessiz bir açılım'],
    effect: [
      { c: 'dat', v: 'hafif bir itki veriyor' },
      { c: 'acc', v: 'sessizce besliyor' },
    ],
    advice: [
      'Şimdi küçük adımlar önemli; sessiz açılımlara dikkat et.',
      'Etkisi incedir; bu yüzden küçük işaretlere kulak vermeye değer.',
    ],
    links: ['sessizce birbirini destekliyor', 'birbirine incelikle dokunuyor'],
  },
  'semi-square': {
    noun: 'yarım kare',
    compound: 'yarım karesi',
    verbs: [
      { c: 'dat', v: 'yarım kare açı yapıyor' },
      { c: 'ins', v: 'yarım kare açıda sürtüşüyor' },
    ],
    quality: ['alttan alta süren bir rahatsızlık', 'inatçı bir sürtünme'],
    effect: [
      { c: 'loc', v: 'küçük sürtüşmeler yaratıyor' },
      { c: 'acc', v: 'geriyor' },
    ],
    advice: [
      'Küçük sürtüşmeler küçük onarımların habercisidir; onlarla erkenden ilgilen.',
      'Küçük rahatsızlıkların birikmesine izin verme; zamanında söylenen bir söz havayı yumuşatır.',
    ],
    links: ['birbirini rahatsız ediyor', 'birbirine sürtünüp duruyor'],
  },
  sesquiquadrate: {
    noun: 'bir buçuk kare',
    compound: 'bir buçuk karesi',
    verbs: [
      { c: 'dat', v: 'bir buçuk kare açı yapıyor' },
      { c: 'ins', v: 'bir buçuk kare açıda geriliyor' },
    ],
    quality: ['biriken bir huzursuzluk', 'tedirgin bir baskı'],
    effect: [
      { c: 'acc', v: 'çalkalıyor' },
      { c: 'acc', v: 'yerinden oynatıyor' },
    ],
    advice: [
      'Gerekenden fazla tepki verme; ölçülü bir cevap ani bir çıkıştan daha iyi işler.',
      'Baskı sessizce birikir; onu hareketle ya da içten bir konuşmayla erkenden boşalt.',
    ],
    links: ['birbirini kışkırtıyor', 'gergin kalıyor'],
  },
  quintile: {
    noun: 'beşlik',
    compound: 'beşliği',
    verbs: [
      { c: 'dat', v: 'beşlik açı yapıyor' },
      { c: 'ins', v: 'beşlik açıda buluşuyor' },
    ],
    quality: ['yaratıcı bir yetenek', 'bir ustalık kıvılcımı'],
    effect: [
      { c: 'dat', v: 'yaratıcı bir dokunuş katıyor' },
      { c: 'acc', v: 'inceltiyor' },
    ],
    advice: [
      'Onunla oyna: bu açı yaratıcılığı ve ustalığı ödüllendirir.',
      'Bu kıvılcımı bir el işi, bir oyun ya da zarif bir çözüm için kullan.',
    ],
    links: ['birbirine ilham veriyor', 'birbirini ateşliyor'],
  },
  'bi-quintile': {
    noun: 'çift beşlik',
    compound: 'çift beşliği',
    verbs: [
      { c: 'dat', v: 'çift beşlik açı yapıyor' },
      { c: 'ins', v: 'çift beşlik açıda buluşuyor' },
    ],
    quality: ['yaratıcı bir buluş kıvılcımı', 'sessiz bir beceri'],
    effect: [
      { c: 'dat', v: 'akıllıca fikirler getiriyor' },
      { c: 'dat', v: 'zekâ katıyor' },
    ],
    advice: [
      'İlhamını bir zanaat, bir hobi ya da özgün bir çözüm için kullan.',
      'Alışılmadık bir fikir her zamankinden daha iyi işleyebilir; dene.',
    ],
    links: ['birbirini inceltiyor', 'birbirine ilham veriyor'],
  },
};

/** An aspect's effect applied to a domain: every member of the domain takes the verb's case. */
export function effectOn(effect: TrGoverned, domain: readonly string[]): string {
  return `${each(domain, effect.c)} ${effect.v}`;
}
