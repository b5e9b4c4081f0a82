// Random tokens that are handed out once and then only recognised: the holder keeps the token,
// the database keeps its SHA-256, so a leaked table yields nothing usable.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a string can be one of our tokens at all (checked before any query). */
export const isSecretTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
