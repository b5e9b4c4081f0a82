// Shown after a submission while analysis runs (SPEC §4), with a food fact and a Dismiss link.
import { Sparkles } from 'lucide-react';

export function AnalyzingNotice({ fact, onDismiss }: { fact: string | null; onDismiss: () => void }) {
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles className="h-4 w-4" aria-hidden /> Analyzing your meals… this usually takes about 30 seconds.
      </p>
      {fact ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Did you know?</span> {fact}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className="tap mt-2 inline-flex items-center text-sm font-medium underline underline-offset-4"
      >
        Dismiss
      </button>
    </div>
  );
}
