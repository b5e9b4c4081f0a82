// Draws the Crease mark (see public/favicon.svg) as PNG app icons at build time, so no binary
// files live in git and the icons always match the SVG. A tiny rasterizer with 4×4 supersampling
// and a minimal PNG encoder (zlib from Node) is enough for three circles and a rounded square.
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const GREEN: Rgba = [0x16, 0x65, 0x34, 255];
const RED: Rgba = [0xb9, 0x1c, 0x1c, 255];
const SEAM: Rgba = [0xfe, 0xf3, 0xc7, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Colour at a point in the 512×512 design space. `rounded` false fills the square edge to edge (maskable). */
function sample(x: number, y: number, rounded: boolean): Rgba {
  if (rounded) {
    const r = 112;
    const cx = Math.min(Math.max(x, r), 512 - r);
    const cy = Math.min(Math.max(y, r), 512 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return CLEAR;
  }
  const dBall = Math.hypot(x - 256, y - 256);
  if (dBall > 150) return GREEN;
  const dSeam = Math.hypot(x - 716, y - 256);
  if (Math.abs(dSeam - 448) < 6 || Math.abs(dSeam - 474) < 6) return SEAM;
  return RED;
}

export function renderIcon(size: number, opts: { rounded: boolean }): Buffer {
  const ss = 4;
  const scale = 512 / size;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = sample((px + (sx + 0.5) / ss) * scale, (py + (sy + 0.5) / ss) * scale, opts.rounded);
          // premultiply so transparent samples do not darken the anti-aliased edge
          acc[0]! += c[0] * c[3];
          acc[1]! += c[1] * c[3];
          acc[2]! += c[2] * c[3];
          acc[3]! += c[3];
        }
      }
      const o = py * (size * 4 + 1) + 1 + px * 4;
      const a = acc[3]!;
      raw[o] = a ? Math.round(acc[0]! / a) : 0;
      raw[o + 1] = a ? Math.round(acc[1]! / a) : 0;
      raw[o + 2] = a ? Math.round(acc[2]! / a) : 0;
      raw[o + 3] = Math.round(a / (ss * ss));
    }
  }
  return encodePng(size, size, raw);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width: number, height: number, rawWithFilterBytes: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rawWithFilterBytes)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons the manifest and index.html refer to, by public path. */
export const APP_ICONS: ReadonlyArray<{ file: string; size: number; rounded: boolean }> = [
  { file: 'icons/icon-192.png', size: 192, rounded: true },
  { file: 'icons/icon-512.png', size: 512, rounded: true },
  { file: 'icons/icon-maskable-512.png', size: 512, rounded: false },
  // iOS rounds the corners itself and shows black behind transparent ones.
  { file: 'icons/apple-touch-icon.png', size: 180, rounded: false },
];
