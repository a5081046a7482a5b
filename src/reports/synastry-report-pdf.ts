/**
 * The synastry report as a PDF, in the same sections as the natal report, read for two people:
 * cover (both names and births, compatibility score), bi-wheel (person 1 inside, person 2
 * outside, inter-aspects across), both persons' positions, the house overlays both ways, the
 * compatibility themes and inter-aspects, and the interpretation (the score in words, the
 * strongest contacts, the house overlays both ways: synastry-composition.ts). Pure, like the natal one.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import type { Synastry } from '../astro/synastry/index.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import { renderWheelSvg } from '../chart/index.ts';
import { THEME_NAMES } from '../chart/synastry-labels.ts';
import { wheelInterAspectsOf, wheelRingOf } from '../chart/wheel-adapter.ts';
import { SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import { type Language, signName } from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';
import { scriptFontOf } from './pdf-fonts.ts';
import {
  finishDocument,
  heading,
  newPage,
  openReportDocument,
  paragraph,
  type RenderedPdf,
  type ReportDocument,
  table,
  writeFooters,
  writeText,
} from './pdf-layout.ts';
import {
  aspectCell,
  aspectKey,
  beginSection,
  birthDetails,
  coverTitle,
  coverWheel,
  degreesMinutes,
  interpretationSection,
  pointCell,
  positionCell,
  positionsTable,
  type ReportBirth,
  subheading,
  wallClock,
  wheelSection,
} from './report-sections.ts';
import { resolveReportStyle, type TemplateLook, writtenIn } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';
import { composeSynastryInterpretation } from './synastry-composition.ts';

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

/** The bi-wheel: person 1 inside, person 2 outside, the inter-aspects across. */
function biWheel(report: ReportDocument, input: SynastryReportInput, side: number, majorOnly: boolean): string {
  const [a, b] = input.persons;
  return renderWheelSvg({
    width: side,
    height: side,
    theme: report.style.wheelTheme,
    labelDrawing: 'text',
    labels: { innerName: a.name, outerName: b.name },
    inner: wheelRingOf(a.chart),
    outer: wheelRingOf(b.chart),
    interAspects: wheelInterAspectsOf(input.synastry.interAspects.filter((x) => !majorOnly || MAJOR.has(x.aspect))),
  });
}

/** The compatibility score and a bar per theme (0–100), as wide as the column. */
function scoreBars(report: ReportDocument, input: SynastryReportInput, words: ReportWords): void {
  const { doc, style } = report;
  const { compatibility } = input.synastry;
  const colour = style.text.h1.color;
  const label = style.text.body;
  const labelWidth = report.width * 0.34;
  const numberWidth = 34;
  const track = report.width - labelWidth - numberWidth - 8;
  const barHeight = Math.max(8, label.fontSize * 1.1);
  const rows: [string, number, boolean][] = [
    [words.overall, compatibility.score, true],
    ...compatibility.themes.map((t): [string, number, boolean] => [
      THEME_NAMES[input.language][t.theme].name,
      t.score,
      false,
    ]),
  ];
  for (const [name, score, total] of rows) {
    if (doc.y + barHeight * 2.6 > report.bottom) newPage(report);
    const y = doc.y;
    const text = total ? { ...label, fontWeight: 'bold' as const } : label;
    writeText(report, text, name, report.left, y + (barHeight - label.fontSize) / 2, {
      width: labelWidth - 8,
      lineBreak: false,
      ellipsis: true,
      height: label.fontSize * 1.3,
    });
    const x = report.left + labelWidth;
    doc
      .save()
      .roundedRect(x, y, track, barHeight, barHeight / 2)
      .fillOpacity(0.12)
      .fill(colour)
      .restore();
    const filled = (track * Math.max(0, Math.min(100, score))) / 100;
    if (filled > 0)
      doc
        .save()
        .roundedRect(x, y, Math.max(barHeight, filled), barHeight, barHeight / 2)
        .fillOpacity(total ? 1 : 0.75)
        .fill(colour)
        .restore();
    writeText(report, text, String(score), x + track + 8, y + (barHeight - label.fontSize) / 2, {
      width: numberWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + barHeight * (total ? 2.4 : 1.9);
  }
  doc.x = report.left;
  doc.y += 6;
}

const SECTIONS: Record<string, Section> = {
  cover(report, input, words) {
    const [a, b] = input.persons;
    const { doc } = report;
    coverTitle(report, report.style.title ?? words.title.synastry, `${a.name} ${words.and} ${b.name}`);
    // The two people side by side.
    const top = doc.y;
    const half = (report.width - 16) / 2;
    let lowest = top;
    input.persons.forEach((person, i) => {
      const column = { left: report.left + i * (half + 16), width: half };
      doc.y = top;
      writeText(report, 'h3', person.name, column.left, doc.y, {
        width: column.width,
        lineBreak: false,
        ellipsis: true,
      });
      doc.y += 4;
      birthDetails(report, words, input.language, person.birth, person.chart, [], column);
      lowest = Math.max(lowest, doc.y);
    });
    doc.y = lowest + 8;
    writeText(
      report,
      { ...report.style.text.body, fontWeight: 'bold' },
      `${words.compatibility}: ${input.synastry.compatibility.score} / 100`,
      report.left,
      doc.y,
    );
    doc.y += 4;
    paragraph(report, `${words.prepared}: ${wallClock(input.requestedAt, input.language)}`);
    coverWheel(report, (side) => biWheel(report, input, side, true));
  },
  wheel(report, input, words) {
    const [a, b] = input.persons;
    const { style } = report;
    const { language } = input;
    const majorOnly = style.majorAspectsOnly;
    const keyOf = (person: SynastryPerson) => {
      const drawn = new Set<string>(wheelRingOf(person.chart).points.map((p) => p.id));
      return person.chart.points
        .filter((p) => drawn.has(p.id))
        .map((p) => positionCell(p.id, p.sign, p.degreeInSign, p.retrograde, language));
    };
    const aspects = input.synastry.interAspects.filter((x) => !majorOnly || MAJOR.has(x.aspect)).map((x) => x.aspect);
    wheelSection(report, words.sections.wheel, (side) => biWheel(report, input, side, majorOnly), [
      { title: a.name, cells: keyOf(a) },
      { title: b.name, cells: keyOf(b) },
      {
        title: words.sections.aspects,
        cells: aspectKey(
          ASPECTS.map((x) => x.id).filter((id) => aspects.includes(id)),
          language,
          style.wheelTheme,
        ),
      },
    ]);
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
        rows.map((o) => [
          pointCell(o.point, language),
          { glyph: SIGN_GLYPHS[o.sign], text: signName(o.sign, language) },
          degreesMinutes(o.longitude % 30),
          String(o.house),
        ]),
      );
    }
  },
  aspects(report, input, words) {
    const [a, b] = input.persons;
    const { language, synastry } = input;
    heading(report, `${words.compatibility}: ${synastry.compatibility.score} / 100`);
    scoreBars(report, input, words);
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
        aspectCell(x.aspect, language),
        pointCell(x.person2Point, language),
        degreesMinutes(x.orb),
      ]),
    );
  },
  interpretation(report, input, words) {
    // The section's heading, then its parts composed as one text: the score in words, the
    // strongest contacts, the house overlays both ways.
    heading(report, words.sections.interpretation);
    report.doc.y += 4;
    const partner = input.persons[1].name;
    for (const part of composeSynastryInterpretation(input.synastry, partner, input.texts, input.language)) {
      if (part.texts.length === 0) continue;
      interpretationSection(report, words.synastryParts[part.id], part.texts, undefined, null);
      report.doc.y += 12;
    }
  },
};

/** Renders the synastry report. Throws like renderNatalReportPdf. */
export function renderSynastryReportPdf(input: SynastryReportInput): RenderedPdf {
  const style = writtenIn(resolveReportStyle(input.look), scriptFontOf(input.language));
  const words = REPORT_WORDS[input.language];
  const [a, b] = input.persons;
  const report = openReportDocument(style, {
    title: `${style.title ?? words.title.synastry}: ${a.name} ${words.and} ${b.name}`,
    subject: words.title.synastry,
    createdAt: new Date(input.requestedAt),
  });
  for (const section of style.sections) {
    beginSection(report, section);
    SECTIONS[section](report, input, words);
  }
  const pageCount = writeFooters(report, words.page);
  return { pdf: finishDocument(report), pageCount };
}
