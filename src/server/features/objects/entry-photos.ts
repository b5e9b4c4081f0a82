// The photos of a log entry, for the queue (chat-jobs' EntryPhotos port): which attached object
// paths are the user's own stored photos, and inline photos checked and stored like uploads.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';
import { readableObjectPaths } from './read-image';
import { processInlineImage, storeInlineImages, type StoredInlineImages } from './service';

export function createEntryPhotos(deps: { db: Db; storage: ObjectStorage; images: Config['images'] }) {
  return {
    readable: (opts: { userId: string; objectPaths: string[] }): Promise<string[]> =>
      readableObjectPaths(deps.db, opts),
    async storeInline(opts: { userId: string; dataUrls: string[] }): Promise<StoredInlineImages> {
      // Every photo is checked before any is stored.
      const checked = [];
      for (const dataUrl of opts.dataUrls) checked.push(await processInlineImage(deps, dataUrl));
      return storeInlineImages(deps, { userId: opts.userId, images: checked });
    },
  };
}
