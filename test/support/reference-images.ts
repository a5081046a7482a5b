/**
 * Visual regression: an image rendered by a test is compared with its committed reference in
 * test/visual/references/ by pixelmatch, with a tolerance. `npm run test:update-references`
 * (UPDATE_REFERENCES=1) writes the rendered images as the new references instead; review them
 * (git diff shows the PNGs changed) and commit. On a mismatch the rendered image and a diff
 * image are written to a temporary folder named in the failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExecutionContext } from 'ava';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const REFERENCES = path.resolve(import.meta.dirname, '..', 'visual', 'references');
const UPDATING = process.env.UPDATE_REFERENCES === '1';

export interface Tolerance {
  /** pixelmatch's per-pixel colour threshold, 0..1 (default 0.1). */
  threshold?: number;
  /** Share of the pixels that may differ, 0..1 (default 0.003: anti-aliasing and font hinting). */
  pixels?: number;
}

/**
 * Asserts that `png` matches the reference `name`.png within the tolerance (or, when updating,
 * writes it as the reference). A missing reference fails: run the update script once.
 */
export function matchesReference(t: ExecutionContext, name: string, png: Buffer, tolerance: Tolerance = {}): void {
  const file = path.join(REFERENCES, `${name}.png`);
  if (UPDATING) {
    fs.mkdirSync(REFERENCES, { recursive: true });
    fs.writeFileSync(file, png);
    t.log(`reference written: ${path.relative(process.cwd(), file)}`);
    t.pass();
    return;
  }
  if (!fs.existsSync(file)) {
    t.fail(`no reference image ${path.relative(process.cwd(), file)}: run npm run test:update-references`);
    return;
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(file));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    t.fail(
      `${name}: ${actual.width}×${actual.height} px rendered, the reference is ${expected.width}×${expected.height} px`,
    );
    return;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: tolerance.threshold ?? 0.1,
  });
  const share = differing / (actual.width * actual.height);
  const allowed = tolerance.pixels ?? 0.003;
  if (share > allowed) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `visual-${name}-`));
    fs.writeFileSync(path.join(dir, 'actual.png'), png);
    fs.writeFileSync(path.join(dir, 'diff.png'), PNG.sync.write(diff));
    t.fail(
      `${name}: ${differing} pixels (${(share * 100).toFixed(2)} %) differ from the reference, at most ${(allowed * 100).toFixed(2)} % allowed; rendered image and diff in ${dir}`,
    );
    return;
  }
  t.log(`${name}: ${differing} pixels (${(share * 100).toFixed(3)} %) differ`);
  t.pass();
}
