// The photo of a shared estimate, for guests. The share id is the only key: the photo's own
// object path stays owner-only, a revoked share stops serving at once, and the share can only
// ever lend the one image its owner's entry had when it was shared.
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { ObjectStorage } from '../../storage/object-storage';
import { canRead, IMAGE_NOT_FOUND, readImage } from './read-image';

/**
 * A live share's photo and its owner, or null (unknown or revoked id, or no photo shared). Shares
 * are the shared-estimates feature's; app.ts passes its lookup in.
 */
export type FindSharedImage = (shareId: string) => Promise<{ ownerId: string; objectId: string } | null>;

/** `image` is null when the caller's copy (`ifNoneMatch`) is still the one: answer 304. */
export async function readSharedImage(
  deps: { db: Db; storage: ObjectStorage; findSharedImage: FindSharedImage },
  opts: { shareId: string; ifNoneMatch?: string | undefined },
): Promise<{ etag: string; image: { body: Buffer; contentType: string } | null }> {
  const shared = await deps.findSharedImage(opts.shareId);
  if (!shared) throw notFound(IMAGE_NOT_FOUND);
  // An object id always names the same bytes, so it is a sound validator.
  const etag = `"${shared.objectId}"`;
  // Read as its owner: canRead still insists the image is theirs and stored.
  const access = { userId: shared.ownerId, objectId: shared.objectId };
  if (opts.ifNoneMatch === etag) {
    if (!(await canRead(deps.db, access))) throw notFound(IMAGE_NOT_FOUND);
    return { etag, image: null };
  }
  return { etag, image: await readImage(deps, { ...access, variant: 'full' }) };
}
