// Share a completed log entry (issue 17): makes the public estimate snapshot of the entry, copies
// its /calorie-guess link and says "Link copied!" (or shows the link to copy by hand). An icon
// on the entry card, a labelled button on the meal detail screen; its name is "Share" in both.
import { LoaderCircle, Share2 } from 'lucide-react';
import { useCreateShare } from '../../api/shares';
import { serverMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { useCopyLink } from './copy-link';

export function ShareEntryButton({ jobId, labelled = false }: { jobId: string; labelled?: boolean }) {
  const { mutateAsync: createShare, isPending } = useCreateShare();
  const { copy, dialog } = useCopyLink();
  const share = async () => {
    let url: string;
    try {
      ({ url } = await createShare(jobId));
    } catch (error) {
      toast({
        title: 'Failed to share',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    await copy(url);
  };
  const icon = isPending ? (
    <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
  ) : (
    <Share2 className="h-4 w-4" aria-hidden />
  );
  return (
    <>
      {labelled ? (
        <Button variant="outline" disabled={isPending} aria-busy={isPending} onClick={() => void share()}>
          {icon} Share
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Share"
          disabled={isPending}
          aria-busy={isPending}
          onClick={() => void share()}
        >
          {icon}
        </Button>
      )}
      {dialog}
    </>
  );
}
