// How the meals screen's numbers work (SPEC §2 "Metrics explanation"). Goals come from the same
// table the meals screen uses; saturated fat is left out here as the spec asks. Personal targets
// (issue 16) get a section of their own; a signed-in athlete with targets also sees today's.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAthleteDay } from '../../api/athlete-day';
import { useAuth } from '../../lib/auth';
import { METRICS } from '../../lib/daily-goals';
import { toIsoDate } from '../../lib/local-date';

// Fluids have no fixed goal of SPEC's: their default comes with the day's targets.
const PUBLIC_GOALS = METRICS.flatMap((m) =>
  m.id === 'saturated_fat' || m.goal === null ? [] : [{ ...m, goal: m.goal }],
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <div className="mt-3 space-y-3 text-stone-700">{children}</div>
    </Card>
  );
}

function TodaysTargets() {
  const { isAuthenticated } = useAuth();
  const day = useAthleteDay(toIsoDate(new Date()), isAuthenticated).data;
  if (!day?.personal) return null;
  return (
    <p className="rounded-xl bg-brand-50 p-4 text-stone-800" data-testid="todays-targets">
      Today: {day.basis}.
      {day.ranges
        ? ` Carbohydrate ${day.ranges.carbs[0]}-${day.ranges.carbs[1]} g, protein ${day.ranges.protein[0]}-${day.ranges.protein[1]} g.`
        : null}
    </p>
  );
}

export function MetricsExplanationPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/meals" className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">Understanding your metrics</h1>
      <p className="mt-2 text-stone-600">
        What the score and bars on your meals screen mean, and how to make them yours.
      </p>
      <div className="mt-6 grid gap-5">
        <Section title="Daily Score">
          <p>
            Your Daily Score is one number from 0 to 100 that sums up how close today&apos;s eating is to your goals.
            For each metric you track we work out the percentage of its goal you have reached, count anything above 100%
            as 100%, and take the rounded average.
          </p>
          <p className="rounded-xl bg-brand-50 p-4 text-stone-800">
            Example: calories at 80%, protein at 90%, carbs at 70% and fat at 85% of goal give a Daily Score of 81.
          </p>
          <p data-testid="overshoot-rule">
            Going far past a goal does not earn a perfect score. Calories count as 100% up to 120% of the goal; beyond
            that every extra percent takes a point off (at 150% calories count as 70, at 220% or more as 0). Sodium,
            sugar, saturated fat and cholesterol are limits, so every percent over the goal takes a point off. Protein,
            carbs, fat and fiber stay at 100% once reached.
          </p>
        </Section>
        <Section title="Progress Bars">
          <p>
            Each tracked metric has a bar that fills as you log meals. A full bar means you have reached the goal for
            the day.
          </p>
          <p>
            The fill stops at 100%. When a value goes past its goal the bar turns{' '}
            <span className="font-semibold text-red-700">red</span>, a nudge worth noticing for sodium, sugar and
            cholesterol in particular.
          </p>
        </Section>
        <Section title="Daily Goals">
          <p>Goals are fixed reference values for an adult on a 2,000 kcal diet:</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {PUBLIC_GOALS.map((m) => (
              <li key={m.id} className="flex justify-between rounded-lg border border-stone-200 px-4 py-2">
                <span>{m.label}</span>
                <span className="font-semibold text-stone-900">
                  {m.goal.toLocaleString('en-US')} {m.unit}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Personal Targets">
          <p>
            Add your body weight on your profile and the goals become yours: they follow your weight, your sport and
            role, your goal, and each day&apos;s training. A rest day, a heavy training day and a match day get
            different targets, and the summary says what today&apos;s are for.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Carbohydrate by the day&apos;s load: 3-5 g per kg of body weight on a light day, 5-7 g on a moderate day,
              6-10 g on a heavy day and 8-12 g on a very heavy day, with match days and the day before at the high end.
            </li>
            <li>Protein 1.6-2.2 g per kg every day, towards the top when you are losing fat.</li>
            <li>Fat at least a fifth of your energy; energy is the sum of the three.</li>
            <li>
              Fluids: a baseline plus what a session sweats out, more in the heat. A sweat-rate test on your profile
              makes it yours. Water you add with the quick buttons and drinks you log in words both count.
            </li>
          </ul>
          <p className="text-sm text-stone-600">
            Sources: the ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada position stand on nutrition
            and athletic performance (2016); the ISSN position stand on protein (2017); the ACSM position stand on fluid
            replacement (2007).
          </p>
          <TodaysTargets />
        </Section>
        <Section title="Customization">
          <p>
            Choose which metrics appear on your meals screen with{' '}
            <span className="font-semibold">Configure Daily Metrics</span>. Calories, protein, carbs and fat are shown
            by default; add fiber, sugar, sodium, cholesterol, saturated fat or fluids when they matter to you.
          </p>
          <p>
            At least one metric always stays selected, and your Daily Score is calculated from the metrics you choose.
          </p>
        </Section>
      </div>
    </div>
  );
}
