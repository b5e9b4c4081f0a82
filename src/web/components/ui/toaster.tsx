// Renders the toast store with Radix Toast: 5 s default, swipe right past 50 px to dismiss,
// F8 focuses the region (Radix's default hotkey), viewport at most 420 px wide from md up.
import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast';

export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <T.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[swipe-out_150ms_ease-out]',
            variant === 'destructive'
              ? 'destructive border-red-800 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            {title ? <T.Title className="text-sm font-semibold">{title}</T.Title> : null}
            {description ? <T.Description className="text-sm opacity-90">{description}</T.Description> : null}
          </div>
          {action}
          <T.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </T.Provider>
  );
}
