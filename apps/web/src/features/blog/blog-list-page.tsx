import { ListPageMeta } from '../../components/page-meta.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useBlogs } from './api/list-blogs.ts';
import { BlogCard } from './components/blog-card.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { blogsQuery } from './api/list-blogs.ts';
import { useT } from '../../lib/i18n.tsx';

export const loader = pageLoader((_, qc) => [qc.ensureInfiniteQueryData(blogsQuery)]);

export function Component() {
  const t = useT();
  const blogs = useBlogs();
  const items = blogs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <ListPageMeta path="/blog" title={t('blog.list.title')} description={t('blog.list.description')} image={items[0]?.image} />
      <section className="bg-gradient-to-br from-teal-800 to-sky-900 py-14 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-100">{t('blog.list.kicker')}</p>
          <h1 className="mt-2 text-4xl font-extrabold">{t('blog.list.heading')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">{t('blog.list.description')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {blogs.isPending ? (
          <Spinner label={t('blog.list.loading')} />
        ) : blogs.isError ? (
          <ErrorState message={messageOf(blogs.error, t('blog.list.error'))} onRetry={() => void blogs.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t('blog.list.empty')} hint={t('blog.list.emptyHint')} />
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
                  {blogs.isFetchingNextPage ? t('blog.list.loading') : t('blog.list.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
