// One interface over where photo bytes live, so the objects feature never knows whether it is
// talking to a folder or a bucket. Keys are our own (never user input): `incoming/<id>` for an
// upload not yet checked, `images/<userId>/<id>.<ext>` and `thumbs/...` once processed.

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * The origin browsers PUT photos to when uploads go straight to the store, which the
   * Content-Security-Policy must allow; null when uploads are same-origin (local disk).
   */
  readonly uploadOrigin: string | null;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Size in bytes without reading the object, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A presigned URL the browser PUTs the raw bytes to directly, or null when uploads go
   * through our own upload route (local disk).
   */
  presignPut(key: string, ttlSeconds: number): Promise<string | null>;
}

const KEY = /^[a-z]+(\/[A-Za-z0-9._-]+)+$/;

/** Refuses anything that could step outside the store (`..`, absolute paths). */
export function assertSafeKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`unsafe object key: ${key}`);
  }
}
