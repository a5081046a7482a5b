/**
 * Test helper: parses an SVG document with fast-xml-parser (after validating it) into a flat
 * list of elements with their attributes, text and ancestors.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  /** Concatenated direct text content. */
  text: string;
  parent?: SvgElement;
}

/** Throws when the document is not well-formed XML. */
export function parseSvg(svg: string): SvgElement[] {
  const valid = XMLValidator.validate(svg);
  if (valid !== true) throw new Error(`invalid XML: ${JSON.stringify(valid.err)}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    preserveOrder: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: true,
  });
  const out: SvgElement[] = [];
  const walk = (nodes: unknown[], parent: SvgElement | undefined): void => {
    for (const node of nodes as Record<string, unknown>[]) {
      const name = Object.keys(node).find((k) => k !== ':@' && k !== '#text');
      if (name === undefined) continue;
      const children = node[name] as Record<string, unknown>[];
      const el: SvgElement = {
        name,
        attrs: (node[':@'] as Record<string, string> | undefined) ?? {},
        text: children
          .filter((c) => '#text' in c)
          .map((c) => String(c['#text']))
          .join(''),
        parent,
      };
      out.push(el);
      walk(children, el);
    }
  };
  walk(parser.parse(svg) as unknown[], undefined);
  return out;
}

/** The nearest ancestor (or the element itself) that has the attribute. */
export function inherited(el: SvgElement, attr: string): string | undefined {
  for (let e: SvgElement | undefined = el; e !== undefined; e = e.parent) {
    if (attr in e.attrs) return e.attrs[attr];
  }
  return undefined;
}

/** Glyph box [x0, y0, x1, y1] of a <use> element. */
export function useBox(el: SvgElement): [number, number, number, number] {
  const x = Number(el.attrs.x);
  const y = Number(el.attrs.y);
  return [x, y, x + Number(el.attrs.width), y + Number(el.attrs.height)];
}

/** Screen angle in degrees [0, 360) of a vector (dx right, dy down), counter-clockwise from 3 o'clock. */
export function screenAngleDeg(dx: number, dy: number): number {
  const a = (Math.atan2(-dy, dx) * 180) / Math.PI;
  return (a + 360) % 360;
}

/** Smallest distance between two angles in degrees (0..180). */
export function angleDiff(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/** Centre of the wheel: the centre of the largest circle in the drawing. */
export function wheelCentre(els: SvgElement[]): { x: number; y: number; r: number } {
  let best = { x: Number.NaN, y: Number.NaN, r: -1 };
  for (const e of els) {
    if (e.name !== 'circle' || e.attrs.cx === undefined) continue;
    const r = Number(e.attrs.r);
    if (r > best.r) best = { x: Number(e.attrs.cx), y: Number(e.attrs.cy), r };
  }
  return best;
}

type Box = [number, number, number, number];

/**
 * Ink box [x0, y0, x1, y1] of path data made of absolute M, L, Q, C and Z commands: exact for
 * lines and quadratic curves (their extrema), the control points' hull for cubic curves.
 */
export function pathDataBox(d: string): Box {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (x: number, y: number): void => {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  };
  let cmd = '';
  let x = 0;
  let y = 0;
  for (let i = 0; i < tokens.length; ) {
    if (/[MLQCZ]/i.test(tokens[i])) cmd = tokens[i++].toUpperCase();
    const n = (k: number): number => Number(tokens[i + k]);
    if (cmd === 'Z') continue;
    if (cmd === 'M' || cmd === 'L') {
      [x, y] = [n(0), n(1)];
      add(x, y);
      i += 2;
    } else if (cmd === 'Q') {
      const [cx, cy, ex, ey] = [n(0), n(1), n(2), n(3)];
      for (const [p0, p1, p2, axis] of [
        [x, cx, ex, 0],
        [y, cy, ey, 1],
      ] as const) {
        const den = p0 - 2 * p1 + p2;
        if (den === 0) continue;
        const t = (p0 - p1) / den;
        if (t <= 0 || t >= 1) continue;
        const v = (1 - t) * (1 - t) * p0 + 2 * t * (1 - t) * p1 + t * t * p2;
        if (axis === 0) add(v, y);
        else add(x, v);
      }
      add(ex, ey);
      [x, y] = [ex, ey];
      i += 4;
    } else if (cmd === 'C') {
      add(n(0), n(1));
      add(n(2), n(3));
      [x, y] = [n(4), n(5)];
      add(x, y);
      i += 6;
    } else {
      throw new Error(`unexpected path command ${cmd}`);
    }
  }
  return box;
}

/**
 * Ink box in image px of a label drawn as glyph outlines: a <g transform="translate(x y)
 * scale(s)"> of <use href="#glyph" x y> whose glyphs are symbols holding one path each.
 */
export function outlineBox(els: SvgElement[], label: SvgElement): Box {
  const m = /^translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.e-]+)\)$/.exec(label.attrs.transform ?? '');
  if (m === null) throw new Error(`label transform ${label.attrs.transform}`);
  const [tx, ty, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const u of els.filter((e) => e.parent === label && e.name === 'use')) {
    const symbol = els.find((e) => e.name === 'symbol' && e.attrs.id === u.attrs.href.slice(1));
    const def = symbol && els.find((e) => e.name === 'path' && e.parent === symbol);
    if (def === undefined) throw new Error(`no glyph ${u.attrs.href}`);
    const [x0, y0, x1, y1] = pathDataBox(def.attrs.d);
    const ux = Number(u.attrs.x ?? 0);
    const uy = Number(u.attrs.y ?? 0);
    box[0] = Math.min(box[0], tx + s * (ux + x0));
    box[1] = Math.min(box[1], ty + s * (uy + y0));
    box[2] = Math.max(box[2], tx + s * (ux + x1));
    box[3] = Math.max(box[3], ty + s * (uy + y1));
  }
  return box;
}
