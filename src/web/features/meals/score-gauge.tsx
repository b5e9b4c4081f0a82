// The Daily Score as a ring: the arc is the score out of 100.
export function ScoreGauge({ score }: { score: number }) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  return (
    <div className="relative h-28 w-28 shrink-0" role="img" aria-label={`Daily Score ${score} out of 100`}>
      <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="10" className="stroke-stone-200" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-500"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden>
        <span className="text-3xl font-bold text-stone-900" data-testid="daily-score">
          {score}
        </span>
        <span className="text-[11px] font-medium uppercase tracking-wide text-stone-600">Score</span>
      </div>
    </div>
  );
}
