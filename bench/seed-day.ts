// A signed-in user with a day of entries on a running server, for the benches that measure the
// signed-in screens: signs up through the embedded sign-in, queues six entries for today and
// waits until the worker has analysed them. Returns the Cookie header value of the session.
import { signUpEmbedded } from '../tests/helpers/http-session';

const DAY = [
  'breakfast: 2 aloo parathas with curd and a cup of chai',
  'mid-morning: a banana and a handful of almonds',
  'lunch: 2 rotis, 1 katori dal, bhindi sabzi and a bowl of rice',
  'post-training: a glass of lassi',
  'evening snack: 2 idlis with sambar and coconut chutney',
  'dinner: chicken curry with 2 rotis and a salad',
];

export async function seedDayOfEntries(baseUrl: string): Promise<string> {
  const { session } = await signUpEmbedded(baseUrl, `bench-${Date.now()}@crease.test`, 'bench-password-123');
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const ids: string[] = [];
  for (const message of DAY) {
    const res = await session.request(`${baseUrl}/api/external/chat/queue`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ session_id: 'bench', message, timezone: 'Asia/Kolkata' }),
    });
    if (!res.ok) throw new Error(`queue: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { job_id: string }).job_id);
  }
  for (;;) {
    const res = await session.request(`${baseUrl}/api/external/chat/jobs?limit=20`);
    const { items } = (await res.json()) as { items: { job_id: string; status: string }[] };
    const open = items.filter((j) => ids.includes(j.job_id) && (j.status === 'queued' || j.status === 'processing'));
    if (open.length === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return session.cookieHeader();
}
