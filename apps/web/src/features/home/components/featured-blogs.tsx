import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { useFeaturedBlogs } from '../api/featured-blogs.ts';
import { CardSkeletons, HomeSection, SectionHeading } from './section-heading.tsx';

export function FeaturedBlogs() {
  const blogs = useFeaturedBlogs();
  return (
    <HomeSection id="blogs-title">
      <SectionHeading id="blogs-title" eyebrow="Travel stories" title="From Our Blog" />
      {blogs.isPending ? (
        <CardSkeletons count={3} className="grid gap-6 md:grid-cols-3" />
      ) : blogs.isError ? (
        <ErrorState message={messageOf(blogs.error, 'Failed to load blogs. Please try again.')} onRetry={() => void blogs.refetch()} />
      ) : blogs.data.items.length === 0 ? (
        <EmptyState title="No posts yet" hint="Our writers are on the road. Check back soon." />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {blogs.data.items.map((b) => (
            <li key={b._id}>
              <Link
                to={`/blog/${b._id}`}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <Img src={b.image} alt="" width={640} height={400} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[8/5] w-full" />
                <div className="p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{b.category}</p>
                  <h3 className="mt-1 text-lg font-bold text-slate-900">{b.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">
                    By {b.author} · {formatShortDate(b.createdAt)}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 text-center">
        <Link to="/blog" className={buttonClass('secondary', 'px-6 py-3')}>
          Load All Posts
        </Link>
      </div>
    </HomeSection>
  );
}
