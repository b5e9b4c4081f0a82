// Placeholder of the meals log (SPEC §2 "Meals log"); the meals issue replaces it with the day
// strip, daily summary and entries. The composer already follows the guest rule of SPEC §6.
import { SendHorizontal, UtensilsCrossed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { SignInPrompt } from '../../components/shared/sign-in-prompt';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';

export function MealsPage() {
  const { isAuthenticated } = useAuth();
  const [text, setText] = useState('');
  const [promptOpen, setPromptOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (!isAuthenticated) {
      setPromptOpen(true);
      return;
    }
    toast({ title: 'Meal logging is almost here', description: 'Your entry was kept in the box for now.' });
  };

  return (
    <PageContainer title="Meals" description="Everything you ate today, with calories and macros." className="pb-40">
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UtensilsCrossed className="h-7 w-7" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-stone-900">Log a meal below to get started</p>
        <p className="max-w-sm text-stone-600">Try “2 rotis, a bowl of dal and curd after nets”. Crease works out the rest.</p>
      </Card>
      <form onSubmit={submit} className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-end gap-2">
          <label htmlFor="meal-composer" className="sr-only">
            What did you eat?
          </label>
          <textarea
            id="meal-composer"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Describe what you ate. Attach images for better accuracy."
            rows={1}
            className="max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
          <Button type="submit" size="icon" className="h-12 w-12 shrink-0 rounded-xl" disabled={!text.trim()} aria-label="Send">
            <SendHorizontal className="h-5 w-5" aria-hidden />
          </Button>
        </div>
      </form>
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </PageContainer>
  );
}
