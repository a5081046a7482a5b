/**
 * The Vedic texts in Turkish, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its Turkish texts (sen). The Sanskrit
 * terms Turkish Jyotish writing has taken into its own spelling are written so (nakşatra, raşi,
 * daşa, mahadaşa, antardaşa, navamşa, doşa) and take Turkish suffixes as common nouns (lagnası,
 * nakşatrada); the names (nakshatras, yogas, deities) keep the Latin transliteration, with an
 * apostrophe before a suffix (Ashwini'yi, Agni'ye).
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_TR: VedicTexts = {
  grahaNames: {
    sun: 'Güneş',
    moon: 'Ay',
    mars: 'Mars',
    mercury: 'Merkür',
    jupiter: 'Jüpiter',
    venus: 'Venüs',
    saturn: 'Satürn',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Turkish sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'tr')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in the Latin transliteration, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Koç lagnasında haritayı Mars yönetir ve hayata dosdoğru, cepheden yaklaşırsın. İşlere çabuk başlar, şüpheler belirmeden harekete geçer, aksiliklerden de hızla toparlanırsın. Bu lagnanın öğrettiği ders, cesur bir başlangıcın ardından sabrı ve sebatı elden bırakmamaktır.',
    taurus:
      "Boğa lagnası haritanın yönetimini Venüs'e verir ve sana sağlam, duyulara açık bir yaradılış kazandırır. Yavaş kurar, kurduğunu korursun: rahatlık, güzellik ve sadık insanlar senin için çok şey ifade eder. Bir kez karar verdin mi kolay kolay geri adım atmazsın; hem gücün hem de dersin tam olarak buradadır.",
    gemini:
      "Merkür'ün yönettiği İkizler lagnası, zihni hayatın ilk aleti yapar. Meraklı ve çeviksin; sohbet ederek, okuyarak ve aynı anda birkaç yolu deneyerek öğrenirsin. Bir seferde tek bir konuya odaklanmayı öğrendiğinde bu çok yönlülük gerçek bir ustalığa dönüşür.",
    cancer:
      "Yengeç lagnası Ay'ı haritanın başına geçirir: duygu akıldan önce gelir. Sevdiklerini korur, gördüğün iyiliği yıllarca unutmaz ve kendini gerçekten güvende hissedeceğin bir yuvaya ihtiyaç duyarsın. Ruh halin gelgitler gibi iner çıkar; bu yüzden sakin bir yaşam ritmi seni güçlü tutar.",
    leo: "Aslan lagnası Güneş'e aittir ve bu lagnayla doğan kişi bir yere vakarla ve sıcaklıkla girer. Önderlik etmek, görülmek ve cömert olmak istersin; yalnızca varlığın bile başkalarına cesaret verir. Gurur, kendinden büyük bir amaca hizmet ettiğinde gerçek bir otoriteye dönüşür.",
    virgo:
      "Merkür'ün ikinci burcu olan Başak'ın lagnada yükselmesi titizliği ve işe yarama isteğini öne çıkarır. Başkalarının gözünden kaçan ayrıntıyı fark eder, dokunduğun her şeyi iyileştirir, sağlığa ve düzene özen gösterirsin. Kusurları, özellikle de önce kendi kusurlarını kabullenmek, içinde saklı büyük bir enerjiyi serbest bırakır.",
    libra:
      "Terazi lagnası Venüs'e yöneteceği ikinci bir harita verir; bu kez konu adalet ve ortaklıktır. İki tarafı da tartar, uyum arar ve en iyi işini bir başkasının yanında çıkarırsın. Birileri hoşnut kalmayacak olsa bile kararı kendin vermek, bu yükselenin sessiz görevidir.",
    scorpio:
      "Akrep lagnasında yönetim yine Mars'tadır, ama bu kez içe dönüktür: yoğunluk, derinlik ve dayanıklılık mizacını belirler. Düşüncelerini kendine saklar, güçlü hisseder ve bir krizi yenilenmeye çevirebilirsin. Bir kez verdiğin güven eksiksizdir; bu yüzden onu düşünerek verirsin.",
    sagittarius:
      "Jüpiter'in yönettiği Yay lagnası açık, umut dolu bir mizaç bağışlar. Anlam arar, öğretmenlere ve bilgeliğe saygı duyar, önünde yürüyebileceğin bir ufuk olduğunda kendini en mutlu hissedersin. Dürüstlük senin armağanındır; incelik ise başkalarının onu kabul etmesini kolaylaştırır.",
    capricorn:
      'Oğlak lagnasını Satürn yönetir ve hayat adım adım inşa edilir. Pratik ve sorumluluk sahibisin; başkalarının vazgeçeceği bir hedef için uzun süre çalışmayı göze alırsın. Başarı çoğu zaman yaşıtlarına göre daha geç gelir, ama daha uzun sürer.',
    aquarius:
      "Yine Satürn'ün yönettiği Kova lagnası disiplini ideallerle birleştirir. Bağımsız düşünür, topluma ve dostlarına gönülden bağlanır, yeni ve yararlı olan her şeye ilgi duyarsın. Sıcaklığını açıkça göstermek, insanların çekingenliğinin ardındaki iyiliği görmesine yardım eder.",
    pisces:
      "Balık lagnasının yöneticisi Jüpiter'dir ve bu lagna yumuşak, hayal gücü zengin bir ruh verir. Başkalarının hissettiğini hisseder, kolayca bağışlar, sanata, adanmışlığa ve hizmete yönelirsin. Net sınırlar bu duyarlılığı dünyanın yıpratmasından korur.",
  },
  moonSign: {
    aries:
      'Janma raşin Koç olduğundan zihnin canlı ve sabırsızdır. Duygular alevlenir ve çabuk söner; bir duygu üzerine uzun uzun düşünmektense ona göre davranmayı seçersin.',
    taurus:
      "Boğa'da yücelen Ay sakin, kanaatkâr ve dengeli bir zihin verir. Güvenlik, güzel yemekler ve tanıdık insanların arkadaşlığı seni besler; değişiklikleri ise ancak yavaş yavaş kabullenirsin.",
    gemini:
      "İkizler'deki Ay, sohbete ve çeşitliliğe ihtiyaç duyan, yerinde duramayan, esprili bir zihin verir. Duygularını adlandırarak işlersin ve can sıkıntısı seni zorluklardan daha çok yıpratır.",
    cancer:
      "Kendi burcu olan Yengeç'te Ay güçlüdür: duygular derine iner ve şefkat sana kolay gelir. Yuva, anne ve anılar iç dünyanda geniş bir yer kaplar.",
    leo: 'Ay burcunun Aslan olması kalbi gururlu ve cömert kılar. Takdir görmeye ihtiyaç duyar, karşılığında sadakat verirsin; emeğin fark edilmediğinde ise kırılırsın.',
    virgo:
      "Ay Başak'tayken zihin hissettiğini parçalarına ayırır ve düzene sokar. Kaygı senin zayıf noktan, yardımseverlik ise tesellindir; anlamlı bir iş seni dinginleştirir.",
    libra:
      "Ay'ın Terazi'de olduğu bir haritayla doğduğun için denge ve güzellik ararsın. Çevrendeki uyumsuzluğu içinde bir huzursuzluk olarak yaşarsın ve iyi bir ortaklık iç huzuruna her şeyden çok iyi gelir.",
    scorpio:
      "Akrep, Ay'ın düşüşte olduğu burçtur; burada duygular yoğun ve gizlidir. Saklı niyetleri sezer, kırgınlıklarını kolay kolay bırakmazsın; yine de kendini yenilemek için büyük bir güce sahipsin.",
    sagittarius:
      "Yay'daki Ay iyimser, sağlam ilkeleri olan bir zihin verir. Özgürlük, yolculuk ve öğrenim moralini yükseltir; umuda çoğu insandan daha çabuk dönersin.",
    capricorn:
      "Oğlak, Ay'ı ölçülü tutar: duygular pratik ve mahrem kalır. Sevgini görevlerini yerine getirerek ve güvenilir davranarak gösterirsin; hayatın düzenli olduğunda kendini en güvende hissedersin.",
    aquarius:
      'Ay burcu Kova olan kişinin zihni mesafeli ama insancıldır. Genel olarak insanları, özel olarak da dostlarını önemsersin ve kendi düşüncelerine yer açacak bir alana ihtiyaç duyarsın.',
    pisces:
      "Balık'ta Ay hayalperest, merhametli ve alıcıdır. Yerlerin ve insanların havasını içine çekersin; bu yüzden sessizlik, müzik ve dua sana yeniden güç verir.",
  },
  nakshatra: [
    "İlk nakşatra olan Ashwini'yi Ketu yönetir; nakşatra, tanrıların hekimleri Ashwini Kumaralar'a aittir ve simgesi bir at başıdır. Hız, şifa veren eller ve yeni bir işe girişme cesareti bağışlar.",
    "Bharani, Yama'nın nakşatrasıdır; Venüs tarafından yönetilir ve simgesi yonidir. Bu nakşatrada doğanlar içlerinde büyük bir yaratma ve sürdürme gücü barındırır, sorumluluğu ve ölçüyü öğrenirler.",
    "Güneş'in yönettiği Krittika, Agni'ye bağlıdır; simgesi bir ustura ya da alevdir. Kafa karışıklığını keser, koruduklarını besler ve olanı açıkça söyler.",
    "Ay'ın gözdesi Rohini'yi Ay yönetir ve nakşatranın tanrısı Prajapati'dir; simgesi bir öküz arabasıdır. Çekicilik, fikir bereketi ve güzelliğe, büyümeye duyulan sevgi bağışlar.",
    "Ceylan başı demek olan Mrigashira'yı Mars yönetir, tanrısı ise Soma'dır. Bu nakşatrada doğanlar arar ve keşfeder; yumuşak huylu ve meraklıdırlar, ilk cevapla nadiren yetinirler.",
    "Ardra'yı Rahu yönetir ve nakşatra fırtına tanrısı Rudra'ya aittir; simgesi bir gözyaşı damlasıdır. Yoğunluk, keskin bir zekâ ve bir çalkantının ardından gelen yenilenmeyi getirir.",
    "Jüpiter'in yönettiği Punarvasu, tanrıların annesi Aditi'ye aittir; simgesi oklarla dolu bir sadaktır. Geri dönüş yeteneği bağışlar: umut, cömertlik ve yeniden başlayabilme gücü.",
    "Satürn'ün yönettiği ve tanrısı Brihaspati olan Pushya, nakşatraların en uğurlusu sayılır; simgesi ineğin memesidir. Besler, korur ve sarsılmaz bir inanç verir.",
    "Merkür'ün yönettiği Ashlesha, Nagalar'a bağlıdır ve simgesi çöreklenmiş bir yılandır. İçe işleyen bir sezgi, ikna edici bir dil ve güçlü kendini koruma içgüdüleri bağışlar.",
    "Magha'yı Ketu yönetir ve nakşatra, atalar olan Pitriler'e aittir; simgesi bir kraliyet tahtıdır. Burada doğanlar geleneği onurlandırır, saygı uyandırır ve soylarına dair güçlü bir his taşır.",
    "Venüs'ün yönettiği Purva Phalguni, sevinç tanrısı Bhaga'ya aittir; simgesi bir yatağın ön ayaklarıdır. Sıcaklık, yaratıcılık ve dinlenmekten, keyif sürmekten alınan bir sevinç bağışlar.",
    "Uttara Phalguni'yi Güneş yönetir ve nakşatra, antlaşmaların ve dostluğun tanrısı Aryaman'a bağlıdır. Bu nakşatrada doğanlar güvenilirdir, ittifaklarında cömert davranır ve sözlerini tutarlar.",
    "El anlamına gelen Hasta'yı Ay yönetir, tanrısı Savitar'dır. El becerisi, zekâ, mizah ve bir fikri somut bir şeye dönüştürme yeteneği bağışlar.",
    "Chitra'yı Mars yönetir ve nakşatra, ilahi mimar Vishvakarma'ya bağlıdır; simgesi parlak bir mücevherdir. Burada doğanların tasarıma gözü vardır ve şeyleri güzelleştirmeyi severler.",
    "Rahu'nun yönettiği Swati, rüzgâr tanrısı Vayu'ya aittir; simgesi rüzgârda salınan genç bir filizdir. Bağımsızlık, uyum yeteneği ve ticarete, diplomasiye yatkınlık bağışlar.",
    "Jüpiter'in yönettiği Vishakha'yı Indra ile Agni paylaşır; simgesi bir zafer takıdır. Burada doğanlar hedeflerine kararlılıkla yönelir ve onlara sebatla ulaşırlar.",
    "Anuradha'yı Satürn yönetir ve nakşatra, dostluk tanrısı Mitra'ya aittir; simgesi bir nilüferdir. Adanmışlık, sadakat ve iş birliğiyle gelen bir başarı bağışlar; bu başarı çoğu zaman yurttan uzakta bulunur.",
    "En yaşlı anlamına gelen Jyeshtha'yı Merkür yönetir ve nakşatra Indra'ya bağlıdır; simgesi yuvarlak bir muskadır. Burada doğanlar koruyucudur, liderliğe yatkındır ve mertebeye, saygıya karşı hassastır.",
    "Kök anlamına gelen Mula'yı Ketu yönetir ve nakşatra Nirriti'ye aittir; simgesi bir demet köktür. İşlerin özüne iner, sahte olanı kökünden söker ve temeldeki hakikati arar.",
    "Purva Ashadha'yı Venüs yönetir ve nakşatra, sular olan Apas'a aittir; simgesi bir yelpazedir. İkna gücü, canlandırıcı bir enerji ve başkalarının gönlünü kazanacak özgüven bağışlar.",
    "Uttara Ashadha'yı Güneş yönetir; nakşatra evrensel tanrılar Vishvadevalar'a aittir ve simgesi bir fil dişidir. Burada doğanlar dürüstlükleriyle kalıcı zaferler kazanır.",
    "Ay'ın yönettiği Shravana, Vishnu'nun nakşatrasıdır; simgesi bir kulaktır. Dinleme ve öğrenme yeteneği, insanları birbirine bağlama ve bilgiyi koruma isteği bağışlar.",
    "Dhanishta'yı Mars yönetir ve nakşatra sekiz Vasu'ya bağlıdır; simgesi bir davuldur. Burada doğanlarda ritim duygusu ve hırs vardır; müziğe ve bolluğu kendine çekmeye yeteneklidirler.",
    "Yüz hekim anlamına gelen Shatabhisha'yı Rahu yönetir ve nakşatra Varuna'ya aittir; simgesi boş bir dairedir. Araştıran, iyileştiren ve bağımsız bir zihin bağışlar.",
    "Jüpiter, Aja Ekapada'ya ait olan Purva Bhadrapada'yı yönetir; simgesi bir kılıçtır. Burada doğanlar yoğun ve idealisttir, bir dava uğruna büyük fedakârlıklar yapabilirler.",
    "Uttara Bhadrapada'yı Satürn yönetir ve nakşatra, derinlerin yılanı Ahir Budhnya'ya bağlıdır; simgesi bir yatağın arka ayaklarıdır. Bilgelik, öz denetim ve sakin bir derinlik bağışlar.",
    "Son nakşatra olan Revati'yi Merkür yönetir; nakşatra yolcuların koruyucusu Pushan'a aittir ve simgesi bir balıktır. İyilik, korunmaya muhtaç olanlara şefkat ve değişimler boyunca güvenli bir rehberlik bağışlar.",
  ],
  mahadasha: {
    sun: 'Güneş mahadaşası (altı yıl) benlik, otorite ve amaç meselelerini öne çıkarır. Üstlerden gelen takdir, resmî makamlarla ilişkiler ve yönünü daha net görmek bu dönemin tipik konularıdır; gururu gözetmek ve yaşam gücüne özen göstermek de gerekir.',
    moon: "Ay'ın on yıllık mahadaşası hayatı duygulara, yuvaya ve topluma yöneltir. Aile, anne, su kıyısına yolculuklar ve başkalarına bakmak daha çok yer tutar; zihin de hem iyilikte hem kaygıda daha alıcı hale gelir.",
    mars: 'Mars mahadaşasının yedi yılında enerji, cesaret ve girişkenlik artar. Mülk, kardeşler, teknik işler ve rekabet ön plandadır; öfkeyi ve aceleyi dizginlemek gerekir.',
    mercury:
      "Merkür'ün on yedi yıllık mahadaşası öğrenmeyi, ticareti, yazmayı ve iletişimi destekler. Dostlar ve gençler fırsatlar getirir; kelimelerle ya da sayılarla olan beceri ödüllendirilir.",
    jupiter:
      'On altı yıl süren Jüpiter mahadaşası hayatı bilgelik, öğretmenler ve iyi öğütlerle genişletir. Çocuklar, öğrenim, inanç ve büyüyen talih bu dönemin olağan konularıdır; ne var ki rahatlık, rehavete de kapı aralayabilir.',
    venus:
      'Yirmi yıllık Venüs mahadaşası ilişkileri, konforu, sanatı ve refahı merkeze taşır. Evlilik, taşıtlar, güzellik ve keyif vurgulanır; denge, keyfin aşırılığa dönüşmesini önler.',
    saturn:
      'Satürn mahadaşası on dokuz yıl sürer ve sabırlı emeği ödüllendirir. Sorumluluk, çok çalışmak ve dayanıklılık gerekir; bu dönemde yavaş yavaş ve dürüstçe kurulan şeyler kalıcı olur.',
    rahu: "Rahu'nun on sekiz yıllık mahadaşası hırsı ve yeniye, yabancıya duyulan arzuyu uyandırır. Ani fırsatlar, teknoloji, yurt dışı yolculukları ve alışılmadık yollar belirir; kendi niyetlerini açıkça görmek en iyi korunmadır.",
    ketu: 'Ketu mahadaşasıyla (yedi yıl) dikkat içe döner. Dış planlar duraksıyormuş gibi görünse de bağlardan sıyrılmak, araştırma, manevi pratik ve tamamlanmış olanı bırakmak bu dönemin armağanlarıdır.',
  },
  antardasha: {
    sun: 'Bu dönemin içinde Güneş antardaşası konum, baba ve özgüven meselelerini karara bağlar.',
    moon: "Ay'ın alt dönemi duygusal bir hassasiyet ekler ve bakışı yuvaya, aileye çevirir.",
    mars: 'Bir Mars antardaşası temposu hızlandırır; kararlı eylem ve çatışmalarda sağduyu ister.',
    mercury: "Merkür'ün alt dönemi öğrenimi, ticareti, belgeleri ve açık iletişimi destekler.",
    jupiter: 'Jüpiter antardaşasıyla birlikte öğüt, bereket ve büyüme fırsatları gelir.',
    venus: "Venüs'ün alt döneminde sevgi, konfor ve yaratıcı zevkler zamanı yumuşatır.",
    saturn: 'Satürn antardaşası işleri yavaşlatır; disiplin ve gerçekçi planlar ister.',
    rahu: "Rahu'nun alt dönemi beklenmedik dönemeçler ve soğukkanlılık gerektiren hırslar getirir.",
    ketu: 'Bir Ketu antardaşası iç gözleme, sadeleşmeye ve sonuç ne olursa olsun dingin kalmaya davet eder.',
  },
};
