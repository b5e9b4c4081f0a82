// Turns an uploaded photo into what we keep: re-encoded by sharp (which drops EXIF, GPS and any
// other metadata unless asked to keep it), turned upright, the long side capped, plus a small
// thumbnail for the log list. Re-encoding also means we never serve the user's original bytes.
import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../http/app-error';
import { decodeHeic } from './decode-heic';
import { detectImageType, mimeOf, type ImageType } from './image-type';

export interface ProcessedImage {
  main: { body: Buffer; contentType: string; ext: string; width: number; height: number };
  thumbnail: { body: Buffer; contentType: string; ext: string };
}

export const NOT_AN_IMAGE = 'This file is not a supported image (JPEG, PNG, WebP, GIF or HEIC)';
export const HEIC_UNREADABLE = 'This HEIC photo is damaged or cannot be read; please send it as JPEG';
const THUMBNAIL_PX = 320;
// libvips' operation cache keeps recent results (up to 50 MB) for reuse, but no photo is ever
// processed twice, so it only holds memory; one libvips thread per photo keeps the number of
// malloc arenas (each holding its freed memory) low. Requests still run side by side (decision 114).
sharp.cache(false);
sharp.concurrency(1);
// Decompression-bomb guard: 80 MP is above any phone camera (48 MP) and bounds memory per photo.
const MAX_INPUT_PIXELS = 80_000_000;

/** Throws a 415 AppError unless the bytes start like an image we accept. */
export function requireImageType(bytes: Buffer): ImageType {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  return type;
}

/**
 * What sharp decodes from. HEVC-coded HEIC goes through libheif-js first (decode-heic.ts) and
 * reaches sharp as raw RGBA, which also means no EXIF comes along; AV1-coded HEIF (AVIF, same
 * magic bytes) sharp reads itself.
 */
async function decodableInput(bytes: Buffer, type: ImageType): Promise<{ input: Buffer; options: SharpOptions }> {
  if (type === 'heic') {
    const meta = await sharp(bytes).metadata();
    if (meta.compression !== 'av1') {
      if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
        throw new Error('HEIC image too large');
      const raw = await decodeHeic(bytes, { maxPixels: MAX_INPUT_PIXELS });
      return { input: raw.data, options: { raw: { width: raw.width, height: raw.height, channels: 4 } } };
    }
  }
  return { input: bytes, options: {} };
}

export async function processImage(bytes: Buffer, opts: { maxSidePx: number }): Promise<ProcessedImage> {
  const type = requireImageType(bytes);
  // Browsers other than Safari cannot show HEIC, so it is kept as JPEG (the photo format every
  // browser and link-preview crawler reads); other types keep their own format.
  const out: Exclude<ImageType, 'heic'> = type === 'heic' ? 'jpeg' : type;
  const animated = out === 'gif' || out === 'webp';
  try {
    const { input, options } = await decodableInput(bytes, type);
    const decode = (extra: SharpOptions = {}) =>
      sharp(input, { ...options, ...extra, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { data, info } = await decode({ animated })
      .resize({ width: opts.maxSidePx, height: opts.maxSidePx, fit: 'inside', withoutEnlargement: true })
      .toFormat(out, out === 'jpeg' ? { quality: 85, mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await decode()
      .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      main: {
        body: data,
        contentType: mimeOf[out],
        ext: out === 'jpeg' ? 'jpg' : out,
        width: info.width,
        height: info.pageHeight ?? info.height,
      },
      thumbnail: { body: thumbnail, contentType: 'image/webp', ext: 'webp' },
    };
  } catch {
    // Truncated, corrupt or oversized files: a client error, not ours.
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      type === 'heic' ? HEIC_UNREADABLE : 'This image is damaged or cannot be read',
    );
  }
}
