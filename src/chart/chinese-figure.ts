/**
 * The Chinese report's figure: the twelve animals on a ring (the native's year animal filled,
 * the forecast year's ringed, a line across when they clash), and inside it the five elements
 * on a pentagon in the order of the generating cycle, each circle as large as its share of the
 * eight characters. An SVG for the PDF's vector drawing (svg-to-pdf.ts).
 */
import { escapeXml } from './xml-text.ts';

/** What the figure shows; names are already in the report's language. */
export interface ChineseFigure {
  /** The twelve animals' names, rat first. */
  animals: readonly string[];
  /** Index (0 = rat) of the native's year animal and of the forecast year's. */
  native: number;
  forecast: number;
  /** The five elements' names and counts (0–8), wood first. */
  elements: readonly { name: string; count: number }[];
}

const INK = '#1f1f29';
const LINE = '#5b5b6e';
const FILL = '#ecebf3';

/** The figure, `side` units square. */
export function chineseFigureSvg(figure: ChineseFigure, side: number): string {
  const c = side / 2;
  const ring = side * 0.36;
  const dot = side * 0.055;
  const parts: string[] = [
    `<circle cx="${c}" cy="${c}" r="${ring}" fill="none" stroke="${LINE}" stroke-width="${side / 400}"/>`,
  ];
  const at = (i: number, r: number, n: number) => {
    const a = (-90 + (360 / n) * i) * (Math.PI / 180);
    return [c + r * Math.cos(a), c + r * Math.sin(a)];
  };
  if ((figure.native - figure.forecast + 12) % 12 === 6) {
    const [x1, y1] = at(figure.native, ring, 12);
    const [x2, y2] = at(figure.forecast, ring, 12);
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${LINE}" stroke-width="${side / 300}" stroke-dasharray="${side / 80} ${side / 120}"/>`,
    );
  }
  figure.animals.forEach((name, i) => {
    const [x, y] = at(i, ring, 12);
    const native = i === figure.native;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${dot}" fill="${native ? INK : '#ffffff'}" stroke="${LINE}" stroke-width="${side / (i === figure.forecast ? 110 : 400)}"/>`,
    );
    const [lx, ly] = at(i, ring + dot * 2.1, 12);
    parts.push(
      `<text x="${lx}" y="${ly + side * 0.012}" font-size="${side * 0.032}" text-anchor="middle" fill="${INK}" font-weight="${native ? 'bold' : 'normal'}">${escapeXml(name)}</text>`,
    );
  });
  const inner = ring * 0.5;
  figure.elements.forEach((e, i) => {
    const [x, y] = at(i, inner, 5);
    const r = side * (0.035 + 0.012 * e.count);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${e.count > 0 ? FILL : '#ffffff'}" stroke="${LINE}" stroke-width="${side / 400}"/>`,
    );
    parts.push(
      `<text x="${x}" y="${y + side * 0.012}" font-size="${side * 0.034}" text-anchor="middle" font-weight="bold" fill="${INK}">${e.count}</text>`,
    );
    parts.push(
      `<text x="${x}" y="${y + r + side * 0.03}" font-size="${side * 0.028}" text-anchor="middle" fill="${INK}">${escapeXml(e.name)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${parts.join('')}</svg>`;
}
