// The public landing page (SPEC §2): the waitlist hero with referral queue and leaderboard,
// then why Crease, what it does, the blog and the FAQ. Loaded as its own chunk: nothing of the
// signed-in app comes with it.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { announceAppReady } from '../../lib/app-ready';
import { PublicLayout } from '../../components/layout/public-layout';
import { BlogTeasers, CtaSection, FaqSection, FeaturesSection, ProblemsSection } from './landing-sections';
import { useLeaderboard } from './api/get-leaderboard';
import { useWaitlist } from './use-waitlist';
import { WaitlistForm } from './waitlist-form';

// Shown only after joining, and it brings the leaderboard dialog (Radix Dialog): a chunk of its
// own, fetched as soon as a join is on its way.
const loadJoinedPanel = () => import('./joined-panel');
const JoinedPanel = lazy(() => loadJoinedPanel().then((m) => ({ default: m.JoinedPanel })));

const DEMO = [
  ['Cals', '845'],
  ['Prot', '38 g'],
  ['Carb', '71 g'],
  ['Fats', '44 g'],
] as const;

export function LandingPage() {
  const [params] = useSearchParams();
  const { state, submit } = useWaitlist(params.get('ref'));
  const inputRef = useRef<HTMLInputElement>(null);
  // SPEC §4: the leaderboard is fetched on load (and again after joining); failures are logged only.
  const { error } = useLeaderboard();
  useEffect(() => {
    if (error) console.error('Failed to load the leaderboard', error);
  }, [error]);
  useEffect(() => {
    if (state.status === 'submitting') void loadJoinedPanel();
  }, [state.status]);
  // Hydrated: the buttons answer now (a click held by public/before-app.js is replayed).
  useEffect(announceAppReady, []);

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    inputRef.current?.focus({ preventScroll: true });
  };

  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div className="space-y-6">
            <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100">
              Free during early access
            </p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              Fuel like a pro. Log a meal in one line.
            </h1>
            <p className="max-w-xl text-lg text-brand-100">
              Crease is the nutrition tracker built for cricketers and athletes, and it knows subcontinental food: dal,
              biryani, dosa, poha and hundreds more, down to the katori. Join the waitlist; top referrers get in first.
            </p>
            {state.status === 'joined' ? (
              <Suspense fallback={<WaitlistForm submitting onSubmit={() => {}} inputRef={inputRef} />}>
                <JoinedPanel result={state.result} />
              </Suspense>
            ) : (
              <WaitlistForm
                submitting={state.status === 'submitting'}
                onSubmit={(email) => void submit(email)}
                inputRef={inputRef}
              />
            )}
          </div>
          <div
            className="rounded-2xl bg-white p-5 text-stone-900 shadow-2xl"
            aria-label="Example of a logged meal"
            role="figure"
          >
            <p className="text-sm font-semibold text-stone-600">You type</p>
            <p className="mt-1 rounded-xl bg-stone-100 p-3">Post-nets: 3 egg bhurji, 2 parathas and a glass of milk</p>
            <p className="mt-4 text-sm font-semibold text-stone-600">Crease logs</p>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
              {DEMO.map(([k, v]) => (
                <div key={k} className="rounded-xl bg-brand-50 p-2">
                  <dt className="text-xs font-medium text-stone-600">{k}</dt>
                  <dd className="text-lg font-bold text-brand-900">{v}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <ProblemsSection />
      <FeaturesSection />
      <CtaSection onJoin={backToTop} />
      <BlogTeasers />
      <FaqSection />
    </PublicLayout>
  );
}
