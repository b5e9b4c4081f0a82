// Calendar days in the user's own time zone: the log is grouped by the day the athlete lived,
// not by UTC (an 11 pm dinner in Mumbai must not land on tomorrow).
export function toIsoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last `count` days ending with `today`, oldest first (SPEC §9: a strip of 31). */
export function lastDays(today: Date, count: number): string[] {
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    days.push(toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - i)));
  }
  return days;
}

/** A YYYY-MM-DD string as a local Date at noon (noon keeps DST shifts from changing the day). */
export function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

export function userTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
