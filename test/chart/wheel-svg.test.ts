import test from 'ava';
import fc from 'fast-check';
import { POINTS } from '../../src/astro/vocabulary.ts';
import { renderWheelSvg, type WheelInput, type WheelPointId } from '../../src/chart/index.ts';
import { NATAL, TRANSIT_BIWHEEL } from './sample-charts.ts';
import {
  angleDiff,
  inherited,
  outlineBox,
  parseSvg,
  type SvgElement,
  screenAngleDeg,
  useBox,
  wheelCentre,
} from './svg-elements.ts';

const DRAWN_POINTS = POINTS.filter(
  (p) => !['ascendant', 'midheaven', 'descendant', 'imum-coeli'].includes(p),
) as WheelPointId[];

/** Screen angle (degrees, counter-clockwise from 3 o'clock) where a longitude must be drawn. */
const expectedAngle = (longitude: number, ascendant: number): number =>
  (((180 + longitude - ascendant) % 360) + 360) % 360;

const pointGroups = (els: SvgElement[], ring?: string): SvgElement[] =>
  els.filter((e) => e.name === 'g' && 'data-point' in e.attrs && (ring === undefined || e.attrs['data-ring'] === ring));
const childrenOf = (els: SvgElement[], parent: SvgElement): SvgElement[] => els.filter((e) => e.parent === parent);

/** Direction from the wheel centre of both ends of a point's marker tick (they must agree). */
function markerAngle(els: SvgElement[], group: SvgElement): number {
  const m = childrenOf(els, group).find((e) => e.attrs['data-role'] === 'marker');
  if (m === undefined) throw new Error('no marker');
  const c = wheelCentre(els);
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(m.attrs[k]));
  const outer = screenAngleDeg(x1 - c.x, y1 - c.y);
  if (angleDiff(outer, screenAngleDeg(x2 - c.x, y2 - c.y)) > 0.2) throw new Error('marker is not radial');
  if (Math.hypot(x1 - c.x, y1 - c.y) <= Math.hypot(x2 - c.x, y2 - c.y)) throw new Error('marker not drawn inwards');
  return outer;
}

function glyphBoxes(els: SvgElement[]): { id: string; box: [number, number, number, number] }[] {
  return els
    .filter((e) => e.name === 'use' && e.attrs.href?.startsWith('#p-'))
    .map((e) => ({ id: `${inherited(e, 'data-ring')}:${e.attrs.href.slice(3)}`, box: useBox(e) }));
}

/** The labels (degree, minute) of a point's group: drawn as glyph outlines, text in aria-label. */
const labelsOf = (els: SvgElement[], group: SvgElement): SvgElement[] =>
  childrenOf(els, group).filter((e) => e.name === 'g' && e.attrs['aria-label'] !== undefined);

/**
 * Boxes of everything in a point's stack: glyph uses as drawn, and the ink of the label outlines
 * (their glyph paths' extents).
 */
function stackBoxes(els: SvgElement[]): { owner: string; box: [number, number, number, number] }[] {
  const out: { owner: string; box: [number, number, number, number] }[] = [];
  for (const g of pointGroups(els)) {
    const owner = `${g.attrs['data-ring']}:${g.attrs['data-point']}`;
    for (const e of childrenOf(els, g)) if (e.name === 'use') out.push({ owner, box: useBox(e) });
    for (const e of labelsOf(els, g)) out.push({ owner, box: outlineBox(els, e) });
  }
  return out;
}

function overlaps(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

function assertNoGlyphOverlap(t: { fail: (m: string) => void; pass: () => void }, svg: string): void {
  const boxes = glyphBoxes(parseSvg(svg));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlaps(boxes[i].box, boxes[j].box)) {
        t.fail(`${boxes[i].id} ${boxes[i].box.join(',')} overlaps ${boxes[j].id} ${boxes[j].box.join(',')}`);
        return;
      }
    }
  }
  t.pass();
}

test('natal, bi-wheel and chart without houses are well-formed XML in every theme', (t) => {
  const noHouses: WheelInput = { ...NATAL, inner: { points: NATAL.inner.points } };
  for (const theme of ['light', 'dark', 'print'] as const) {
    for (const input of [NATAL, TRANSIT_BIWHEEL, noHouses]) {
      const els = parseSvg(renderWheelSvg({ ...input, theme }));
      t.is(els[0].name, 'svg');
      t.is(els[0].attrs.xmlns, 'http://www.w3.org/2000/svg');
    }
  }
});

test("every planet tick lies at the angle of its longitude, ascendant at 9 o'clock", (t) => {
  const asc = NATAL.inner.angles!.ascendant;
  const els = parseSvg(renderWheelSvg(NATAL));
  const groups = pointGroups(els, 'inner');
  t.is(groups.length, NATAL.inner.points.length);
  let worst = 0;
  for (const p of NATAL.inner.points) {
    const g = groups.find((e) => e.attrs['data-point'] === p.id);
    if (g === undefined) return t.fail(`no group for ${p.id}`);
    worst = Math.max(worst, angleDiff(markerAngle(els, g), expectedAngle(p.longitude, asc)));
  }
  t.log(`largest tick angle error: ${worst.toFixed(4)}°`);
  t.true(worst < 0.01);
});

test('displaced glyphs have a leader from the true position and no glyph sits far from its point', (t) => {
  const els = parseSvg(renderWheelSvg(NATAL));
  for (const g of pointGroups(els, 'inner')) {
    const kids = childrenOf(els, g);
    const marker = kids.find((e) => e.attrs['data-role'] === 'marker')!;
    const leader = kids.find((e) => e.attrs['data-role'] === 'leader');
    const glyph = kids.find((e) => e.name === 'use' && e.attrs.href.startsWith('#p-'))!;
    const [x0, y0, x1, y1] = useBox(glyph);
    const gx = (x0 + x1) / 2;
    const gy = (y0 + y1) / 2;
    if (leader !== undefined) {
      // The leader starts where the tick ends and ends on the ray through the glyph's centre.
      t.is(leader.attrs.x1, marker.attrs.x2);
      t.is(leader.attrs.y1, marker.attrs.y2);
      const centre = wheelCentre(els);
      const leaderEnd = screenAngleDeg(Number(leader.attrs.x2) - centre.x, Number(leader.attrs.y2) - centre.y);
      const glyphDir = screenAngleDeg(gx - centre.x, gy - centre.y);
      t.true(
        angleDiff(leaderEnd, glyphDir) < 0.2,
        `${g.attrs['data-point']}: leader end ${leaderEnd} vs glyph ${glyphDir}`,
      );
    }
    // Even in this chart's seven-point stellium, no glyph is moved more than 20° from its point.
    const c = wheelCentre(els);
    t.true(angleDiff(screenAngleDeg(gx - c.x, gy - c.y), markerAngle(els, g)) < 20, g.attrs['data-point']);
  }
});

test("degree and minute labels sit on their glyph's ray, inside it, and house numbers in their houses", (t) => {
  for (const input of [NATAL, TRANSIT_BIWHEEL]) {
    const els = parseSvg(renderWheelSvg(input));
    const c = wheelCentre(els);
    const polarOf = (box: [number, number, number, number]) => {
      const x = (box[0] + box[2]) / 2 - c.x;
      const y = (box[1] + box[3]) / 2 - c.y;
      return { angle: screenAngleDeg(x, y), r: Math.hypot(x, y) };
    };
    let worst = 0;
    for (const g of pointGroups(els)) {
      const glyph = polarOf(
        useBox(childrenOf(els, g).find((e) => e.name === 'use' && e.attrs.href.startsWith('#p-'))!),
      );
      const labels = labelsOf(els, g);
      // A bi-wheel's narrower rings may drop the minutes (at 800 px the labels are 11 px).
      t.deepEqual(
        labels.map((e) => e.attrs['data-role']),
        input === NATAL ? ['degree', 'minute'] : labels.length === 1 ? ['degree'] : ['degree', 'minute'],
      );
      for (const label of labels) {
        const p = polarOf(outlineBox(els, label));
        worst = Math.max(worst, angleDiff(p.angle, glyph.angle));
        t.true(p.r < glyph.r, `${g.attrs['data-point']} ${label.attrs['aria-label']} inside its glyph`);
      }
    }
    t.log(`largest label-to-glyph direction difference: ${worst.toFixed(2)}°`);
    t.true(worst < 3);

    const cusps = input.inner.cusps!;
    const houseLabels = childrenOf(els, els.find((e) => e.attrs['data-role'] === 'house-numbers')!);
    t.deepEqual(
      houseLabels.map((e) => e.attrs['aria-label']),
      cusps.map((_, i) => String(i + 1)),
    );
    houseLabels.forEach((label, i) => {
      const a = polarOf(outlineBox(els, label)).angle;
      const from = expectedAngle(cusps[i], input.inner.angles!.ascendant);
      const span = (((cusps[(i + 1) % 12] - cusps[i]) % 360) + 360) % 360;
      const into = (((a - from) % 360) + 360) % 360;
      t.true(into > 0 && into < span, `house ${i + 1} number within its house`);
    });
  }
});

test("with neither angles nor cusps, 0° Aries is at 9 o'clock", (t) => {
  const input: WheelInput = {
    width: 600,
    height: 600,
    inner: {
      points: [
        { id: 'sun', longitude: 0 },
        { id: 'moon', longitude: 90 },
      ],
    },
  };
  const els = parseSvg(renderWheelSvg(input));
  const groups = pointGroups(els);
  const sun = groups.find((g) => g.attrs['data-point'] === 'sun')!;
  const moon = groups.find((g) => g.attrs['data-point'] === 'moon')!;
  t.true(angleDiff(markerAngle(els, sun), 180) < 0.05);
  t.true(angleDiff(markerAngle(els, moon), 270) < 0.05); // 0° Cancer at 6 o'clock (counter-clockwise)
});

test('ASC and DSC labels lie left and right of MC and IC as the angles say', (t) => {
  const els = parseSvg(renderWheelSvg(NATAL));
  // The name and, for ASC and MC, the position line under it, as one box.
  const label = (id: string): { x: number; y: number } => {
    const boxes = els
      .filter((x) => x.attrs['data-angle'] === id || x.attrs['data-angle-detail'] === id)
      .map((x) => outlineBox(els, x));
    const [x0, y0, x1, y1] = [
      Math.min(...boxes.map((b) => b[0])),
      Math.min(...boxes.map((b) => b[1])),
      Math.max(...boxes.map((b) => b[2])),
      Math.max(...boxes.map((b) => b[3])),
    ];
    return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  };
  const asc = label('ascendant');
  const dsc = label('descendant');
  const mc = label('midheaven');
  const ic = label('imum-coeli');
  t.true(asc.x < dsc.x);
  t.true(Math.abs(asc.y - dsc.y) < 1);
  t.true(mc.y < ic.y);
  t.is(els.find((x) => x.attrs['data-angle'] === 'ascendant')!.attrs['aria-label'], 'ASC');
  // Each label lies outside the zodiac, on its axis: its centre's direction is the angle's.
  const c = wheelCentre(els);
  for (const [id, lon] of [
    ['ascendant', NATAL.inner.angles!.ascendant],
    ['midheaven', NATAL.inner.angles!.midheaven],
    ['descendant', NATAL.inner.angles!.ascendant + 180],
  ] as const) {
    const p = label(id);
    t.true(Math.hypot(p.x - c.x, p.y - c.y) > c.r, `${id} outside the wheel`);
    t.true(angleDiff(screenAngleDeg(p.x - c.x, p.y - c.y), expectedAngle(lon, NATAL.inner.angles!.ascendant)) < 3, id);
  }
});

const stellium = (center: number, span: number, ids: WheelPointId[]): WheelInput['inner']['points'] =>
  ids.map((id, i) => ({ id, longitude: center + (span * i) / Math.max(1, ids.length - 1), retrograde: i % 3 === 1 }));

test('a five-planet stellium within 6° has no overlapping glyphs, at every position of the circle', (t) => {
  for (let center = 0; center < 360; center += 15) {
    const input: WheelInput = {
      ...NATAL,
      inner: { ...NATAL.inner, aspects: [], points: stellium(center, 6, ['sun', 'moon', 'mercury', 'venus', 'mars']) },
    };
    assertNoGlyphOverlap(t, renderWheelSvg(input));
  }
});

test('ten planets within 20° have no overlapping glyphs, in a natal wheel and in both rings of a bi-wheel', (t) => {
  const ten = DRAWN_POINTS.slice(0, 10);
  for (const center of [0, 85, 180, 263, 350]) {
    const natal: WheelInput = { ...NATAL, inner: { ...NATAL.inner, aspects: [], points: stellium(center, 20, ten) } };
    assertNoGlyphOverlap(t, renderWheelSvg(natal));
    const bi: WheelInput = {
      ...TRANSIT_BIWHEEL,
      inner: natal.inner,
      outer: { points: stellium(center + 5, 20, ten) },
      interAspects: [],
    };
    assertNoGlyphOverlap(t, renderWheelSvg(bi));
  }
});

test('labels and glyphs of different points do not overlap in the sample charts and a 10-planet pile-up', (t) => {
  const ten = DRAWN_POINTS.slice(0, 10);
  const pileUp: WheelInput = { ...NATAL, inner: { ...NATAL.inner, aspects: [], points: stellium(200, 20, ten) } };
  for (const input of [NATAL, TRANSIT_BIWHEEL, pileUp]) {
    const boxes = stackBoxes(parseSvg(renderWheelSvg(input)));
    let clashes = 0;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        if (boxes[i].owner !== boxes[j].owner && overlaps(boxes[i].box, boxes[j].box)) {
          clashes++;
          t.log(
            `${boxes[i].owner} ${boxes[i].box.map(Math.round).join(',')} / ${boxes[j].owner} ${boxes[j].box.map(Math.round).join(',')}`,
          );
        }
      }
    }
    t.is(clashes, 0);
  }
});

test('property: random charts of up to all points never overlap glyphs', (t) => {
  const ring = fc
    .uniqueArray(fc.constantFrom(...DRAWN_POINTS), { minLength: 1, maxLength: DRAWN_POINTS.length })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.double({ min: 0, max: 40, noNaN: true }), { minLength: ids.length, maxLength: ids.length }),
        fc.double({ min: 0, max: 360, noNaN: true }),
      ),
    )
    .map(([ids, lons, base]) =>
      ids.map((id, i) => ({ id, longitude: base + lons[i] * (i % 2 === 0 ? 1 : 4), retrograde: i % 2 === 0 })),
    );
  fc.assert(
    fc.property(ring, ring, fc.double({ min: 0, max: 360, noNaN: true }), fc.boolean(), (inner, outer, asc, bi) => {
      const input: WheelInput = {
        width: 800,
        height: 800,
        inner: { points: inner, angles: { ascendant: asc, midheaven: asc + 270 } },
        outer: bi ? { points: outer } : undefined,
      };
      const boxes = glyphBoxes(parseSvg(renderWheelSvg(input)));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i].box, boxes[j].box)) return false;
      }
      return true;
    }),
    { numRuns: 150, seed: 7 },
  );
  t.pass();
});

test('labelDrawing "text" writes the same labels as SVG text, anchored where the outlines are centred', (t) => {
  for (const input of [NATAL, TRANSIT_BIWHEEL]) {
    const outlined = parseSvg(renderWheelSvg(input));
    const texts = parseSvg(renderWheelSvg({ ...input, labelDrawing: 'text' }));
    const drawn = outlined.filter((e) => e.name === 'g' && e.attrs['aria-label'] !== undefined);
    const written = texts.filter((e) => e.name === 'text' && e.attrs['text-anchor'] === 'middle');
    t.deepEqual(
      written.map((e) => e.text),
      drawn.map((e) => e.attrs['aria-label']),
    );
    t.false(
      texts.some((e) => e.name === 'symbol' && e.attrs.id.startsWith('f')),
      'no glyph outlines defined',
    );
    let worst = 0;
    drawn.forEach((g, i) => {
      const [x0, , x1] = outlineBox(outlined, g);
      const size = Number(written[i].attrs['font-size']);
      worst = Math.max(worst, Math.abs((x0 + x1) / 2 - Number(written[i].attrs.x)) / size);
    });
    t.log(`largest horizontal offset between ink centre and text anchor: ${worst.toFixed(3)} em`);
    t.true(worst < 0.1);
  }
  t.throws(() => renderWheelSvg({ ...NATAL, labelDrawing: 'paths' as 'text' }), { instanceOf: RangeError });
});

test('rendering is deterministic: equal input gives equal bytes', (t) => {
  const a = renderWheelSvg(TRANSIT_BIWHEEL);
  const b = renderWheelSvg(structuredClone(TRANSIT_BIWHEEL));
  t.is(a, b);
  t.is(renderWheelSvg(NATAL), renderWheelSvg(structuredClone(NATAL)));
});

test('caller strings are escaped and come back unchanged', (t) => {
  const nasty = `<script>alert("x")</script> & 'quoted' "double" ]]> \u0001`;
  const input: WheelInput = {
    ...TRANSIT_BIWHEEL,
    labels: { title: nasty, subtitle: [nasty], innerName: nasty, outerName: '&amp;', angles: { ascendant: '<a>' } },
  };
  const svg = renderWheelSvg(input);
  t.false(svg.includes('<script'));
  t.false(svg.includes('<a>'));
  const els = parseSvg(svg);
  t.false(els.some((e) => e.name === 'script' || e.name === 'a'));
  const texts = els.filter((e) => e.name === 'text').map((e) => e.text);
  const clean = nasty.replace('\u0001', '');
  t.true(texts.includes(clean), 'title text round-trips without the control character');
  t.true(texts.includes('&amp;'));
  // The axis label is drawn as outlines; its text is kept, escaped, in aria-label.
  t.is(els.find((e) => e.attrs['data-angle'] === 'ascendant')!.attrs['aria-label'], '<a>');
});

test('themes use different colours, and print is black and grey on white', (t) => {
  const colours = (theme: 'light' | 'dark' | 'print'): Set<string> => {
    const set = new Set<string>();
    for (const e of parseSvg(renderWheelSvg({ ...NATAL, theme }))) {
      for (const k of ['fill', 'stroke']) if (e.attrs[k]?.startsWith('#')) set.add(e.attrs[k]);
    }
    return set;
  };
  const light = colours('light');
  const dark = colours('dark');
  const print = colours('print');
  const bg = (theme: string): string =>
    parseSvg(renderWheelSvg({ ...NATAL, theme: theme as 'light' })).find((e) => e.name === 'rect')!.attrs.fill;
  t.is(bg('light'), '#ffffff');
  t.is(bg('dark'), '#14161c');
  t.notDeepEqual([...light].sort(), [...dark].sort());
  t.notDeepEqual([...light].sort(), [...print].sort());
  for (const c of print) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    t.true(r === g && g === b, `print colour ${c} is grey`);
  }
  t.true(light.size > 8, 'light theme colours aspects and elements');
});

test('the SVG uses no CSS, scripts or external references', (t) => {
  const svg = renderWheelSvg(TRANSIT_BIWHEEL);
  for (const bad of ['<style', 'style=', 'var(', 'class=', '<script', 'http://www.w3.org/1999/xlink', 'url('])
    t.false(svg.includes(bad), bad);
  for (const e of parseSvg(svg)) if ('href' in e.attrs) t.true(e.attrs.href.startsWith('#'));
  t.regex(svg, /font-family="'DejaVu Sans', sans-serif"/);
});

test('a bi-wheel draws both rings with all their points, and inter-aspects', (t) => {
  const els = parseSvg(renderWheelSvg(TRANSIT_BIWHEEL));
  t.is(pointGroups(els, 'inner').length, TRANSIT_BIWHEEL.inner.points.length);
  t.is(pointGroups(els, 'outer').length, TRANSIT_BIWHEEL.outer!.points.length);
  t.is(els.filter((e) => e.attrs['data-kind'] === 'inter').length, TRANSIT_BIWHEEL.interAspects!.length);
  const legend = els.filter((e) => e.attrs['data-role'] === 'legend').map((e) => e.text);
  t.deepEqual(legend.sort(), [TRANSIT_BIWHEEL.labels!.innerName!, TRANSIT_BIWHEEL.labels!.outerName!].sort());
  // Outer glyphs are farther from the centre than inner ones.
  const radius = (ring: string): number[] =>
    els
      .filter((e) => e.name === 'use' && e.attrs.href.startsWith('#p-') && inherited(e, 'data-ring') === ring)
      .map((e) => {
        const [x0, y0, x1, y1] = useBox(e);
        const c = wheelCentre(els);
        return Math.hypot((x0 + x1) / 2 - c.x, (y0 + y1) / 2 - c.y);
      });
  t.true(Math.min(...radius('outer')) > Math.max(...radius('inner')));
});

test("aspect lines join the points' true positions and are coloured by aspect", (t) => {
  const els = parseSvg(renderWheelSvg(NATAL));
  const lines = els.filter((e) => e.name === 'line' && e.attrs['data-aspect'] !== undefined);
  t.is(lines.length, NATAL.inner.aspects!.length);
  const colourOf = (id: string): string => lines.find((l) => l.attrs['data-aspect'] === id)!.attrs.stroke;
  t.not(colourOf('trine'), colourOf('square'));
  t.not(colourOf('square'), colourOf('opposition'));
  // The sun–uranus opposition: its chord's direction matches the two longitudes' angles.
  const asc = NATAL.inner.angles!.ascendant;
  const opp = lines.find((l) => l.attrs['data-aspect'] === 'opposition')!;
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(opp.attrs[k]));
  const c = wheelCentre(els);
  t.true(angleDiff(screenAngleDeg(x1 - c.x, y1 - c.y), expectedAngle(353.5, asc)) < 0.01);
  t.true(angleDiff(screenAngleDeg(x2 - c.x, y2 - c.y), expectedAngle(151.2, asc)) < 0.01);
});

test('degree and minute labels show the position within the sign, truncated to the minute', (t) => {
  const input: WheelInput = {
    width: 600,
    height: 600,
    inner: {
      points: [
        { id: 'sun', longitude: 59.9999 },
        { id: 'moon', longitude: 123.5, retrograde: true },
        { id: 'mars', longitude: 0 },
      ],
    },
  };
  const els = parseSvg(renderWheelSvg(input));
  const labels = (id: string): string[] => {
    const g = pointGroups(els).find((e) => e.attrs['data-point'] === id)!;
    return labelsOf(els, g).map((e) => e.attrs['aria-label']);
  };
  t.deepEqual(labels('sun'), ['29°', '59′']);
  t.deepEqual(labels('moon'), ['3°', '30′']);
  t.deepEqual(labels('mars'), ['0°', '00′']);
  const retro = (id: string): boolean => {
    const g = pointGroups(els).find((e) => e.attrs['data-point'] === id)!;
    return childrenOf(els, g).some((e) => e.attrs.href === '#retrograde');
  };
  t.true(retro('moon'));
  t.false(retro('sun'));
});

test('invalid input is refused with a RangeError', (t) => {
  const bad: unknown[] = [
    { ...NATAL, width: 50 },
    { ...NATAL, height: 800.5 },
    { ...NATAL, theme: 'neon' },
    { ...NATAL, inner: { points: [{ id: 'eris', longitude: 1 }] } },
    { ...NATAL, inner: { points: [{ id: 'sun', longitude: Number.NaN }] } },
    {
      ...NATAL,
      inner: {
        points: [
          { id: 'sun', longitude: 1 },
          { id: 'sun', longitude: 2 },
        ],
      },
    },
    { ...NATAL, inner: { ...NATAL.inner, cusps: [1, 2, 3] } },
    { ...NATAL, inner: { ...NATAL.inner, aspects: [{ from: 'sun', to: 'eris', aspect: 'trine' }] } },
    { ...NATAL, inner: { ...NATAL.inner, aspects: [{ from: 'sun', to: 'moon', aspect: 'novile' }] } },
    { ...NATAL, interAspects: [{ inner: 'sun', outer: 'moon', aspect: 'trine' }] },
  ];
  for (const input of bad) t.throws(() => renderWheelSvg(input as WheelInput), { instanceOf: RangeError });
});
