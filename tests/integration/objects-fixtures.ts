// Images for the upload tests, made with sharp so that each one is a real, decodable file.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A JPEG carrying EXIF with GPS coordinates (IFD3 is the GPS directory). */
export async function jpegWithGps(width = 3000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CreaseTestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 49/1 0/1' },
    })
    .toBuffer();
}

/**
 * A real iPhone-style HEIC (major brand heic, HEVC-coded, 1200×900, left half orange #d2781e,
 * right half blue #1e50c8) carrying EXIF with Make CreaseTestCam and GPS. Nothing in npm can
 * encode HEVC, so it was made once, by Debian's heif-enc (libheif-examples 1.15.1, x265):
 * a JPEG like jpegWithGps() with those halves, then `heif-enc -q 30 -o meal-with-gps.heic src.jpg`
 * (heif-enc copies the JPEG's EXIF into the HEIF).
 */
export const heicWithGps = () => readFile(new URL('./fixtures/meal-with-gps.heic', import.meta.url));

/** Starts like a HEIC (the ftyp box) and then is noise: passes the type check, cannot be decoded. */
export const brokenHeic = async () => Buffer.concat([(await heicWithGps()).subarray(0, 32), randomBytes(4000)]);

export const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();

/** About 20 MB of random pixels, stored uncompressed so the file really is that large. */
export async function hugePng(): Promise<Buffer> {
  const side = 2600;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** True when EXIF data holds a GPSInfo pointer (tag 0x8825, in either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The three calls of SPEC §7 as the browser makes them, through inject(), for one user. */
export function uploader(app: FastifyInstance, cookie: string, origin = 'http://localhost:3000') {
  const headers = { cookie, origin };
  return {
    start: () => app.inject({ method: 'POST', url: '/api/objects/upload', headers }),
    put: (uploadURL: string, body: Buffer, contentType: string) =>
      app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      }),
    register: (imageURL: string) =>
      app.inject({ method: 'PUT', url: '/api/food-images', headers, payload: { imageURL } }),
    get: (path: string) => app.inject({ method: 'GET', url: path, headers }),
  };
}
