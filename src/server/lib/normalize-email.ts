// One person, one place in the queue: the key an address is stored under. Case and
// surrounding space never matter; for Gmail (and its old googlemail.com name) dots and +tags in
// the local part reach the same inbox, so they are dropped there. Other providers treat dots
// and + differently, so their local parts are kept (decision 040).
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function normalizeEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lower;
  const base = local.split('+')[0] ?? '';
  return `${base.replace(/\./g, '')}@gmail.com`;
}

/**
 * The mailbox an address delivers to, for referral credit: besides normalizeEmail, a +tag is
 * dropped for every provider (most deliver `name+tag@` to `name@`), so `pace+1@` and `pace+2@`
 * are one mailbox even where they hold two places in the queue (decision 103).
 */
export function mailboxKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  return `${normalized.slice(0, at).split('+')[0] ?? ''}${normalized.slice(at)}`;
}
