import type { Blog } from '@raahi/contract/blogs';
import { ListingCard } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { formatShortDate } from '../../../lib/format.ts';

export function BlogCard({ blog }: { blog: Blog }) {
  const sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
  return (
    <ListingCard
      to={`/blog/${blog._id}`}
      media={<CardPhoto src={blog.image} alt="" shape="8/5" sizes={sizes} />}
      className="h-full hover:shadow-lg"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{blog.category}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">{blog.title}</h2>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{blog.description}</p>
      <p className="mt-auto pt-4 text-sm text-slate-500">
        By {blog.author} · {formatShortDate(blog.createdAt)}
      </p>
    </ListingCard>
  );
}
