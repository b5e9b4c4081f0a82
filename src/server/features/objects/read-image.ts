// Serving stored photos. Every read goes through canRead: an image is its owner's alone. A
// shared estimate lends its owner's right for one photo, by share id (read-shared-image.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageObjects } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { objectIdFromPath } from '../../lib/object-paths';
import type { ObjectStorage } from '../../storage/object-storage';

export const IMAGE_NOT_FOUND = 'Image not found';

type ImageRow = typeof imageObjects.$inferSelect;

/**
 * The stored image `objectId` if `userId` may see it, else null. Today only its owner may;
 * a guest (null) or another user gets null, which the route turns into a 404.
 */
export async function canRead(db: Db, opts: { userId: string | null; objectId: string }): Promise<ImageRow | null> {
  if (!opts.userId || !isUuid(opts.objectId)) return null;
  const [row] = await db
    .select()
    .from(imageObjects)
    .where(
      and(eq(imageObjects.id, opts.objectId), eq(imageObjects.userId, opts.userId), eq(imageObjects.status, 'stored')),
    );
  return row ?? null;
}

export async function readImage(
  deps: { db: Db; storage: ObjectStorage },
  opts: { userId: string | null; objectId: string; variant: 'full' | 'thumbnail' },
): Promise<{ body: Buffer; contentType: string }> {
  const row = await canRead(deps.db, opts);
  const key = opts.variant === 'thumbnail' ? row?.thumbnailKey : row?.storageKey;
  const body = key ? await deps.storage.get(key) : null;
  if (!row || !body) throw notFound(IMAGE_NOT_FOUND);
  return {
    body,
    contentType: opts.variant === 'thumbnail' ? 'image/webp' : (row.contentType ?? 'application/octet-stream'),
  };
}

/**
 * The object paths among `objectPaths` that name stored images `userId` may read, in order;
 * for the queue to keep only a user's own photos in images_obj_stor_urls.
 */
export async function readableObjectPaths(db: Db, opts: { userId: string; objectPaths: string[] }): Promise<string[]> {
  const ids = opts.objectPaths.map(objectIdFromPath).filter((id): id is string => id !== null && isUuid(id));
  if (ids.length === 0) return [];
  // One query for them all: the queue asks on every entry with photos.
  const rows = await db
    .select({ id: imageObjects.id })
    .from(imageObjects)
    .where(and(inArray(imageObjects.id, ids), eq(imageObjects.userId, opts.userId), eq(imageObjects.status, 'stored')));
  const readable = new Set(rows.map((r) => r.id.toLowerCase()));
  return opts.objectPaths.filter((p) => readable.has(objectIdFromPath(p)?.toLowerCase() ?? ''));
}
