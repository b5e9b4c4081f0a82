import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { AppError } from './app-error';
import { errorBody } from './error-body';

/** Describes a request validation failure in words a user can act on. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const text = issue.message ?? 'is invalid';
      // Messages written for users in the contracts start with a capital; keep those as they are.
      return field && !/^[A-Z]/.test(text) ? `${field}: ${text}` : text;
    })
    .join('; ');
}

export interface ErrorAnswer {
  status: number;
  message: string;
  headers: Record<string, string>;
}

/**
 * What an error means to the client: its status and a message safe to show. Logs the ones that
 * are our fault (5xx). Shared by the JSON error handler below and the sign-in pages, which
 * answer the same errors as HTML.
 */
export function errorAnswer(error: FastifyError | AppError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'application error');
    return { status: error.status, message: error.message, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 400, message: validationMessage(error), headers: {} };
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, message: 'Internal server error', headers: {} };
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: the client may try again, and the log needs no stack per request.
    request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
    return { status: 503, message: DATABASE_UNAVAILABLE, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return { status, message: 'Internal server error', headers: {} };
  }
  // Fastify's own 4xx (malformed JSON, body too large, rate limit ...) carry safe messages.
  return { status, message: error.message, headers: {} };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const shape = request.routeOptions.config?.errorBody ?? 'message';
    const answer = errorAnswer(error, request);
    return reply.code(answer.status).headers(answer.headers).send(errorBody(shape, answer.message));
  });
}
