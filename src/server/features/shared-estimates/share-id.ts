import { randomBytes } from 'node:crypto';

/** 144 random bits (above the 128 required), base64url: 24 characters, nothing to guess from. */
export const newShareId = () => randomBytes(18).toString('base64url');
