// An entry's photos as data URLs for a vision model: the stored files (already re-encoded, EXIF
// stripped, long side capped at upload), read as their owner through the same check as any read.
import { readImage } from '../../features/objects/index';
import { objectIdFromPath } from '../../lib/object-paths';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';

export async function entryPhotoDataUrls(
  deps: { db: Db; storage: ObjectStorage },
  opts: { userId: string; objectPaths: string[] },
): Promise<string[]> {
  const urls: string[] = [];
  for (const objectPath of opts.objectPaths) {
    const objectId = objectIdFromPath(objectPath);
    if (!objectId) continue;
    try {
      const image = await readImage(deps, { userId: opts.userId, objectId, variant: 'full' });
      urls.push(`data:${image.contentType};base64,${image.body.toString('base64')}`);
    } catch {
      // Deleted since the entry was queued: the text is still analysed.
    }
  }
  return urls;
}
