/**
 * The Vedic report's Sade Sati part (after the dasha): each Sade Sati of the person's first
 * hundred years, phase by phase (Saturn in the 12th, 1st and 2nd sign from the natal Moon, a
 * retrograde re-entry as its own row), and whether one runs at the report's dasha date. Words in
 * every Vedic language; dates in the birth's zone.
 */
import type { sadeSati } from '../astro/vedic/sade-sati.ts';
import type { Sign } from '../astro/vocabulary.ts';
import { count } from '../interpretation/ja/grammar.ts';
import { countOf as countPl, pluralOf as pluralPl } from '../interpretation/pl/grammar.ts';
import { countOf as countRu } from '../interpretation/ru/grammar.ts';
import { VEDIC_TEXTS, type VedicLanguage } from '../interpretation/vedic/index.ts';
import { paragraph, type ReportDocument, table } from './pdf-layout.ts';
import { reportDates } from './report-dates.ts';
import { subheading } from './report-sections.ts';

type SadeSati = ReturnType<typeof sadeSati>;
type Phase = 'rising' | 'peak' | 'setting';

interface SadeSatiWords {
  title: string;
  /** What the table lists, with the natal Moon's sign. */
  intro(moonSign: string, count: number): string;
  number: string;
  phase: string;
  saturnIn: string;
  from: string;
  to: string;
  phases: Record<Phase, string>;
  /** The state at the dasha date. */
  runningAt(date: string, phase: string | undefined): string;
}

export const SADE_SATI_WORDS: Record<VedicLanguage, SadeSatiWords> = {
  en: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Saturn's transit of the sign before the natal Moon's (${moonSign}), that sign and the one after it. ` +
      (count === 0
        ? 'None falls in the first hundred years.'
        : `${count === 1 ? 'One period falls' : `${count} periods fall`} in the first hundred years (a return of ` +
          'Saturn after it has left counts as a period of its own):'),
    number: 'No.',
    phase: 'Phase',
    saturnIn: 'Saturn in',
    from: 'From',
    to: 'To',
    phases: { rising: 'rising (12th)', peak: 'peak (1st)', setting: 'setting (2nd)' },
    runningAt: (date, phase) =>
      phase === undefined ? `On ${date} no Sade Sati runs.` : `On ${date} the Sade Sati runs, in its ${phase} phase.`,
  },
  hi: {
    title: 'साढ़ेसाती',
    intro: (moonSign, count) =>
      `जन्म चंद्र राशि (${moonSign}) से पहली राशि, उसी राशि और अगली राशि में शनि का गोचर। ` +
      (count === 0
        ? 'पहले सौ वर्षों में कोई साढ़ेसाती नहीं है।'
        : `पहले सौ वर्षों में ${count} अवधियाँ (शनि के लौटकर आने की अवधि अलग गिनी गई है):`),
    number: 'क्रम',
    phase: 'चरण',
    saturnIn: 'शनि की राशि',
    from: 'आरंभ',
    to: 'समाप्ति',
    phases: { rising: 'आरोही (12वाँ)', peak: 'शिखर (पहला)', setting: 'अवरोही (दूसरा)' },
    runningAt: (date, phase) =>
      phase === undefined ? `${date} को साढ़ेसाती नहीं चल रही है।` : `${date} को साढ़ेसाती का ${phase} चरण चल रहा है।`,
  },
  es: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `El tránsito de Saturno por el signo anterior al de la Luna natal (${moonSign}), por ese signo y por el siguiente. ` +
      (count === 0
        ? 'Ninguno cae en los primeros cien años.'
        : `${count === 1 ? 'Un periodo cae' : `${count} periodos caen`} en los primeros cien años (un regreso de ` +
          'Saturno después de haber salido cuenta como un periodo propio):'),
    number: 'N.º',
    phase: 'Fase',
    saturnIn: 'Saturno en',
    from: 'Desde',
    to: 'Hasta',
    phases: { rising: 'ascendente (12.ª)', peak: 'culminante (1.ª)', setting: 'descendente (2.ª)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `El ${date} no hay Sade Sati en curso.`
        : `El ${date} la Sade Sati está en curso, en su fase ${phase}.`,
  },
  de: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Saturns Transit durch das Zeichen vor dem des Geburtsmondes (${moonSign}), durch dieses Zeichen und das folgende. ` +
      (count === 0
        ? 'In die ersten hundert Jahre fällt keine.'
        : `${count === 1 ? 'Eine Periode fällt' : `${count} Perioden fallen`} in die ersten hundert Jahre (eine Rückkehr ` +
          'Saturns, nachdem er das Zeichen verlassen hat, zählt als eigene Periode):'),
    number: 'Nr.',
    phase: 'Phase',
    saturnIn: 'Saturn in',
    from: 'Von',
    to: 'Bis',
    phases: { rising: 'Anstieg (12.)', peak: 'Höhepunkt (1.)', setting: 'Ausklang (2.)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `Am ${date} läuft keine Sade Sati.`
        : `Am ${date} läuft die Sade Sati, in der Phase ${phase}.`,
  },
  tr: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Sade Sati, Satürn'ün doğum Ay'ının burcundan (${moonSign}) önceki burçtan, bu burçtan ve sonraki burçtan geçtiği dönemdir. ` +
      (count === 0
        ? 'İlk yüz yıla hiçbiri denk gelmiyor.'
        : `İlk yüz yıla ${count === 1 ? 'bir' : count} dönem denk geliyor (Satürn burcu terk ettikten sonra geri ` +
          'dönerse bu, ayrı bir dönem sayılır):'),
    number: 'Sıra',
    phase: 'Evre',
    saturnIn: "Satürn'ün burcu",
    from: 'Başlangıç',
    to: 'Bitiş',
    phases: { rising: 'yükseliş (12.)', peak: 'doruk (1.)', setting: 'iniş (2.)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `${date} tarihinde Sade Sati sürmüyor.`
        : `${date} tarihinde Sade Sati sürüyor; evresi: ${phase}.`,
  },
  ja: {
    title: 'サーデー・サーティー',
    intro: (moonSign, n) =>
      `出生時の月のラーシ（${moonSign}）の一つ前のラーシ、そのラーシ、一つ後のラーシを土星が通過する時期です。` +
      (n === 0
        ? '最初の100年間には該当する時期がありません。'
        : `最初の100年間に${count(n, '回')}あります（土星がいったんラーシを離れてから戻ってくる場合は、別の時期として数えます）：`),
    number: '番号',
    phase: '段階',
    saturnIn: '土星の位置',
    from: '開始',
    to: '終了',
    phases: { rising: '上昇期（12番目）', peak: '頂点期（1番目）', setting: '下降期（2番目）' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `${date}の時点で、サーデー・サーティーは進行していません。`
        : `${date}の時点で、サーデー・サーティーは${phase}にあります。`,
  },
  pt: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `O trânsito de Saturno pelo signo anterior ao da Lua natal (${moonSign}), por esse signo e pelo seguinte. ` +
      (count === 0
        ? 'Nenhum período ocorre nos primeiros cem anos de vida.'
        : `${count === 1 ? 'Um período ocorre' : `${count} períodos ocorrem`} nos primeiros cem anos de vida (uma volta ` +
          'de Saturno depois de ter deixado o signo conta como um período à parte):'),
    number: 'Nº',
    phase: 'Fase',
    saturnIn: 'Saturno em',
    from: 'Início',
    to: 'Fim',
    phases: { rising: 'ascendente (12º)', peak: 'culminante (1º)', setting: 'descendente (2º)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `Em ${date} não há Sade Sati em curso.`
        : `Em ${date} a Sade Sati está em curso, em sua fase ${phase}.`,
  },
  nl: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `De transit van Saturnus door het teken vóór dat van de geboortemaan (${moonSign}), door dat teken zelf en door het volgende. ` +
      (count === 0
        ? 'In de eerste honderd jaar valt er geen.'
        : `${count === 1 ? 'Er valt één periode' : `Er vallen ${count} periodes`} in de eerste honderd jaar (een terugkeer ` +
          'van Saturnus nadat hij het teken heeft verlaten, telt als een aparte periode):'),
    number: 'Nr.',
    phase: 'Fase',
    saturnIn: 'Saturnus in',
    from: 'Van',
    to: 'Tot',
    phases: { rising: 'opkomst (12e)', peak: 'hoogtepunt (1e)', setting: 'afloop (2e)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `Op ${date} loopt er geen Sade Sati.`
        : `Op ${date} loopt de Sade Sati, in de fase ${phase}.`,
  },
  fr: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Le transit de Saturne dans le signe qui précède celui de la Lune natale (${moonSign}), dans ce signe et dans le suivant. ` +
      (count === 0
        ? 'Aucune Sade Sati ne tombe dans les cent premières années.'
        : `${count === 1 ? 'Une période tombe' : `${count} périodes tombent`} dans les cent premières années (un retour ` +
          'de Saturne après sa sortie du signe compte comme une période à part)\u00a0:'),
    number: 'N°',
    phase: 'Phase',
    saturnIn: 'Saturne en',
    from: 'Début',
    to: 'Fin',
    phases: { rising: 'ascendante (12e)', peak: 'culminante (1er)', setting: 'descendante (2e)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `Le ${date}, aucune Sade Sati n’est en cours.`
        : `Le ${date}, la Sade Sati est en cours, dans sa phase ${phase}.`,
  },
  it: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Il transito di Saturno nel segno che precede quello della Luna natale (${moonSign}), in quel segno e nel successivo. ` +
      (count === 0
        ? 'Nessuna Sade Sati cade nei primi cento anni.'
        : `${count === 1 ? 'Un periodo cade' : `${count} periodi cadono`} nei primi cento anni (un ritorno di ` +
          'Saturno dopo che ha lasciato il segno conta come periodo a sé):'),
    number: 'N.',
    phase: 'Fase',
    saturnIn: 'Saturno in',
    from: 'Inizio',
    to: 'Fine',
    phases: { rising: 'ascendente (12°)', peak: 'culminante (1°)', setting: 'discendente (2°)' },
    runningAt: (date, phase) =>
      phase === undefined
        ? `In data ${date} non è in corso alcuna Sade Sati.`
        : `In data ${date} è in corso la Sade Sati, nella sua fase ${phase}.`,
  },
  pl: {
    title: 'Sade Sati',
    intro: (moonSign, count) =>
      `Tranzyt Saturna przez znak poprzedzający znak Księżyca urodzeniowego (${moonSign}), przez ten znak i przez następny. ` +
      (count === 0
        ? 'Na pierwsze sto lat życia nie przypada żaden taki okres.'
        : `Na pierwsze sto lat życia ${pluralPl(count) === 'few' ? 'przypadają' : 'przypada'} ` +
          `${countPl(count, 'okres', 'okresy', 'okresów')} (powrót Saturna po opuszczeniu znaku liczy się jako osobny okres):`),
    number: 'Nr',
    phase: 'Faza',
    saturnIn: 'Znak Saturna',
    from: 'Od',
    to: 'Do',
    phases: { rising: 'narastanie (12. znak)', peak: 'szczyt (1. znak)', setting: 'wygasanie (2. znak)' },
    runningAt: (date, phase) =>
      phase === undefined ? `Na dzień ${date} Sade Sati nie trwa.` : `Na dzień ${date} trwa Sade Sati, faza: ${phase}.`,
  },
  ru: {
    title: 'Саде Сати',
    intro: (moonSign, count) =>
      `Транзит Сатурна через знак, предшествующий знаку натальной Луны (${moonSign}), через сам этот знак и через следующий. ` +
      (count === 0
        ? 'На первые сто лет жизни таких периодов не приходится.'
        : `На первые сто лет жизни приходится ${countRu(count, 'период', 'периода', 'периодов')} (возвращение ` +
          'Сатурна после выхода из знака считается отдельным периодом):'),
    number: '№',
    phase: 'Фаза',
    saturnIn: 'Знак Сатурна',
    from: 'Начало',
    to: 'Конец',
    phases: { rising: 'подъём (12-й знак)', peak: 'пик (1-й знак)', setting: 'спад (2-й знак)' },
    runningAt: (date, phase) =>
      phase === undefined ? `На ${date} Саде Сати не идёт.` : `На ${date} идёт Саде Сати, фаза: ${phase}.`,
  },
};

/**
 * Draws the Sade Sati part.
 * @param at the instant whose state is told (the dasha date), ISO 8601
 */
export function sadeSatiSection(
  report: ReportDocument,
  language: VedicLanguage,
  zone: string,
  s: SadeSati,
  at: string,
): void {
  const words = SADE_SATI_WORDS[language];
  const sign = (id: string) => VEDIC_TEXTS[language].signNames[id as Sign];
  const dates = reportDates(language, zone);
  subheading(report, words.title);
  paragraph(report, words.intro(sign(s.moonSign), s.periods.length));
  if (s.periods.length > 0) {
    table(
      report,
      [
        { header: words.number, share: 0.1, align: 'right' },
        { header: words.phase, share: 0.26 },
        { header: words.saturnIn, share: 0.22 },
        { header: words.from, share: 0.21 },
        { header: words.to, share: 0.21 },
      ],
      s.periods.flatMap((period, k) =>
        period.phases.map((p, i) => [
          i === 0 ? String(k + 1) : '',
          words.phases[p.phase as Phase],
          sign(p.sign),
          dates.date(p.start),
          dates.date(p.end),
        ]),
      ),
    );
  }
  const running = s.periods.flatMap((p) => p.phases).find((p) => p.start <= at && at < p.end);
  paragraph(report, words.runningAt(dates.date(at), running && words.phases[running.phase as Phase]));
}
