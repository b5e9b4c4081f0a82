// Reads the newest password-reset link for an address out of the server's log (JSON lines):
// without SMTP_URL that log line is how the link reaches anyone.
const LINK = /https?:\/\/\S+?\/oidc\/reset-password\?token=[A-Za-z0-9_-]{43}/;

export function resetLinkFromLog(log: string, email: string): string | null {
  let found: string | null = null;
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let msg: unknown;
    try {
      msg = (JSON.parse(line) as { msg?: unknown }).msg;
    } catch {
      continue;
    }
    if (typeof msg !== 'string' || !msg.includes(`To: ${email}.`)) continue;
    found = LINK.exec(msg)?.[0] ?? found;
  }
  return found;
}
