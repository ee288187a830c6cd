import { ListPageMeta } from '../../components/page-meta.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useBlogs } from './api/list-blogs.ts';
import { BlogCard } from './components/blog-card.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { blogsQuery } from './api/list-blogs.ts';

export const loader = pageLoader((_, qc) => [qc.ensureInfiniteQueryData(blogsQuery)]);

export function Component() {
  const blogs = useBlogs();
  const items = blogs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <ListPageMeta
        path="/blog"
        title="Blogs"
        description="Guides, tips and stories from the road: hotels worth the detour, tours to plan for and how to pick the right cab."
        image={items[0]?.image}
      />
      <section className="bg-gradient-to-br from-teal-800 to-sky-900 py-14 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-100">Travel stories</p>
          <h1 className="mt-2 text-4xl font-extrabold">Raahi Blog</h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">
            Guides, tips and stories from the road: hotels worth the detour, tours to plan for and how to pick the right cab.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {blogs.isPending ? (
          <Spinner label="Loading..." />
        ) : blogs.isError ? (
          <ErrorState message={messageOf(blogs.error, 'Failed to load blogs. Please try again.')} onRetry={() => void blogs.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No posts yet" hint="Our writers are on the road. Check back soon." />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((b) => (
                <li key={b._id}>
                  <BlogCard blog={b} />
                </li>
              ))}
            </ul>
            {blogs.hasNextPage && (
              <div className="mt-10 text-center">
                <Button variant="secondary" onClick={() => void blogs.fetchNextPage()} disabled={blogs.isFetchingNextPage}>
                  {blogs.isFetchingNextPage ? 'Loading...' : 'Load more posts'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
