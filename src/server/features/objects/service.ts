// Photo uploads: issue a one-use upload URL, take the raw bytes (local disk) or let the browser
// put them in the bucket (S3), then check and re-encode them when the client registers the
// upload. Only a processed image ever gets status 'stored' and is served.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { imageObjects } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { isUuid } from '../../http/ids.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { mimeOf } from './image-type.js';
import { processImage, requireImageType } from './process-image.js';
import type { UploadSigner } from './upload-signature.js';

export interface ObjectDeps {
  db: Db;
  storage: ObjectStorage;
  signer: UploadSigner;
  images: Config['images'];
}

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const incomingKey = (id: string) => `incoming/${id}`;
export const objectPathOf = (id: string) => `/api/objects/${id}`;
export const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

export async function startUpload(deps: ObjectDeps, opts: { userId: string }): Promise<{ uploadURL: string }> {
  const id = randomUUID();
  const ttl = deps.images.uploadUrlTtlSeconds;
  await deps.db.insert(imageObjects).values({ id, userId: opts.userId, objectPath: objectPathOf(id), storageKey: incomingKey(id) });
  const presigned = await deps.storage.presignPut(incomingKey(id), ttl);
  if (presigned) return { uploadURL: presigned };
  const expires = Math.floor(Date.now() / 1000) + ttl;
  const signature = deps.signer.sign({ uploadId: id, userId: opts.userId, expires });
  return { uploadURL: `/api/objects/uploads/${id}?expires=${expires}&signature=${signature}` };
}

async function pendingUpload(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(UPLOAD_NOT_FOUND);
  const [row] = await db.select().from(imageObjects).where(and(eq(imageObjects.id, id), eq(imageObjects.userId, userId)));
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

/** The PUT {uploadURL} of local-disk storage: checks the signature, then keeps the raw bytes. */
export async function receiveUpload(
  deps: ObjectDeps,
  opts: { userId: string; uploadId: string; expires: number; signature: string; body: Buffer },
): Promise<void> {
  const { uploadId, userId, expires } = opts;
  if (!deps.signer.verify({ uploadId, userId, expires }, opts.signature)) throw new AppError('FORBIDDEN', 'This upload link is not valid');
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
export async function registerFoodImage(deps: ObjectDeps, opts: { userId: string; imageURL: string }): Promise<{ objectPath: string }> {
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
  const storageKey = `images/${opts.userId}/${id}.${processed.main.ext}`;
  const thumbnailKey = `thumbs/${opts.userId}/${id}.${processed.thumbnail.ext}`;
  try {
    await deps.storage.put(storageKey, processed.main.body, processed.main.contentType);
    await deps.storage.put(thumbnailKey, processed.thumbnail.body, processed.thumbnail.contentType);
    const { width, height, contentType, body } = processed.main;
    await deps.db
      .update(imageObjects)
      .set({ status: 'stored', storageKey, thumbnailKey, contentType, sizeBytes: body.length, width, height })
      .where(and(eq(imageObjects.id, id), eq(imageObjects.userId, opts.userId)));
  } catch (error) {
    // Nothing half stored: without the row update the copies are unreachable, so remove them.
    await Promise.allSettled([deps.storage.delete(storageKey), deps.storage.delete(thumbnailKey)]);
    throw error;
  }
  await deps.storage.delete(raw);
  return { objectPath: row.objectPath };
}
