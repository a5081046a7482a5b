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
        text: children.filter((c) => '#text' in c).map((c) => String(c['#text'])).join(''),
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
