/** Turkish phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Turkish. */
export interface TrSign {
  /** Three adjectives joined, placed before "bir biçimde": "doğrudan, cesur ve sabırsız". */
  traits: string;
  /** Clause with subject "sen", verb last, lower-case. */
  style: string;
  /** Noun phrase (nominative): what the sign needs. */
  needs: string;
  /** Noun phrase (nominative): the sign's shadow. */
  shadow: string;
  /** Noun (nominative): the sign's gift. */
  gift: string;
  /** Two adjectives for the Moon in the sign ("… bir hava"). */
  mood: string;
}

/** Turkish phrases for the twelve signs. */
export const TR_SIGNS: Record<Sign, TrSign> = {
  aries: {
    traits: 'doğrudan, cesur ve sabırsız',
    style: 'önce harekete geçer, soruları sonra sorarsın',
    needs: 'meydan okumalar ve öncülük edebileceğin bir alan',
    shadow: 'sabırsızlık ve öfke patlamaları',
    gift: 'cesaret',
    mood: 'atılgan ve dürtüsel',
  },
  taurus: {
    traits: 'istikrarlı, duyusal ve sabırlı',
    style: 'acele etmez, dokunabildiğin şeylere güvenirsin',
    needs: 'güvenlik ve konfor',
    shadow: 'inatçılık ve sahiplenicilik',
    gift: 'kararlılık',
    mood: 'sakin ve duyusal',
  },
  gemini: {
    traits: 'meraklı, çevik ve çok yönlü',
    style: 'çeşitlilik arar, fikirleri hızla birbirine bağlarsın',
    needs: 'uyaranlar ve sohbet',
    shadow: 'dağınıklık ve huzursuzluk',
    gift: 'zekâ',
    mood: 'konuşkan ve meraklı',
  },
  cancer: {
    traits: 'koruyucu, sevecen ve duyarlı',
    style: 'sevdiğin şeyi korur, duygularının yol göstermesine izin verirsin',
    needs: 'aidiyet ve duygusal güven',
    shadow: 'ruh hali dalgalanmaları ve geçmişe bağlılık',
    gift: 'şefkatli ilgi',
    mood: 'yumuşak ve evcimen',
  },
  leo: {
    traits: 'sıcak, gururlu ve dışavurumcu',
    style: 'yaratmak, parlamak ve takdir görmek istersin',
    needs: 'takdir ve içten bir ifade alanı',
    shadow: 'gurur ve alkış ihtiyacı',
    gift: 'cömertlik',
    mood: 'sıcak ve oyunbaz',
  },
  virgo: {
    traits: 'titiz, alçakgönüllü ve yardımsever',
    style: 'inceltir, çözümler ve iyileştirirsin',
    needs: 'düzen ve yararlı bir görev',
    shadow: 'mükemmeliyetçilik ve kaygı',
    gift: 'ustalık',
    mood: 'pratik ve düzenli',
  },
  libra: {
    traits: 'nazik, adil ve sosyal',
    style: 'denge, güzellik ve arkadaşlık ararsın',
    needs: 'uyum ve adil bir muamele',
    shadow: 'kararsızlık ve herkesi memnun etme isteği',
    gift: 'diplomasi',
    mood: 'sosyal ve uzlaşmacı',
  },
  scorpio: {
    traits: 'yoğun, ketum ve kararlı',
    style: 'derine iner, hiçbir şeyi yarım bırakmazsın',
    needs: 'derinlik ve güven',
    shadow: 'kıskançlık ve kontrol ihtiyacı',
    gift: 'derinlik',
    mood: 'yoğun ve sorgulayıcı',
  },
  sagittarius: {
    traits: 'açık sözlü, maceracı ve iyimser',
    style: 'bir anlam ve keşfedecek geniş bir alan ararsın',
    needs: 'özgürlük ve yeni ufuklar',
    shadow: 'aşırılıklar ve vaaz veren bir ton',
    gift: 'inanç',
    mood: 'huzursuz ve iyimser',
  },
  capricorn: {
    traits: 'hırslı, disiplinli ve ağırbaşlı',
    style: 'uzun vadeli plan yapar, yerini emekle kazanırsın',
    needs: 'hedefler ve saygı',
    shadow: 'katılık ve karamsarlık',
    gift: 'sebat',
    mood: 'ölçülü ve odaklı',
  },
  aquarius: {
    traits: 'bağımsız, yaratıcı ve mesafeli',
    style: 'kendi kafanla düşünür, insanları geleneklerin önüne koyarsın',
    needs: 'özgürlük ve bir dava',
    shadow: 'soğukluk ve karşı çıkma merakı',
    gift: 'özgünlük',
    mood: 'sosyal ve sıra dışı',
  },
  pisces: {
    traits: 'hayalperest, şefkatli ve alıcı',
    style: 'başkalarının hissettiğini hisseder, hayal gücünün peşinden gidersin',
    needs: 'gündelik hayatın ötesine geçen bir anlam',
    shadow: 'kaçış ve bulanık sınırlar',
    gift: 'merhamet',
    mood: 'düşsel ve duyarlı',
  },
};

/** The element as a noun for "bir ateş burcu" (lower case). */
export const TR_ELEMENT_NAME: Record<Element, string> = { fire: 'ateş', earth: 'toprak', air: 'hava', water: 'su' };
/** Clause (subject "elementi") on what the element adds, verb last. */
export const TR_ELEMENT: Record<Element, string> = {
  fire: 'ona coşku ve kendiliğindenlik katar',
  earth: 'onu somut sonuçlara bağlar',
  air: 'onu sosyal ve düşünceli kılar',
  water: 'onu duygusal ve sezgisel kılar',
};
/** The modality as an adjective before "bir … burcu". */
export const TR_MODALITY: Record<Modality, string> = { cardinal: 'öncü', fixed: 'sabit', mutable: 'değişken' };
/** Clause (about the sign) on how the modality acts, verb last. */
export const TR_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'işleri başlatmayı sever',
  fixed: 'sürdürür ve işleri sonuna kadar götürür',
  mutable: 'uyum sağlar ve kolayca yön değiştirir',
};

/** The phrases of one house in Turkish. */
export interface TrHouse {
  /** Nouns placed before "alanı" / "konuları" (compound heads): "kişisel imaj, beden ve inisiyatif". */
  areas: [string, string];
  /** Imperative clauses (sen), lower-case. */
  actions: [string, string];
}

/** Turkish ordinals of the houses ("birinci" … "on ikinci"), index 1 … 12. */
export const TR_HOUSE_ORDINALS: readonly string[] = [
  '',
  'birinci',
  'ikinci',
  'üçüncü',
  'dördüncü',
  'beşinci',
  'altıncı',
  'yedinci',
  'sekizinci',
  'dokuzuncu',
  'onuncu',
  'on birinci',
  'on ikinci',
];

/** Turkish phrases for houses 1..12. */
export const TR_HOUSES: Record<number, TrHouse> = {
  1: {
    areas: ['kişisel imaj, beden ve inisiyatif', 'dış görünüş ve yeni başlangıçlar'],
    actions: ['kişisel konularda inisiyatif al', 'imajını yenile ya da kendine ait bir proje başlat'],
  },
  2: {
    areas: ['para, mülk ve öz değer', 'gelir ve değer verilen şeyler'],
    actions: ['bütçeni gözden geçir', 'kalıcı değeri olan bir şeye yatırım yap'],
  },
  3: {
    areas: ['iletişim, öğrenme ve yakın çevre', 'kardeşler, kısa yolculuklar ve gündelik alışveriş'],
    actions: ['yaz, ara ya da yeni bir şey öğren', 'bir kardeşinle ya da komşunla yeniden bağ kur'],
  },
  4: {
    areas: ['ev, aile ve kökler', 'özel hayat ve duygusal temeller'],
    actions: ['evine ve ailene özen göster', 'kendini evinde hissettiğin bir yerde sakin vakit geçir'],
  },
  5: {
    areas: ['yaratıcılık, romantizm ve oyun', 'çocuklar, keyif ve kendini ifade'],
    actions: ['sırf keyfi için bir şey yarat', 'bir buluşma ya da bir eğlence günü planla'],
  },
  6: {
    areas: ['gündelik iş, alışkanlıklar ve sağlık', 'rutinler, görevler ve iyi olma hali'],
    actions: ['ajandana ve alışkanlıklarına çeki düzen ver', 'bedenine ve iş yüküne iyi bak'],
  },
  7: {
    areas: ['ortaklık ve yakın ilişkiler', 'evlilik, sözleşmeler ve açık rakipler'],
    actions: ['partnerinle ortak bir nokta ara', 'ortak bir anlaşmayı açıkça konuş'],
  },
  8: {
    areas: ['ortak kaynaklar, yakınlık ve dönüşüm', 'borçlar, miras ve başkalarıyla kurulan derin bağlar'],
    actions: ['ortak finansları düzene sok', 'vadesini doldurmuş bir şeyi bırak'],
  },
  9: {
    areas: ['yolculuklar, yüksek öğrenim ve inançlar', 'uzak ufuklar, hukuk ve yayıncılık'],
    actions: ['bir yolculuk ya da bir kurs planla', 'yeni bir bakış açısıyla ufkunu genişlet'],
  },
  10: {
    areas: ['kariyer, statü ve toplum önündeki hayat', 'hırslar ve itibar'],
    actions: ['kariyerinde bir adım öne çık', 'üstlerine neler yapabildiğini göster'],
  },
  11: {
    areas: ['arkadaşlar, gruplar ve gelecek umutları', 'ağlar, davalar ve ortak hedefler'],
    actions: [
      'arkadaşlarınla ve müttefiklerinle iletişime geç',
      'uzun vadeli bir dilek için başkalarıyla birlikte çalış',
    ],
  },
  12: {
    areas: ['yalnızlık, bilinçdışı ve gizli meseleler', 'inziva, rüyalar ve sessiz kapanışlar'],
    actions: ['dinlen ve biraz kendine çekil', 'yeni bir şey başlamadan önce yarım kalanı tamamla'],
  },
};
