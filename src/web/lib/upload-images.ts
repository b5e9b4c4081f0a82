// The photo upload flow of SPEC §7: ask for an upload URL, PUT the raw file there, then register
// it; the returned object paths are what a chat job carries in images_obj_stor_urls.
import { ZFoodImageResponse, ZUploadStartResponse } from '../../contracts/objects';
import { apiRequest, throwIfResNotOk } from './query-client';

export async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = ZUploadStartResponse.parse(await (await apiRequest('POST', '/api/objects/upload')).json());
  // Same-origin (local disk) URLs need the session cookie; a bucket's presigned URL must not get it.
  const sameOrigin = new URL(uploadURL, window.location.href).origin === window.location.origin;
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    credentials: sameOrigin ? 'include' : 'omit',
  });
  await throwIfResNotOk(put);
  const res = await apiRequest('PUT', '/api/food-images', { imageURL: uploadURL });
  return ZFoodImageResponse.parse(await res.json()).objectPath;
}

/** Uploads in parallel; one failure fails the lot (the entry is not sent half-illustrated). */
export function uploadImages(files: readonly File[]): Promise<string[]> {
  return Promise.all(files.map(uploadImage));
}

/** The small version for lists; the object path itself is the full image. */
export const thumbnailUrl = (objectPath: string): string =>
  objectPath.startsWith('/api/objects/') ? `${objectPath}/thumbnail` : objectPath;
