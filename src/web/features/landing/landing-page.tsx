// The public landing page. The landing issue adds the waitlist form, leaderboard and FAQ; this
// version already pitches the product and lets people sign in.
import { ArrowRight, LogIn, Mic, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { posts } from 'virtual:blog-index';
import { PublicLayout } from '../../components/layout/public-layout';
import { Button } from '../../components/ui/button';
import { goToSignIn } from '../../lib/navigation';

const FEATURES = [
  { icon: Sparkles, title: 'Log in plain words', text: '“2 rotis, ek katori dal and a lassi” becomes calories, protein, carbs and fat in seconds.' },
  { icon: Mic, title: 'Speak or snap it', text: 'Say what you ate between overs, or add a photo of the thali for better accuracy.' },
  { icon: Target, title: 'Goals that fit training', text: 'A daily score and clear bars for the nutrients that matter on match and nets days.' },
];

export function LandingPage() {
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
          <div className="space-y-6">
            <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100">Free during early access</p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">Fuel like a pro. Log a meal in one line.</h1>
            <p className="max-w-xl text-lg text-brand-100">
              Crease is the nutrition tracker built for cricketers and athletes, and it knows subcontinental food: dal, biryani, dosa, poha and a
              thousand more, down to the katori.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="inverse" size="lg" onClick={goToSignIn}>
                <LogIn className="h-5 w-5" aria-hidden />
                Sign In
              </Button>
              <Link to="/blog" className="inline-flex h-12 items-center gap-2 rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10">
                Read the nutrition guides
                <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
            </div>
          </div>
          <div className="rounded-2xl bg-white p-5 text-stone-900 shadow-2xl">
            <p className="text-sm font-semibold text-stone-600">You type</p>
            <p className="mt-1 rounded-xl bg-stone-100 p-3">Post-nets: 3 egg bhurji, 2 parathas and a glass of milk</p>
            <p className="mt-4 text-sm font-semibold text-stone-600">Crease logs</p>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
              {[['Cals', '845'], ['Prot', '38 g'], ['Carb', '71 g'], ['Fats', '44 g']].map(([k, v]) => (
                <div key={k} className="rounded-xl bg-brand-50 p-2">
                  <dt className="text-xs font-medium text-stone-600">{k}</dt>
                  <dd className="text-lg font-bold text-brand-900">{v}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features" className="text-3xl font-bold tracking-tight text-stone-900">Built for the way athletes eat</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="from-the-blog" className="border-t border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="from-the-blog" className="text-3xl font-bold tracking-tight text-stone-900">From the blog</h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {posts.slice(0, 3).map((p) => (
              <Link key={p.slug} to={`/blog/${p.slug}`} className="group rounded-2xl border border-stone-200 p-6 hover:border-brand-500 hover:shadow-md">
                <p className="text-sm text-stone-600">{p.readTime}</p>
                <h3 className="mt-2 text-lg font-semibold text-stone-900 group-hover:text-brand-700">{p.title}</h3>
                <p className="mt-2 line-clamp-3 text-stone-600">{p.excerpt}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
