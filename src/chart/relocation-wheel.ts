/**
 * The bi-wheel of a relocated chart: the natal chart inside, the same instant cast for another
 * place outside (the same points, the new place's angles and houses on the outer ring).
 */
import type { Relocation } from '../astro/locational/relocation.ts';
import type { Language } from '../interpretation/index.ts';
import { renderWheelSvg, type ThemeId } from './index.ts';
import { wheelRingOf } from './wheel-adapter.ts';
import { wheelLabels } from './wheel-labels.ts';

const WORDS: Record<Language, { title: string; natal: string; relocated: string }> = {
  en: { title: 'Relocated chart', natal: 'Natal', relocated: 'Relocated' },
  es: { title: 'Carta reubicada', natal: 'Natal', relocated: 'Reubicada' },
  de: { title: 'Umzugshoroskop', natal: 'Radix', relocated: 'Neuer Ort' },
  fr: { title: 'Thème relocalisé', natal: 'Natal', relocated: 'Relocalisé' },
  it: { title: 'Tema rilocalizzato', natal: 'Natale', relocated: 'Rilocalizzato' },
  ja: { title: 'リロケーション・チャート', natal: '出生図', relocated: '移転先' },
  ru: { title: 'Карта релокации', natal: 'Натальная', relocated: 'Релокация' },
  pt: { title: 'Mapa relocado', natal: 'Natal', relocated: 'Relocado' },
  hi: { title: 'स्थानांतरित कुंडली', natal: 'जन्म', relocated: 'स्थानांतरित' },
  nl: { title: 'Verplaatste horoscoop', natal: 'Geboorte', relocated: 'Verplaatst' },
  tr: { title: 'Yer değiştirilmiş harita', natal: 'Natal', relocated: 'Yeni yer' },
  pl: { title: 'Horoskop relokacyjny', natal: 'Urodzeniowy', relocated: 'Relokowany' },
};

const place = (latitude: number, longitude: number) =>
  `${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'} ${Math.abs(longitude).toFixed(2)}°${longitude >= 0 ? 'E' : 'W'}`;

/** The bi-wheel as SVG text, `size` px square; `placeName` names the new place (else its coordinates). */
export function relocationWheelSvg(
  relocation: Relocation,
  options: { size: number; theme: ThemeId; language: Language; placeName?: string },
): string {
  const { natal, relocated } = relocation;
  const words = WORDS[options.language] ?? WORDS.en;
  const labels = wheelLabels(
    'natal',
    options.language,
    { time: natal.timeResolution, latitude: natal.location.latitude, longitude: natal.location.longitude },
    natal.houses.systemUsed,
  );
  const where = options.placeName ?? place(relocated.location.latitude, relocated.location.longitude);
  labels.title = `${words.title}: ${where}`;
  labels.innerName = words.natal;
  labels.outerName = `${words.relocated}: ${where}`;
  return renderWheelSvg({
    width: options.size,
    height: options.size,
    theme: options.theme,
    labels,
    inner: wheelRingOf(natal),
    outer: wheelRingOf(relocated),
  });
}
