// Deleting one meal from its detail screen (SPEC §8 'Meal deleted', 404 and failure texts).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteMeal } from './api/delete-meal';

export function DeleteMealButton({ mealId }: { mealId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { mutateAsync: deleteMeal } = useDeleteMeal();
  const remove = async () => {
    setOpen(false);
    try {
      await deleteMeal(mealId);
      toast({ title: 'Meal deleted', description: 'Removed from your log.' });
      void navigate('/meals');
    } catch (error) {
      const notFound = isApiError(error, 404);
      toast({
        title: notFound ? 'Meal not found - it may have already been deleted' : 'Failed to delete meal',
        variant: 'destructive',
      });
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
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
