// The texts SPEC §8 shows for a refused call, read from the ApiError's fields.
import { isApiError } from './api-client';

/** SPEC §8 "Meal submit": 429 shows detail (or the rate-limit text); others message or the fallback. */
export function submitErrorMessage(error: unknown): string {
  if (isApiError(error, 429)) return error.field('detail') ?? 'Rate limit exceeded. Please try again later.';
  return (isApiError(error) && error.field('message')) || 'Failed to submit meal';
}

/** The server's `message` field, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.field('message')) || fallback;
}
