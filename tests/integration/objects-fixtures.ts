// Images for the upload tests, made with sharp so that each one is a real, decodable file.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A JPEG carrying EXIF with GPS coordinates (IFD3 is the GPS directory). */
export async function jpegWithGps(width = 3000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'CreaseTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 49/1 0/1' } })
    .toBuffer();
}

export const png = () => sharp({ create: { width: 64, height: 48, channels: 4, background: '#3a7' } }).png().toBuffer();

/** About 20 MB of random pixels, stored uncompressed so the file really is that large. */
export async function hugePng(): Promise<Buffer> {
  const side = 2600;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
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
      app.inject({ method: 'PUT', url: uploadURL, headers: { ...headers, 'content-type': contentType }, payload: body }),
    register: (imageURL: string) => app.inject({ method: 'PUT', url: '/api/food-images', headers, payload: { imageURL } }),
    get: (path: string) => app.inject({ method: 'GET', url: path, headers }),
  };
}
