// Placeholder of the dashboard (SPEC §2 "Dashboard"); the dashboard issue adds voice input,
// submission, the analyzing notice and the history list.
import { History } from 'lucide-react';
import { useState } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../lib/toast';

export function DashboardPage() {
  const [text, setText] = useState('');
  return (
    <PageContainer title="Dashboard" description="Log a whole day in one go, in your own words.">
      <div className="grid gap-6">
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
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Breakfast: 2 aloo parathas with curd. Lunch: chicken biryani, raita. Post-training: banana shake."
              className="min-h-[270px] w-full resize-y rounded-xl border border-stone-300 p-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
            <Button
              size="lg"
              disabled={!text.trim()}
              onClick={() => toast({ title: 'Meal logging is almost here', description: 'Your text stays in the box for now.' })}
            >
              Log Meals
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Log History</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-2 py-8 text-center text-stone-600">
            <History className="h-8 w-8 text-stone-400" aria-hidden />
            No meals logged yet
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
