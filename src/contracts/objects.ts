// Photo uploads (SPEC §7): POST /api/objects/upload → {uploadURL}; PUT {uploadURL} with the raw
// image; PUT /api/food-images {imageURL} → {objectPath}. The object path is what jobs carry in
// images_obj_stor_urls and meals in context.image_uploads; GET it (or {objectPath}/thumbnail).
import { z } from 'zod';

export const ZUploadStartResponse = z.object({ uploadURL: z.string() });
export type UploadStartResponse = z.infer<typeof ZUploadStartResponse>;

export const ZFoodImageRequest = z.object({
  imageURL: z.string().trim().min(1, { message: 'imageURL is required' }).max(4096),
});
export type FoodImageRequest = z.infer<typeof ZFoodImageRequest>;

export const ZFoodImageResponse = z.object({ objectPath: z.string() });
export type FoodImageResponse = z.infer<typeof ZFoodImageResponse>;
