import type { Blog } from '@raahi/contract/blogs';
import { Link } from 'react-router';
import { Img } from '../../../components/ui/img.tsx';
import { formatShortDate } from '../../../lib/format.ts';

export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <Link
      to={`/blog/${blog._id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <Img
        src={blog.image}
        alt=""
        width={640}
        height={400}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[8/5] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{blog.category}</p>
        <h2 className="mt-1 text-lg font-bold text-slate-900">{blog.title}</h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{blog.description}</p>
        <p className="mt-auto pt-4 text-sm text-slate-500">
          By {blog.author} · {formatShortDate(blog.createdAt)}
        </p>
      </div>
    </Link>
  );
}
