// The one place the web app talks HTTP (SPEC §7). Every call goes through `request`, so every
// call sends credentials the same way, every JSON answer is read through a schema, and every
// refusal arrives as an ApiError whose fields screens read (no error text parsed back).

/** What reads an answer: a zod contract from src/contracts, or `trusted<T>()` (see there). */
export interface ResponseSchema<T> {
  parse: (value: unknown) => T;
}

/**
 * Takes the server's word for the shape, without a schema. Only for the calls the landing page
 * makes (the signed-in user, the waitlist join and leaderboard): loading zod with them would
 * slow the guest's first page, and the server validates what it sends with the same contracts.
 */
export const trusted = <T>(): ResponseSchema<T> => ({ parse: (value) => value as T });

/** A non-OK answer. The message is SPEC §8's '{status}: {body text or status text}'. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The JSON body when there was one, else the body text (possibly ''). */
  readonly body: unknown;

  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = parseBody(text);
  }

  /** A string field of a JSON body ('message', 'detail', 'error'), if it says something. */
  field(name: string): string | null {
    const value = this.body && typeof this.body === 'object' ? (this.body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && value.trim() ? value : null;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** fetch() rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

/** Worth sending again unchanged: no connection, or the server's database is briefly away (503). */
export function isTransientError(error: unknown): boolean {
  return isNetworkError(error) || isApiError(error, 503);
}

interface RequestOptions {
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as is (a file, a form). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** SPEC §7 sends the session on data calls; public and presigned URLs must not get it. */
  credentials?: RequestCredentials;
}

/** An early answer is used only this soon after it was asked for; later the screen asks afresh. */
export const EARLY_GET_MAX_AGE_MS = 10_000;
const earlyGets = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts GETs the first screen is about to make, before the code that makes them has loaded
 * (main.tsx, decision 113): the answers travel while the app's chunks do. Each is used once,
 * by the first plain GET of the same URL within EARLY_GET_MAX_AGE_MS and before any write;
 * otherwise dropped.
 */
export function startEarlyGets(urls: readonly string[]): void {
  for (const url of urls) {
    const response = fetch(url, { credentials: 'include' });
    // Nobody may ever take it: a failure is seen (and fetched again) by the caller that does.
    response.catch(() => undefined);
    earlyGets.set(url, { at: Date.now(), response });
  }
}

function takeEarlyGet(method: string, url: string, opts: RequestOptions): Promise<Response> | null {
  // Any write may change what every early answer says (a meal sent changes the day's meals,
  // jobs and targets), and a screen that takes one after the write would keep it: drop them all.
  if (method !== 'GET') {
    earlyGets.clear();
    return null;
  }
  const early = earlyGets.get(url);
  if (!early) return null;
  earlyGets.delete(url);
  const plain = method === 'GET' && !opts.headers && (opts.credentials ?? 'include') === 'include';
  return plain && Date.now() - early.at <= EARLY_GET_MAX_AGE_MS ? early.response : null;
}

async function send(method: string, url: string, opts: RequestOptions = {}): Promise<Response> {
  const early = takeEarlyGet(method, url, opts);
  // An early request that could not reach the server is not the caller's answer: ask again.
  const res = (early && (await early.catch(() => null))) || (await fetchFor(method, url, opts));
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return res;
}

function fetchFor(method: string, url: string, opts: RequestOptions): Promise<Response> {
  return fetch(url, {
    method,
    headers: { ...(opts.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...opts.headers },
    body: opts.json === undefined ? opts.body : JSON.stringify(opts.json),
    credentials: opts.credentials ?? 'include',
    signal: opts.signal,
  });
}

async function sendFor<T>(method: string, url: string, schema: ResponseSchema<T>, opts?: RequestOptions): Promise<T> {
  const res = await send(method, url, opts);
  return schema.parse(await res.json());
}

export const apiClient = {
  get: <T>(url: string, schema: ResponseSchema<T>, opts?: RequestOptions) => sendFor('GET', url, schema, opts),
  post: <T>(url: string, schema: ResponseSchema<T>, opts?: RequestOptions) => sendFor('POST', url, schema, opts),
  put: <T>(url: string, schema: ResponseSchema<T>, opts?: RequestOptions) => sendFor('PUT', url, schema, opts),
  /** A call whose answer nobody reads (204, or a body the screen has no use for). */
  send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, opts?: RequestOptions): Promise<void> => {
    await send(method, url, opts);
  },

  /** PUT of a raw photo to an upload URL (SPEC §7); a bucket's presigned URL must not get cookies. */
  uploadFile: async (uploadURL: string, file: File): Promise<void> => {
    const sameOrigin = new URL(uploadURL, window.location.href).origin === window.location.origin;
    await send('PUT', uploadURL, {
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      credentials: sameOrigin ? 'include' : 'omit',
    });
  },

  /** POST of a recording as multipart field `audio` (SPEC §7). */
  transcribe: <T>(audio: Blob, fileName: string, schema: ResponseSchema<T>): Promise<T> => {
    const form = new FormData();
    form.append('audio', audio, fileName);
    return sendFor('POST', '/api/external/audio/transcribe', schema, { body: form });
  },
};
