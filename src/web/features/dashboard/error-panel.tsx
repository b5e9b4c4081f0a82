// The closable red panel of the dashboard (SPEC §8 'Unable to submit meal').
import { X } from 'lucide-react';

export function ErrorPanel({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
      <div className="flex-1">
        <p className="font-semibold">Unable to submit meal</p>
        <p className="text-sm">{message}</p>
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="tap inline-flex items-center justify-center rounded-md p-1 hover:bg-red-100"
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
    </div>
  );
}
