// Copy a link and say so ("Link copied!", SPEC §8). Where the browser refuses the clipboard, a
// small dialog shows the link, selected, to copy by hand.
import { Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { writeClipboard } from '../../lib/clipboard';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';

function copiedToast(): void {
  toast({ title: 'Link copied!' });
}

function CopyByHandDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const inputId = 'copy-by-hand-link';
  const copyFromField = async () => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    input?.select();
    // The older selection way still works where the async clipboard does not.
    if ((url !== null && (await writeClipboard(url))) || document.execCommand('copy')) {
      copiedToast();
      onClose();
    }
  };
  return (
    <Dialog open={url !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Copy this link" description="Your browser did not let Crease copy it. Copy it from here.">
        <label htmlFor={inputId} className="sr-only">
          Link
        </label>
        <input
          id={inputId}
          readOnly
          value={url ?? ''}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-4 h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-900"
        />
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
          <Button onClick={() => void copyFromField()}>
            <Copy className="h-4 w-4" aria-hidden /> Copy
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** `copy(url)` copies and toasts, or opens the dialog; render `dialog` once where it is used. */
export function useCopyLink(): { copy: (url: string) => Promise<void>; dialog: ReactNode } {
  const [byHand, setByHand] = useState<string | null>(null);
  const copy = async (url: string) => {
    if (await writeClipboard(url)) copiedToast();
    else setByHand(url);
  };
  return { copy, dialog: <CopyByHandDialog url={byHand} onClose={() => setByHand(null)} /> };
}
