// A panel that slides in from the left edge (the navigation drawer), built on Radix Dialog so it
// traps focus and closes on Escape or a tap outside.
import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;

export function SheetContent({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
      <D.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-[slide-in-left_220ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <D.Title className="text-lg font-bold text-stone-900">{title}</D.Title>
          <D.Close
            className="tap inline-flex items-center justify-center rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            aria-label="Close menu"
          >
            <X className="h-5 w-5" aria-hidden />
          </D.Close>
        </div>
        {children}
      </D.Content>
    </D.Portal>
  );
}
