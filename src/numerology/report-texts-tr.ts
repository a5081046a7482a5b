/** The Turkish texts a numerology report adds (see report-texts.ts): personal years, missing digits, links. */
import { capitalize } from '../interpretation/tr/grammar.ts';
import type { NumerologyReportTexts } from './report-text-shape.ts';

/** A label inside a sentence, lower-cased by the Turkish rule ("İfade" → "ifade", never "i̇fade"). */
const lower = (label: string) => label.toLocaleLowerCase('tr');

export const TR_NUMEROLOGY_REPORT: NumerologyReportTexts = {
  personalYears: {
    1: 'Kişisel yıl 1 dokuz yıllık yeni bir döngü açar: ertelediğin şeye başla ve kendi inisiyatifinle hareket et. Şimdi başladığın şey sonraki yılların tonunu belirler.',
    2: 'Kişisel yıl 2 temposu yavaşlatır: ortaklıklar, sabır ve sessiz işbirliği zorlamaktan daha çok şey getirir. Geçen yıl ektiklerin zamana ve özene ihtiyaç duyar.',
    3: 'Kişisel yıl 3 ifade ve arkadaşlık getirir: yaz, yarat, dışarı çık ve davetlere evet de. Tek risk enerjini dağıtmak.',
    4: 'Kişisel yıl 4 temeller içindir: iş, düzen, sağlık ve finans istikrarlı çabayı ödüllendirir. Ağır gelebilir, ama şimdi kurduğun şey kalıcı olur.',
    5: 'Kişisel yıl 5 değişim ve hareket getirir: yolculuklar, yeni insanlar ve beklenmedik dönemeçler. Esnek kal ve bir ayağını yere bas.',
    6: 'Kişisel yıl 6 ev, aile ve sorumluluk etrafında döner: birinin senin özenine ihtiyacı var ve bir ilişki derinleşebilir ya da netleşebilir.',
    7: 'Kişisel yıl 7 içe döner: çalışma, düşünme ve dinlenme sonuçlardan daha önemlidir. Cevaplar onlara sessizlik tanıdığında gelir.',
    8: 'Kişisel yıl 8 emeğin hasadıdır: özgüven ve adaletle hareket edersen para, otorite ve takdir elinin altında.',
    9: 'Kişisel yıl 9 döngüyü kapatır: bitir, affet ve vadesi dolanı bırak. Şimdi açtığın alan gelecek yıl dolar.',
    11: 'Kişisel yıl 11 sezgiyi ve duyarlılığı keskinleştirir: ilham hızlı gelir, sinirler de öyle. Hissettiğine güven ve sık sık dinlen.',
    22: 'Kişisel yıl 22 kendinden büyük bir şey inşa etme fırsatı sunar: özenle plan yap, çünkü yılın ölçeği gerçek.',
    33: 'Kişisel yıl 33 cömert bir hizmet ister: öğretmek, iyileştirmek ya da başkalarına özen göstermek yılın anlamını bulduğu yerdir.',
  },
  missingDigits: {
    1: 'Eksik 1: kendini savunmak doğuştan gelmez, öğrenilir.',
    2: 'Eksik 2: başkalarına karşı sabır ve incelik bilinçli bir alıştırma ister.',
    3: 'Eksik 3: duyguları ve fikirleri sözcüklere dökmek cesaret ister.',
    4: 'Eksik 4: düzen ve rutin bilerek kurulmalıdır.',
    5: 'Eksik 5: değişim, onu karşılamayı öğrenene dek huzursuz eder.',
    6: 'Eksik 6: evde bağlılık bir gönül dersidir.',
    7: 'Eksik 7: iç sesine duyduğun güven ancak kendine ayırdığın zamanla büyür.',
    8: 'Eksik 8: parayı ve otoriteyi yönetmek öğrenilmesi gereken bir şeydir.',
    9: 'Eksik 9: resmin bütününü görmek ve bırakabilmek hayatın ilerleyen dönemlerinde gelir.',
  },
  shared: (labels, value) =>
    `${capitalize(lower(labels))} sayılarının hepsi ${value} değerini taşıyor; bu yüzden anlamı bütün profilin içinden geçiyor.`,
  describedAbove: (label, value, earlier) =>
    `${capitalize(lower(label))} sayın da ${value}; anlamı yukarıda, ${lower(earlier)} sayısında anlatıldı.`,
  inProfile: (label, value) => `${value} olan ${lower(label)} sayın, yukarıda profilin bütünüyle birlikte okundu.`,
  missingTitle: (digits) => `Eksik rakamlar: ${digits}`,
  noneMissingTitle: 'Eksik rakam yok',
  capitalNouns: true,
  missingLead: (digits) =>
    / ve /.test(digits)
      ? `Doğum tarihinde ${digits} rakamları yer almıyor: bunlar geliştirmekte olduğun nitelikler.`
      : `Doğum tarihinde ${digits} rakamı yer almıyor: bu, geliştirmekte olduğun bir nitelik.`,
  noneMissing: "Doğum tarihinde 1'den 9'a kadar bütün rakamlar yer alıyor; bu, nadir görülen dengeli bir dağılım.",
  and: 've',
};
