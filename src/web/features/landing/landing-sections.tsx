// The static sections below the hero: problems, features, the call to action, blog teasers, FAQ.
import { ArrowRight, ArrowUp, Clock, Dumbbell, Salad, Timer, Utensils, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { posts } from 'virtual:blog-index';
import { Button } from '../../components/ui/button';
import { FAQ, FEATURES, PROBLEMS } from './content';

const PROBLEM_ICONS = [Utensils, Dumbbell, Timer];
const FEATURE_ICONS = [Sparkles, Salad, Target];
const TEASER_SLUGS = ['complete-nutrition-bible', 'fast-bowler-fuel', 'eating-for-reflexes'];

export function ProblemsSection() {
  return (
    <section aria-labelledby="problems" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="problems" className="text-3xl font-bold tracking-tight text-stone-900">
        Why most athletes give up on tracking
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {PROBLEMS.map(({ title, text }, i) => {
          const Icon = PROBLEM_ICONS[i] ?? Utensils;
          return (
            <div key={title} className="rounded-2xl border border-red-100 bg-white p-6">
              <Icon className="h-7 w-7 text-ball-600" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function FeaturesSection() {
  return (
    <section aria-labelledby="features" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-16 sm:px-6">
        <h2 id="features" className="text-3xl font-bold tracking-tight text-stone-900">
          Built for the way cricketers eat
        </h2>
        {FEATURES.map(({ title, text }, i) => {
          const Icon = FEATURE_ICONS[i] ?? Sparkles;
          return (
            <div key={title} className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50">
                <Icon className="h-7 w-7 text-brand-700" aria-hidden />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 max-w-2xl text-stone-600">{text}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function CtaSection({ onJoin }: { onJoin: () => void }) {
  return (
    <section aria-labelledby="cta" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta" className="text-3xl font-bold tracking-tight">
            Ready to fuel like a pro?
          </h2>
          <p className="mt-2 text-brand-100">
            Early access is free. Get your place in the queue before the next wave opens.
          </p>
        </div>
        <Button variant="inverse" size="lg" onClick={onJoin}>
          <ArrowUp className="h-5 w-5" aria-hidden />
          Request Access
        </Button>
      </div>
    </section>
  );
}

export function BlogTeasers() {
  const teasers = TEASER_SLUGS.map((slug) => posts.find((p) => p.slug === slug)).filter((p) => p !== undefined);
  return (
    <section aria-labelledby="from-the-blog" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="from-the-blog" className="text-3xl font-bold tracking-tight text-stone-900">
        From the blog
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {teasers.map((p) => (
          <Link
            key={p.slug}
            to={`/blog/${p.slug}`}
            className="group flex flex-col rounded-2xl border border-stone-200 bg-white p-6 hover:border-brand-500 hover:shadow-md"
          >
            <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
              <Clock className="h-4 w-4" aria-hidden />
              {p.readTime}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-stone-900 group-hover:text-brand-700">{p.title}</h3>
            {/* Not flex-1: a clamped paragraph taller than its three lines shows the lines after the ellipsis. */}
            <p className="mt-2 line-clamp-3 text-stone-600">{p.excerpt}</p>
            <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
              Read article <ArrowRight className="h-4 w-4" aria-hidden />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function FaqSection() {
  return (
    <section aria-labelledby="faq" className="border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq" className="text-3xl font-bold tracking-tight text-stone-900">
          Frequently asked questions
        </h2>
        <div className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-5 py-4">
              <summary className="tap flex cursor-pointer list-none flex-col justify-center font-semibold text-stone-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {q}
                  <span aria-hidden className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-stone-600">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
