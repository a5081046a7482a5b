/**
 * PDF text reads back as it was written whatever script it is in: a character its style's font
 * lacks comes from a font that has it (pdf-layout.ts writeText), and the PDF's text map keeps
 * every letter after fontkit's Indic shaper has made glyphs without code points. Each test file
 * runs in a worker of its own, so the fonts are parsed fresh here.
 */
import test from 'ava';
import PDFDocument from 'pdfkit';
import { DEVANAGARI_FONT, textRuns, useFont } from '../../src/reports/pdf-fonts.ts';
import { readPdf } from '../support/pdf-text.ts';

function pdfOf(write: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ font: '', compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  write(doc);
  doc.end();
  return done;
}

test.serial('Latin letters read back after a document embedded them only as parts of other glyphs', async (t) => {
  // The font's "ć" is built of its "c" and an acute: embedding it makes fontkit create "c"
  // without code points, which later documents copied into their text map.
  await pdfOf((doc) => useFont(doc, DEVANAGARI_FONT, 'bold').fontSize(12).text('राम ć', 72, 72));
  const pdf = await pdfOf((doc) => useFont(doc, DEVANAGARI_FONT, 'bold').fontSize(12).text('Lucca cat', 72, 72));
  const text = readPdf(pdf).pages.join('\n');
  t.true(text.includes('Lucca cat'), JSON.stringify(text));
});

test('a character the font lacks goes to the first fallback font with it, a grapheme in one run', (t) => {
  t.deepEqual(textRuns('Ελένη राम', DEVANAGARI_FONT), [
    { font: 'DejaVu Sans', text: 'Ελένη ' },
    { font: DEVANAGARI_FONT, text: 'राम' },
  ]);
  t.deepEqual(textRuns('Jane 山田', 'DejaVu Sans'), [
    { font: 'DejaVu Sans', text: 'Jane ' },
    { font: 'Noto Sans JP', text: '山田' },
  ]);
  // Greek epsilon with a combining acute stays one grapheme, in the first font with both.
  t.deepEqual(textRuns('राम ε\u0301', DEVANAGARI_FONT), [
    { font: DEVANAGARI_FONT, text: 'राम ' },
    { font: 'DejaVu Sans', text: 'ε\u0301' },
  ]);
  t.deepEqual(textRuns('plain', 'DejaVu Serif'), [{ font: 'DejaVu Serif', text: 'plain' }]);
});
