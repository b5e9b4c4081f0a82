// Centred dialog on Radix Dialog: focus trap, Escape to close, aria wiring come from Radix.
import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-2xl bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <D.Title className="pr-10 text-lg font-semibold text-stone-900">{title}</D.Title>
        {description ? <D.Description className="mt-2 text-sm text-stone-600">{description}</D.Description> : null}
        {children}
        <D.Close
          className="tap absolute right-4 top-4 inline-flex items-center justify-center rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 max-md:right-2 max-md:top-2"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
