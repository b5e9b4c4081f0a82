// One post. Its body is a separate chunk of build-time HTML (src/web/build/blog-plugin.ts).
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { loadPostHtml, posts } from 'virtual:blog-index';
import { announceAppReady } from '../../lib/app-ready';
import { PublicLayout } from '../../components/layout/public-layout';
import { buttonClass } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { PostMeta } from './post-meta';
import { postHtmlQueryKey } from './post-html-query';

function PostNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Post not found</h1>
      <p className="text-stone-600">That article does not exist, or it has moved.</p>
      <Link to="/blog" className={buttonClass('primary', 'lg')}>
        <ArrowLeft className="h-5 w-5" aria-hidden />
        Back to Blog
      </Link>
    </div>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = posts.find((p) => p.slug === slug);
  const body = useQuery({
    queryKey: postHtmlQueryKey(slug),
    queryFn: () => loadPostHtml(slug) ?? Promise.resolve(''),
    enabled: post !== undefined,
    // The body never changes within a release; a prerendered page hands it over in the cache.
    staleTime: Infinity,
  });
  // On the prerendered page, public/before-app.js holds presses until the app has taken over.
  useEffect(announceAppReady, []);

  return (
    <PublicLayout>
      {!post ? (
        <PostNotFound />
      ) : (
        <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Link
            to="/blog"
            className="tap inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Blog
          </Link>
          <h1 className="mt-6 text-3xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-4xl">
            {post.title}
          </h1>
          <PostMeta date={post.date} readTime={post.readTime} className="mt-4 gap-x-5 gap-y-1" />
          <p className="mt-6 text-xl leading-relaxed text-stone-700">{post.excerpt}</p>
          <hr className="my-8 border-stone-200" />
          {body.data ? (
            // Our own Markdown, rendered at build time: trusted HTML, no user input.
            <div className="prose-crease" dangerouslySetInnerHTML={{ __html: body.data }} />
          ) : body.isError ? (
            <p className="text-red-700">This article could not be loaded. Check your connection and try again.</p>
          ) : (
            <PageSpinner label="Loading article" />
          )}
          <div className="mt-12 border-t border-stone-200 pt-8">
            <Link to="/blog" className={buttonClass('outline', 'md')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              More articles
            </Link>
          </div>
        </article>
      )}
    </PublicLayout>
  );
}
