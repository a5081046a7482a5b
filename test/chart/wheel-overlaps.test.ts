/**
 * Legibility measured on drawn geometry, over a corpus: 200 random charts of each kind (natal,
 * transit, synastry, solar return, progressions; every fourth with a dense stellium) laid out at
 * 400, 800 and 1600 px. The boxes are the layout's own placement records (the boxes the SVG
 * draws its glyphs and labels in; outlined text measured from the font's advances). Fails on
 * any overlap between two texts or glyphs, or between a text or glyph and an axis line, an outer
 * chart's angle spoke, a ring line, a sign boundary or an aspect line's end; prints the counts.
 * Then the smallest drawn text of a sample of the corpus (the SVG's own font sizes) against the
 * floors: 9 px at 400 px, 11 px at 800 and 1600 px.
 */
import test from 'ava';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';
import { computeNatalChart, type NatalChart } from '../../src/astro/natal-chart.ts';
import { findInterAspects } from '../../src/astro/synastry/index.ts';
import { DEFAULT_ANGLE_LABELS } from '../../src/chart/angle-marks.ts';
import { renderWheelSvg, type WheelInput, type WheelRing } from '../../src/chart/index.ts';
import { polar } from '../../src/chart/polar.ts';
import { textWidth } from '../../src/chart/text-width.ts';
import { wheelInterAspectsOf, wheelRingOf } from '../../src/chart/wheel-adapter.ts';
import { BOUNDARY_STROKE, layoutWheel, type WheelLayout } from '../../src/chart/wheel-layout.ts';
import { parseSvg } from './svg-elements.ts';

type Box = [number, number, number, number];
type Segment = [number, number, number, number];
const N = 200;
const SIZES = [400, 800, 1600] as const;
const KINDS = ['natal', 'transit', 'synastry', 'solar return', 'progressions'] as const;
const DRAWN = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const POINTS = [...DRAWN, 'chiron', 'true-node', 'ascendant', 'midheaven'];

const random = mulberry32(41);
/** A random birth: 1900–2100 UTC, latitude up to 70° (polar houses included). */
function randomChart(): NatalChart {
  const ms = Date.UTC(1900, 0, 1) + random() * 200 * 365.25 * 86_400_000;
  return computeNatalChart({
    dateTime: `${new Date(ms).toISOString().slice(0, 16)}Z`,
    latitude: Math.round((random() * 140 - 70) * 100) / 100,
    longitude: Math.round((random() * 360 - 180) * 100) / 100,
    points: POINTS,
    aspects: { types: ['conjunction', 'opposition', 'square', 'trine', 'sextile'] },
  });
}

/** Seven of the ring's points pulled into a window of 12° at a random place. */
function stellium(ring: WheelRing, random: () => number): WheelRing {
  const at = random() * 360;
  return {
    ...ring,
    points: ring.points.map((p, k) => (k < 7 ? { ...p, longitude: at + random() * 12 } : p)),
  };
}

const charts = Array.from({ length: N + 1 }, randomChart);

/** The renderer's input of the k-th chart of a kind (labels as a chart image carries them). */
function corpusInput(kind: (typeof KINDS)[number], k: number): WheelInput {
  // The same chart at every size: its own random sequence.
  const random = mulberry32(1000 * KINDS.indexOf(kind) + k);
  const natal = charts[k];
  const other = charts[k + 1];
  let inner = wheelRingOf(natal);
  const dense = k % 4 === 0;
  if (dense) inner = stellium(inner, random);
  const labels = {
    title: `Chart ${k}`,
    subtitle: ['14 March 1879, 11:30 UTC+00:39:58', 'Ulm, Germany', 'Placidus'],
    ...(kind === 'natal' ? {} : { innerName: 'Natal', outerName: `${kind}: 2026-03-14 02:17 UTC` }),
  };
  const base = { width: 800, height: 800, labels, inner: { ...inner, aspects: [] } };
  if (kind === 'natal') return base;
  let outer: WheelRing;
  if (kind === 'transit') outer = { points: wheelRingOf(other).points, angles: wheelRingOf(other).angles };
  else if (kind === 'synastry') outer = wheelRingOf(other);
  else if (kind === 'solar return') {
    // The return's Sun is the natal Sun; the rest of the sky is another moment's.
    const sun = natal.points.find((p) => p.id === 'sun')!.longitude;
    const ring = wheelRingOf(other);
    outer = { ...ring, points: ring.points.map((p) => (p.id === 'sun' ? { ...p, longitude: sun } : p)) };
  } else {
    // Progressed: the natal positions moved forward a little, the angles by a solar arc.
    const arc = random() * 60;
    outer = {
      points: inner.points.map((p) => ({ ...p, longitude: p.longitude + random() * 25 })),
      cusps: inner.cusps!.map((c) => c + arc),
      angles: { ascendant: inner.angles!.ascendant + arc, midheaven: inner.angles!.midheaven + arc },
    };
  }
  if (dense && k % 8 === 0) outer = stellium(outer, random);
  const interAspects = wheelInterAspectsOf(
    findInterAspects(
      natal.points.filter((p) => inner.points.some((q) => q.id === p.id)),
      other.points.filter((p) => outer.points.some((q) => q.id === p.id)),
    ),
  ).slice(0, 40);
  return { ...base, outer, interAspects };
}

interface Drawn {
  owner: string;
  box: Box;
}

/** Every glyph and text box of a layout, with its owner. */
function drawnBoxes(l: WheelLayout): Drawn[] {
  const out: Drawn[] = [];
  const R = l.R;
  for (const ring of l.rings)
    for (const p of ring.placed)
      p.items.forEach((it, k) =>
        out.push({
          owner: `${ring.name} ${p.id} ${it.kind}${k}`,
          box: [it.cx - it.w / 2, it.cy - it.h / 2, it.cx + it.w / 2, it.cy + it.h / 2],
        }),
      );
  for (const h of l.houseNumbers)
    for (const p of h.places) out.push({ owner: `${h.ring} house ${p.text}`, box: p.box });
  for (const t of l.tags) out.push({ owner: `outer tag ${t.id}`, box: t.box });
  for (const m of l.marks) {
    const [x, y] = [l.frame.cx + m.dx * R, l.frame.cy + m.dy * R];
    out.push({
      owner: `axis label ${m.id}`,
      box: [x - (m.w * R) / 2, y - (m.h * R) / 2, x + (m.w * R) / 2, y + (m.h * R) / 2],
    });
  }
  for (const g of l.signGlyphs)
    out.push({
      owner: `sign ${g.sign}`,
      box: [g.x - g.size / 2, g.y - g.size / 2, g.x + g.size / 2, g.y + g.size / 2],
    });
  for (const line of l.page.lines) {
    const x0 = line.swatch !== undefined ? line.x - line.size * 1.3 : line.x;
    const x1 = line.x + textWidth(line.text, line.role === 'title') * line.size;
    out.push({
      owner: `${line.role} "${line.text}"`,
      box: [x0, line.y - 0.95 * line.size, x1, line.y + 0.3 * line.size],
    });
  }
  return out;
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Whether a segment passes through the inside of a box (Liang–Barsky). */
function crosses(s: Segment, b: Box): boolean {
  const [x1, y1, x2, y2] = s;
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, x1 - b[0]],
    [dx, b[2] - x1],
    [-dy, y1 - b[1]],
    [dy, b[3] - y1],
  ]) {
    if (p === 0) {
      if (q <= 0) return false;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
    if (t0 >= t1) return false;
  }
  return true;
}

/** Nearest and farthest distance of a box from a point. */
function distances(b: Box, cx: number, cy: number): [number, number] {
  const dx = Math.max(b[0] - cx, 0, cx - b[2]);
  const dy = Math.max(b[1] - cy, 0, cy - b[3]);
  const fx = Math.max(Math.abs(b[0] - cx), Math.abs(b[2] - cx));
  const fy = Math.max(Math.abs(b[1] - cy), Math.abs(b[3] - cy));
  return [Math.hypot(dx, dy), Math.hypot(fx, fy)];
}

/** The problems of one layout: overlapping boxes, boxes crossed by lines, ring lines or aspect ends. */
function problems(input: WheelInput, l: WheelLayout): string[] {
  const found: string[] = [];
  const boxes = drawnBoxes(l);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (overlaps(boxes[i].box, boxes[j].box)) found.push(`${boxes[i].owner} overlaps ${boxes[j].owner}`);
  const lines: { owner: string; segment: Segment }[] = l.axes.map((a) => ({
    owner: `axis ${a.id}`,
    segment: a.segment,
  }));
  for (const t of l.tags) lines.push({ owner: `outer tag ${t.id}`, segment: t.spoke });
  const { zodiacInner: zi, zodiacOuter: zo } = l.radii;
  for (let k = 0; k < 12; k++)
    lines.push({
      owner: 'sign boundary',
      segment: [...polar(l.frame, k * 30, zi), ...polar(l.frame, k * 30, zo)] as Segment,
    });
  for (const { owner, segment } of lines)
    for (const b of boxes)
      if (b.owner !== owner && crosses(segment, b.box)) found.push(`${owner} line crosses ${b.owner}`);
  const half = Math.max(0.5, BOUNDARY_STROKE * l.R) / 2;
  const rings: [string, number][] = [
    ['zodiac outer', zo],
    ['zodiac inner', zi],
    ['zodiac ticks', zi + l.geo.tick10 * l.R],
    ['aspect circle', l.radii.aspect],
  ];
  if (input.inner.cusps !== undefined) rings.push(['house ring', l.radii.houseOuter]);
  if (l.radii.separator !== undefined) rings.push(['ring separator', l.radii.separator]);
  for (const b of boxes) {
    const [near, far] = distances(b.box, l.frame.cx, l.frame.cy);
    for (const [name, r] of rings) {
      // The tick band reaches from the zodiac's inner circle outwards.
      const inside = name === 'zodiac ticks' ? near < r + half && far > zi - half : near < r + half && far > r - half;
      if (inside) found.push(`${name} crosses ${b.owner}`);
    }
  }
  const lonOf = (ring: WheelRing, id: string) =>
    id in DEFAULT_ANGLE_LABELS
      ? id === 'ascendant'
        ? ring.angles!.ascendant
        : ring.angles!.midheaven
      : ring.points.find((p) => p.id === id)!.longitude;
  for (const a of input.interAspects ?? [])
    for (const [ring, id] of [
      [input.inner, a.inner],
      [input.outer!, a.outer],
    ] as const) {
      const [x, y] = polar(l.frame, lonOf(ring, id), l.radii.aspect);
      for (const b of boxes)
        if (x > b.box[0] && x < b.box[2] && y > b.box[1] && y < b.box[3]) found.push(`aspect end inside ${b.owner}`);
    }
  return found;
}

for (const kind of KINDS) {
  test(`${kind}: ${N} random charts at 400, 800 and 1600 px, no text or glyph overlaps another or a line`, (t) => {
    const counts: Record<number, { layouts: number; boxes: number; problems: number }> = {};
    const examples: string[] = [];
    for (const size of SIZES) {
      const c = { layouts: 0, boxes: 0, problems: 0 };
      for (let k = 0; k < N; k++) {
        const input = { ...corpusInput(kind, k), width: size, height: size };
        const l = layoutWheel(input);
        const found = problems(input, l);
        c.layouts++;
        c.boxes += drawnBoxes(l).length;
        c.problems += found.length;
        if (found.length > 0 && examples.filter((e) => e.includes(`at ${size} px`)).length < 4)
          examples.push(`chart ${k} at ${size} px: ${found[0]}`);
      }
      counts[size] = c;
    }
    for (const size of SIZES)
      t.log(
        `${size} px: ${counts[size].layouts} wheels, ${counts[size].boxes} boxes, ${counts[size].problems} overlaps`,
      );
    for (const e of examples) t.log(e);
    t.true(
      SIZES.every((s) => counts[s].problems === 0),
      'overlaps found',
    );
  });
}

test('the smallest drawn text meets the floor: 9 px at 400 px, 11 px at 800 and 1600 px', (t) => {
  const floors = { 400: 9, 800: 11, 1600: 11 } as const;
  for (const size of SIZES) {
    let smallest = Infinity;
    let what = '';
    for (const kind of KINDS) {
      for (let k = 0; k < 20; k++) {
        const svg = renderWheelSvg({ ...corpusInput(kind, k), width: size, height: size, labelDrawing: 'text' });
        for (const e of parseSvg(svg)) {
          if (e.name !== 'text') continue;
          const font = Number(e.attrs['font-size']);
          if (font < smallest) [smallest, what] = [font, `${kind} ${k}: "${e.text}"`];
        }
      }
    }
    t.log(`${size} px: smallest text ${smallest.toFixed(2)} px (${what})`);
    t.true(smallest >= floors[size] - 1e-9, `${size} px: ${smallest} px < ${floors[size]} px`);
  }
});
