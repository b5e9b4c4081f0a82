import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFoodImageRequest, ZFoodImageResponse, ZUploadStartResponse } from '../../../contracts/objects';
import { requireUser } from '../../auth/guard';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';
import { readImage } from './read-image';
import { readLimited } from './read-limited';
import { readSharedImage, type FindSharedImage } from './read-shared-image';
import { receiveUpload, registerFoodImage, startUpload, tooLarge, type ObjectDeps } from './service';
import { loadUploadSigner } from './upload-signature';

const ZObjectId = z.object({ id: z.string() });
const ZShareId = z.object({ id: z.string().max(200) });

export interface ObjectRouteDeps {
  db: Db;
  storage: ObjectStorage;
  images: Config['images'];
  /** The shared-estimates feature's lookup of a live share's photo. */
  findSharedImage: FindSharedImage;
}

export const objectRoutes: FastifyPluginAsyncZod<ObjectRouteDeps> = async (
  app,
  { db, storage, images, findSharedImage },
) => {
  const deps: ObjectDeps = { db, storage, signer: await loadUploadSigner(db), images };

  app.post('/api/objects/upload', { schema: { response: { 200: ZUploadStartResponse } } }, async (request) =>
    startUpload(deps, { userId: requireUser(request).id }),
  );

  app.put(
    '/api/food-images',
    { schema: { body: ZFoodImageRequest, response: { 200: ZFoodImageResponse } } },
    async (request) => registerFoodImage(deps, { userId: requireUser(request).id, imageURL: request.body.imageURL }),
  );

  // Photos are <img src> targets. A guest or another user gets the same 404 as a missing image.
  for (const variant of ['full', 'thumbnail'] as const) {
    const url = variant === 'full' ? '/api/objects/:id' : '/api/objects/:id/thumbnail';
    app.get(url, { schema: { params: ZObjectId } }, async (request, reply) => {
      const image = await readImage(deps, { userId: request.user?.id ?? null, objectId: request.params.id, variant });
      // An id always names the same bytes, so the browser may keep them; private keeps proxies out.
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.body);
    });
  }

  // A shared estimate's photo (image_url of GET /api/public/calorie-guess/:id), for anyone with
  // the link. Every photo byte leaves through this file; this is the one route not owner-only.
  app.get('/api/public/calorie-guess/:id/image', { schema: { params: ZShareId } }, async (request, reply) => {
    const { etag, image } = await readSharedImage(
      { ...deps, findSharedImage },
      { shareId: request.params.id, ifNoneMatch: request.headers['if-none-match'] },
    );
    // Revalidated on every use (cheap: 304 by ETag), so revoking the share takes effect at once.
    reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').header('etag', etag);
    // A shared link is meant to be shown anywhere (chat previews, other sites' pages): unlike the
    // owner-only photos, this one may be embedded cross-origin.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return image ? reply.type(image.contentType).send(image.body) : reply.code(304).send();
  });

  // The local-disk PUT {uploadURL}: any content type, read raw (the type is judged from the bytes).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      async (request: { headers: Record<string, string | string[] | undefined> }, payload: NodeJS.ReadableStream) =>
        readLimited(payload as Readable, {
          maxBytes: images.maxBytes,
          declaredLength:
            typeof request.headers['content-length'] === 'string' ? request.headers['content-length'] : undefined,
          tooLarge: () => tooLarge(images.maxBytes),
        }),
    );
    raw.withTypeProvider<ZodTypeProvider>().put(
      '/api/objects/uploads/:id',
      {
        schema: {
          params: ZObjectId,
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveUpload(deps, {
          userId: requireUser(request).id,
          uploadId: request.params.id,
          ...request.query,
          body,
        });
        return reply.code(200).send({ ok: true });
      },
    );
  });
};
