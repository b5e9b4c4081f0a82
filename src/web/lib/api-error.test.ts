import { describe, expect, it } from 'vitest';
import { isNetworkError, parseApiError, submitErrorMessage } from './api-error';

describe('submitErrorMessage', () => {
  it('shows the detail of a 429', () => {
    expect(submitErrorMessage(new Error('429: {"detail":"Slow down","message":"x"}'))).toBe('Slow down');
  });
  it('falls back to the rate-limit text for a 429 without detail', () => {
    expect(submitErrorMessage(new Error('429: Too Many Requests'))).toBe('Rate limit exceeded. Please try again later.');
  });
  it('shows the message of other errors, else the fallback', () => {
    expect(submitErrorMessage(new Error('400: {"detail":"d","message":"Message must not be empty"}'))).toBe('Message must not be empty');
    expect(submitErrorMessage(new Error('500: Internal Server Error'))).toBe('Failed to submit meal');
  });
});

describe('parseApiError', () => {
  it('reads the status and JSON body', () => {
    expect(parseApiError(new Error('404: {"message":"Meal not found"}'))).toMatchObject({ status: 404, body: { message: 'Meal not found' } });
  });
  it('has no status for a network failure', () => {
    expect(parseApiError(new TypeError('Failed to fetch')).status).toBeNull();
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new Error('500: x'))).toBe(false);
  });
});
