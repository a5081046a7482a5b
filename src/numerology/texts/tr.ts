/** Türkçe numeroloji metinleri: her sayı türünün anlattığı, her sayının anlamı, karmik borçlar ve ilişkiler. */
import type { NumerologyTexts } from './text-set.ts';

export const turkishNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Yaşam yolu sayın, yürüdüğün yolu ve bu yolun sana tekrar tekrar getirdiği dersleri anlatır.',
    expression: 'İfade sayın, tam adında saklı yetenekleri ve onları nasıl kullandığını gösterir.',
    soulUrge: 'Ruh güdüsü sayın, başkalarının gördüklerinin altında, içinin derinliklerinde neyi arzuladığını anlatır.',
    personality: 'Kişilik sayın, bıraktığın ilk izlenimdir: başkalarının çaldığı kapı.',
    birthday: 'Doğum günü sayın, doğuştan getirdiğin bir armağandır: sana hiç zahmet vermeyen bir yetenek.',
    maturity: 'Olgunluk sayın, hayatın ikinci yarısında nelerin güçlendiğini gösterir.',
    personalYear: 'Kişisel yıl sayın, bu yılın senin için temasını belirler.',
  },
  numbers: {
    1: 'Bir, öncüdür: bağımsız, kararlı ve özgün. Yol gösterdiğinde ve işleri kendin başlattığında en iyi halindesin; kendini küçük hissetmeden yardım kabul etmeyi öğren.',
    2: 'İki, barış getirendir: nazik, dikkatli ve işbirlikçi. Ortaklıklar en iyi yanını ortaya çıkarır, yeter ki orada kendi sesini kaybetme.',
    3: 'Üç, iletişimcidir: neşeli, dışavurumcu ve sıcak. Sözler, sanat ve kahkaha sana kendiliğinden gelir; istikrar o kıvılcımı kalıcı bir esere dönüştürür.',
    4: 'Dört, inşa edendir: sağlam, pratik ve sadık. Güveni sabır ve yöntemle kurarsın; düzen bir kafese dönüşmesin diye değişime de yer aç.',
    5: 'Beş, maceracıdır: meraklı, yerinde duramayan ve hızlı. Yolculuklar, çeşitlilik ve özgürlük seni besler; özgürce seçilmiş bir bağlılık bu enerjiye yön verir.',
    6: 'Altı, özen gösterendir: sorumlu, sevecen ve evine bağlı. Başkaları görev ve güzellik duyguna yaslanır; kendine de özen göstermeyi unutma.',
    7: 'Yedi, araştırmacıdır: çözümleyici, içine dönük ve ruhani. Çalışma ve yalnızlık sana başkalarının görmediği gerçekleri gösterir; güven, onları paylaşmanı sağlar.',
    8: 'Sekiz, yöneticidir: hırslı, becerikli ve iradesi güçlü. Para, otorite ve sonuçlar senin alanın; adaletle kullanılan güç katlanarak geri döner.',
    9: 'Dokuz, insanlığa adanmış olandır: cömert, bilge ve idealist. Vermek ve döngüleri kapatmak için buradasın; zarafetle bırakabilmek senin büyük sanatın.',
    11: 'On bir, usta sayı olarak aydınlatandır: sezgili, ilham dolu ve çok duyarlı. Sinirlerin ve şüphelerin karşısında ayaklarını yere basarsan vizyonunla başkalarını yükseltebilirsin.',
    22: 'Yirmi iki, usta sayı olarak büyük inşacıdır: kocaman hayalleri birçok kişiye hizmet eden yapılara dönüştürebilirsin. Baskı gerçek; sabır bunu mümkün kılar.',
    33: 'Otuz üç, usta sayı olarak büyük öğretmendir: eyleme dönüşmüş şefkat. Herkesin yükünü tek başına taşımayı bıraktığında özenin iyileştirebilir ve yol gösterebilir.',
    0: 'Adında bu türden harf yok; bu yüzden bu sayı susuyor ve nitelikleri diğer sayıların aracılığıyla ortaya çıkıyor.',
  },
  karmicDebts: {
    13: 'Karmik borç 13 sürekli bir emek ister: kestirmeler pahalıya patlar, sabırlı ve odaklı çalışma ise ödüllendirilir.',
    14: 'Karmik borç 14 ölçülülük ister: özgürlüğe ihtiyacın var, ama aşırılıklar ve dağılan enerji hesabını sorar; denge seni özgürleştirir.',
    16: 'Karmik borç 16 alçakgönüllülük ister: ego üzerine kurulan yıkılabilir, ardından doğan ise daha sahicidir.',
    19: 'Karmik borç 19 yardım kabul etmeni ister: bağımsızlık senin gücün, ama hiç kimse tamamen tek başına başaramaz.',
  },
  relations: {
    mirror: 'Aynı sayıyı paylaşıyorsunuz: sözsüz anlaşıyorsunuz, ama aynı kör noktaları da paylaşıyorsunuz.',
    natural: 'Sayılarınız aynı aileden: ritimleriniz örtüşüyor ve aynı yöne çekiyorsunuz.',
    compatible: 'Sayılarınız birbirini tamamlıyor: birinde eksik olanı diğeri getiriyor ve bu ilişkiyi canlı tutuyor.',
    challenging:
      'Sayılarınız farklı yönlere çekiyor: ikiniz de bu farka saygı gösterirseniz ilişki size çok şey öğretebilir.',
  },
  labels: {
    lifePath: 'Yaşam yolu',
    expression: 'İfade',
    soulUrge: 'Ruh güdüsü',
    personality: 'Kişilik',
    birthday: 'Doğum günü',
    maturity: 'Olgunluk',
    personalYear: 'Kişisel yıl',
  },
};
