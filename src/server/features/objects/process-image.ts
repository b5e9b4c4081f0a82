// Turns an uploaded photo into what we keep: re-encoded by sharp (which drops EXIF, GPS and any
// other metadata unless asked to keep it), turned upright, the long side capped, plus a small
// thumbnail for the log list. Re-encoding also means we never serve the user's original bytes.
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';
import { detectImageType, mimeOf, type ImageType } from './image-type.js';

export interface ProcessedImage {
  main: { body: Buffer; contentType: string; ext: string; width: number; height: number };
  thumbnail: { body: Buffer; contentType: string; ext: string };
}

export const NOT_AN_IMAGE = 'This file is not a supported image (JPEG, PNG, WebP, GIF or HEIC)';
const THUMBNAIL_PX = 320;

/** Throws a 415 AppError unless the bytes start like an image we accept. */
export function requireImageType(bytes: Buffer): ImageType {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  return type;
}

export async function processImage(bytes: Buffer, opts: { maxSidePx: number }): Promise<ProcessedImage> {
  const type = requireImageType(bytes);
  // Browsers cannot show HEIC, so it is kept as JPEG; other types keep their own format.
  const out: Exclude<ImageType, 'heic'> = type === 'heic' ? 'jpeg' : type;
  const animated = out === 'gif' || out === 'webp';
  try {
    const base = () =>
      sharp(bytes, { animated, limitInputPixels: 80_000_000 })
        .rotate()
        .resize({ width: opts.maxSidePx, height: opts.maxSidePx, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await base().toFormat(out, out === 'jpeg' ? { quality: 85, mozjpeg: true } : {}).toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(bytes).rotate().resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return {
      main: { body: data, contentType: mimeOf[out], ext: out === 'jpeg' ? 'jpg' : out, width: info.width, height: info.pageHeight ?? info.height },
      thumbnail: { body: thumbnail, contentType: 'image/webp', ext: 'webp' },
    };
  } catch {
    // Truncated or corrupt files, and HEIC from a build of libvips without an HEVC decoder.
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      type === 'heic' ? 'This HEIC photo cannot be read on this server; please send it as JPEG' : 'This image is damaged or cannot be read',
    );
  }
}
