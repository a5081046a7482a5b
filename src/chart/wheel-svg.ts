/**
 * The chart wheel as an SVG document: natal wheel or bi-wheel, drawn only with plain SVG 1.1
 * elements and presentation attributes (no CSS, no scripts, no external references), so that
 * browsers and resvg paint it alike. Glyphs are line art from glyphs.ts; the wheel's own labels
 * (degrees, minutes, house numbers, axis names) are DejaVu Sans glyph outlines (text-outline.ts)
 * carrying their text in aria-label, unless the input asks for SVG text (labelDrawing 'text',
 * for PDF reports, which embed the font); the caller's title, subtitles and legend are always
 * SVG text (selectable, and drawn by a browser's fallback fonts for scripts DejaVu Sans lacks),
 * in the font family "DejaVu Sans" (renderPng draws that text as outlines too, png.ts).
 */

import { type AspectId, SIGNS } from '../astro/vocabulary.ts';
import { angleLongitudes, DEFAULT_ANGLE_LABELS, DETAIL_SCALE } from './angle-marks.ts';
import { GLYPH_BOX, POINT_GLYPHS, RETROGRADE_GLYPH, SIGN_GLYPHS } from './glyphs.ts';
import { type Box, clearOfBoxes, type Segment } from './line-clearance.ts';
import { ASPECT_SAMPLE_EM } from './page-layout.ts';
import type { PlacedPoint } from './point-stacks.ts';
import { polar } from './polar.ts';
import { glyphDefinition, type LabelPlacement, outlinedText } from './text-outline.ts';
import { SIGN_ELEMENT, THEMES, type Theme } from './themes.ts';
import type { WheelAngleId, WheelInput, WheelRing } from './wheel-input.ts';
import { checkWheelInput } from './wheel-input-check.ts';
import { AXIS_STROKE, layoutWheel, type WheelLayout } from './wheel-layout.ts';
import { escapeXml, num } from './xml-text.ts';

/** The font-family attribute of every text: the bundled TTF first, then any sans-serif. */
export const FONT_FAMILY = "'DejaVu Sans', sans-serif";

/** Glyph stroke widths in glyph units (the glyph box is 20 units wide). */
const POINT_STROKE = 1.55;
const SIGN_STROKE = 1.45;
const LABEL_GLYPH_STROKE = 1.8;
/** Baseline offset that centres digits (cap height 0.74 em) on a point, in em. */
const BASELINE = 0.37;

/**
 * Renders the wheel described by `input` as a standalone SVG document (UTF-8 string, no XML
 * declaration). Throws RangeError on invalid input (see checkWheelInput). Deterministic: equal
 * input gives byte-equal output.
 */
export function renderWheelSvg(input: WheelInput): string {
  checkWheelInput(input);
  const theme = THEMES[input.theme ?? 'light'];
  const layout = layoutWheel(input);
  const { geo, frame, R, page, marks } = layout;
  const outerRing = input.outer;
  const at = (lon: number, r: number): string => {
    const [x, y] = polar(frame, lon, r * R);
    return `${num(x)} ${num(y)}`;
  };
  const w = (fraction: number): string => num(Math.max(0.5, fraction * R));
  const aspectRadius = layout.radii.aspect / R;

  const out: string[] = [];
  const used = new Set<string>();
  /** Glyph outlines of the labels, defined once each. */
  const textGlyphs = new Set<string>();
  const label: LabelFn =
    input.labelDrawing === 'text'
      ? (text, at, attrs = '') => textElement(text, at, attrs)
      : (text, at, attrs = '') => outlinedText(text, at, textGlyphs, attrs);
  const use = (id: string, cx: number, cy: number, size: number, stroke: string, strokeWidth: number): string => {
    used.add(id);
    return `<use href="#${id}" x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${num(size)}" height="${num(size)}" stroke="${stroke}" stroke-width="${strokeWidth}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  };

  // Everything is placed (wheel-layout.ts): the cusp lines stop short of the glyphs and labels.
  const keepOff: Box[] = [];
  for (const { placed } of layout.rings)
    for (const p of placed)
      for (const it of p.items) keepOff.push([it.cx - it.w / 2, it.cy - it.h / 2, it.cx + it.w / 2, it.cy + it.h / 2]);
  for (const h of layout.houseNumbers) for (const p of h.places) keepOff.push(p.box);
  for (const t of layout.tags) keepOff.push(t.box);
  for (const m of marks)
    keepOff.push([
      frame.cx + (m.dx - m.w / 2) * R,
      frame.cy + (m.dy - m.h / 2) * R,
      frame.cx + (m.dx + m.w / 2) * R,
      frame.cy + (m.dy + m.h / 2) * R,
    ]);
  const margin = Math.max(1, 0.006 * R);
  const pathOf = (segments: readonly Segment[]): string =>
    segments.map(([x1, y1, x2, y2]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`).join('');
  /** Path data of radial lines at the longitudes, from radius r1 to r2 (units of R), cut around the labels. */
  const radialLines = (lons: readonly number[], r1: number, r2: number): string =>
    pathOf(
      lons.flatMap((lon) =>
        clearOfBoxes([...polar(frame, lon, r1 * R), ...polar(frame, lon, r2 * R)] as Segment, keepOff, margin),
      ),
    );

  out.push(`<rect width="${input.width}" height="${input.height}" fill="${theme.background}"/>`);

  // Zodiac band: fill, element tint per sign, ticks, sign boundaries, glyphs.
  const zo = geo.zodiacOuter;
  const zi = geo.zodiacInner;
  const circle = (r: number, attrs: string): string =>
    `<circle cx="${num(frame.cx)}" cy="${num(frame.cy)}" r="${num(r * R)}" ${attrs}/>`;
  if (theme.zodiacBand !== undefined) out.push(circle(zo, `fill="${theme.zodiacBand}"`));
  if (theme.signTint > 0) {
    SIGNS.forEach((sign, k) => {
      const a = k * 30;
      const b = a + 30;
      out.push(
        `<path d="M${at(a, zo)}A${num(zo * R)} ${num(zo * R)} 0 0 0 ${at(b, zo)}L${at(b, zi)}A${num(zi * R)} ${num(zi * R)} 0 0 1 ${at(a, zi)}Z" fill="${theme.element[SIGN_ELEMENT[sign]]}" fill-opacity="${theme.signTint}"/>`,
      );
    });
  }
  out.push(circle(zi, `fill="${theme.background}"`));
  const ticks: string[][] = [[], [], []];
  for (let d = 0; d < 360; d++) {
    const cls = d % 10 === 0 ? 2 : d % 5 === 0 ? 1 : 0;
    const len = [geo.tick1, geo.tick5, geo.tick10][cls];
    ticks[cls].push(`M${at(d, zi)}L${at(d, zi + len)}`);
  }
  out.push(`<path d="${ticks[0].join('')}" stroke="${theme.tick}" stroke-width="${w(0.0018)}" fill="none"/>`);
  out.push(
    `<path d="${ticks[1].join('')}${ticks[2].join('')}" stroke="${theme.tick}" stroke-width="${w(0.0026)}" fill="none"/>`,
  );
  out.push(
    `<path d="${SIGNS.map((_, k) => `M${at(k * 30, zi)}L${at(k * 30, zo)}`).join('')}" stroke="${theme.line}" stroke-width="${w(0.003)}" fill="none"/>`,
  );
  for (const g of layout.signGlyphs)
    out.push(use(`s-${g.sign}`, g.x, g.y, g.size, theme.element[SIGN_ELEMENT[g.sign]], SIGN_STROKE));

  // Houses of the inner chart: cusp lines through both rings, numbers in the house ring.
  if (input.inner.cusps !== undefined) {
    const cusps = input.inner.cusps;
    out.push(
      `<path data-role="cusps" d="${radialLines(cusps, aspectRadius, zi)}" stroke="${theme.line}" stroke-width="${w(0.0022)}" fill="none"/>`,
    );
    out.push(houseNumbers(layout.houseNumbers[0], theme.mutedText, label));
    out.push(circle(geo.houseOuter, `fill="none" stroke="${theme.line}" stroke-width="${w(0.0025)}"`));
  }
  out.push(circle(aspectRadius, `fill="none" stroke="${theme.line}" stroke-width="${w(0.003)}"`));

  // Outer ring's separator and optional houses.
  if (outerRing !== undefined && geo.outer !== undefined) {
    const og = geo.outer;
    if (outerRing.cusps !== undefined) {
      out.push(
        `<path data-role="outer-cusps" d="${radialLines(outerRing.cusps, og.separator, zi)}" stroke="${theme.outerPoint}" stroke-width="${w(0.0018)}" stroke-dasharray="${w(0.006)} ${w(0.008)}" fill="none"/>`,
      );
      const numbers = layout.houseNumbers.find((h) => h.ring === 'outer');
      if (numbers !== undefined) out.push(houseNumbers(numbers, theme.outerPoint, label));
    }
    out.push(circle(og.separator, `fill="none" stroke="${theme.line}" stroke-width="${w(0.003)}"`));
  }

  // Aspects, under the points.
  const lonOf = (ring: WheelRing, id: string): number => {
    if (ring.angles !== undefined && id in DEFAULT_ANGLE_LABELS)
      return angleLongitudes(ring.angles)[id as WheelAngleId];
    const p = ring.points.find((q) => q.id === id);
    if (p === undefined) throw new RangeError(`no point ${id}`); // excluded by checkWheelInput
    return p.longitude;
  };
  const aspectLines: string[] = [];
  const aspectLine = (a: number, b: number, aspect: AspectId, orb: number | undefined, kind: string): void => {
    const style = theme.aspect[aspect];
    const weight = orb === undefined ? 1 : 1.6 - (Math.min(orb, 8) / 8) * 0.9;
    const width = Math.max(0.5, 0.0034 * R * weight);
    const dash =
      style.dash === undefined ? '' : ` stroke-dasharray="${style.dash.map((d) => num(d * width)).join(' ')}"`;
    aspectLines.push(
      `<line data-aspect="${aspect}" data-kind="${kind}" x1="${at(a, aspectRadius).replace(' ', '" y1="')}" x2="${at(b, aspectRadius).replace(' ', '" y2="')}" stroke="${style.stroke}" stroke-width="${num(width)}"${dash}/>`,
    );
  };
  for (const a of input.inner.aspects ?? [])
    aspectLine(lonOf(input.inner, a.from), lonOf(input.inner, a.to), a.aspect, a.orb, 'natal');
  if (outerRing !== undefined) {
    for (const a of input.interAspects ?? [])
      aspectLine(lonOf(input.inner, a.inner), lonOf(outerRing, a.outer), a.aspect, a.orb, 'inter');
  }
  out.push(`<g stroke-linecap="round" stroke-opacity="0.9">${aspectLines.join('')}</g>`);

  // Horizon and meridian axes with their labels outside the zodiac.
  if (layout.axes.length > 0) {
    const cut = layout.axes.flatMap((a) => clearOfBoxes(a.segment, keepOff, margin));
    out.push(
      `<path d="${pathOf(cut)}" data-role="axes" stroke="${theme.angle}" stroke-width="${w(AXIS_STROKE)}" fill="none" stroke-linecap="round"/>`,
    );
    const f = layout.angleFont;
    for (const m of marks) {
      const x = frame.cx + m.dx * R;
      const top = frame.cy + (m.dy - m.h / 2) * R;
      out.push(
        label(
          m.text,
          { x, y: top + 0.74 * f, size: f, anchor: 'middle', bold: true },
          ` data-angle="${m.id}" fill="${theme.angle}"`,
        ),
      );
      if (m.detail !== undefined) {
        out.push(
          label(
            m.detail,
            { x, y: top + m.h * R, size: f * DETAIL_SCALE, anchor: 'middle' },
            ` data-angle-detail="${m.id}" fill="${theme.angle}"`,
          ),
        );
      }
    }
  }
  out.push(circle(zo, `fill="none" stroke="${theme.line}" stroke-width="${w(0.004)}"`));
  out.push(circle(zi, `fill="none" stroke="${theme.line}" stroke-width="${w(0.003)}"`));

  // Points.
  for (const { name, placed } of layout.rings) {
    const colour = name === 'outer' ? theme.outerPoint : theme.innerPoint;
    for (const p of placed) out.push(pointGroup(p, name, colour, theme, R, use, label));
  }
  // The outer chart's ascendant and midheaven: a spoke ending in its tag.
  for (const t of layout.tags) {
    const [x1, y1, x2, y2] = t.spoke;
    out.push(
      `<g data-outer-angle="${t.id}" fill="${theme.outerPoint}"><path data-role="outer-axis" d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}" stroke="${theme.outerPoint}" stroke-width="${w(AXIS_STROKE * 0.8)}" stroke-linecap="round"/>${label(t.text, { x: t.x, y: t.y + BASELINE * t.font, size: t.font, anchor: 'middle', bold: true }, ` data-angle="outer-${t.id}"`)}</g>`,
    );
  }

  // Caller's text.
  for (const l of page.lines) {
    const fill = l.role === 'subtitle' ? theme.mutedText : theme.text;
    if (l.swatch !== undefined) {
      const colour = l.swatch === 'inner' ? theme.innerPoint : theme.outerPoint;
      const hollow = l.swatch === 'outer' && theme.outerPoint === theme.innerPoint;
      out.push(
        `<circle cx="${num(l.x - l.size * 0.75)}" cy="${num(l.y - l.size * 0.36)}" r="${num(l.size * 0.32)}" fill="${hollow ? 'none' : colour}" stroke="${colour}" stroke-width="${num(l.size * 0.1)}"/>`,
      );
    }
    if (l.aspect !== undefined) {
      const style = theme.aspect[l.aspect];
      const width = Math.max(0.8, l.size * 0.12);
      const dash =
        style.dash === undefined ? '' : ` stroke-dasharray="${style.dash.map((d) => num(d * width)).join(' ')}"`;
      const y = l.y - l.size * 0.36;
      out.push(
        `<line data-role="aspect-sample" data-aspect="${l.aspect}" x1="${num(l.x - l.size * (ASPECT_SAMPLE_EM + 0.4))}" y1="${num(y)}" x2="${num(l.x - l.size * 0.4)}" y2="${num(y)}" stroke="${style.stroke}" stroke-width="${num(width)}"${dash}/>`,
      );
    }
    out.push(
      `<text data-role="${l.role}" x="${num(l.x)}" y="${num(l.y)}" font-size="${num(l.size)}"${l.role === 'title' ? ' font-weight="bold"' : ''} fill="${fill}">${escapeXml(l.text)}</text>`,
    );
  }

  const defs: string[] = [];
  for (const ref of [...textGlyphs].sort()) defs.push(glyphDefinition(ref));
  for (const id of [...used].sort())
    defs.push(
      `<symbol id="${id}" viewBox="-10 -10 ${GLYPH_BOX} ${GLYPH_BOX}" overflow="visible">${symbolBody(id)}</symbol>`,
    );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.height}" viewBox="0 0 ${input.width} ${input.height}" font-family="${FONT_FAMILY}">` +
    `<defs>${defs.join('')}</defs>${out.join('')}</svg>`
  );
}

function symbolBody(id: string): string {
  if (id === 'retrograde') return RETROGRADE_GLYPH;
  if (id.startsWith('s-')) return SIGN_GLYPHS[id.slice(2) as keyof typeof SIGN_GLYPHS];
  return POINT_GLYPHS[id.slice(2) as keyof typeof POINT_GLYPHS];
}

/** House numbers as placed (wheel-layout.ts). */
function houseNumbers(numbers: WheelLayout['houseNumbers'][number], fill: string, label: LabelFn): string {
  const font = numbers.font;
  const parts = numbers.places.map((p) =>
    label(p.text, { x: p.x, y: p.y + BASELINE * font, size: font, anchor: 'middle' }),
  );
  return `<g data-role="house-numbers" data-ring="${numbers.ring}" fill="${fill}">${parts.join('')}</g>`;
}

type UseFn = (id: string, cx: number, cy: number, size: number, stroke: string, strokeWidth: number) => string;
/** Draws one of the wheel's own labels (outlines or SVG text, per WheelInput.labelDrawing). */
type LabelFn = (text: string, at: LabelPlacement, attrs?: string) => string;

/** A label as SVG text in the document's font family (DejaVu Sans), escaped. */
function textElement(text: string, at: LabelPlacement, attrs: string): string {
  const weight = at.bold === true ? ' font-weight="bold"' : '';
  const anchor = at.anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `<text${attrs} x="${num(at.x)}" y="${num(at.y)}" font-size="${num(at.size)}"${weight}${anchor}>${escapeXml(text)}</text>`;
}

/** One point: true-position tick, leader line, glyph and labels, grouped with its id. */
function pointGroup(
  p: PlacedPoint,
  ring: string,
  colour: string,
  theme: Theme,
  R: number,
  use: UseFn,
  label: LabelFn,
): string {
  const parts: string[] = [];
  const [x1, y1, x2, y2] = p.marker;
  parts.push(
    `<line data-role="marker" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${colour}" stroke-width="${num(Math.max(0.6, 0.0045 * R))}"/>`,
  );
  if (p.leader !== undefined) {
    const [a1, b1, a2, b2] = p.leader;
    parts.push(
      `<line data-role="leader" x1="${num(a1)}" y1="${num(b1)}" x2="${num(a2)}" y2="${num(b2)}" stroke="${colour}" stroke-opacity="0.55" stroke-width="${num(Math.max(0.5, 0.0022 * R))}"/>`,
    );
  }
  for (const it of p.items) {
    switch (it.kind) {
      case 'glyph':
        parts.push(use(`p-${p.id}`, it.cx, it.cy, it.w, colour, POINT_STROKE));
        break;
      case 'sign':
        parts.push(
          use(`s-${it.sign}`, it.cx, it.cy, it.w, theme.element[SIGN_ELEMENT[it.sign ?? 'aries']], LABEL_GLYPH_STROKE),
        );
        break;
      case 'retrograde':
        parts.push(use('retrograde', it.cx, it.cy, it.w, colour, LABEL_GLYPH_STROKE));
        break;
      default:
        parts.push(
          label(
            it.text ?? '',
            { x: it.cx, y: it.cy + BASELINE * p.fontSize, size: p.fontSize, anchor: 'middle' },
            ` data-role="${it.kind}"`,
          ),
        );
    }
  }
  return `<g data-point="${p.id}" data-ring="${ring}" fill="${colour}">${parts.join('')}</g>`;
}
