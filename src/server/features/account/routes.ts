// The account is the user's: download everything (GET /api/account/export, a JSON attachment)
// and delete everything (DELETE /api/account, confirmed by typing DELETE; the CSRF check guards
// it like every unsafe /api call). Both only ever touch the signed-in user's own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountExport, ZDeleteAccountRequest } from '../../../contracts/account';
import { guardSignedIn, requireUser } from '../../auth/guard';
import { SESSION_COOKIE } from '../../auth/sessions';
import { deleteAccount, exportAccount, type DeleteDeps, type ExportDeps } from './service';

export const accountRoutes: FastifyPluginAsyncZod<ExportDeps & DeleteDeps & { secureCookies: boolean }> = async (
  app,
  deps,
) => {
  guardSignedIn(app);

  app.get('/api/account/export', async (request, reply) => {
    const data = ZAccountExport.parse(await exportAccount(deps, { userId: requireUser(request).id }));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="crease-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', { schema: { body: ZDeleteAccountRequest } }, async (request, reply) => {
    await deleteAccount(deps, { userId: requireUser(request).id });
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secureCookies });
    return reply.code(204).send();
  });
};
