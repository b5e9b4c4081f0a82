/** Long-form US date ("January 31, 2025") of createdAt, or of today when it is missing or invalid. */
export function formatMemberSince(createdAt: string | null | undefined, now: Date = new Date()): string {
  const parsed = createdAt ? new Date(createdAt) : now;
  const date = Number.isNaN(parsed.getTime()) ? now : parsed;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
