import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { posts } from 'virtual:blog-index';
import { announceAppReady } from '../../lib/app-ready';
import { PublicLayout } from '../../components/layout/public-layout';
import { PostMeta } from './post-meta';

export function BlogListPage() {
  // On the prerendered page, public/before-app.js holds presses until the app has taken over.
  useEffect(announceAppReady, []);
  return (
    <PublicLayout>
      <section className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">The Crease Blog</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            Nutrition for cricketers
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-600">
            Practical guides to eating for long days in the field, fast spells, sharp reflexes and big innings, with the
            food you actually eat.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2">
        {posts.map((post) => (
          <article
            key={post.slug}
            className="group relative flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md"
          >
            <PostMeta date={post.date} readTime={post.readTime} className="items-center gap-x-4 gap-y-1" />
            <h2 className="mt-3 text-xl font-bold leading-snug text-stone-900 group-hover:text-brand-700">
              <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
                {post.title}
              </Link>
            </h2>
            <p className="mt-3 flex-1 text-stone-600">{post.excerpt}</p>
            <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden>
              Read article <ArrowRight className="h-4 w-4" />
            </span>
          </article>
        ))}
      </div>
    </PublicLayout>
  );
}
