// One id per page load (SPEC §3), sent with queued meals so the server can group a visit's jobs.
function makeSessionId(now: number, random: () => number): string {
  return `session_${now}_${random().toString(36).slice(2, 11)}`;
}

export const clientSessionId: string = makeSessionId(Date.now(), Math.random);
export { makeSessionId };
