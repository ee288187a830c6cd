import type { Blog } from '@raahi/contract/blogs';
import { formatShortDate } from '../lib/format.ts';
import { ListingCard } from './listing-card.tsx';
import { useLanguage, useT } from '../lib/i18n.tsx';
import { CardPhoto } from './ui/img.tsx';
import { typedIn } from '@raahi/contract/rules/translations';

/**
 * A post in a grid, linking to it: banner, category, title and byline. On the blog's list (`summary`) it
 * shows the post's opening lines too, its title an h2; on the home page (featured) an h3 without them.
 */
export function BlogCard({ blog: typed, summary = false, sizes }: { blog: Blog; summary?: boolean; sizes: string }) {
  const t = useT();
  const language = useLanguage();
  const blog = typedIn(typed, language);
  const Title = summary ? 'h2' : 'h3';
  return (
    <ListingCard
      to={`/blog/${blog._id}`}
      media={<CardPhoto src={blog.image} alt="" shape="8/5" sizes={sizes} />}
      className="h-full hover:shadow-lg"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{t(`common.blogCategory.${blog.category}`)}</p>
      <Title className="mt-1 text-lg font-bold text-slate-900">{blog.title}</Title>
      {summary && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{blog.description}</p>}
      <p className={summary ? 'mt-auto pt-4 text-sm text-slate-500' : 'mt-2 text-sm text-slate-600'}>
        {t('common.card.byline', { author: blog.author, date: formatShortDate(blog.createdAt, language) })}
      </p>
    </ListingCard>
  );
}
