// The low-intake note (issue 16): the server's calm wording when recent heavy days were far under
// target. Neutral colours on purpose: it is advice, not an alarm, and never a diagnosis.
import { HeartHandshake } from 'lucide-react';
import { Card } from '../../components/ui/card';

export function LowIntakeNote({ text }: { text: string }) {
  return (
    <Card
      className="mb-4 flex gap-3 border-stone-200 bg-stone-50 p-4 sm:p-5"
      role="note"
      aria-label="A note on your eating"
    >
      <HeartHandshake className="mt-0.5 h-5 w-5 shrink-0 text-stone-600" aria-hidden />
      <p className="text-stone-800">{text}</p>
    </Card>
  );
}
