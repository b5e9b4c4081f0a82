// Log Your Meals (SPEC §2): a large text area (min 270 px), Speak/Stop Recording, Log Meals and,
// while there is no history yet, three example entries to start from.
import { Mic, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { isSendKey } from '../../lib/enter-to-send';
import type { RecorderState } from '../../lib/use-recorder';

export const EXAMPLES = [
  'Breakfast: 2 aloo parathas with a katori of curd and masala chai',
  'Lunch after nets: chicken biryani, a bowl of raita and a banana',
  'Dinner: 3 rotis, dal tadka, bhindi sabzi and a glass of milk',
] as const;

export function LogMealsCard(p: {
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  onMic: () => void;
  recorder: RecorderState;
  submitting: boolean;
  showExamples: boolean;
  children?: ReactNode;
}) {
  const busy = p.submitting || p.recorder !== 'idle';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Log Your Meals</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor="dashboard-input" className="sr-only">
          Describe your meals
        </label>
        <textarea
          id="dashboard-input"
          value={p.text}
          disabled={busy}
          onChange={(e) => p.onText(e.target.value)}
          onKeyDown={(e) => {
            if (!isSendKey(e.nativeEvent)) return;
            e.preventDefault();
            if (p.text.trim() && !busy) p.onSubmit();
          }}
          placeholder="Breakfast: 2 aloo parathas with curd. Lunch: chicken biryani, raita. Post-training: banana shake."
          className="min-h-[270px] w-full resize-y rounded-xl border border-stone-300 p-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-stone-100"
        />
        {p.showExamples ? (
          <div>
            <p className="mb-2 text-sm font-medium text-stone-700">Try an example:</p>
            <ul className="grid gap-2">
              {EXAMPLES.map((ex) => (
                <li key={ex}>
                  <button
                    type="button"
                    onClick={() => p.onText(ex)}
                    disabled={busy}
                    className="w-full rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100"
                  >
                    {ex}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant={p.recorder === 'recording' ? 'destructive' : 'outline'}
            size="lg"
            onClick={p.onMic}
            disabled={p.submitting || p.recorder === 'transcribing'}
          >
            {p.recorder === 'recording' ? (
              <Square className="h-5 w-5" aria-hidden />
            ) : (
              <Mic className="h-5 w-5" aria-hidden />
            )}
            {p.recorder === 'recording' ? 'Stop Recording' : p.recorder === 'transcribing' ? 'Transcribing…' : 'Speak'}
          </Button>
          <Button size="lg" className="sm:flex-1" disabled={!p.text.trim() || busy} onClick={p.onSubmit}>
            {p.submitting ? 'Logging…' : 'Log Meals'}
          </Button>
        </div>
        {p.children}
      </CardContent>
    </Card>
  );
}
