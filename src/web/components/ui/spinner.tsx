import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-stone-600', className)}>
      <LoaderCircle aria-hidden className="h-6 w-6 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page area while its code or data loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:h-8 [&_svg]:w-8" />
    </div>
  );
}
