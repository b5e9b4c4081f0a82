// apiRequest throws '{status}: {body}' (SPEC §8). Screens need the status and the server's
// own words back out of that, and must tell "the server said no" from "no connection".
export interface ParsedApiError {
  status: number | null;
  body: Record<string, unknown> | null;
  text: string;
}

export function parseApiError(error: unknown): ParsedApiError {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, body: null, text };
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(match[2] ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // a plain-text body
  }
  return { status: Number(match[1]), body, text: match[2] ?? '' };
}

/** fetch() rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

/** Worth sending again unchanged: no connection, or the server's database is briefly away (503). */
export function isTransientError(error: unknown): boolean {
  return isNetworkError(error) || parseApiError(error).status === 503;
}

function field(body: Record<string, unknown> | null, name: string): string | null {
  const value = body?.[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** SPEC §8 "Meal submit": 429 shows detail (or the rate-limit text); others message or the fallback. */
export function submitErrorMessage(error: unknown): string {
  const { status, body } = parseApiError(error);
  if (status === 429) return field(body, 'detail') ?? 'Rate limit exceeded. Please try again later.';
  return field(body, 'message') ?? 'Failed to submit meal';
}

/** The server's `message` field, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return field(parseApiError(error).body, 'message') ?? fallback;
}
