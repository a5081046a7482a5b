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
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000 });
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
