// SPEC §7-§8 use three error body shapes. A route picks its shape with `config.errorBody`;
// everything else answers `{message}`.
export type ErrorBodyShape = 'message' | 'detail' | 'error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's errors are shaped; default 'message'. */
    errorBody?: ErrorBodyShape;
  }
}

export function errorBody(shape: ErrorBodyShape, message: string): Record<string, string> {
  switch (shape) {
    case 'detail':
      return { detail: message, message };
    case 'error':
      return { error: message };
    default:
      return { message };
  }
}
