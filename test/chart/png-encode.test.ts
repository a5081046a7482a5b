import test from 'ava';
import { PNG } from 'pngjs';
import { encodePremultipliedRgbaPng } from '../../src/chart/png-encode.ts';

test('encoded pixels decode to the same straight-alpha colours', (t) => {
  // Row 1: opaque red, transparent, half-transparent orange (premultiplied 128,64,32,128);
  // row 2: two opaque pixels and one at alpha 51 (premultiplied 100,50,25 → 500 clamps to 255).
  const px = Uint8Array.from([
    255, 0, 0, 255, 0, 0, 0, 0, 128, 64, 32, 128, 1, 2, 3, 255, 10, 20, 30, 255, 100, 50, 25, 51,
  ]);
  const png = PNG.sync.read(encodePremultipliedRgbaPng(3, 2, px));
  t.is(png.width, 3);
  t.is(png.height, 2);
  t.deepEqual([...png.data.subarray(0, 4)], [255, 0, 0, 255]);
  t.is(png.data[7], 0);
  t.deepEqual([...png.data.subarray(8, 12)], [255, 128, 64, 128]);
  t.deepEqual([...png.data.subarray(12)], [1, 2, 3, 255, 10, 20, 30, 255, 255, 250, 125, 51]);
});

test('a pixel buffer of the wrong length is refused', (t) => {
  t.throws(() => encodePremultipliedRgbaPng(2, 2, new Uint8Array(12)), { instanceOf: RangeError });
});
