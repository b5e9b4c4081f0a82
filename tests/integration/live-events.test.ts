// GET /api/events streams "jobs"/"meals" to the signed-in user whose data changed, and only to them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { createUser } from '../helpers/fixtures';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';

async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body!.getReader();
  let text = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    text: () => text,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describeWithDatabase('live updates over Server-Sent Events', (use) => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await startListeningApp(use());
  });
  afterAll(async () => {
    await server.close();
  });

  it("tells a user's open page when their entry is queued and when its meals are ready", async () => {
    const db = use().db;
    const [me, other] = [await createUser(db), await createUser(db)];
    const myCookie = `${SESSION_COOKIE}=${await createSession(db, { userId: me.id, ttlMs: 60_000 })}`;
    const otherCookie = `${SESSION_COOKIE}=${await createSession(db, { userId: other.id, ttlMs: 60_000 })}`;
    const mine = await openStream(server.url, myCookie);
    const theirs = await openStream(server.url, otherCookie);
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
    await expect.poll(() => mine.text()).toContain(': connected');

    const queued = await fetch(`${server.url}/api/external/chat/queue`, {
      method: 'POST',
      headers: { cookie: myCookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: 's', message: '2 rotis' }),
    });
    expect(queued.status).toBe(201);
    await expect.poll(() => mine.text(), { timeout: 5_000 }).toContain('event: jobs');
    const workers = await startTestWorkers(use());
    await expect.poll(() => mine.text(), { timeout: 10_000 }).toContain('event: meals');
    await workers.stop();
    expect(theirs.text()).not.toContain('event:');
    await mine.close();
    await theirs.close();
  });
});
