// What the queue needs of photos, as a port: the objects feature implements it and app.ts plugs
// it in, so chat-jobs knows nothing of uploads, storage or image processing.

export interface StoredInlinePhotos {
  objectPaths: string[];
  /** Removes them again (rows and files), when the entry they were for is not created after all. */
  discard(): Promise<void>;
}

export interface EntryPhotos {
  /** Those of `objectPaths` that name stored photos `userId` uploaded, in order. */
  readable(opts: { userId: string; objectPaths: string[] }): Promise<string[]>;
  /**
   * Checks and re-encodes every inline photo (base64 data URLs) and then stores them all as the
   * user's own: a bad one refuses the lot before anything is kept.
   */
  storeInline(opts: { userId: string; dataUrls: string[] }): Promise<StoredInlinePhotos>;
}
