/**
 * The numerology report's figure: the Lo Shu grid of a birth date (4 9 2 / 3 5 7 / 8 1 6), each
 * cell holding its digit as many times as the date has it, missing digits drawn faint; the
 * core numbers in a row of circles under it. An SVG for the PDF's vector drawing (svg-to-pdf.ts).
 */

import { escapeXml } from './xml-text.ts';

/** The Lo Shu arrangement, row by row. */
export const LO_SHU: readonly (readonly number[])[] = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

/** How many times each digit 1–9 occurs in a date's digits (index 0 unused). */
export function digitCounts(date: { year: number; month: number; day: number }): number[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const c of `${date.day}${date.month}${date.year}`) counts[Number(c)]++;
  return counts;
}

/** One core number under the grid: its label and value. */
export interface GridNumber {
  label: string;
  value: number;
}

/**
 * The figure, `side` units square: the grid in the upper part, the numbers in circles below.
 * @param counts digit counts from {@link digitCounts}
 */
export function numberGridSvg(counts: readonly number[], numbers: readonly GridNumber[], side: number): string {
  const gridSide = side * 0.62;
  const cell = gridSide / 3;
  const x0 = (side - gridSide) / 2;
  const y0 = side * 0.04;
  const parts: string[] = [];
  LO_SHU.forEach((row, r) =>
    row.forEach((digit, c) => {
      const x = x0 + c * cell;
      const y = y0 + r * cell;
      const n = counts[digit] ?? 0;
      parts.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${n > 0 ? '#ecebf3' : '#ffffff'}" stroke="#5b5b6e" stroke-width="${side / 300}"/>`,
      );
      const text = n > 0 ? String(digit).repeat(Math.min(n, 5)) : String(digit);
      const size = cell * (text.length > 3 ? 0.2 : text.length > 1 ? 0.28 : 0.38);
      parts.push(
        `<text x="${x + cell / 2}" y="${y + cell / 2 + size * 0.35}" font-size="${size}" text-anchor="middle" fill="${n > 0 ? '#1f1f29' : '#c4c4d0'}" font-weight="${n > 0 ? 'bold' : 'normal'}">${text}</text>`,
      );
    }),
  );
  const per = Math.min(side / Math.max(1, numbers.length), side / 4);
  const radius = per * 0.32;
  const cy = y0 + gridSide + (side - y0 - gridSide) * 0.42;
  const left = (side - per * numbers.length) / 2;
  numbers.forEach((n, i) => {
    const cx = left + per * (i + 0.5);
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" stroke="#5b5b6e" stroke-width="${side / 300}"/>`,
    );
    parts.push(
      `<text x="${cx}" y="${cy + radius * 0.3}" font-size="${radius * 0.85}" text-anchor="middle" font-weight="bold" fill="#1f1f29">${n.value}</text>`,
    );
    parts.push(
      `<text x="${cx}" y="${cy + radius + per * 0.16}" font-size="${per * 0.13}" text-anchor="middle" fill="#222230">${escapeXml(n.label)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${parts.join('')}</svg>`;
}
