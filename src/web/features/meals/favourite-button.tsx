// The star on a completed entry card (issue 17): a toggle that stars the entry as a favourite,
// shown pressed at once and put back if the server refuses.
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useToggleFavourite } from './api/relog';

export function FavouriteButton({ jobId, favourite }: { jobId: string; favourite: boolean }) {
  const { mutateAsync, isPending } = useToggleFavourite();
  // What the user last asked for, until the jobs list agrees again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pressed = wanted ?? favourite;
  if (wanted !== null && wanted === favourite && !isPending) setWanted(null);
  const toggle = async () => {
    const next = !pressed;
    setWanted(next);
    try {
      await mutateAsync({ jobId, favourite: next });
    } catch (error) {
      setWanted(null);
      toast({
        title: 'Failed to update favourites',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={pressed ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => void toggle()}
    >
      <Star className={cn('h-4 w-4', pressed && 'fill-amber-400 text-amber-500')} aria-hidden />
    </Button>
  );
}
