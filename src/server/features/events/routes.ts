// GET /api/events: Server-Sent Events telling a signed-in user's open pages that their jobs or
// meals changed, so screens refresh at once instead of waiting for the next poll.
import type { FastifyPluginAsync } from 'fastify';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { UserEventHub } from '../../lib/user-events';

const HEARTBEAT_MS = 25_000; // below common proxy idle timeouts

export const eventRoutes: FastifyPluginAsync<{ hub: UserEventHub }> = async (app, { hub }) => {
  guardSignedIn(app);
  const open = new Set<() => void>();
  // Streams never go idle, so end them before the server waits for connections to close.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/events', async (request, reply) => {
    const user = requireUser(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = hub.subscribe(user.id, (kind) => res.write(`event: ${kind}\ndata: {"kind":"${kind}"}\n\n`));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
