// A labelled control of the athlete forms: the label above, the hint or error below, wired for
// screen readers; controls are 48 px tall so a thumb hits them.
import { useId, type ReactNode } from 'react';

export const controlClass =
  'h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 aria-[invalid=true]:border-red-600';

export function FormField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  /** Renders the control with the id (and description id) it must carry. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The one error line of a form: announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A typed number, or null when the box is empty (every athlete field is optional). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
}
