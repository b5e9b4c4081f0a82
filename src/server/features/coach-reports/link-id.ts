import { randomBytes } from 'node:crypto';

/** 144 random bits (above the 128 required), base64url: 24 characters, nothing to guess from. */
export const newLinkId = () => randomBytes(18).toString('base64url');
/** What a link id can look like; anything else is unknown without asking the database. */
export const LINK_ID = /^[A-Za-z0-9_-]{16,64}$/;
