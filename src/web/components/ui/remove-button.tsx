// The bin icon that removes one row of a list (a weight, a sweat test, a water log): a 44 px
// target with a label saying which row, disabled while that row's removal is on its way.
import { Trash2 } from 'lucide-react';
import { Button } from './button';

export function RemoveButton({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" className="h-11 w-11 shrink-0 px-0" aria-label={label} disabled={pending} onClick={onClick}>
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}
