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

import { DEG, norm360 } from '../astro/angles.ts';
import { type AspectId, SIGNS, signOf } from '../astro/vocabulary.ts';
import { angleLongitudes, angleMarks, angleMarksReach, DEFAULT_ANGLE_LABELS, DETAIL_SCALE } from './angle-marks.ts';
import { GLYPH_BOX, POINT_GLYPHS, RETROGRADE_GLYPH, SIGN_GLYPHS } from './glyphs.ts';
import { type Box, clearOfBoxes, type Segment } from './line-clearance.ts';
import { ASPECT_SAMPLE_EM, layoutPage } from './page-layout.ts';
import { degreeMinuteLabels, type PlacedPoint, placePoints } from './point-stacks.ts';
import { polar, type WheelFrame } from './polar.ts';
import { spreadAlongCircle } from './spread.ts';
import { glyphDefinition, type LabelPlacement, layoutText, outlinedText } from './text-outline.ts';
import { fitText } from './text-width.ts';
import { SIGN_ELEMENT, THEMES, type Theme } from './themes.ts';
import { BIWHEEL_GEOMETRY, NATAL_GEOMETRY } from './wheel-geometry.ts';
import type { WheelAngleId, WheelInput, WheelRing } from './wheel-input.ts';
import { checkWheelInput } from './wheel-input-check.ts';
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
  const labels = input.labels ?? {};
  const outerRing = input.outer;
  const geo = outerRing === undefined ? NATAL_GEOMETRY : BIWHEEL_GEOMETRY;
  const rotation = input.inner.angles?.ascendant ?? input.inner.cusps?.[0] ?? 0;

  const angleTexts = { ...DEFAULT_ANGLE_LABELS };
  for (const id of Object.keys(angleTexts) as WheelAngleId[]) {
    const t = labels.angles?.[id];
    if (t !== undefined && t !== '') angleTexts[id] = fitText(t, 4, true);
  }
  const unitFrame: WheelFrame = { cx: 0, cy: 0, rotation };
  const marks =
    input.inner.angles === undefined
      ? []
      : angleMarks(
          input.inner.angles,
          angleTexts,
          unitFrame,
          geo.angleFont,
          geo.angleGap,
          angleDetails(input.inner.angles),
        );
  const hasLegend = outerRing !== undefined && ((labels.innerName ?? '') !== '' || (labels.outerName ?? '') !== '');
  const page = layoutPage(input.width, input.height, labels, angleMarksReach(marks) + 0.012, hasLegend);
  const R = page.radius;
  const frame: WheelFrame = { cx: page.cx, cy: page.cy, rotation };
  const at = (lon: number, r: number): string => {
    const [x, y] = polar(frame, lon, r * R);
    return `${num(x)} ${num(y)}`;
  };
  const w = (fraction: number): string => num(Math.max(0.5, fraction * R));
  const hasCusps = input.inner.cusps !== undefined;
  const aspectRadius = hasCusps ? geo.aspectRadius : geo.houseOuter;

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

  // Points placed first: the cusp and axis lines stop short of their glyphs and labels.
  const rings: ['inner' | 'outer', WheelRing, string][] = [['inner', input.inner, theme.innerPoint]];
  if (outerRing !== undefined) rings.push(['outer', outerRing, theme.outerPoint]);
  const placedRings = rings.map(([name, ring, colour]) => {
    const g = name === 'outer' && geo.outer !== undefined ? geo.outer : geo.inner;
    return { name, colour, placed: placePoints(ring.points, g, frame, R) };
  });
  const keepOff: Box[] = [];
  for (const { placed } of placedRings)
    for (const p of placed)
      for (const it of p.items) keepOff.push([it.cx - it.w / 2, it.cy - it.h / 2, it.cx + it.w / 2, it.cy + it.h / 2]);
  if (input.inner.cusps !== undefined)
    keepOff.push(...houseNumberBoxes(input.inner.cusps, geo.houseNumberRadius, geo.houseNumberFont * R, frame, R));
  if (outerRing?.cusps !== undefined && geo.outer !== undefined)
    keepOff.push(
      ...houseNumberBoxes(outerRing.cusps, geo.outer.houseNumberRadius, geo.outer.houseNumberFont * R, frame, R),
    );
  for (const m of marks)
    keepOff.push([
      frame.cx + (m.dx - m.w / 2) * R,
      frame.cy + (m.dy - m.h / 2) * R,
      frame.cx + (m.dx + m.w / 2) * R,
      frame.cy + (m.dy + m.h / 2) * R,
    ]);
  const margin = Math.max(1, 0.006 * R);
  /** Path data of radial lines at the longitudes, from radius r1 to r2 (units of R), cut around the labels. */
  const radialLines = (lons: readonly number[], r1: number, r2: number): string =>
    lons
      .flatMap((lon) =>
        clearOfBoxes([...polar(frame, lon, r1 * R), ...polar(frame, lon, r2 * R)] as Segment, keepOff, margin),
      )
      .map(([x1, y1, x2, y2]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`)
      .join('');

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
  SIGNS.forEach((sign, k) => {
    const [x, y] = polar(frame, k * 30 + 15, geo.signGlyphRadius * R);
    out.push(use(`s-${sign}`, x, y, geo.signGlyphSize * R, theme.element[SIGN_ELEMENT[sign]], SIGN_STROKE));
  });

  // Houses of the inner chart: cusp lines through both rings, numbers in the house ring.
  if (input.inner.cusps !== undefined) {
    const cusps = input.inner.cusps;
    out.push(
      `<path data-role="cusps" d="${radialLines(cusps, aspectRadius, zi)}" stroke="${theme.line}" stroke-width="${w(0.0022)}" fill="none"/>`,
    );
    out.push(houseNumbers(cusps, geo.houseNumberRadius, geo.houseNumberFont * R, theme.mutedText, frame, R, label));
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
      out.push(
        houseNumbers(outerRing.cusps, og.houseNumberRadius, og.houseNumberFont * R, theme.outerPoint, frame, R, label),
      );
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
  if (input.inner.angles !== undefined) {
    const lons = angleLongitudes(input.inner.angles);
    const tip = zo + geo.angleGap * 0.55;
    out.push(
      `<path d="${radialLines([lons.ascendant, lons.descendant, lons.midheaven, lons['imum-coeli']], aspectRadius, tip)}" data-role="axes" stroke="${theme.angle}" stroke-width="${w(0.0055)}" fill="none" stroke-linecap="round"/>`,
    );
    const f = geo.angleFont * R;
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
  for (const { name, colour, placed } of placedRings)
    for (const p of placed) out.push(pointGroup(p, name, colour, theme, R, use, label));

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

/** The ascendant's and midheaven's positions as detail lines: degree, sign symbol, minute (e.g. 12°♋34′). */
function angleDetails(angles: { ascendant: number; midheaven: number }): Partial<Record<WheelAngleId, string>> {
  const detail = (lon: number): string => {
    const { degree, minute } = degreeMinuteLabels(lon);
    return `${degree}${SIGN_SYMBOLS[signOf(lon)]}${minute}`;
  };
  return { ascendant: detail(angles.ascendant), midheaven: detail(angles.midheaven) };
}

/** Unicode zodiac symbols (DejaVu Sans has them), for the angles' detail lines. */
const SIGN_SYMBOLS: Readonly<Record<(typeof SIGNS)[number], string>> = Object.fromEntries(
  SIGNS.map((sign, k) => [sign, String.fromCodePoint(0x2648 + k)]),
) as Record<(typeof SIGNS)[number], string>;

function symbolBody(id: string): string {
  if (id === 'retrograde') return RETROGRADE_GLYPH;
  if (id.startsWith('s-')) return SIGN_GLYPHS[id.slice(2) as keyof typeof SIGN_GLYPHS];
  return POINT_GLYPHS[id.slice(2) as keyof typeof POINT_GLYPHS];
}

/**
 * Where the house numbers 1..12 go: the middle of each house at radius r (units of R), spread
 * apart (spread.ts) where narrow houses (polar charts) would make neighbours touch. Box in px:
 * cap height × the digits' advance.
 */
function houseNumberPlaces(
  cusps: readonly number[],
  r: number,
  font: number,
  frame: WheelFrame,
  R: number,
): { text: string; x: number; y: number; box: Box }[] {
  const texts = cusps.map((_, i) => String(i + 1));
  const halfWidths = texts.map((t) => (layoutText(t).advance * font) / 2);
  const middles = cusps.map((a, i) => a + norm360(cusps[(i + 1) % 12] - a) / 2);
  // Half the room of a number: the half-diagonal of its box plus a little air, as an angle at r.
  const halfWidthOf = (i: number) =>
    Math.asin(Math.min(1, (Math.hypot(halfWidths[i], 0.37 * font) + 0.2 * font) / (r * R))) * DEG;
  const shown = spreadAlongCircle(middles.map((longitude, i) => ({ longitude, halfWidth: halfWidthOf(i) })));
  return texts.map((text, i) => {
    const [x, y] = polar(frame, shown[i], r * R);
    return { text, x, y, box: [x - halfWidths[i], y - 0.37 * font, x + halfWidths[i], y + 0.37 * font] };
  });
}

/** Boxes (px) of the house numbers that houseNumbers draws. */
function houseNumberBoxes(cusps: readonly number[], r: number, font: number, frame: WheelFrame, R: number): Box[] {
  return houseNumberPlaces(cusps, r, font, frame, R).map((p) => p.box);
}

/** House numbers 1..12 in their houses at radius r (units of R). */
function houseNumbers(
  cusps: readonly number[],
  r: number,
  font: number,
  fill: string,
  frame: WheelFrame,
  R: number,
  label: LabelFn,
): string {
  const parts = houseNumberPlaces(cusps, r, font, frame, R).map((p) =>
    label(p.text, { x: p.x, y: p.y + BASELINE * font, size: font, anchor: 'middle' }),
  );
  return `<g data-role="house-numbers" fill="${fill}">${parts.join('')}</g>`;
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
