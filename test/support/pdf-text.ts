/**
 * Reading PDFs in tests with poppler-utils (Debian package poppler-utils; CI's .ci/run installs
 * it): `pdfinfo` for the page count and size, `pdftotext -layout` for the text of each page.
 * Both refuse a damaged PDF, so reading one also checks that it opens.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} is not available (install poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

export interface PdfContent {
  pages: string[];
  /** pdfinfo's fields, e.g. Pages, "Page size", Title. */
  info: Record<string, string>;
}

/** The text of every page and the document information of a PDF. Throws when it does not open. */
export function readPdf(bytes: Uint8Array): PdfContent {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-read-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, bytes);
    const info = Object.fromEntries(
      run('pdfinfo', [file])
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1].trim(), m[2].trim()]),
    );
    const text = run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const pages = text.split('\f');
    if (pages.length > 0 && pages[pages.length - 1].trim() === '') pages.pop();
    return { pages, info };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A word on a page and its box, in points from the page's top-left corner. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** One page's words with their boxes, and the page's size. */
export interface PdfPageWords {
  width: number;
  height: number;
  words: PdfWord[];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** The words of pages `first`..`last` (1-based; all when not given) with their boxes (`pdftotext -bbox`). */
export function pagesWords(bytes: Uint8Array, first?: number, last?: number): PdfPageWords[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-words-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, bytes);
    const range = [...(first ? ['-f', String(first)] : []), ...(last ? ['-l', String(last)] : [])];
    const html = run('pdftotext', ['-bbox', '-enc', 'UTF-8', ...range, file, '-']);
    return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
      width: Number(page[1]),
      height: Number(page[2]),
      words: [
        ...page[3].matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
      ].map((m) => ({
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        text: unescapeXml(m[5]),
      })),
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The words of page `page` (1-based) with their boxes (`pdftotext -bbox`), and the page's size. */
export function pageWords(bytes: Uint8Array, page: number): PdfPageWords {
  const [words] = pagesWords(bytes, page, page);
  if (!words) throw new Error(`page ${page} not found`);
  return words;
}

/** The fonts of a PDF as `pdffonts` lists them: name, embedded, subset. */
export function pdfFonts(bytes: Uint8Array): { name: string; embedded: boolean; subset: boolean }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fonts-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, bytes);
    return run('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        // name, type (one or two words), encoding, emb, sub, uni, object, generation
        const [emb, sub] = columns.slice(-5, -3);
        return { name: columns[0], embedded: emb === 'yes', subset: sub === 'yes' };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The sections of a report read back in order: for each heading (the start of a line, searched
 * after the previous one), its offset in the text of all pages (-1 when missing) and its text up
 * to the next heading. Sections run on under each other, so they are found in the text, not by page;
 * the page footers ("Page 3 of 9") are left out, so a paragraph reads on across pages.
 */
export function sectionsOf(
  pages: readonly string[],
  headings: readonly string[],
): { starts: number[]; texts: string[] } {
  const footer = /^\s*(Page|Seite|Página) \d+ (of|von|de) \d+\s*$/m;
  const all = pages.map((page) => page.replace(footer, '')).join('\n');
  const starts: number[] = [];
  let from = 0;
  for (const heading of headings) {
    const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`^[ \\t]*${escaped}`, 'm').exec(all.slice(from));
    const at = match ? from + match.index : -1;
    starts.push(at);
    if (at >= 0) from = at + match![0].length;
  }
  const texts = starts.map((at, i) => {
    if (at < 0) return '';
    const next = starts.slice(i + 1).find((s) => s > at);
    return all.slice(at, next ?? all.length);
  });
  return { starts, texts };
}
