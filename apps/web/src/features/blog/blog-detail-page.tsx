import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Img } from '../../components/ui/img.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { formatShortDate } from '../../lib/format.ts';
import { useBlog } from './api/get-blog.ts';

export function Component() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  if (blog.isPending)
    return (
      <div className="min-h-[70vh]">
        <Spinner label="Loading..." />
      </div>
    );
  if (blog.isError) {
    if (blog.error instanceof ApiError && (blog.error.status === 404 || blog.error.status === 400)) {
      return (
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <title>Post not found · Raahi</title>
          <h1 className="text-3xl font-bold text-slate-900">Post not found</h1>
          <p className="mt-3 text-slate-600">The post you're looking for doesn't exist or has been removed.</p>
          <Link to="/blog" className={buttonClass('primary', 'mt-6')}>
            All posts
          </Link>
        </section>
      );
    }
    return <ErrorState message={messageOf(blog.error, 'Failed to load the post. Please try again.')} onRetry={() => void blog.refetch()} />;
  }
  const b = blog.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${b.title} · Raahi`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/blog" className="text-teal-800 hover:underline">
          Blogs
        </Link>{' '}
        / <span className="capitalize">{b.category}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{b.title}</h1>
      <p className="mt-3 text-slate-600">
        By <span className="font-semibold text-slate-800">{b.author}</span> ·{' '}
        <time dateTime={b.createdAt}>{formatShortDate(b.createdAt)}</time>
      </p>
      <Img
        src={b.image}
        alt={b.title}
        width={1280}
        height={720}
        priority
        sizes="(min-width: 768px) 768px, 100vw"
        className="mt-6 aspect-video w-full rounded-2xl"
      />
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800">
        {b.description.split(/\n{2,}/).map((para, i) => (
          <p key={i} className="whitespace-pre-line">
            {para}
          </p>
        ))}
      </div>
    </article>
  );
}
