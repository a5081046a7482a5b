/**
 * Legibility of the locational maps, measured on the layout's own records over a corpus: 12
 * random births' astrocartography maps (the default twelve points: 48 lines) and local space
 * maps, at 800 and 1600 px, in the three projections. Fails on any overlap between two labels,
 * or between a label and the title or the legend, on a label outside the map's frame, or on a
 * line left without its label; the label text is at least 11 px.
 */
import test from 'ava';
import { astrocartography } from '../../src/astro/locational/astrocartography.ts';
import { partsOf } from '../../src/astro/locational/geojson.ts';
import { localSpaceOf } from '../../src/astro/locational/locational-requests.ts';
import { type Box, MAP_PROJECTIONS, type MapLine, renderMapSvg } from '../../src/chart/map/map-svg.ts';
import { seededRandom } from '../support/openapi-fuzz.ts';

const random = seededRandom(145);
const births = Array.from({ length: 12 }, () => ({
  dateTime: `${new Date(Date.UTC(1900, 0, 1) + random() * 200 * 365.25 * 86_400_000).toISOString().slice(0, 16)}Z`,
  latitude: -60 + 120 * random(),
  longitude: -180 + 360 * random(),
}));

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const inside = (a: Box, b: Box) => a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3];

test('map labels: none overlaps another, the title or the legend; all inside the frame; every line labelled', (t) => {
  let maps = 0;
  let labels = 0;
  for (const birth of births) {
    const acg = astrocartography({ birth });
    const space = localSpaceOf({ birth });
    const corpora: Array<[string, MapLine[]]> = [
      ['astrocartography', acg.lines.features.map((f) => ({ ...f.properties, parts: partsOf(f.geometry) }))],
      ['local space', space.lines.features.map((f) => ({ point: f.properties.point, parts: partsOf(f.geometry) }))],
    ];
    for (const [kind, lines] of corpora) {
      for (const width of [800, 1600]) {
        for (const projection of MAP_PROJECTIONS) {
          const { layout } = renderMapSvg({ width, theme: 'light', projection, lines, title: 'A title' });
          const where = `${kind} ${birth.dateTime} ${width} px ${projection}`;
          maps++;
          labels += layout.labels.length;
          t.deepEqual(layout.unplaced, [], `${where}: unlabelled lines`);
          t.true(layout.fontSize >= 11, `${where}: labels drawn at ${layout.fontSize} px`);
          const boxes = layout.labels.map((l) => l.box);
          for (let i = 0; i < boxes.length; i++) {
            t.true(inside(boxes[i], layout.frame), `${where}: ${layout.labels[i].text} outside the frame`);
            t.false(overlaps(boxes[i], layout.legend), `${where}: ${layout.labels[i].text} on the legend`);
            if (layout.title)
              t.false(overlaps(boxes[i], layout.title), `${where}: ${layout.labels[i].text} on the title`);
            for (let j = i + 1; j < boxes.length; j++)
              t.false(
                overlaps(boxes[i], boxes[j]),
                `${where}: ${layout.labels[i].text} overlaps ${layout.labels[j].text}`,
              );
          }
        }
      }
    }
  }
  t.log(`${maps} maps, ${labels} labels, no overlap`);
});
