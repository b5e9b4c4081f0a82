// 'How to log accurately?' (SPEC §2). Honest about photos: without an AI provider the server
// keeps and shows them but estimates from the text alone.
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';

const TIPS = [
  ['Say how much', '“2 rotis”, “1 katori dal”, “a large glass of lassi”, “150 g chicken”.'],
  ['Name the dish', '“chicken biryani”, “masala dosa with sambar”, “poha” rather than “rice” or “breakfast”.'],
  ['Mention extras', 'ghee on top, sugar in the chai, fried or grilled, with or without coconut.'],
  ['Say when', '“breakfast”, “after nets at 6”, “yesterday dinner” so it lands on the right day.'],
  ['One line per meal', 'Log a whole day at once: each meal becomes its own row.'],
] as const;

export function TipsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="How to log accurately?"
        description="Crease reads your words; the clearer the amounts, the closer the numbers."
      >
        <ul className="mt-4 grid gap-3">
          {TIPS.map(([title, body]) => (
            <li key={title}>
              <p className="font-semibold text-stone-900">{title}</p>
              <p className="text-sm text-stone-700">{body}</p>
            </li>
          ))}
          <li>
            <p className="font-semibold text-stone-900">Photos</p>
            <p className="text-sm text-stone-700">
              Photos are saved with the entry and shown in your log. They only improve the estimate when this server has
              an AI provider configured; otherwise the numbers come from your text, so describe the plate too.
            </p>
          </li>
        </ul>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
