// Deleting one meal from its detail screen (SPEC §8 'Meal deleted', 404 and failure texts).
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { parseApiError } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { toast } from '../../lib/toast';

export function DeleteMealButton({ mealId }: { mealId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = async () => {
    setOpen(false);
    try {
      await apiRequest('DELETE', `/api/external/meals/${encodeURIComponent(mealId)}`);
      toast({ title: 'Meal deleted', description: 'Removed from your log.' });
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/external/meals') });
      void navigate('/meals');
    } catch (error) {
      const notFound = parseApiError(error).status === 404;
      toast({ title: notFound ? 'Meal not found - it may have already been deleted' : 'Failed to delete meal', variant: 'destructive' });
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Delete meal
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Delete this meal?" description="It will be removed from your log and your daily totals.">
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild><Button variant="outline">Cancel</Button></DialogClose>
            <Button variant="destructive" onClick={() => void remove()}>Delete</Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
