/**
 * The synastry report as a PDF, in the same sections as the natal report, read for two people:
 * cover (both names and births, compatibility score), bi-wheel (person 1 inside, person 2
 * outside, inter-aspects across), both persons' positions, the house overlays both ways, the
 * compatibility themes and inter-aspects, and the inter-aspect texts. Pure, like the natal one.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import type { Synastry } from '../astro/synastry/index.ts';
import { renderWheelSvg } from '../chart/index.ts';
import { THEME_NAMES } from '../chart/synastry-labels.ts';
import { aspectName, signName, type Language } from '../interpretation/index.ts';
import { ASPECT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import { wheelInterAspectsOf, wheelRingOf } from '../chart/wheel-adapter.ts';
import type { ReportText } from './natal-texts.ts';
import { applyText, finishDocument, heading, newPage, openReportDocument, paragraph, table, writeFooters, type ReportDocument, type RenderedPdf } from './pdf-layout.ts';
import {
  birthDetails, coverTitle, degreesMinutes, interpretationSection, pointCell, positionsTable, subheading, wallClock, wheelSection,
  type ReportBirth,
} from './report-sections.ts';
import { resolveReportStyle, type TemplateLook } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';

/** One of the two people. */
export interface SynastryPerson {
  /** Name printed in the report (1–200 characters). */
  name: string;
  birth: ReportBirth;
  /** Natal chart computed with the synastry points (SYNASTRY_CHART_POINTS). */
  chart: NatalChart;
}

/** Everything a synastry report shows. */
export interface SynastryReportInput {
  persons: [SynastryPerson, SynastryPerson];
  language: Language;
  synastry: Synastry;
  /** Inter-aspect texts in print order (strongest first). */
  texts: ReportText[];
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));

type Section = (report: ReportDocument, input: SynastryReportInput, words: ReportWords) => void;

const SECTIONS: Record<string, Section> = {
  cover(report, input, words) {
    const [a, b] = input.persons;
    coverTitle(report, report.style.title ?? words.title.synastry, `${a.name} ${words.and} ${b.name}`);
    for (const person of input.persons) {
      subheading(report, person.name);
      birthDetails(report, words, input.language, person.birth, person.chart);
      report.doc.y += 8;
    }
    applyText(report, { ...report.style.text.body, fontWeight: 'bold' }).text(`${words.compatibility}: ${input.synastry.compatibility.score} / 100`, report.left, report.doc.y);
    report.doc.y += 4;
    paragraph(report, `${words.prepared}: ${wallClock(input.requestedAt, input.language)}`);
  },
  wheel(report, input, words) {
    const [a, b] = input.persons;
    const { style } = report;
    wheelSection(report, words.sections.wheel, (side) =>
      renderWheelSvg({
        width: side,
        height: side,
        theme: style.wheelTheme,
        labelDrawing: 'text',
        labels: { innerName: a.name, outerName: b.name },
        inner: wheelRingOf(a.chart),
        outer: wheelRingOf(b.chart),
        interAspects: wheelInterAspectsOf(input.synastry.interAspects.filter((x) => !style.majorAspectsOnly || MAJOR.has(x.aspect))),
      }),
    );
  },
  positions(report, input, words) {
    heading(report, words.sections.positions);
    for (const person of input.persons) {
      subheading(report, person.name);
      positionsTable(report, words, input.language, person.chart);
    }
  },
  houses(report, input, words) {
    const [a, b] = input.persons;
    const { language } = input;
    heading(report, words.sections.houses);
    const overlays = [
      [words.overlay(a.name, b.name), input.synastry.houseOverlays.person1InPerson2Houses],
      [words.overlay(b.name, a.name), input.synastry.houseOverlays.person2InPerson1Houses],
    ] as const;
    for (const [title, rows] of overlays) {
      subheading(report, title);
      table(
        report,
        [
          { header: words.point, share: 0.36 },
          { header: words.sign, share: 0.3 },
          { header: words.position, share: 0.17, align: 'right' },
          { header: words.house, share: 0.17, align: 'right' },
        ],
        rows.map((o) => [pointCell(o.point, language), { glyph: SIGN_GLYPHS[o.sign], text: signName(o.sign, language) }, degreesMinutes(o.longitude % 30), String(o.house)]),
      );
    }
  },
  aspects(report, input, words) {
    const [a, b] = input.persons;
    const { language, synastry } = input;
    heading(report, `${words.compatibility}: ${synastry.compatibility.score} / 100`);
    table(
      report,
      [
        { header: words.theme, share: 0.8 },
        { header: words.score, share: 0.2, align: 'right' },
      ],
      synastry.compatibility.themes.map((t) => [THEME_NAMES[language][t.theme].name, String(t.score)]),
    );
    subheading(report, words.sections.aspects);
    const list = synastry.interAspects.filter((x) => !report.style.majorAspectsOnly || MAJOR.has(x.aspect));
    if (list.length === 0) return paragraph(report, words.noAspects);
    table(
      report,
      [
        { header: `${words.point} (${a.name})`, share: 0.3 },
        { header: words.aspect, share: 0.25 },
        { header: `${words.point} (${b.name})`, share: 0.3 },
        { header: words.orb, share: 0.15, align: 'right' },
      ],
      list.map((x) => [
        pointCell(x.person1Point, language),
        { glyph: ASPECT_GLYPHS[x.aspect], text: aspectName(x.aspect, language) },
        pointCell(x.person2Point, language),
        degreesMinutes(x.orb),
      ]),
    );
  },
  interpretation(report, input, words) {
    interpretationSection(report, words.sections.interpretation, input.texts);
  },
};

/** Renders the synastry report. Throws like renderNatalReportPdf. */
export function renderSynastryReportPdf(input: SynastryReportInput): RenderedPdf {
  const style = resolveReportStyle(input.look);
  const words = REPORT_WORDS[input.language];
  const [a, b] = input.persons;
  const report = openReportDocument(style, {
    title: `${style.title ?? words.title.synastry}: ${a.name} ${words.and} ${b.name}`,
    subject: words.title.synastry,
    createdAt: new Date(input.requestedAt),
  });
  for (const section of style.sections) {
    newPage(report);
    SECTIONS[section](report, input, words);
  }
  const pageCount = writeFooters(report, words.page);
  return { pdf: finishDocument(report), pageCount };
}
