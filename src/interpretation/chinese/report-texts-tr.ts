/** The Turkish texts a Chinese report adds (see report-texts.ts): day master, pillars, elements. */
import type { ChineseReportTexts } from './report-text-shape.ts';

export const TR_CHINESE_REPORT: ChineseReportTexts = {
  dayMaster: {
    wood: 'Gün efendin Ahşap: derinlerde ışığa doğru büyürsün, gelişmek için alana ihtiyaç duyarsın ve kırılmaktansa eğilirsin.',
    fire: 'Gün efendin Ateş: derinlerde sıcaklık ve görünürlük taşırsın, coşkunu paylaşabileceğin insanlara ihtiyaç duyarsın.',
    earth:
      'Gün efendin Toprak: derinlerde başkalarının etrafında toplandığı merkezsin; istikrarlı, sadık ve kolay kolay yerinden oynamayan bir yapın var.',
    metal:
      'Gün efendin Metal: derinlerde sağlam ilkeler ve kesinlik taşırsın; karmaşanın içinden doğru olana kadar ilerlersin.',
    water:
      'Gün efendin Su: derinlerde sezgi ve uyum yeteneği taşırsın; seni durduran şeyin etrafından dolaşmanın yolunu bulursun.',
  },
  pillarAnimal: {
    month: (a) => `Ay sütununun hayvanı ${a}; anne baban, yetiştirilişin ve çalışma biçimin hakkında konuşur.`,
    day: (a) => `Gün sütununun hayvanı ${a}; iç benliğinin ve seçtiğin partnerin hayvanıdır.`,
    hour: (a) => `Saat sütununun hayvanı ${a}, yani gizli hayvanın; içindeki arzuları ve olgunluk yıllarını gösterir.`,
  },
  strong: {
    wood: 'Ahşap haritanın en güçlü elementi: projeler, büyüme ve cömertlik seni harekete geçirir; ders ise yavaş gelen sonuçlara sabır göstermek.',
    fire: 'Ateş haritanın en güçlü elementi: tutku ve görünürlük seni harekete geçirir; dinlenmek alevin kendini tüketmesini önler.',
    earth:
      'Toprak haritanın en güçlü elementi: güvenilirlik ve özen seni harekete geçirir; değişime açık olmak durgunlaşmanı önler.',
    metal:
      'Metal haritanın en güçlü elementi: disiplin ve titizlik seni harekete geçirir; başkalarına yumuşaklık onları katlanılır kılar.',
    water:
      'Su haritanın en güçlü elementi: sezgi ve uyum yeteneği seni harekete geçirir; net bir yön sürüklenmeni önler.',
  },
  missing: {
    wood: 'Sekiz karakterin arasında Ahşap yok: büyüme ve uzun vadeli projeler sana başkaları aracılığıyla ya da aradığın yeni başlangıçlarla gelir.',
    fire: 'Sekiz karakterin arasında Ateş yok: sıcaklık ve kendini göstermek öğrenilir; insanlar ve güneş ışığı eksik olanı getirir.',
    earth:
      'Sekiz karakterin arasında Toprak yok: sağlam bir zemin bilerek kurulur; alışkanlıklarla, bir yuvayla ve net kurallarla.',
    metal:
      'Sekiz karakterin arasında Metal yok: yapı ve sağlam sınırlar üzerinde çalıştığın şeylerdir; net kurallar sana yardım eder.',
    water:
      'Sekiz karakterin arasında Su yok: dinlenmek, düşünmek ve sezgini dinlemek, zaman ayırmayı öğrendiğin şeylerdir.',
  },
  allPresent:
    'Beş elementin hepsi sekiz karakterin arasında yer alıyor: hiçbir evrenin tamamen eksik olmadığı dengeli bir harita.',
  dayMasterTitle: (element, yinYang) => `Gün efendisi: ${yinYang} ${element}`,
  pillarTitle: {
    month: (a) => `Ay sütunu: ${a}`,
    day: (a) => `Gün sütunu: ${a}`,
    hour: (a) => `Saat sütunu: ${a}`,
  },
};
