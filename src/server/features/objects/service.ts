// Photo uploads: issue a one-use upload URL, take the raw bytes (local disk) or let the browser
// put them in the bucket (S3), then check and re-encode them when the client registers the
// upload. Only a processed image ever gets status 'stored' and is served.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { imageObjects } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { incomingKey, objectPathOf } from '../../lib/object-paths';
import type { ObjectStorage } from '../../storage/object-storage';
import { mimeOf } from './image-type';
import { processImage, requireImageType, type ProcessedImage } from './process-image';
import type { UploadSigner } from './upload-signature';

export interface ObjectDeps {
  db: Db;
  storage: ObjectStorage;
  signer: UploadSigner;
  images: Config['images'];
}

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

export async function startUpload(deps: ObjectDeps, opts: { userId: string }): Promise<{ uploadURL: string }> {
  const id = randomUUID();
  const ttl = deps.images.uploadUrlTtlSeconds;
  await deps.db
    .insert(imageObjects)
    .values({ id, userId: opts.userId, objectPath: objectPathOf(id), storageKey: incomingKey(id) });
  const presigned = await deps.storage.presignPut(incomingKey(id), ttl);
  if (presigned) return { uploadURL: presigned };
  const expires = Math.floor(Date.now() / 1000) + ttl;
  const signature = deps.signer.sign({ uploadId: id, userId: opts.userId, expires });
  return { uploadURL: `/api/objects/uploads/${id}?expires=${expires}&signature=${signature}` };
}

async function pendingUpload(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(UPLOAD_NOT_FOUND);
  const [row] = await db
    .select()
    .from(imageObjects)
    .where(and(eq(imageObjects.id, id), eq(imageObjects.userId, userId)));
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

/** The PUT {uploadURL} of local-disk storage: checks the signature, then keeps the raw bytes. */
export async function receiveUpload(
  deps: ObjectDeps,
  opts: { userId: string; uploadId: string; expires: number; signature: string; body: Buffer },
): Promise<void> {
  const { uploadId, userId, expires } = opts;
  if (!deps.signer.verify({ uploadId, userId, expires }, opts.signature))
    throw new AppError('FORBIDDEN', 'This upload link is not valid');
  if (expires * 1000 < Date.now()) throw new AppError('FORBIDDEN', 'This upload link has expired');
  const row = await pendingUpload(deps.db, userId, uploadId);
  if (row.status !== 'pending' || (await deps.storage.size(incomingKey(uploadId))) !== null) {
    throw new AppError('CONFLICT', 'This upload link has already been used');
  }
  // Refuse a non-image at once; full decoding happens when the upload is registered.
  const type = requireImageType(opts.body);
  await deps.storage.put(incomingKey(uploadId), opts.body, mimeOf[type]);
}

/** Our upload URLs end in uploads/<id> (local) or incoming/<id> (bucket); an object path is accepted too. */
export function uploadIdFrom(imageURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(imageURL, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /\/(?:uploads|incoming|objects)\/([0-9a-f-]{36})$/i.exec(pathname);
  return match?.[1] && isUuid(match[1]) ? match[1].toLowerCase() : null;
}

/** PUT /api/food-images: validates and re-encodes the upload, stores it, returns its object path. */
export async function registerFoodImage(
  deps: ObjectDeps,
  opts: { userId: string; imageURL: string },
): Promise<{ objectPath: string }> {
  const id = uploadIdFrom(opts.imageURL);
  if (!id) throw badRequest('imageURL is not an upload URL from this server');
  const row = await pendingUpload(deps.db, opts.userId, id);
  if (row.status === 'stored') return { objectPath: row.objectPath };
  const raw = incomingKey(id);
  const size = await deps.storage.size(raw);
  if (size === null) throw badRequest('Nothing has been uploaded to this URL yet');
  let processed;
  try {
    // Bucket uploads are not size-limited by the presigned URL, so the limit is enforced here.
    if (size > deps.images.maxBytes) throw tooLarge(deps.images.maxBytes);
    const bytes = await deps.storage.get(raw);
    if (!bytes) throw badRequest('Nothing has been uploaded to this URL yet');
    processed = await processImage(bytes, { maxSidePx: deps.images.maxSidePx });
  } catch (error) {
    // A refused file is gone at once; the pending row stays harmless (nothing can be served).
    await deps.storage.delete(raw);
    throw error;
  }
  await storeProcessed(deps, { userId: opts.userId, id, processed }, async (stored) => {
    await deps.db
      .update(imageObjects)
      .set({ status: 'stored', ...stored })
      .where(and(eq(imageObjects.id, id), eq(imageObjects.userId, opts.userId)));
  });
  await deps.storage.delete(raw);
  return { objectPath: row.objectPath };
}

/**
 * Writes a processed photo and its thumbnail, then lets `record` save the row. Nothing half
 * stored: if the row cannot be saved, the copies (unreachable without it) are removed.
 */
async function storeProcessed(
  deps: Pick<ObjectDeps, 'storage'>,
  opts: { userId: string; id: string; processed: ProcessedImage },
  record: (stored: {
    storageKey: string;
    thumbnailKey: string;
    contentType: string;
    sizeBytes: number;
    width: number;
    height: number;
  }) => Promise<void>,
): Promise<void> {
  const { main, thumbnail } = opts.processed;
  const storageKey = `images/${opts.userId}/${opts.id}.${main.ext}`;
  const thumbnailKey = `thumbs/${opts.userId}/${opts.id}.${thumbnail.ext}`;
  try {
    await deps.storage.put(storageKey, main.body, main.contentType);
    await deps.storage.put(thumbnailKey, thumbnail.body, thumbnail.contentType);
    await record({
      storageKey,
      thumbnailKey,
      contentType: main.contentType,
      sizeBytes: main.body.length,
      width: main.width,
      height: main.height,
    });
  } catch (error) {
    await Promise.allSettled([deps.storage.delete(storageKey), deps.storage.delete(thumbnailKey)]);
    throw error;
  }
}

/**
 * A photo sent inline (a base64 data URL in the queue call's image_urls, SPEC §7), checked and
 * re-encoded like an upload. Nothing is stored yet: an entry's photos are all checked before any
 * is kept (storeInlineImages).
 */
export async function processInlineImage(deps: Pick<ObjectDeps, 'images'>, dataUrl: string): Promise<ProcessedImage> {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw badRequest('image_urls must be base64 data URLs (data:image/jpeg;base64,...)');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > deps.images.maxBytes) throw tooLarge(deps.images.maxBytes);
  return processImage(bytes, { maxSidePx: deps.images.maxSidePx });
}

export interface StoredInlineImages {
  objectPaths: string[];
  /** Removes them again (rows and files), when the entry they were for is not created after all. */
  discard(): Promise<void>;
}

/** Stores checked inline photos as the user's own; all or none. */
export async function storeInlineImages(
  deps: Pick<ObjectDeps, 'db' | 'storage'>,
  opts: { userId: string; images: ProcessedImage[] },
): Promise<StoredInlineImages> {
  const stored: Array<{ id: string; keys: string[] }> = [];
  const discard = async () => {
    const ids = stored.map((s) => s.id);
    if (ids.length > 0)
      await deps.db
        .delete(imageObjects)
        .where(and(eq(imageObjects.userId, opts.userId), inArray(imageObjects.id, ids)));
    await Promise.allSettled(stored.flatMap((s) => s.keys.map((k) => deps.storage.delete(k))));
  };
  try {
    for (const processed of opts.images) {
      const id = randomUUID();
      await storeProcessed(deps, { userId: opts.userId, id, processed }, async (row) => {
        await deps.db
          .insert(imageObjects)
          .values({ id, userId: opts.userId, objectPath: objectPathOf(id), status: 'stored', ...row });
        stored.push({ id, keys: [row.storageKey, row.thumbnailKey] });
      });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { objectPaths: stored.map((s) => objectPathOf(s.id)), discard };
}
