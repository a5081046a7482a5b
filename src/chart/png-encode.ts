/**
 * A minimal PNG encoder for 8-bit RGBA images: no row filter and deflate level 1, which for
 * chart images (large flat areas) is faster than resvg's own encoder and gives smaller files.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * PNG bytes of a width × height image given as premultiplied RGBA (4 bytes a pixel, rows top
 * to bottom, as resvg renders); translucent pixels are converted to straight alpha.
 */
export function encodePremultipliedRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new RangeError('pixel buffer does not match the image size');
  const raw = Buffer.allocUnsafe(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), o + 1);
  }
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    for (let i = row + 3; i < row + stride; i += 4) {
      const a = raw[i];
      if (a === 255 || a === 0) continue;
      raw[i - 3] = Math.min(255, Math.round((raw[i - 3] * 255) / a));
      raw[i - 2] = Math.min(255, Math.round((raw[i - 2] * 255) / a));
      raw[i - 1] = Math.min(255, Math.round((raw[i - 1] * 255) / a));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
