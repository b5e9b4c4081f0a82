// localStorage and sessionStorage can throw (private mode, quota, disabled cookies); a lost
// preference must never break a screen, so every access goes through these guards.
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // storage full or blocked: the value is simply not remembered
  }
}

export function readJson<T>(which: Area, key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}
