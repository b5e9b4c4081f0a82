import { randomBytes } from 'node:crypto';

/** 96 random bits, base64url (16 characters): unguessable, and it says nothing about the address. */
export const newReferralCode = () => randomBytes(12).toString('base64url');
