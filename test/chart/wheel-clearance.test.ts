/**
 * No glyph or label of a wheel is crossed by a house cusp or an axis line, and no two points'
 * stacks, house numbers or axis labels overlap: boxes computed from the SVG itself, on a corpus
 * of computed charts (a stellium, a polar chart, transit and synastry bi-wheels) at 400 and 800 px.
 */
import test from 'ava';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { renderWheelSvg } from '../../src/chart/index.ts';
import { clearOfBoxes } from '../../src/chart/line-clearance.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';
import { outlineBox, parseSvg, type SvgElement, useBox } from './svg-elements.ts';

type Box = [number, number, number, number];
const DELHI = { dateTime: '1962-02-05T05:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
const CORPUS: Record<string, object> = {
  'stellium (New Delhi 1962)': DELHI,
  'polar chart (Tromsø)': { dateTime: '1990-06-21T03:00', latitude: 69.65, longitude: 18.96, timezone: 'Europe/Oslo' },
  'transit bi-wheel': { ...DELHI, transit: { dateTime: '2026-05-01T12:00Z' } },
  'synastry bi-wheel': {
    ...DELHI,
    person2: { dateTime: '1875-12-19T12:00', latitude: 45.25, longitude: 19.85, timezone: 'Europe/Belgrade' },
  },
};

/** Drawn boxes, each with the owner it belongs to (a point's stack, a house number, an axis label). */
function drawnBoxes(els: SvgElement[]): { owner: string; box: Box }[] {
  const out: { owner: string; box: Box }[] = [];
  for (const e of els) {
    const group = e.parent;
    if (group?.attrs['data-point'] !== undefined) {
      const owner = `${group.attrs['data-ring']}:${group.attrs['data-point']}`;
      if (e.name === 'use') out.push({ owner, box: useBox(e) });
      if (e.name === 'g' && e.attrs['aria-label'] !== undefined) out.push({ owner, box: outlineBox(els, e) });
    } else if (group?.attrs['data-role'] === 'house-numbers' && e.name === 'g') {
      out.push({ owner: `house ${e.attrs['aria-label']} ${els.indexOf(group)}`, box: outlineBox(els, e) });
    } else if (e.attrs['data-angle'] !== undefined || e.attrs['data-angle-detail'] !== undefined) {
      out.push({ owner: `angle ${e.attrs['data-angle'] ?? e.attrs['data-angle-detail']}`, box: outlineBox(els, e) });
    }
  }
  return out;
}

/** The straight segments of a path made of M…L… pairs. */
function segments(d: string): [number, number, number, number][] {
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4]),
  ]);
}

const overlap = (a: Box, b: Box, slack: number) =>
  a[0] + slack < b[2] && b[0] + slack < a[2] && a[1] + slack < b[3] && b[1] + slack < a[3];

for (const [name, request] of Object.entries(CORPUS)) {
  for (const size of [400, 800]) {
    test(`${name} at ${size} px: no line crosses a glyph or label, no two labels overlap`, (t) => {
      const spec = chartImageSpec({ ...request, width: size } as unknown as ChartImageRequest, 'query', 0);
      const els = parseSvg(renderWheelSvg(chartWheelInput(spec)));
      const boxes = drawnBoxes(els);
      t.true(boxes.length > 40);
      const lines = els.filter(
        (e) => e.name === 'path' && ['cusps', 'outer-cusps', 'axes'].includes(e.attrs['data-role']),
      );
      t.true(lines.length >= 2);
      let crossings = 0;
      for (const line of lines) {
        for (const s of segments(line.attrs.d)) {
          for (const { owner, box } of boxes) {
            // A segment crosses a box when cutting it around the (slightly shrunk) box changes it.
            const cut = clearOfBoxes(s, [[box[0] + 0.5, box[1] + 0.5, box[2] - 0.5, box[3] - 0.5]], 0);
            if (cut.length !== 1 || cut[0].some((v, k) => Math.abs(v - s[k]) > 1e-6)) {
              crossings++;
              t.fail(`${line.attrs['data-role']} line crosses ${owner}`);
            }
          }
        }
      }
      let overlaps = 0;
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          if (boxes[i].owner !== boxes[j].owner && overlap(boxes[i].box, boxes[j].box, 0.5)) {
            overlaps++;
            t.fail(`${boxes[i].owner} overlaps ${boxes[j].owner}`);
          }
        }
      }
      t.log(`${boxes.length} boxes, ${lines.length} line paths; ${crossings} crossings, ${overlaps} overlaps`);
    });
  }
}
