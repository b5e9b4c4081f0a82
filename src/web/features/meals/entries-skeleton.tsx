// Placeholder cards while the day's log loads (SPEC §2).
export function EntriesSkeleton() {
  return (
    <div role="status" aria-label="Loading your log" className="grid gap-3">
      {[0, 1].map((i) => (
        <div key={i} className="animate-pulse rounded-2xl border border-stone-200 bg-white p-4">
          <div className="h-4 w-2/3 rounded bg-stone-200" />
          <div className="mt-3 h-12 rounded-xl bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
