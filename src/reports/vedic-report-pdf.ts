/**
 * The Vedic report (kundli) as a PDF, in any language of VEDIC_LANGUAGES, in the template's sections read the
 * Vedic way:
 * - cover: title, name, birth data, ayanamsa, Lagna, Moon sign, birth nakshatra, running dasha;
 * - wheel: the rashi chart (D1) and the navamsa (D9), North or South Indian (the D1 on the cover too);
 * - positions: the grahas (rashi, degree, nakshatra and pada, bhava, navamsa);
 * - houses: the twelve bhavas with sign, lord, occupants and sarvashtakavarga bindus; the yogas
 *   present and the doshas (Manglik, Kaal Sarp);
 * - aspects: the Vimshottari dasha (mahadashas, and the antardashas of the running one) and the
 *   Sade Satis of the first hundred years; then, when asked for, the kundli matching with a
 *   partner and a month of panchang;
 * - interpretation: composed from the kundli (vedic-composition.ts).
 * A Hindi report is written in Noto Sans Devanagari throughout. Pure: plain data in, PDF bytes
 * out; runs in the calculation pool.
 */

import type { Ayanamsa } from '../astro/sidereal/ayanamsa.ts';
import type { LocalTimeRule } from '../astro/time/birth-time.ts';
import { type Kundli, kundli } from '../astro/vedic/kundli.ts';
import { matching } from '../astro/vedic/matching.ts';
import { type Panchang, panchangOfMonth } from '../astro/vedic/panchang.ts';
import type { NodeKind } from '../astro/vedic/requests.ts';
import { sadeSati } from '../astro/vedic/sade-sati.ts';
import { vargaPlace } from '../astro/vedic/vargas.ts';
import { SIGNS } from '../astro/vocabulary.ts';
import type { ThemeId } from '../chart/themes.ts';
import { type VedicChartStyle, vedicChartSvg } from '../chart/vedic-chart.ts';
import { type Graha, VEDIC_TEXTS, type VedicLanguage } from '../interpretation/vedic/index.ts';
import { missingGlyphs, scriptFontOf, textFontOf } from './pdf-fonts.ts';
import { heading, paragraph, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { reportDates, wallClock } from './report-dates.ts';
import { composedInterpretation, renderReportIn } from './report-document.ts';
import {
  coordinates,
  coverTitle,
  coverWheel,
  degreesMinutes,
  labelRows,
  type ReportBirth,
  subheading,
} from './report-sections.ts';
import type { TemplateLook } from './report-style.ts';
import { drawSvg } from './svg-to-pdf.ts';
import { composeVedic } from './vedic-composition.ts';
import { matchingSection } from './vedic-matching-section.ts';
import { panchangSection } from './vedic-panchang-section.ts';
import { VEDIC_REPORT_WORDS, type VedicReportWords } from './vedic-report-words.ts';
import { sadeSatiSection } from './vedic-sade-sati-section.ts';

/** What the report worker asks for: the person, the sidereal options, the date of the running dasha, the look. */
export interface VedicReportRequest {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: VedicLanguage;
  birth: ReportBirth & { localTimeRule?: LocalTimeRule };
  ayanamsa: Ayanamsa;
  node: NodeKind;
  /** The date whose running dasha is read, local at the birth place (resolved when requested). */
  dashaDate: string;
  /** North Indian (diamond) or South Indian (square) charts. */
  chartStyle: VedicChartStyle;
  /** Kundli matching with this partner, in the partner's `role` (the person has the other one). */
  partner?: { name: string; birth: ReportBirth & { localTimeRule?: LocalTimeRule }; role: 'boy' | 'girl' };
  /** A month of panchang (`YYYY-MM`) at a place (its zone given or found from the coordinates). */
  panchang?: { month: string; place: { latitude: number; longitude: number; timezone: string; name: string } };
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

interface Context {
  input: VedicReportRequest;
  kundli: Kundli;
  sadeSati: ReturnType<typeof sadeSati>;
  matching?: ReturnType<typeof matching>;
  panchang: Panchang[];
  words: VedicReportWords;
  zone: string;
}

/** "28°44′", or "28°44'" in a text font without the prime (Noto Sans Devanagari). */
const degreeText = (degrees: number, language: VedicLanguage) =>
  degreesMinutes(degrees, missingGlyphs(textFontOf(language), '′').length > 0 ? "'" : '′');

const grahaName = (c: Context, id: string) => VEDIC_TEXTS[c.input.language].grahaNames[id as Graha | 'lagna'];
const signName = (c: Context, sign: string) =>
  VEDIC_TEXTS[c.input.language].signNames[sign as keyof VedicReportSignNames];
type VedicReportSignNames = (typeof VEDIC_TEXTS)['en']['signNames'];
const nakshatraName = (c: Context, n: number) => VEDIC_TEXTS[c.input.language].nakshatraNames[n - 1];

/** The North or South Indian chart of D1 or D9, `side` points square. */
function chartSvg(c: Context, varga: 1 | 9, side: number, theme: ThemeId): string {
  const place = (longitude: number) => vargaPlace(varga, longitude);
  const k = c.kundli;
  return vedicChartSvg({
    style: c.input.chartStyle,
    lagnaSign: varga === 1 ? SIGNS.indexOf(k.lagna.sign) : place(k.lagna.longitude).sign,
    points: [{ ...k.lagna, id: 'lagna' as const, retrograde: false }, ...k.grahas].map((g) => ({
      id: g.id,
      sign: varga === 1 ? SIGNS.indexOf(g.sign) : place(g.longitude).sign,
      degreeInSign: varga === 1 ? g.degreeInSign : place(g.longitude).degreeInSign,
      retrograde: g.retrograde,
    })),
    language: c.input.language,
    degrees: true,
    size: side,
    theme,
    title: varga === 1 ? c.words.rashiChart : c.words.navamsaChart,
    subtitle: c.input.name,
  });
}

type Section = (report: ReportDocument, c: Context) => void;

const SECTIONS: Record<string, Section> = {
  cover(report, c) {
    const { words, kundli: k, input } = c;
    const language = input.language;
    const dates = reportDates(language, c.zone);
    coverTitle(report, report.style.title ?? words.title, input.name);
    const moon = k.grahas.find((g) => g.id === 'moon');
    if (!moon) throw new Error('the kundli has no Moon');
    const [maha, antar] = k.dasha.running;
    const rows: [string, string][] = [[words.born, wallClock(input.birth.dateTime, language)]];
    if (input.birth.placeName) rows.push([words.place, input.birth.placeName]);
    rows.push([words.coordinates, coordinates(input.birth.latitude, input.birth.longitude, language)]);
    if (k.ayanamsa) rows.push([words.ayanamsa, `${k.ayanamsa.name} ${degreeText(k.ayanamsa.degrees, language)}`]);
    rows.push([words.lagna, `${signName(c, k.lagna.sign)} ${degreeText(k.lagna.degreeInSign, language)}`]);
    rows.push([words.moonSign, signName(c, moon.sign)]);
    rows.push([words.birthNakshatra, words.nakshatraPada(nakshatraName(c, moon.nakshatraNumber), moon.pada)]);
    if (maha && antar)
      rows.push([
        words.runningDasha,
        `${grahaName(c, maha.lord)} / ${grahaName(c, antar.lord)} (${dates.date(antar.start)} – ${dates.date(antar.end)})`,
      ]);
    rows.push([words.prepared, wallClock(input.requestedAt.slice(0, 16), language)]);
    labelRows(report, rows);
    coverWheel(report, (side) => chartSvg(c, 1, side, report.style.wheelTheme));
  },
  wheel(report, c) {
    const { doc } = report;
    heading(report, c.words.charts);
    // The rashi chart and the navamsa one above the other, each as large as half the page allows.
    const side = Math.min(report.width * 0.62, (report.bottom - doc.y - 60) / 2);
    for (const [title, varga] of [
      [c.words.rashiChart, 1],
      [c.words.navamsaChart, 9],
    ] as const) {
      subheading(report, title);
      drawSvg(
        doc,
        chartSvg(c, varga, Math.round(side), report.style.wheelTheme),
        report.left + (report.width - side) / 2,
        doc.y,
        side,
      );
      doc.y += side + 12;
    }
  },
  positions(report, c) {
    const { words } = c;
    const language = c.input.language;
    heading(report, words.positions);
    table(
      report,
      [
        { header: words.graha, share: 0.22 },
        { header: words.rashi, share: 0.14 },
        { header: words.degree, share: 0.1, align: 'right' },
        { header: words.nakshatra, share: 0.21 },
        { header: words.pada, share: 0.08, align: 'right' },
        { header: words.bhava, share: 0.09, align: 'right' },
        { header: words.navamsa, share: 0.16 },
      ],
      [{ ...c.kundli.lagna, id: 'lagna', retrograde: false, house: 1 }, ...c.kundli.grahas].map((g) => [
        `${grahaName(c, g.id)}${g.retrograde ? ` (${words.retrograde})` : ''}`,
        signName(c, g.sign),
        degreeText(g.degreeInSign, language),
        nakshatraName(c, g.nakshatraNumber),
        String(g.pada),
        String(g.house),
        signName(c, g.navamsaSign),
      ]),
    );
  },
  houses(report, c) {
    const { words } = c;
    heading(report, words.bhavas);
    table(
      report,
      [
        { header: words.bhava, share: 0.12, align: 'right' },
        { header: words.rashi, share: 0.2 },
        { header: words.lord, share: 0.18 },
        { header: words.occupants, share: 0.34 },
        { header: words.bindus, share: 0.16, align: 'right' },
      ],
      c.kundli.houses.map((h, i) => [
        String(h.house),
        signName(c, h.sign),
        grahaName(c, h.lord),
        h.grahas.map((g) => grahaName(c, g)).join(', '),
        String(c.kundli.ashtakavarga.sarvaByHouse[i]),
      ]),
    );
    const { yogas, doshas } = c.kundli;
    subheading(report, words.yogas);
    if (yogas.present.length === 0) paragraph(report, words.noYogas);
    else
      table(
        report,
        [
          { header: words.yoga, share: 0.34 },
          { header: words.graha, share: 0.46 },
          { header: words.houses, share: 0.2 },
        ],
        yogas.present.map((y) => [
          words.yogaNames[y.id],
          y.grahas.map((g) => grahaName(c, g)).join(', '),
          y.houses.join(', '),
        ]),
      );
    subheading(report, words.doshas);
    const kaal = doshas.kaalSarp;
    labelRows(report, [
      [words.manglik, words.manglikStatus(doshas.manglik.byRule, doshas.manglik.cancellations.length)],
      [words.kaalSarp, words.kaalSarpStatus(kaal.type && words.kaalSarpTypes[kaal.type], kaal.full)],
    ]);
  },
  aspects(report, c) {
    const { words, kundli: k } = c;
    const dates = reportDates(c.input.language, c.zone);
    heading(report, words.dasha);
    const balance = k.dasha.balanceAtBirth;
    const months = Math.floor(balance.years * 12 + 1e-9);
    paragraph(report, words.balance(grahaName(c, balance.lord), Math.floor(months / 12), months % 12));
    const at = k.dasha.at;
    /** A table of periods, the one running at the dasha date marked. */
    const periods = (header: string, list: readonly { lord: string; start: string; end: string }[]) =>
      table(
        report,
        [
          { header, share: 0.3 },
          { header: words.from, share: 0.25 },
          { header: words.to, share: 0.25 },
          { header: '', share: 0.2 },
        ],
        list.map((p) => [
          grahaName(c, p.lord),
          dates.date(p.start),
          dates.date(p.end),
          p.start <= at && at < p.end ? words.running : '',
        ]),
      );
    periods(words.mahadasha, k.dasha.mahadashas);
    const running = k.dasha.mahadashas.find((m) => m.start <= at && at < m.end);
    if (running) {
      subheading(report, words.antardashasOf(grahaName(c, running.lord)));
      periods(words.antardasha, running.antardashas);
    }
    const language = c.input.language;
    sadeSatiSection(report, language, c.zone, c.sadeSati, at);
    const { partner, panchang: month } = c.input;
    if (c.matching && partner) {
      const names = partner.role === 'girl' ? [c.input.name, partner.name] : [partner.name, c.input.name];
      matchingSection(report, language, c.matching, { boy: names[0], girl: names[1] });
    }
    if (month)
      panchangSection(report, language, c.panchang, {
        name: month.place.name,
        zone: month.place.timezone,
        longitude: month.place.longitude,
      });
  },
  interpretation(report, c) {
    composedInterpretation(report, c.words.reading, composeVedic(c.kundli, c.input.language), c.words.parts);
  },
};

/**
 * Computes the kundli and renders the report. Throws BirthDataError (named `birthDateTime`, `date`
 * …) for a birth the engine refuses, (ZodError, CustomCssError) for an invalid look.
 */
export function renderVedicReport(input: VedicReportRequest): RenderedPdf {
  const words = VEDIC_REPORT_WORDS[input.language];
  const { dateTime, latitude, longitude, timezone, localTimeRule } = input.birth;
  const k = kundli({
    birth: { dateTime, latitude, longitude, timezone, localTimeRule },
    ayanamsa: input.ayanamsa,
    node: input.node,
    date: input.dashaDate,
  });
  const birth = { dateTime, latitude, longitude, timezone, localTimeRule };
  const sidereal = { ayanamsa: input.ayanamsa, node: input.node };
  const context: Context = {
    input,
    kundli: k,
    sadeSati: sadeSati({ birth, ...sidereal }),
    matching: input.partner && matchingWith(birth, input.partner, sidereal),
    panchang: input.panchang ? monthOf(input.panchang, input.ayanamsa) : [],
    words,
    zone: k.timezone ?? 'UTC',
  };
  return renderReportIn(
    input.look,
    { pageLabel: words.page, textFont: scriptFontOf(input.language) },
    { title: words.title, who: input.name, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, context),
  );
}

/** The matching of the person with the partner, each in their role. */
function matchingWith(
  birth: Parameters<typeof kundli>[0]['birth'],
  partner: NonNullable<VedicReportRequest['partner']>,
  sidereal: { ayanamsa: Ayanamsa; node: NodeKind },
) {
  const { dateTime, latitude, longitude, timezone, localTimeRule } = partner.birth;
  const other = { dateTime, latitude, longitude, timezone, localTimeRule };
  return partner.role === 'girl'
    ? matching({ boy: birth, girl: other, ...sidereal })
    : matching({ boy: other, girl: birth, ...sidereal });
}

/** The panchang days of the report's month at its place. */
function monthOf(month: NonNullable<VedicReportRequest['panchang']>, ayanamsa: Ayanamsa): Panchang[] {
  const { latitude, longitude, timezone } = month.place;
  return panchangOfMonth(month.month, { latitude, longitude }, { zone: timezone, longitude }, ayanamsa);
}
