// The photo upload flow of SPEC §7: ask for an upload URL, PUT the raw file there, then register
// it; the returned object paths are what a chat job carries in images_obj_stor_urls.
import { useMutation } from '@tanstack/react-query';
import { ZFoodImageResponse, ZUploadStartResponse } from '../../../../contracts/objects';
import { apiClient } from '../../../lib/api-client';

async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = await apiClient.post('/api/objects/upload', ZUploadStartResponse);
  await apiClient.uploadFile(uploadURL, file);
  const { objectPath } = await apiClient.put('/api/food-images', ZFoodImageResponse, { json: { imageURL: uploadURL } });
  return objectPath;
}

/** Uploads in parallel; one failure fails the lot (the entry is not sent half-illustrated). */
export function useUploadImages() {
  return useMutation({ mutationFn: (files: readonly File[]) => Promise.all(files.map(uploadImage)) });
}

/** The small version for lists; the object path itself is the full image. */
export const thumbnailUrl = (objectPath: string): string =>
  objectPath.startsWith('/api/objects/') ? `${objectPath}/thumbnail` : objectPath;
