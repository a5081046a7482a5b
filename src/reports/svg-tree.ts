/**
 * A small reader for the SVG documents the chart renderer writes (src/chart/wheel-svg.ts):
 * well-formed elements with double-quoted attributes and escaped text, no CDATA, comments,
 * processing instructions or DOCTYPE. It turns the document into a tree of plain objects.
 * Anything outside that form is refused with an Error rather than guessed at.
 */

/** One element: its name, attributes and children (elements or text). */
export interface SvgElement {
  name: string;
  attributes: Record<string, string>;
  children: SvgNode[];
}
export type SvgNode = SvgElement | string;

const TOKEN = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

/** Replaces the five XML entities and numeric character references. */
export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    switch (entity) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default:
        return String.fromCodePoint(entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    }
  });
}

/** Parses an SVG document into its root element. Throws Error on anything it cannot read. */
export function parseSvg(svg: string): SvgElement {
  const root: SvgElement = { name: '#document', attributes: {}, children: [] };
  const stack: SvgElement[] = [root];
  for (const match of svg.matchAll(TOKEN)) {
    const [, closing, name, rawAttributes, selfClosing, text, stray] = match;
    const parent = stack[stack.length - 1];
    if (stray !== undefined) throw new Error(`unreadable SVG markup at offset ${match.index}`);
    if (text !== undefined) {
      if (text.trim() !== '') parent.children.push(unescapeXml(text));
      continue;
    }
    if (closing) {
      if (parent.name !== name || stack.length === 1) throw new Error(`unexpected </${name}> in SVG`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (rawAttributes ?? '').matchAll(ATTRIBUTE)) attributes[key] = unescapeXml(value);
    const element: SvgElement = { name, attributes, children: [] };
    parent.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1].name}> in SVG`);
  const svgRoot = root.children.find((c): c is SvgElement => typeof c !== 'string' && c.name === 'svg');
  if (!svgRoot) throw new Error('no <svg> element');
  return svgRoot;
}
