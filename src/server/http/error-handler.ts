import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { errorBody } from './error-body.js';

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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const shape = request.routeOptions.config?.errorBody ?? 'message';
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.code(error.status).headers(error.headers).send(errorBody(shape, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(shape, validationMessage(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(errorBody(shape, 'Internal server error'));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send(errorBody(shape, 'Internal server error'));
    }
    // Fastify's own 4xx (malformed JSON, body too large, rate limit ...) carry safe messages.
    return reply.code(status).send(errorBody(shape, error.message));
  });
}
