/**
 * What every report type's renderer does around its own sections: open the document in the
 * template's style, draw the template's sections in its order (each begun as the layout says),
 * write the footers, and a composed interpretation printed as its heading and its parts.
 */
import type { Language } from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';
import { scriptFontOf, type TextFont } from './pdf-fonts.ts';
import {
  finishDocument,
  heading,
  openReportDocument,
  type RenderedPdf,
  type ReportDocument,
  writeFooters,
} from './pdf-layout.ts';
import { beginSection, interpretationSection } from './report-sections.ts';
import { resolveReportStyle, type TemplateLook, writtenIn } from './report-style.ts';
import { REPORT_WORDS } from './report-words.ts';
import type { ReportSection } from './template-settings.ts';

/**
 * Renders a report: `draw` is called for each of the template's sections, in its order. `title` is
 * the report type's default title, `who` the name(s) the document's title adds to it.
 * Throws (ZodError, CustomCssError) when the template look is invalid.
 */
export function renderReport(
  look: TemplateLook,
  language: Language,
  document: { title: string; who: string; requestedAt: string },
  draw: (report: ReportDocument, section: ReportSection) => void,
): RenderedPdf {
  return renderReportIn(
    look,
    { pageLabel: REPORT_WORDS[language].page, textFont: scriptFontOf(language) },
    document,
    draw,
  );
}

/**
 * renderReport with its page label and text font given: the font a script needs (Hindi, Japanese)
 * replaces the template's family in every text style.
 */
export function renderReportIn(
  look: TemplateLook,
  writing: { pageLabel: (n: number, of: number) => string; textFont?: TextFont },
  document: { title: string; who: string; requestedAt: string },
  draw: (report: ReportDocument, section: ReportSection) => void,
): RenderedPdf {
  const style = writtenIn(resolveReportStyle(look), writing.textFont);
  const report = openReportDocument(style, {
    title: `${style.title ?? document.title}: ${document.who}`,
    subject: document.title,
    createdAt: new Date(document.requestedAt),
  });
  for (const section of style.sections) {
    beginSection(report, section);
    draw(report, section);
  }
  const pageCount = writeFooters(report, writing.pageLabel);
  return { pdf: finishDocument(report), pageCount };
}

/** An interpretation composed in parts: the section's heading, then each part with a title, bodies as composed. */
export function composedInterpretation<P extends string>(
  report: ReportDocument,
  title: string,
  parts: readonly { id: P; texts: readonly ReportText[] }[],
  partTitles: Record<P, string>,
): void {
  heading(report, title);
  report.doc.y += 4;
  for (const part of parts) {
    if (part.texts.length === 0) continue;
    interpretationSection(report, partTitles[part.id], part.texts, undefined, null);
    report.doc.y += 12;
  }
}
