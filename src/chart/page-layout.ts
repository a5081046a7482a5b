/**
 * Where the wheel and the caller's text go in the image: the title and subtitle lines at the
 * top left, the bi-wheel legend at the bottom left, the optional aspect legend at the bottom
 * right, and the largest wheel that touches no text.
 */

import type { AspectId } from '../astro/vocabulary.ts';
import { fitText, textWidth } from './text-width.ts';
import type { WheelLabels } from './wheel-input.ts';

/** A line of text (px): baseline at y, starting at x. */
export interface TextLine {
  role: 'title' | 'subtitle' | 'legend' | 'aspect-legend';
  text: string;
  x: number;
  y: number;
  size: number;
  /** Legend lines: which ring's colour swatch precedes the text. */
  swatch?: 'inner' | 'outer';
  /** Aspect legend lines: the aspect whose line sample precedes the text. */
  aspect?: AspectId;
}

/** Length of an aspect legend's line sample, em of its font. */
export const ASPECT_SAMPLE_EM = 3;

export interface PageLayout {
  /** Wheel centre and zodiac outer radius R, px. */
  cx: number;
  cy: number;
  radius: number;
  lines: TextLine[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Below this side (px) the header is compact: the subtitle lines joined into one. */
export const COMPACT_SIDE = 600;

/**
 * Lays out an image of width × height px. `reach` is how far the wheel's drawing extends beyond
 * R (units of R, ≥ 1); `legend` says whether the bi-wheel legend is drawn; `floor` is the
 * smallest font size (px). Below COMPACT_SIDE the subtitles share one line (cut with "…").
 */
export function layoutPage(
  width: number,
  height: number,
  labels: WheelLabels,
  reach: number,
  legend: boolean,
  floor = 0,
): PageLayout {
  const base = Math.min(width, height);
  const pad = Math.max(4, 0.02 * base);
  const smallSize = Math.max(0.022 * base, floor / 0.85);
  const titleSize = Math.max(0.032 * base, smallSize * 1.25);
  const compact = base < COMPACT_SIDE;
  const lines: TextLine[] = [];
  const maxEm = (size: number, indent = 0): number => (width - 2 * pad - indent) / size;
  let y = pad;
  if (labels.title !== undefined && labels.title !== '') {
    y += titleSize * 0.93;
    lines.push({ role: 'title', text: fitText(labels.title, maxEm(titleSize), true), x: pad, y, size: titleSize });
    y += titleSize * 0.3;
  }
  const subtitles = labels.subtitle ?? [];
  for (const s of compact && subtitles.length > 1 ? [subtitles.join(' · ')] : subtitles) {
    y += smallSize * 1.3;
    lines.push({ role: 'subtitle', text: fitText(s, maxEm(smallSize)), x: pad, y, size: smallSize });
  }
  if (legend) {
    const swatch = smallSize * 1.3;
    let yb = height - pad - smallSize * 0.25;
    for (const [ring, name] of [
      ['outer', labels.outerName],
      ['inner', labels.innerName],
    ] as const) {
      if (name === undefined || name === '') continue;
      lines.push({
        role: 'legend',
        text: fitText(name, maxEm(smallSize, swatch)),
        x: pad + swatch,
        y: yb,
        size: smallSize,
        swatch: ring,
      });
      yb -= smallSize * 1.45;
    }
  }
  const aspects = labels.aspectLegend ?? [];
  if (aspects.length > 0) {
    const size = smallSize * 0.85;
    let yb = height - pad - size * 0.25;
    for (const { aspect, name } of [...aspects].reverse()) {
      const text = fitText(name, 18);
      lines.push({ role: 'aspect-legend', text, x: width - pad - textWidth(text) * size, y: yb, size, aspect });
      yb -= size * 1.4;
    }
  }
  const boxes: Box[] = lines.map((l) => ({
    x0:
      l.swatch !== undefined
        ? l.x - smallSize * 1.3
        : l.aspect !== undefined
          ? l.x - l.size * (ASPECT_SAMPLE_EM + 0.4)
          : l.x,
    x1: l.x + textWidth(l.text, l.role === 'title') * l.size,
    y0: l.y - 0.95 * l.size,
    y1: l.y + 0.3 * l.size,
  }));

  const centred = fit(width, height, pad, reach, boxes, () => width / 2);
  const right = fit(width, height, pad, reach, boxes, (rho) => width - pad - rho);
  const best = right.radius > centred.radius * 1.03 ? right : centred;
  return { ...best, lines };
}

/** Largest radius (binary search) for which some centre height keeps the wheel off the text. */
function fit(
  width: number,
  height: number,
  pad: number,
  reach: number,
  boxes: Box[],
  centreX: (rho: number) => number,
): { cx: number; cy: number; radius: number } {
  let lo = 0;
  let hi = (Math.min(width, height) / 2 - pad) / reach;
  let found = { cx: width / 2, cy: height / 2, radius: Math.max(1, hi * 0.5) };
  for (let i = 0; i < 40; i++) {
    const r = (lo + hi) / 2;
    const rho = r * reach;
    const cx = centreX(rho);
    const cy = centreY(height, pad, rho, cx, boxes);
    if (cy === undefined || cx - rho < pad - 1e-9 || cx + rho > width - pad + 1e-9) {
      hi = r;
    } else {
      lo = r;
      found = { cx, cy, radius: r };
    }
  }
  return found;
}

/** Scratch space of centreY: the ends of the forbidden intervals. */
const forbiddenFrom: number[] = [];
const forbiddenTo: number[] = [];

/** A centre height within the image, clear of every box, as near the middle as possible. */
function centreY(height: number, pad: number, rho: number, cx: number, boxes: Box[]): number | undefined {
  const lo = pad + rho;
  const hi = height - pad - rho;
  if (lo > hi) return undefined;
  // Forbidden centre heights: [a, b) per box the wheel would reach at this radius. Called many
  // times per image (fit's binary searches), so it allocates nothing.
  let n = 0;
  for (const b of boxes) {
    const dx = Math.max(0, b.x0 - cx, cx - b.x1);
    if (dx >= rho) continue;
    const s = Math.sqrt(rho * rho - dx * dx);
    forbiddenFrom[n] = b.y0 - s;
    forbiddenTo[n] = b.y1 + s;
    n++;
  }
  // Candidates: the middle, both ends, the ends of the forbidden intervals; the allowed one
  // nearest the middle wins, the lower one of two as near.
  const middle = height / 2;
  let best = Number.NaN;
  for (let k = -3; k < 2 * n; k++) {
    const c =
      k === -3 ? middle : k === -2 ? lo : k === -1 ? hi : k % 2 === 0 ? forbiddenFrom[k >> 1] : forbiddenTo[k >> 1];
    if (c < lo - 1e-9 || c > hi + 1e-9) continue;
    let allowed = true;
    for (let j = 0; j < n && allowed; j++) allowed = c <= forbiddenFrom[j] + 1e-9 || c >= forbiddenTo[j] - 1e-9;
    if (!allowed) continue;
    const nearer = Math.abs(c - middle) - Math.abs(best - middle);
    if (Number.isNaN(best) || nearer < 0 || (nearer === 0 && c < best)) best = c;
  }
  if (Number.isNaN(best)) return undefined;
  return Math.min(hi, Math.max(lo, best));
}
