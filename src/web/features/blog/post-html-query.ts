// A post's body is fetched through the query cache (blog-post-page.tsx). A prerendered post page
// has the body in its HTML, so the build's render and the browser's hydrating render must both
// start with it in the cache, or the hydrating render would show a spinner instead (decision 106).
import type { QueryClient } from '@tanstack/react-query';
import { loadPostHtml } from 'virtual:blog-index';
import { queryKeys } from '../../lib/query-keys';

export const postHtmlQueryKey = queryKeys.blogPostHtml;

/** Puts the post's body in the cache; does nothing for an unknown slug. */
export async function seedPostHtml(queryClient: QueryClient, slug: string): Promise<void> {
  const html = await loadPostHtml(slug);
  if (html !== undefined && html !== null) queryClient.setQueryData(postHtmlQueryKey(slug), html);
}
