// buildApp(deps) assembles the HTTP application without listening, so tests drive it with
// inject() and main.ts decides ports, workers and shutdown.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth } from './auth/register-auth';
import { isSignedInSession } from './auth/sessions';
import { embeddedUserIssuer } from './auth/sign-in-sites';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './features/account/index';
import { athleteRoutes, exportAthleteData, getWeekReport } from './features/athlete/index';
import { audioRoutes } from './features/audio/index';
import { chatJobRoutes, relogRoutes } from './features/chat-jobs/index';
import { coachReportRoutes } from './features/coach-reports/index';
import { eventRoutes } from './features/events/index';
import { exportRoutes } from './features/export/index';
import { healthRoutes } from './features/health/index';
import { mealEditRoutes } from './features/meal-edits/index';
import { fromMealRow, mealRoutes } from './features/meals/index';
import { createEntryPhotos, objectRoutes, readableObjectPaths } from './features/objects/index';
import { preferenceRoutes } from './features/preferences/index';
import { findSharedImage, sharedEstimateRoutes } from './features/shared-estimates/index';
import { waitlistRoutes } from './features/waitlist/index';
import { registerErrorHandler } from './http/error-handler';
import { registerInputHygiene } from './http/input-hygiene';
import { registerPublicRateLimit } from './http/public-rate-limit';
import { loggerOptions } from './http/logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createUserEventHub } from './lib/user-events';
import { webDistDir } from './paths';
import type { Services } from './services';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Storage, engine, speech and AI, built once by the caller (main.ts, or a test with its own). */
  services: Services;
  /** Folder of the built SPA; null serves no web app (API-only tests). */
  webRoot?: string | null;
  /** Where logs go; stdout by default (tests capture them to check what is logged). */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every feature's routes, mounted in one place. Features never import each other: where one needs
 * another's work (the queue checks and stores photos; photos are lent by shares), the function is
 * handed in here.
 */
async function registerFeatures(app: FastifyInstance, { config, database, services, webRoot }: AppDeps): Promise<void> {
  const db = database.db;
  const { storage } = services;
  const hub = await createUserEventHub(database);
  app.addHook('onClose', () => hub.close());
  await app.register(chatJobRoutes, {
    db,
    rateLimit: config.queueRateLimit,
    defaultTimeZone: config.defaultTimeZone,
    photos: createEntryPhotos({ db, storage, images: config.images }),
    imageMaxBytes: config.images.maxBytes,
  });
  await app.register(relogRoutes, {
    db,
    rateLimit: config.queueRateLimit,
    defaultTimeZone: config.defaultTimeZone,
    toMeal: fromMealRow,
  });
  await app.register(mealEditRoutes, { db, rateLimit: config.queueRateLimit });
  await app.register(mealRoutes, { db, cacheBytes: config.mealsCacheBytes });
  await app.register(preferenceRoutes, { db });
  await app.register(athleteRoutes, { db, knowledge: services.analyzer.knowledge });
  await app.register(eventRoutes, { hub });
  await app.register(waitlistRoutes, { db, publicUrl: config.publicUrl });
  await app.register(objectRoutes, {
    db,
    storage,
    images: config.images,
    findSharedImage: (shareId) => findSharedImage(db, shareId),
  });
  await app.register(audioRoutes, { transcriber: services.transcriber, audio: config.audio });
  await app.register(sharedEstimateRoutes, {
    db,
    publicUrl: config.publicUrl,
    webRoot: webRoot === undefined ? webDistDir : webRoot,
    readablePhotos: (opts) => readableObjectPaths(db, opts),
  });
  await app.register(accountRoutes, {
    db,
    storage,
    publicUrl: config.publicUrl,
    embeddedIssuer: config.oidc.kind === 'embedded' ? embeddedUserIssuer(config) : null,
    secureCookies: config.publicUrl.startsWith('https:'),
    athleteData: (opts) => exportAthleteData(db, opts),
  });
  await app.register(exportRoutes, { db, toMeal: fromMealRow });
  await app.register(coachReportRoutes, {
    db,
    publicUrl: config.publicUrl,
    weekReport: (opts) => getWeekReport(db, services.analyzer.knowledge, opts),
    toMeal: fromMealRow,
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id (from a proxy) when it is sane, so logs line up across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerInputHygiene(app);
  registerPublicRateLimit(app);
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    connectSrc: [deps.services.storage.uploadOrigin].filter((o) => o !== null),
  });
  await app.register(healthRoutes, { database });
  await registerAuth(app, { config, database });
  await registerFeatures(app, deps);
  await registerWebApp(app, deps.webRoot === undefined ? webDistDir : deps.webRoot, {
    isSignedIn: (token) => isSignedInSession(database.db, token),
  });
  return app;
}
