/** Çin astrolojisinin Türkçe metinleri (sen). */
import type { ChineseTexts } from './text-set.ts';

export const turkishChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Fare',
    ox: 'Öküz',
    tiger: 'Kaplan',
    rabbit: 'Tavşan',
    dragon: 'Ejderha',
    snake: 'Yılan',
    horse: 'At',
    goat: 'Keçi',
    monkey: 'Maymun',
    rooster: 'Horoz',
    dog: 'Köpek',
    pig: 'Domuz',
  },
  elementTitles: { wood: 'Ahşap', fire: 'Ateş', earth: 'Toprak', metal: 'Metal', water: 'Su' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'Fare becerikli, zeki ve çekicidir. Fırsatları herkesten önce görür, azdan çok şey çıkarmayı bilirsin; yine de huzursuzluğa ve kaygılara dikkat et.',
    ox: 'Öküz sabırlı, güvenilir ve güçlüdür. Hedeflerine şanstan çok istikrarlı bir emekle ulaşırsın ve insanlar sözüne güvenir; inatçılık azminin gölgesidir.',
    tiger:
      'Kaplan cesur, tutkulu ve etkileyicidir. Zorluklar seni çeker ve kendini savunamayanları savunursun; atlamadan önce durmayı öğren.',
    rabbit:
      'Tavşan nazik, zarif ve diplomattır. Çevrende uyum yaratır, ruh hallerini kolayca okursun; barış isteğinin ihtiyaçlarını susturmasına izin verme.',
    dragon:
      'Ejderha kendinden emin, cömert ve coşkuludur. Başkalarına ilham verir, yükseği hedeflersin; ateşin gururunun ötesinde bir şeye hizmet ettiğinde daha parlak yanar.',
    snake:
      'Yılan bilge, ağırbaşlı ve sezgiseldir. Konuşmadan önce düşünür, görünüşün ötesini görürsün; güven, temkininin kapalı tuttuğu kapıları açar.',
    horse:
      'At özgür, enerjik ve sıcaktır. Hareketi, yolculukları ve arkadaşlığı sever, girdiğin her yeri canlandırırsın; başladığını bitirmek senin dersin.',
    goat: 'Keçi iyi kalpli, sanatçı ruhlu ve duyarlıdır. Başkalarına güzellik ve teselli getirir, sakin bir yuvada çiçek açarsın; kendi gücüne inan.',
    monkey:
      'Maymun uyanık, yaratıcı ve oyunbazdır. Kimsenin çözemediği sorunları çözer, işi oyuna çevirirsin; derinlik, parıltına kalıcı bir değer katar.',
    rooster:
      'Horoz dikkatli, dürüst ve çalışkandır. Her ayrıntıyı fark eder, düşündüğünü söylersin; sıcaklık açık sözlülüğünün kabul görmesini kolaylaştırır.',
    dog: 'Köpek sadık, adil ve koruyucudur. İyi günde kötü günde sevdiklerinin ve ilkelerinin yanında durursun; taşımak sana düşmeyen kaygıları bırak.',
    pig: 'Domuz cömert, içten ve sakindir. Hayatın keyiflerinin tadını çıkarır, onları seve seve paylaşırsın; iyi niyetin bir armağan, bu yüzden kime güveneceğini iyi seç.',
  },
  elements: {
    wood: 'Ahşap büyüme ve iyilik katar: plan yapar, kolayca işbirliği kurar ve her zaman daha iyisini ararsın.',
    fire: 'Ateş tutku ve cüret katar: coşkuyla harekete geçer, örnek olarak yol gösterir ve çevrendekileri aydınlatırsın.',
    earth:
      'Toprak istikrar ve sağduyu katar: pratik zekân ve sabrın seni, başkalarının sakinleşmek için yanına geldiği kişi yapar.',
    metal:
      'Metal kararlılık ve berraklık katar: kendine sağlam hedefler koyar, çıtayı yüksek tutar ve kolay kolay pes etmezsin.',
    water: 'Su sezgi ve esneklik katar: iyi iletişim kurar, her akıntıya uyum sağlar ve insanları derinden anlarsın.',
  },
  yinYang: {
    yang: 'Doğduğun yang yılı seni dışa dönük davranmaya, inisiyatif almaya ve hayatın üzerine dosdoğru gitmeye yöneltir.',
    yin: 'Doğduğun yin yılı seni içe dönük çalışmaya, harekete geçmeden önce düşünmeye ve sessizce etki etmeye yöneltir.',
  },
  yearThemes: {
    rat: 'Fare yılı başlangıçları, akıllıca planları ve gelecek için birikim yapmayı destekler.',
    ox: 'Öküz yılı emeği, sabrı ve sağlam bir zemin üzerine inşa etmeyi ödüllendirir.',
    tiger: 'Kaplan yılı cesur değişimler, yüreklilik ve beklenmedik dönemeçler getirir.',
    rabbit: 'Tavşan yılı diplomasi, dinlenme ve eve, ilişkilere özen ister.',
    dragon: 'Ejderha yılı hırs, büyük fikirler ve cesaret edenler için şans dolu anlar getirir.',
    snake: 'Yılan yılı düşünmeyi, stratejiyi ve sessiz dönüşümü destekler.',
    horse: 'At yılı hızlı koşar: havada yolculuklar, özgürlük ve hareket var.',
    goat: 'Keçi yılı yaratıcılığı, iyiliği ve iyileşmeyi destekler.',
    monkey: 'Maymun yılı zekâyı, esnekliği ve yaratıcı çözümleri ödüllendirir.',
    rooster: 'Horoz yılı düzen, kesinlik ve açık hesaplar ister.',
    dog: 'Köpek yılı sadakati, adaleti ve önemli olanı korumayı ön plana koyar.',
    pig: 'Domuz yılı bolluk, cömertlik ve paylaşmanın sevincini getirir.',
  },
  relations: {
    'same-sign':
      'Bu senin yılın, yani běnmìngnián: gelenek onu, yüzleşilmesi gereken eski kalıpların geri döndüğü bir sınav olarak görür. Dikkatle ilerle, uğur için üzerinde kırmızı bir şey taşı ve bu yılı risklerin değil yenilenmenin yılı yap.',
    'six-harmony':
      'Yılın hayvanı senin gizli dostun (altı uyum): destek beklemediğin yerden gelir ve şimdi kurduğun ittifaklar genellikle kalıcı olur.',
    'three-harmony':
      'Yılın hayvanı müttefik üçgenine ait (üç uyum): çabaların zamanın ruhuyla uyum içinde ve ekip çalışması meyvesini veriyor.',
    clash:
      'Yılın hayvanı seninkinin tam karşısında (çatışma): taşınma, iş değişikliği ya da evde sarsıntılar gibi seçmediğin değişimler bekle. Esnek kal ve aceleci kararlardan kaçın.',
    harm: 'Yılın hayvanı seninkine zarar veriyor: görmezden gelirsen küçük yanlış anlamalar ve gizli rekabetler büyüyebilir. Anlaşmaları netleştir ve sağlığına iyi bak.',
    neutral:
      'Yılın hayvanı seninkine ne yardım ediyor ne de engel oluyor: bu yıldan ne çıkaracağın senin seçimlerine bağlı, bu da onu istikrarla ilerlemek için iyi bir yıl yapıyor.',
  },
  elementRelations: {
    same: 'Yıl senin elementini paylaşıyor ve hem doğal güçlü yanlarını hem de alışkanlıklarını büyütüyor.',
    supports: 'Yılın elementi seninkini besliyor: enerji, yardım ve kaynaklar daha kolay geliyor.',
    drains:
      'Senin elementin yılın elementini besliyor: çok veriyorsun, bu yüzden gücünü ölçülü kullan ve zamanında dinlen.',
    controls:
      'Yılın elementi seninkini frenliyor: baskı ve kurallar seni biçimlendiriyor, disiplin de onları büyümeye dönüştürüyor.',
    yields:
      'Senin elementin yılın elementine hükmediyor: başarı emek ve istikrar istese de olaylara biçim verebilirsin.',
  },
  yearTitle: (element, animal) =>
    `${turkishChinese.elementTitles[element]} ${turkishChinese.animalTitles[animal]} Yılı`,
};
