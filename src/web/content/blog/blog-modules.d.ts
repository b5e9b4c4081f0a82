// Types of the modules src/web/build/blog-plugin.ts generates from the Markdown posts here.
declare module 'virtual:blog-index' {
  export interface BlogPostMeta {
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    /** YYYY-MM-DD */
    date: string;
    /** e.g. "15 min read" */
    readTime: string;
    words: number;
  }
  export const posts: readonly BlogPostMeta[];
  /** The post's body as HTML, loaded on demand; null for an unknown slug. */
  export function loadPostHtml(slug: string): Promise<string> | null;
}
