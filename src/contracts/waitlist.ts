// The waitlist of SPEC §3/§7: join request and response, leaderboard rows, and the SPEC §5
// masking rule. Pure, so the server (which masks) and the web app (which shows) share it.
import { z } from 'zod';

/** What the server says when an address is not a usable email (the landing page shows it as is). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

// RFC 5321 limits, and the shape browsers accept for <input type="email">, plus a dotted domain:
// "sachin@localhost" is valid HTML but nobody on a waitlist can be reached there.
const EMAIL_SHAPE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > 254 || at > 64) return false;
  const local = value.slice(0, at);
  // Dots may not start, end or double up in the local part.
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_SHAPE.test(value);
}

/** Referral codes are opaque base64url strings; anything else in `ref` is ignored, not an error. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{8,64}$/;

export const ZWaitlistJoinRequest = z.object({
  email: z.string({ message: INVALID_EMAIL_MESSAGE }).trim().refine(isValidEmail, { message: INVALID_EMAIL_MESSAGE }),
  // Comes from a URL a stranger may have edited: accepted as any short string, used only if it
  // is a known code.
  referredBy: z.string().max(200).nullish(),
  /**
   * The token an earlier join answer gave this device, kept with the saved email: it shows the
   * place is the caller's own. Without it an address already on the list is answered as new.
   */
  restoreToken: z.string().max(400).nullish(),
});
export type WaitlistJoinRequest = z.infer<typeof ZWaitlistJoinRequest>;

export const ZWaitlistJoinResponse = z.object({
  shareLink: z.string(),
  alreadyJoined: z.boolean(),
  rank: z.number().int().positive(),
  referralCount: z.number().int().nonnegative(),
  /** Keep it with the email (waitlist_token) and send it back to restore the joined state. */
  restoreToken: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof ZWaitlistJoinResponse>;

export const ZLeaderboardEntry = z.object({
  /** Always masked by the server (maskEmail); never a full address. */
  email: z.string(),
  rank: z.number().int().positive(),
  referralCount: z.number().int().nonnegative(),
});
export type LeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
export const ZLeaderboard = z.array(ZLeaderboardEntry);

const STARS = '***';

/**
 * SPEC §5: with up to 4 characters before the @, keep the first 2 and star the rest; otherwise
 * keep the first 4, then stars, then the domain part. A fixed run of stars, so the mask does
 * not reveal how long the address is (decision 040).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  if (local.length <= 4) return `${local.slice(0, 2)}${STARS}`;
  return `${local.slice(0, 4)}${STARS}${domain ? `@${domain}` : ''}`;
}
