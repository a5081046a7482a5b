/** Güneş burcuna göre uyum metinleri, Türkçe. */
import type { SunSignTexts } from './keys.ts';

export const TR_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'İki ateş',
      body: 'Birbirinizi tutuşturuyorsunuz. Projeler hemen maceraya dönüşüyor ve biraz dram ikinizi de korkutmuyor. Liderliği sırayla üstlenin, yoksa kıvılcımlar olmaması gereken yerlere sıçrar.',
    },
    'earth-earth': {
      title: 'Sağlam zemin',
      body: 'Kalıcı olana duyduğunuz sevgiyi paylaşıyorsunuz: alışkanlıklar, tutulan sözler, düzeni yerinde bir ev. Tehlike, rahatlığın tekdüzeliğe dönüşmesi; arada bir birbirinize sürpriz hazırlayın.',
    },
    'air-air': {
      title: 'Bitmeyen sohbet',
      body: 'İlk karşılaşmadan itibaren fikirler aranızda gidip geliyor. Birbirinize kolayca özgürlük tanıyorsunuz; bunca sohbetin sonuna kadar götürülen kararlara da dönüştüğünden emin olun.',
    },
    'water-water': {
      title: 'Derin sular',
      body: 'Çok söze gerek kalmadan anlaşıyor, birbirinizin ruh halini anında seziyorsunuz. Bu yakınlığı koruyun ve paylaşılan kaygıların kontrolsüzce büyümesine izin vermeyin.',
    },
    'fire-earth': {
      title: 'Kıvılcım ve istikrar',
      body: 'Biriniz hemen başlamak, diğeriniz önce sağlama almak istiyor. Bu farka saygı gösterirseniz ortaya bir iş bölümü çıkar: arkasında bir plan olan fikirler.',
    },
    'fire-air': {
      title: 'Aleve rüzgâr',
      body: 'Hava ateşi besler: merak coşkuyla buluşur ve birlikte hayat nadiren sıkıcıdır. En cüretkâr projelerde birbirinizi yüreklendiriyorsunuz; yine de faturaları birinin ödemesi gerek.',
    },
    'fire-water': {
      title: 'Buhar',
      body: 'Tutku ve duygu göğüs göğüse çarpışıyor. Açık sözlülük duyarlı bir partneri incitebilir, duyarlılık da ateş burcuna huysuzluk gibi görünebilir. Sabırla buhar sıcaklığa dönüşür.',
    },
    'earth-air': {
      title: 'Gerçekler ve kuramlar',
      body: 'Toprak kanıt ister, hava olasılık. Pratik olan fikirleri dinler, hayal kuran da bütçeye saygı gösterirse dikkate değer bir şey inşa edebilirsiniz.',
    },
    'earth-water': {
      title: 'Bir bahçe',
      body: 'Su toprağı yumuşatır, toprak da suya biçim verir. Birlikte genellikle güven, sadakat ve özen bulursunuz; neye ihtiyacınız olduğunu varsaymak yerine yüksek sesle söyleyin.',
    },
    'air-water': {
      title: 'Akıl ve gönül',
      body: 'Biriniz hissettiğini düşünüyor, diğeriniz düşündüğünü hissediyor. Bu büyüleyici de olabilir, yıpratıcı da; akıl gönle yer açtığında ve gönül biraz mesafeyi kabul ettiğinde işler yürür.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Birleşen Güneşler',
      body: 'Güneşleriniz yan yana duruyor: hayattan benzer şeyler istiyor ve birbirinizde kendinizi tanıyorsunuz. İki güçlü iradenin aynı sahne için yarışmamasına dikkat edin.',
    },
    sextile: {
      title: 'Dost Güneşler',
      body: 'Güneşleriniz altmışlık açı yapıyor: kolay ve işbirliğine dayalı bir bağ. Birbirinizin arkadaşlığından keyif alıyor ve iyi müttefikler oluyorsunuz; ilişki ortak projelerle büyüyor.',
    },
    square: {
      title: 'Gergin Güneşler',
      body: 'Güneşleriniz kare açı yapıyor: farklı hedefler ve ritimler birbirine sürtünüyor. Bu sürtünme aynı zamanda enerjidir; bu açıya sahip çiftler birbirini değiştirmeye çalışmayı bıraktığında çok şey başarır.',
    },
    trine: {
      title: 'Uyum içindeki Güneşler',
      body: 'Güneşleriniz üçgen açı yapıyor: iki kimlik arasındaki en akıcı temas. Birbirinizi doğal olarak destekliyor ve çabuk affediyorsunuz; bu kolaylığın birbirinizi hafife almanıza yol açmasına izin vermeyin.',
    },
    opposition: {
      title: 'Karşıt Güneşler',
      body: 'Güneşleriniz zodyağın karşı kıyılarından birbirine bakıyor: karşınızdakinde olup sizde olmayan şey sizi çekiyor. Zorluk dengede, ödül ise ikinizi de tamamlayan bir birliktelik.',
    },
    none: {
      title: 'Bağımsız Güneşler',
      body: 'Güneşleriniz arasında büyük bir açı yok: temel dürtüleriniz ayrı yollardan ilerliyor. Bu, her birinize olduğu gibi olma alanı bırakıyor; buluşma noktalarınız haritalarınızın geri kalanında.',
    },
  },
};
