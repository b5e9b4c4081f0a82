// Full-screen view of a log photo (SPEC §2: tapping an image opens a zoom).
import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';

export function ImageZoom({ src, onClose }: { src: string | null; onClose: () => void }) {
  return (
    <D.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <D.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
          aria-describedby={undefined}
        >
          <D.Title className="sr-only">Meal photo</D.Title>
          {src ? <img src={src} alt="Meal photo, full size" className="max-h-full max-w-full object-contain" /> : null}
          <D.Close
            className="absolute right-4 top-4 rounded-full bg-white/15 p-2 text-white hover:bg-white/25"
            aria-label="Close"
          >
            <X className="h-6 w-6" aria-hidden />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
