/**
 * A world map of locational lines as SVG: the sea, Natural Earth land and borders, a 30°
 * graticule, each line in its point's colour and its angle's dash, every line labelled where
 * its label collides with no other (the layout records the label boxes), and a legend under the
 * map. Text is drawn as DejaVu Sans outlines, as on the wheels, so browsers and resvg draw the
 * same. Equirectangular by default; Robinson and Equal Earth on request.
 */
import { type GeoPath, type GeoProjection, geoEqualEarth, geoEquirectangular, geoGraticule10, geoPath } from 'd3-geo';
import { geoRobinson } from 'd3-geo-projection';
import { LRUCache } from 'lru-cache';
import type { LineAngle } from '../../astro/locational/acg-lines.ts';
import type { PlanePoint } from '../../astro/locational/adaptive-curve.ts';
import type { LocationalPoint } from '../../astro/locational/locational-sky.ts';
import { glyphDefinition, outlinedText } from '../text-outline.ts';
import { textWidth } from '../text-width.ts';
import type { ThemeId } from '../themes.ts';
import { escapeXml, num } from '../xml-text.ts';
import { ANGLE_ABBREVIATION, ANGLE_DASH, MAP_STYLES, POINT_NAME } from './map-style.ts';
import { worldOutlines } from './world-outlines.ts';

export const MAP_PROJECTIONS = ['equirectangular', 'robinson', 'equal-earth'] as const;
export type MapProjection = (typeof MAP_PROJECTIONS)[number];

/** A line to draw: [longitude, latitude] parts, degrees. */
export interface MapLine {
  point: LocationalPoint;
  /** The angle (astrocartography) or undefined (local space: a great circle, labelled by the point alone). */
  angle?: LineAngle;
  parts: readonly (readonly PlanePoint[])[];
}

export interface MapInput {
  /** Image width, px. */
  width: number;
  theme: ThemeId;
  projection: MapProjection;
  lines: readonly MapLine[];
  /** Shown above the map (escaped). */
  title?: string;
  /** A marked place (the birth place), degrees. */
  marker?: { latitude: number; longitude: number };
}

/** A box [left, top, right, bottom], px. */
export type Box = [number, number, number, number];

/** Where things were drawn, for the legibility tests. */
export interface MapLayout {
  width: number;
  height: number;
  /** The map's frame (the projected sphere's bounds). */
  frame: Box;
  labels: { text: string; point: LocationalPoint; angle?: LineAngle; box: Box }[];
  /** Font size of the labels and the legend, px. */
  fontSize: number;
  /** Lines whose label found no free place. */
  unplaced: string[];
  title?: Box;
  legend: Box;
}

const projectionOf = (kind: MapProjection): GeoProjection =>
  kind === 'robinson' ? geoRobinson() : kind === 'equal-earth' ? geoEqualEarth() : geoEquirectangular();

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const inside = (a: Box, b: Box) => a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3];

/** Where along a drawn line its label is tried first: the middle, then outwards. */
const LABEL_STOPS = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.45, 0.55, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85, 0.1, 0.9];

/** A part's vertices no more than 1° apart, so that a projection's curvature shows between them. */
function densified(part: readonly PlanePoint[]): PlanePoint[] {
  const out: PlanePoint[] = [];
  for (let i = 0; i < part.length; i++) {
    if (i > 0) {
      const [x0, y0] = part[i - 1];
      const [x1, y1] = part[i];
      const n = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
      for (let k = 1; k < n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
    }
    out.push(part[i] as PlanePoint);
  }
  return out;
}

/** The drawn sea, graticule, land and borders by projection, width and theme (they do not depend on the lines). */
const baseMaps = new LRUCache<string, string>({ max: 32 });

/** The map under the lines: sea, graticule, land, borders and the frame. */
function baseMap(input: MapInput, path: GeoPath, key: string): string {
  const style = MAP_STYLES[input.theme];
  const cacheKey = `${key} ${input.theme}`;
  let drawn = baseMaps.get(cacheKey);
  if (drawn === undefined) {
    const { width } = input;
    const outlines = worldOutlines(width > 2000 ? '50m' : '110m');
    drawn =
      `<path d="${path({ type: 'Sphere' })}" fill="${style.sea}"/>` +
      `<path d="${path(geoGraticule10())}" fill="none" stroke="${style.graticule}" stroke-width="0.5"/>` +
      `<path d="${path(outlines.land)}" fill="${style.land}" stroke="${style.coast}" stroke-width="${num(Math.max(0.5, width / 2400))}"/>` +
      `<path d="${path(outlines.borders)}" fill="none" stroke="${style.border}" stroke-width="${num(Math.max(0.4, width / 3200))}"/>` +
      `<path d="${path({ type: 'Sphere' })}" fill="none" stroke="${style.coast}" stroke-width="1"/>`;
    baseMaps.set(cacheKey, drawn);
  }
  return drawn;
}

/** The label text of a line. */
export const labelText = (line: MapLine) =>
  line.angle ? `${POINT_NAME[line.point]} ${ANGLE_ABBREVIATION[line.angle]}` : POINT_NAME[line.point];

/**
 * Draws the map.
 * @returns the SVG text and where its labels, legend and frame are
 */
export function renderMapSvg(input: MapInput): { svg: string; layout: MapLayout } {
  const style = MAP_STYLES[input.theme];
  const { width } = input;
  const margin = Math.round(width / 80);
  const font = Math.max(11, Math.round(width / 115));
  const used = new Set<string>();
  const titleHeight = input.title ? Math.round(font * 2) : 0;

  const projection = projectionOf(input.projection);
  projection.fitWidth(width - 2 * margin, { type: 'Sphere' });
  const [tx, ty] = projection.translate();
  projection.translate([tx + margin, ty + margin + titleHeight]);
  const path = geoPath(projection).digits(1);
  const [[fx0, fy0], [fx1, fy1]] = path.bounds({ type: 'Sphere' });
  const frame: Box = [fx0, fy0, fx1, fy1];

  // Lines, projected vertex by vertex (a straight segment on the longitude–latitude plane, as GeoJSON draws it).
  const drawn = input.lines.map((line) => ({
    line,
    paths: line.parts.map((part) => densified(part).map(([lon, lat]) => projection([lon, lat]) as [number, number])),
  }));
  const strokeWidth = Math.max(1.5, width / 600);
  let body = '';
  for (const { line, paths } of drawn) {
    const dash = line.angle ? ANGLE_DASH[line.angle] : undefined;
    const d = paths.map((p) => `M${p.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`).join('');
    body +=
      `<path d="${d}" fill="none" stroke="${style.point[line.point]}" stroke-width="${num(strokeWidth)}"` +
      `${dash ? ` stroke-dasharray="${dash.map((v) => num(v * strokeWidth)).join(' ')}"` : ''} stroke-linejoin="round"/>`;
  }

  // Legend under the map: a swatch per point, then the angles' dashes.
  const rowHeight = Math.round(font * 1.6);
  const swatch = Math.round(font * 2);
  const legendTop = fy1 + Math.round(font * 0.8);
  let legend = '';
  let lx = margin;
  let ly = legendTop + rowHeight / 2;
  const entries: { label: string; colour: string; dash?: readonly number[] }[] = [];
  for (const point of [...new Set(input.lines.map((l) => l.point))])
    entries.push({ label: POINT_NAME[point], colour: style.point[point] });
  const angles = [...new Set(input.lines.flatMap((l) => (l.angle ? [l.angle] : [])))];
  for (const angle of angles)
    entries.push({ label: ANGLE_ABBREVIATION[angle], colour: style.text, dash: ANGLE_DASH[angle] ?? [] });
  for (const entry of entries) {
    const w = swatch + font * 0.4 + textWidth(entry.label) * font + font;
    if (lx + w > width - margin) {
      lx = margin;
      ly += rowHeight;
    }
    legend +=
      `<path d="M${num(lx)} ${num(ly)}h${swatch}" stroke="${entry.colour}" stroke-width="${num(strokeWidth)}"` +
      `${entry.dash?.length ? ` stroke-dasharray="${entry.dash.map((v) => num(v * strokeWidth)).join(' ')}"` : ''}/>`;
    legend += outlinedText(
      entry.label,
      { size: font, x: lx + swatch + font * 0.4, y: ly + font * 0.36, anchor: 'start' },
      used,
      ` fill="${style.text}"`,
    );
    lx += w;
  }
  const legendBox: Box = [margin, legendTop, width - margin, ly + rowHeight / 2];
  const height = Math.ceil(legendBox[3] + margin);

  // Labels: each at the first stop along its line where its box is inside the frame and clear of the others.
  const placed: MapLayout['labels'] = [];
  const unplaced: string[] = [];
  const titleBox: Box | undefined = input.title ? [margin, margin, width - margin, margin + titleHeight] : undefined;
  const boxes: Box[] = titleBox ? [titleBox] : [];
  const labelHeight = font * 1.25;
  let labels = '';
  for (const { line, paths } of drawn) {
    const text = labelText(line);
    const w = textWidth(text) * font + font * 0.4;
    const longest = paths.reduce((a, b) => (b.length > a.length ? b : a), paths[0] ?? []);
    let box: Box | undefined;
    for (const stop of LABEL_STOPS) {
      const [x, y] = longest[Math.min(longest.length - 1, Math.floor(stop * longest.length))] ?? [NaN, NaN];
      for (const side of [1, -1]) {
        const left = side > 0 ? x + font * 0.3 : x - font * 0.3 - w;
        const candidate: Box = [left, y - labelHeight / 2, left + w, y + labelHeight / 2];
        if (inside(candidate, frame) && !boxes.some((b) => overlaps(b, candidate))) {
          box = candidate;
          break;
        }
      }
      if (box) break;
    }
    if (!box) {
      unplaced.push(text);
      continue;
    }
    boxes.push(box);
    placed.push({ text, point: line.point, ...(line.angle ? { angle: line.angle } : {}), box });
    labels +=
      `<rect x="${num(box[0])}" y="${num(box[1])}" width="${num(box[2] - box[0])}" height="${num(box[3] - box[1])}" ` +
      `rx="${num(font * 0.25)}" fill="${style.background}" fill-opacity="0.8"/>`;
    labels += outlinedText(
      text,
      { size: font, x: box[0] + font * 0.2, y: box[1] + labelHeight / 2 + font * 0.36, anchor: 'start' },
      used,
      ` fill="${style.point[line.point]}"`,
    );
  }

  let marker = '';
  if (input.marker) {
    const [mx, my] = projection([input.marker.longitude, input.marker.latitude]) as [number, number];
    marker = `<circle cx="${num(mx)}" cy="${num(my)}" r="${num(font * 0.35)}" fill="${style.text}" stroke="${style.background}" stroke-width="${num(font * 0.12)}"/>`;
  }
  const title = input.title
    ? outlinedText(
        input.title,
        { size: font * 1.2, x: width / 2, y: margin + font * 1.3, anchor: 'middle' },
        used,
        ` fill="${style.text}"`,
      )
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"` +
    `${input.title ? ` aria-label="${escapeXml(input.title)}"` : ''}>` +
    `<defs>${[...used].map(glyphDefinition).join('')}</defs>` +
    `<rect width="${width}" height="${height}" fill="${style.background}"/>` +
    baseMap(input, path, `${input.projection} ${width} ${titleHeight}`) +
    body +
    marker +
    labels +
    title +
    legend +
    '</svg>';
  return {
    svg,
    layout: {
      width,
      height,
      frame,
      labels: placed,
      fontSize: font,
      unplaced,
      ...(titleBox ? { title: titleBox } : {}),
      legend: legendBox,
    },
  };
}
