/**
 * Turkish phrases for the points. The reader is addressed with "sen"; the other person of a
 * synastry is "o" (onu, ona, onun). Each field says the case and the person it is written in.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import { i4, inCase, type NounForm, type TrCase } from './grammar.ts';

/** How a point is named in Turkish. */
export interface TrPointName {
  /** The name: "Güneş", "Kuzey Ay Düğümü". */
  name: string;
  /** How it takes suffixes (always a proper noun; compound names end in a possessive). */
  form: NounForm;
}

const proper: NounForm = { proper: true };
const possessed: NounForm = { proper: true, possessed: true };

/** Turkish names of the text points. */
export const TR_POINT_NAMES: Record<TextPoint, TrPointName> = {
  sun: { name: 'Güneş', form: proper },
  moon: { name: 'Ay', form: proper },
  mercury: { name: 'Merkür', form: proper },
  venus: { name: 'Venüs', form: proper },
  mars: { name: 'Mars', form: proper },
  jupiter: { name: 'Jüpiter', form: proper },
  saturn: { name: 'Satürn', form: proper },
  uranus: { name: 'Uranüs', form: proper },
  neptune: { name: 'Neptün', form: proper },
  pluto: { name: 'Plüton', form: proper },
  chiron: { name: 'Kiron', form: proper },
  'north-node': { name: 'Kuzey Ay Düğümü', form: possessed },
  'south-node': { name: 'Güney Ay Düğümü', form: possessed },
  'mean-lilith': { name: 'Lilith', form: proper },
  ascendant: { name: 'Yükselen', form: proper },
  midheaven: { name: 'Tepe Noktası', form: possessed },
};

/** A point's name with a case suffix: pointIn('sun', 'loc') → "Güneş'te". */
export function pointIn(point: TextPoint, c: TrCase): string {
  const p = TR_POINT_NAMES[point];
  return inCase(p.name, c, p.form);
}

/** "Güneş'in" (your Sun): a point's name with the second-person possessive. */
export function yourPoint(name: string): string {
  return /[aeıioöuü]$/.test(name) ? `${name}'n` : `${name}'${i4(name)}n`;
}

/** "Güneş'i" (their Sun): a point's name with the third-person possessive. */
export function theirPoint(name: string): string {
  return /[aeıioöuü]$/.test(name) ? `${name}'s${i4(name)}` : `${name}'${i4(name)}`;
}

/** What a transiting point brings, in Turkish. */
export interface TrTransiting {
  /** Genitive phrase placed before the name: "eylemin ve arzunun gezegeni" Mars. */
  epithet: string[];
  /** Noun phrase, unmarked (an indefinite object of "getirir" or a subject): by nature. */
  brings: Record<Nature, string>;
  /** Imperative clauses (sen), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Turkish phrases of every transiting point. */
export const TR_TRANSITING: Record<TransitingPoint, TrTransiting> = {
  sun: {
    epithet: ['ışığın ve canlılığın kaynağı', 'iradenin ve amacın ışığı'],
    brings: {
      fusion: 'sahneye çıkma isteği, tazelenen bir canlılık ve görünme arzusu',
      hard: 'irade çatışmaları ve bir enerji düşüşü',
      soft: 'özgüven, görünürlük ve başkalarının iyi niyeti',
    },
    advice: {
      fusion: ['bir adım öne çık ve kendini göster', 'başlayan yıl ya da ay için bir niyet belirle'],
      hard: ['savaşlarını iyi seç ve gerektiğinde dinlen', 'küçük konularda geri adım at'],
      soft: [
        'emeğini göster ve istediğini açıkça iste',
        'kendinden emin bir şekilde ortaya çık, çünkü insanlar sana açık',
      ],
    },
  },
  moon: {
    epithet: ['duyguların ve gündelik ritimlerin hanımı', 'ruh hallerinin bekçisi'],
    brings: {
      fusion: 'bir duygu dalgası ve bir sığınak ihtiyacı',
      hard: 'iniş çıkışlı ruh halleri ve alıngan tepkiler',
      soft: 'duygusal bir dinginlik ve sağlam bir sezgi',
    },
    advice: {
      fusion: ['harekete geçmeden önce ne hissettiğini dinle', 'kendine evde sakin bir saat armağan et'],
      hard: ['geçici bir ruh haliyle büyük kararlar verme', 'tepki vermeden önce ye, uyu ve yavaşla'],
      soft: ['sana iyi gelen insanlarla vakit geçir', 'gündelik seçimlerinde içgüdüne güven'],
    },
  },
  mercury: {
    epithet: ['tanrıların habercisi', 'düşüncenin ve sözün gezegeni'],
    brings: {
      fusion: 'konuşmalar, haberler ve çok hareketli bir zihin',
      hard: 'yanlış anlaşılmalar, gerginlik ve son dakika şüpheleri',
      soft: 'zihinsel bir berraklık ve verimli alışverişler',
    },
    advice: {
      fusion: [
        'fikirlerini not al ve konuları açıkça konuş',
        'uzun zamandır ertelediğin o aramayı yap ya da mesajı gönder',
      ],
      hard: [
        'mesajlarını tekrar oku ve cevap vermeden önce dinle',
        'imza atmadan ya da sert bir cevap vermeden önce bir gece bekle',
      ],
      soft: ['pazarlık et, çalış ya da fikrini sun', 'bu berraklığı evrak işleri ve projeler için kullan'],
    },
  },
  venus: {
    epithet: ['aşkın ve değerlerin gezegeni', 'geleneğin küçük talihi'],
    brings: {
      fusion: 'sevgi, keyif ve güzellik zevki',
      hard: 'aşırılıklar, kıskançlıklar ve ne pahasına olursa olsun beğenilme isteği',
      soft: 'çekicilik, uyum ve sade keyifler',
    },
    advice: {
      fusion: [
        'güzelliğin ve sevdiklerinin tadını çıkar, ama harcarken ölçülü ol',
        'aşka ve güzel bulduğun şeylere zaman ayır',
      ],
      hard: [
        'sevgiyi ya da onayı satın almaya çalışma',
        'ortalığı bozmamak için susmak yerine neye değer verdiğini söyle',
      ],
      soft: [
        'dışarı çık, insanlarla tanış, barış ve kendine küçük bir lüks tanı',
        'bir ilişkiyi onar ya da çevreni yenile',
      ],
    },
  },
  mars: {
    epithet: ['eylemin ve arzunun gezegeni', 'savaşçı gezegen'],
    brings: {
      fusion: 'bir enerji patlaması ve bir şeylere başlama isteği',
      hard: 'sürtüşmeler, acelecilik ve azalan bir sabır',
      soft: 'işleri ilerletecek cesaret ve enerji',
    },
    advice: {
      fusion: ['uzun zamandır ertelediğin projeyi başlat', 'fazladan enerjini bedenine ve hedeflerine yönlendir'],
      hard: [
        'öfkeni kavgalara değil spora ya da sıkı çalışmaya akıt',
        'direksiyonda, mutfakta ve tartışmalarda yavaşla',
      ],
      soft: ['inisiyatif al ve cesaret isteyen şeyi göze al', 'rüzgâr arkandayken istediğin şeye yönel'],
    },
  },
  jupiter: {
    epithet: ['büyük talih', 'büyümenin ve inancın gezegeni'],
    brings: {
      fusion: 'büyüme, iyimserlik ve genişleyen ufuklar',
      hard: 'aşırı bir özgüven ve abartıya kaçma isteği',
      soft: 'şans, cömertlik ve açılan kapılar',
    },
    advice: {
      fusion: ['büyümeye evet de, ama ayaklarını yere bas', 'her zamankinden yükseği hedefle ve yeni bir şey öğren'],
      hard: ['söz vermeden önce ince yazıları oku', 'daha az söz ver, daha fazlasını yap'],
      soft: [
        'o başvuruyu yap, yola çık, öğret ya da öğren, çünkü kapılar açık',
        'destek iste, çünkü insanlar yardım etmeye hazır',
      ],
    },
  },
  saturn: {
    epithet: ['zorlu öğretmen', 'zamanın ve yapının gezegeni'],
    brings: {
      fusion: 'ağırlık, sorumluluk ve ciddi bir hesaplaşma',
      hard: 'engeller, gecikmeler ve sürekli sınavdaymış gibi bir his',
      soft: 'istikrar, disiplin ve kalıcı sonuçlar',
    },
    advice: {
      fusion: ['önemli olana bağlan ve gerisini bırak', 'dürüst bir muhasebe yap ve yeni temeller at'],
      hard: [
        'sabırlı ol, işini yap ve gerçekçi sınırları kabul et',
        'sadeleş ve aksilikleri kesin bir hüküm gibi görme',
      ],
      soft: ['kalıcı bir şey inşa et', 'uzun vadeli planını çiz ve ilk somut adımı at'],
    },
  },
  uranus: {
    epithet: ['uyandırıcı gezegen', 'ani değişimin gezegeni'],
    brings: {
      fusion: 'ani değişimler ve beklenmedik bir uyanış',
      hard: 'sarsıntılar, huzursuzluk ve sürprizler',
      soft: 'taze fikirler ve hoş gelen bir özgürlük',
    },
    advice: {
      fusion: ['köprüleri yakmadan yeniye yer aç', 'artık sana benzemeyen bir kuralı bırak'],
      hard: ['esnek kal ve aceleci kopuşlardan kaçın', 'beklenmedik olanı bekle ve bir B planı hazır tut'],
      soft: ['deney yap ve alışılmadık bir yol dene', 'araçlarını, alışkanlıklarını ya da görünümünü yenile'],
    },
  },
  neptune: {
    epithet: ['düşlerin ve çözülmenin gezegeni', 'mistik gezegen'],
    brings: {
      fusion: 'özlemler, ilham ve bulanıklaşan sınırlar',
      hard: 'kafa karışıklığı, şüpheler ve yanılsamanın çağrısı',
      soft: 'sezgi, şefkat ve ilham',
    },
    advice: {
      fusion: ['sezgine güven, ama gerçekleri de kontrol et', 'hayal gücüne müzikle, sanatla ya da duayla biçim ver'],
      hard: [
        'ince yazıları oku ve gerçeklikten kaçmaktan sakın',
        'daha çok dinlen ve anlamadığın hiçbir şeyi imzalama',
      ],
      soft: ['yarat, meditasyon yap ya da birine yardım et', 'tekrar tekrar geri dönen sessiz ilhamın peşinden git'],
    },
  },
  pluto: {
    epithet: ['dönüşümün efendisi', 'derinliğin ve gücün gezegeni'],
    brings: {
      fusion: 'yoğunluk, güç ve derin bir dönüşüm',
      hard: 'güç mücadeleleri, baskı ve zorla yüzeye çıkan meseleler',
      soft: 'derinlik, odak ve yenileyici bir güç',
    },
    advice: {
      fusion: ['miadını doldurmuş olanı bırak', 'kaçtığın şeyle yüzleş, çünkü ona baktığında gücünü yitirir'],
      hard: [
        'sonuçları zorlama ve seni derinden neyin harekete geçirdiğine bak',
        'kontrol oyunlarına girme, kendi oyunlarına bile',
      ],
      soft: [
        'derine in, çünkü araştırma, terapi ve odaklı çaba meyvesini verir',
        'etkini önemli bir şeyi yenilemek için kullan',
      ],
    },
  },
  chiron: {
    epithet: ['yaralı şifacı', 'acıyla bilgelik arasındaki köprü'],
    brings: {
      fusion: 'yeniden yüzeye çıkan eski yaralar ve onları iyileştirme fırsatı',
      hard: 'hassas noktalar ve eski acıların hatırası',
      soft: 'iyileştiren bir anlayış ve bilge bir şefkat',
    },
    advice: {
      fusion: ['kendine nazik davran ve yardım almaya izin ver', 'eşlik etmeyi ve dinlemeyi bilen birini bul'],
      hard: ['yarayı saklamak yerine ona bir ad koy', 'eski bir acının bugünün kararlarını vermesine izin verme'],
      soft: ['zorluklardan öğrendiklerini paylaş', 'birine çok iyi bildiğin bir konuda yol arkadaşlığı et'],
    },
  },
  'north-node': {
    epithet: ['geleceğe dönük büyümenin noktası', 'ruhun pusulası'],
    brings: {
      fusion: 'kaderin ayarlamış gibi göründüğü karşılaşmalar ve gelecekteki yolunla bir randevu',
      hard: 'rahatlık ile büyüme arasında bir gerilim',
      soft: 'işe yarayan bağlantılar ve doğru yolda olma duygusu',
    },
    advice: {
      fusion: [
        'seni büyüten fırsatların peşinden git',
        'şu an kimin ve neyin karşına çıktığına dikkat et, çünkü yolu gösteriyor',
      ],
      hard: ['yalnızca kolay olduğu için bildik olana sığınma', 'fırsat buldukça alışkanlık yerine büyümeyi seç'],
      soft: ['ileriye bakan insanlara ve fırsatlara evet de', 'küçük de olsa bir sonraki adımı at'],
    },
  },
};

/** What a natal point stands for, in Turkish. */
export interface TrNatal {
  /**
   * Two readings, each a list of nouns with the second-person possessive ("kimliğin",
   * "güvenlik ihtiyacın"); a case suffix is added to every member.
   */
  domain: [string[], string[]];
  /** Complete clause, lower-case, no final stop, by nature. */
  feels: Record<Nature, string>;
  /** Bare noun phrase for "… konusunda": "aşk ve keyif". */
  area: string;
}

/** Turkish phrases of every natal point. */
export const TR_NATAL: Record<TextPoint, TrNatal> = {
  sun: {
    domain: [
      ['kimliğin', 'canlılığın'],
      ['benlik duygun', 'yaratıcı iraden'],
    ],
    feels: {
      fusion: 'kim olduğun ve ne istediğin ön plana çıkıyor',
      hard: 'iraden dirençlere çarpabilir ya da enerjin azalabilir',
      soft: 'kendini olduğun şeyde daha çok tanıyorsun ve bu dışarıdan da görülüyor',
    },
    area: 'kimlik',
  },
  moon: {
    domain: [
      ['duyguların', 'güvenlik ihtiyacın'],
      ['ruh hallerin', 'yuvan', 'iç dünyan'],
    ],
    feels: {
      fusion: 'duyguların yüzeye çok yakın',
      hard: 'sakinleşmek zorlaşabilir ve daha fazla teselliye ihtiyaç duyarsın',
      soft: 'huzur buluyor ve birinin seninle ilgilendiğini hissediyorsun',
    },
    area: 'duygular',
  },
  mercury: {
    domain: [
      ['düşünme biçimin', 'iletişim tarzın'],
      ['öğrenme biçimin', 'karar verme tarzın'],
    ],
    feels: {
      fusion: 'zihnin durmuyor ve sözlerin ağırlık taşıyor',
      hard: 'düşüncelerin hızlanıyor ve sözler ters çıkabiliyor',
      soft: 'fikirler kolayca yerine oturuyor ve doğru kelimeleri buluyorsun',
    },
    area: 'düşünce ve iletişim',
  },
  venus: {
    domain: [
      ['ilişkilerin', 'zevklerin', 'değerlerin'],
      ['duygusal hayatın', 'keyiflerin', 'paran'],
    ],
    feels: {
      fusion: 'aşk, para ve keyif düşüncelerini meşgul ediyor',
      hard: 'neye değer verdiğinden ya da kimi sevdiğinden şüphe edebilirsin',
      soft: 'sevgi ve takdir daha kolay akıyor',
    },
    area: 'aşk ve keyif',
  },
  mars: {
    domain: [
      ['azmin', 'kendini ortaya koyma biçimin'],
      ['hırsın', 'arzun', 'cesaretin'],
    ],
    feels: {
      fusion: 'içindeki itici güç alevleniyor',
      hard: 'öfke her zamankinden çabuk geliyor',
      soft: 'kendinden emin ve doğru zamanlamayla hareket ediyorsun',
    },
    area: 'eylem',
  },
  jupiter: {
    domain: [
      ['umutların', 'inançların', 'hayata verdiğin anlam'],
      ['büyüme yolun', 'cömertliğin'],
    ],
    feels: {
      fusion: 'geleceğe duyduğun güven artıyor',
      hard: 'tutabileceğinden fazlasını vaat edebilirsin',
      soft: 'resmin bütününü görüyorsun ve cömertlik kendiliğinden geliyor',
    },
    area: 'büyüme ve inançlar',
  },
  saturn: {
    domain: [
      ['düzenin', 'görevlerin', 'hedeflerin'],
      ['sorumluluk duygun', 'sınırların'],
    ],
    feels: {
      fusion: 'taahhütlerin mercek altına giriyor',
      hard: 'görevler her zamankinden ağır gelebilir',
      soft: 'istikrarla çalışıyor ve başkalarının saygısını kazanıyorsun',
    },
    area: 'görev ve hırs',
  },
  uranus: {
    domain: [
      ['özgürlük ihtiyacın', 'özgünlüğün'],
      ['bağımsızlığın', 'değişim arzun'],
    ],
    feels: {
      fusion: 'özgürlük ihtiyacın uyanıyor',
      hard: 'içinde bir huzursuzluk ve kuralları yıkma isteği duyabilirsin',
      soft: 'işleri başka bir yoldan yapmaya cesaret ediyorsun',
    },
    area: 'özgürlük',
  },
  neptune: {
    domain: [
      ['hayallerin', 'ideallerin', 'duyarlılığın'],
      ['hayal gücün', 'ruhsal özlemin'],
    ],
    feels: {
      fusion: 'hayal gücün ve duyarlılığın keskinleşiyor',
      hard: 'düşü gerçekten ayırmak zorlaşabilir',
      soft: 'sezgin ve şefkatin çok uyanık',
    },
    area: 'hayaller ve idealler',
  },
  pluto: {
    domain: [
      ['en derin dürtülerin', 'dönüşüm gücün'],
      ['kontrolle kurduğun ilişki', 'kayıplarla kurduğun bağ'],
    ],
    feels: {
      fusion: 'derin arzuların ve gizli güdülerin çekimini hissediyorsun',
      hard: 'kontrol ve güç hassas konulara dönüşüyor',
      soft: 'bırakmak ve yenilenmek için gereken gücü buluyorsun',
    },
    area: 'güç ve dönüşüm',
  },
  chiron: {
    domain: [['eski yaraların', 'iyileştirme yeteneğin'], ['en kırılgan noktaların']],
    feels: {
      fusion: 'eski bir yara ilgi istiyor',
      hard: 'biri hassas bir noktana dokunabilir',
      soft: 'geçmişteki acıyı başkaları için bir bilgeliğe dönüştürebilirsin',
    },
    area: 'iyileşme',
  },
  'north-node': {
    domain: [['büyüme yolun'], ['hayatının gitmek istediği yön']],
    feels: {
      fusion: 'amaç duygun netleşiyor',
      hard: 'eski alışkanlıklar ve yeni hedefler seni farklı yönlere çekiyor',
      soft: 'yolundaki bir sonraki adım kendiliğinden geliyor',
    },
    area: 'kişisel gelişim',
  },
  'south-node': {
    domain: [['alışkanlıkların', 'getirdiğin yetenekler'], ['doğuştan taşıdığın konfor alanın']],
    feels: {
      fusion: 'tanıdık kalıplar ve geçmişten gelen yetenekler yeniden beliriyor',
      hard: 'eski alışkanlıklara geri dönebilirsin',
      soft: 'zaten sahip olduğun beceriler işine yarıyor',
    },
    area: 'eski alışkanlıklar',
  },
  'mean-lilith': {
    domain: [['evcilleşmemiş içgüdülerin', 'dile getirilmemiş arzuların'], ['saklamayı öğrendiğin yanların']],
    feels: {
      fusion: 'genellikle bastırdığın şey kendini ifade etmek istiyor',
      hard: 'bastırılmış öfke ya da arzu patlayabilir',
      soft: 'içgüdülerini özür dilemeden kabul edebilirsin',
    },
    area: 'gizli arzular',
  },
  ascendant: {
    domain: [
      ['dış görünüşün', 'kendini dünyaya sunma biçimin'],
      ['bedenin', 'tarzın', 'bıraktığın ilk izlenim'],
    ],
    feels: {
      fusion: 'kendini gösterme ve sunma biçimin değişiyor',
      hard: 'niyet ettiğinden farklı bir izlenim bırakabilirsin',
      soft: 'zahmetsizce iyi bir izlenim bırakıyorsun',
    },
    area: 'ilk izlenimler',
  },
  midheaven: {
    domain: [
      ['kariyerin', 'itibarın', 'hayat yönün'],
      ['toplumdaki rolün', 'hedeflerin'],
    ],
    feels: {
      fusion: 'kariyer ve itibar ön plana çıkıyor',
      hard: 'toplumdaki rolün ya da yönün sorgulanabilir',
      soft: 'emeğin fark ediliyor ve hedeflerin ulaşılabilir görünüyor',
    },
    area: 'kariyer ve itibar',
  },
};

/** How a point acts between two people, in Turkish. */
export interface TrRelating {
  /** The role with the second-person possessive ("amaç duygun") and the third-person one ("amaç duygusu"). */
  role: { yours: string; theirs: string };
  /** Clause with subject "sen"; the other person as "onu" / "ona", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose subject is the other person (third person singular, unnamed), by nature. */
  receives: Record<Nature, string>;
}

/** Turkish synastry phrases of every synastry point. */
export const TR_RELATING: Record<SynastryPoint, TrRelating> = {
  sun: {
    role: { yours: 'amaç duygun', theirs: 'amaç duygusu' },
    gives: {
      fusion: 'ona ışığını aktarıyor ve onu projelerine katıyorsun',
      hard: 'iraden ona ezici gelebilir',
      soft: 'ona cesaret veriyor ve değerini teslim ediyorsun',
    },
    receives: {
      fusion: 'sende kim olduğunun bir karşılığını buluyor',
      hard: 'kimliğinin sorgulandığını hissedebilir',
      soft: 'yanında kendisi olmaya izin veriyor',
    },
  },
  moon: {
    role: { yours: 'duygusal ihtiyaçların', theirs: 'duygusal ihtiyaçları' },
    gives: {
      fusion: 'onun ihtiyaçlarına içgüdüsel olarak karşılık veriyorsun',
      hard: 'ruh hali değişimlerin onu dengesinden edebilir',
      soft: 'neye ihtiyacı olduğunu o söylemeden seziyorsun',
    },
    receives: {
      fusion: 'ilk andan itibaren seninle kendini evinde hissediyor',
      hard: 'tepkilerinden kolayca incinebiliyor',
      soft: 'yanında duygusal bir güven buluyor',
    },
  },
  mercury: {
    role: { yours: 'düşünme biçimin', theirs: 'düşünme biçimi' },
    gives: {
      fusion: 'aynı dalga boyunda düşünüyorsunuz',
      hard: 'sözlerin onu kırabilir',
      soft: 'ona konuları anlayacağı bir dille anlatıyorsun',
    },
    receives: {
      fusion: 'onu neredeyse kelimeler olmadan anladığını hissediyor',
      hard: 'onu dinlemediğini ya da anlamadığını düşünebilir',
      soft: 'seninle konuşmayı ve plan yapmayı seviyor',
    },
  },
  venus: {
    role: { yours: 'sevgin', theirs: 'sevgisi' },
    gives: {
      fusion: 'ona sıcaklık ve takdir gösteriyorsun',
      hard: 'sevme biçimin onun beklediğiyle örtüşmeyebilir',
      soft: 'hayatına tatlılık ve çekicilik katıyorsun',
    },
    receives: {
      fusion: 'sana çekim ve hayranlık duyuyor',
      hard: 'sunduğu şeye değer vermediğini hissedebilir',
      soft: 'sevgini kolaylıkla kabul ediyor',
    },
  },
  mars: {
    role: { yours: 'arzun', theirs: 'arzusu' },
    gives: {
      fusion: 'ona enerji veriyor, bir yandan da onu kışkırtıyorsun',
      hard: 'ona hoşlandığından fazla baskı yapabilirsin',
      soft: 'onu yüreklendiriyor ve projelerini destekliyorsun',
    },
    receives: {
      fusion: 'güçlü bir fiziksel kıvılcım hissediyor',
      hard: 'baskı, öfke ya da meydan okuma hissedebilir',
      soft: 'içinde motivasyon ve istek duyuyor',
    },
  },
  jupiter: {
    role: { yours: 'iyimserliğin', theirs: 'iyimserliği' },
    gives: {
      fusion: 'onun potansiyeline inanıyor ve dünyasını genişletiyorsun',
      hard: 'coşkun ona tutabileceğinden fazlasını vaat edebilir',
      soft: 'ona şans ve cesaret getiriyorsun',
    },
    receives: {
      fusion: 'yanında özgüven kazanıyor',
      hard: 'abarttığını ya da nutuk attığını düşünebilir',
      soft: 'destek ve umut hissediyor',
    },
  },
  saturn: {
    role: { yours: 'görev duygun', theirs: 'görev duygusu' },
    gives: {
      fusion: 'ona yapı ve ciddiyet sunuyorsun',
      hard: 'ona eleştiri ya da soğukluk yansıtabilirsin',
      soft: 'ona istikrar ve sadakat veriyorsun',
    },
    receives: {
      fusion: 'bu bağın kalıcı olmak için kurulduğunu hissediyor',
      hard: 'onu yargıladığını ya da frenlediğini hissedebilir',
      soft: 'sana güvenebileceğini biliyor',
    },
  },
  uranus: {
    role: { yours: 'özgürlük ihtiyacın', theirs: 'özgürlük ihtiyacı' },
    gives: {
      fusion: 'onu şaşırtıyor ve rutinini sarsıyorsun',
      hard: 'davranışların ona öngörülemez gelebilir',
      soft: 'zihnini yeni olasılıklara açıyorsun',
    },
    receives: {
      fusion: 'bir elektriklenme ve biraz da tedirginlik hissediyor',
      hard: 'senden ne bekleyeceğini hiç bilemediğini hissedebilir',
      soft: 'seninle kendini özgür ve canlı hissediyor',
    },
  },
  neptune: {
    role: { yours: 'idealizmin', theirs: 'idealizmi' },
    gives: {
      fusion: 'ona romantik ve idealleştiren bir mercekten bakıyorsun',
      hard: 'onda olmasını istediğin şeyi görebilirsin',
      soft: 'ona şefkat ve ilham getiriyorsun',
    },
    receives: {
      fusion: 'büyülenmiş, zaman zaman da kafası karışmış hissediyor',
      hard: 'onu gerçekte olduğu gibi görmediğini hissedebilir',
      soft: 'onu derinden anladığını hissediyor',
    },
  },
  pluto: {
    role: { yours: 'yoğunluğun', theirs: 'yoğunluğu' },
    gives: {
      fusion: 'onun üzerinde güçlü ve dönüştürücü bir etki bırakıyorsun',
      hard: 'onu kontrol etmeye ya da değiştirmeye çalışabilirsin',
      soft: 'derinlik ve içtenlikle büyümesine yardım ediyorsun',
    },
    receives: {
      fusion: 'derin, neredeyse karşı konulmaz bir çekim hissediyor',
      hard: 'baskı ya da sahiplenilme hissedebilir',
      soft: 'bu bağın onu yenilediğini hissediyor',
    },
  },
  ascendant: {
    role: { yours: 'duruşun', theirs: 'duruşu' },
    gives: {
      fusion: 'tüm varoluş biçimin onda yankı buluyor',
      hard: 'tarzın onu rahatsız edebilir',
      soft: 'varlığın onu sakinleştiriyor',
    },
    receives: {
      fusion: 'dünyaya açılma biçimini sende yansıdığını görüyor',
      hard: 'tavrını yorumlamakta zorlanabilir',
      soft: 'dünyada hareket etme biçimini takdir ediyor',
    },
  },
};

/** Readable Turkish point names ending in a possessive (a case suffix takes the buffer n). */
const POSSESSED_NAME = /(?:Noktası|Düğümü)$/u;

/** How a readable Turkish point name (pointName(…, 'tr')) takes its suffixes. */
export function trNounForm(name: string): NounForm {
  return POSSESSED_NAME.test(name) ? possessed : proper;
}

/** A readable Turkish point name with a case suffix: "Güneş'le", "Tepe Noktası'na", "Ay'da". */
export function trNamed(name: string, c: TrCase): string {
  return inCase(name, c, trNounForm(name));
}
