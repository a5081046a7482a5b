/**
 * How full a report's pages are, read back from the PDF (`pdftotext -bbox`): a page's fill is
 * the lowest word above the footer, as a share of the text column's height (default template).
 * A section's last page is the document's last, or one followed by a section that takes a page
 * of its own (a wheel); the other sections run on under the one before them.
 */
import type { Language } from '../../src/interpretation/index.ts';
import { resolveReportStyle } from '../../src/reports/report-style.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';
import { type PdfPageWords, pagesWords } from './pdf-text.ts';

/** Least share of a page (but a section's last) that must be filled. */
export const MIN_FILL = 1 / 3;

const { page } = resolveReportStyle({ editorConfig: {}, pageSettings: {}, customCss: '' });
const top = page.margins.top;
const bottom = page.height - page.margins.bottom;

/** Share of the text column filled: the lowest word above the footer. */
export function fillOf(words: PdfPageWords): number {
  const body = words.words.filter((w) => w.yMax <= bottom + 1);
  if (body.length === 0) return 0;
  return (Math.max(...body.map((w) => w.yMax)) - top) / (bottom - top);
}

/** The first line of a page (its topmost words, left to right). */
function firstLine(words: PdfPageWords): string {
  const y = Math.min(...words.words.map((w) => w.yMin));
  return words.words
    .filter((w) => w.yMin < y + 4)
    .sort((a, b) => a.xMin - b.xMin)
    .map((w) => w.text)
    .join(' ');
}

/** The fill of every page that is not a section's last: page number (1-based) and fill. */
export function pageFills(pdf: Uint8Array, language: Language): { page: number; of: number; fill: number }[] {
  const pages = pagesWords(pdf);
  const wheel = REPORT_WORDS[language].sections.wheel;
  return pages
    .map((words, i) => ({ words, i }))
    .filter(({ i }) => i < pages.length - 1 && !firstLine(pages[i + 1]).startsWith(wheel))
    .map(({ words, i }) => ({ page: i + 1, of: pages.length, fill: fillOf(words) }));
}
