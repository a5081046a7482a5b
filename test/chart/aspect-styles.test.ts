/**
 * Every aspect type has its own colour and its own dash pattern in every theme (print included),
 * and the aspect legend's samples are painted as the wheel's lines: same colour, same pattern.
 */
import test from 'ava';
import { ASPECTS } from '../../src/astro/vocabulary.ts';
import { renderWheelSvg } from '../../src/chart/index.ts';
import { THEME_IDS, THEMES } from '../../src/chart/themes.ts';
import { NATAL } from './sample-charts.ts';
import { parseSvg } from './svg-elements.ts';

for (const id of THEME_IDS) {
  test(`${id} theme: no two aspect types share a colour or a dash pattern`, (t) => {
    const styles = ASPECTS.map((a) => THEMES[id].aspect[a.id]);
    t.is(new Set(styles.map((s) => s.stroke)).size, ASPECTS.length);
    t.is(new Set(styles.map((s) => (s.dash ?? []).join(' '))).size, ASPECTS.length);
  });
}

/** Dash pattern of a drawn line in units of its width, as text. */
const pattern = (attrs: Record<string, string>): string =>
  (attrs['stroke-dasharray'] ?? '')
    .split(' ')
    .filter((v) => v !== '')
    .map((v) => (Number(v) / Number(attrs['stroke-width'])).toFixed(1))
    .join(' ');

for (const id of THEME_IDS) {
  test(`${id} theme: the legend shows each aspect as its lines are drawn`, (t) => {
    const aspects = ASPECTS.map((a, k) => ({
      from: 'sun' as const,
      to: NATAL.inner.points[1 + (k % 10)].id,
      aspect: a.id,
    }));
    const els = parseSvg(
      renderWheelSvg({
        ...NATAL,
        theme: id,
        labels: { ...NATAL.labels, aspectLegend: ASPECTS.map((a) => ({ aspect: a.id, name: a.id })) },
        inner: { ...NATAL.inner, aspects },
      }),
    );
    for (const a of ASPECTS) {
      const line = els.find((e) => e.name === 'line' && e.attrs['data-kind'] && e.attrs['data-aspect'] === a.id);
      const sample = els.find((e) => e.attrs['data-role'] === 'aspect-sample' && e.attrs['data-aspect'] === a.id);
      if (line === undefined || sample === undefined) return t.fail(`${a.id} line or sample missing`);
      t.is(sample.attrs.stroke, line.attrs.stroke, a.id);
      t.is(pattern(sample.attrs), pattern(line.attrs), a.id);
      t.is(pattern(line.attrs), (THEMES[id].aspect[a.id].dash ?? []).map((d) => d.toFixed(1)).join(' '), a.id);
    }
  });
}
