import type { Blog } from '@raahi/contract/blogs';
import { listingPage } from '../../components/listing-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { Img } from '../../components/ui/img.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { blogPostMeta } from '../../lib/seo/meta.ts';
import { blogQuery } from './api/get-blog.ts';
import { useLanguage, useLocalePath, useT } from '../../lib/i18n.tsx';

export const { loader, Component } = listingPage({
  query: blogQuery,
  kind: 'post',
  back: '/blog',
  loadingLabel: 'blog.post.loading',
  errorText: 'blog.post.error',
  body: (b) => <BlogPost blog={b} />,
});

function BlogPost({ blog: b }: { blog: Blog }) {
  const t = useT();
  const at = useLocalePath();
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta meta={(origin) => blogPostMeta(origin, b, t)} />
      <Breadcrumb trail={[{ to: at('/blog'), label: t('common.nav.blog') }]} linkClassName="text-teal-800 hover:underline">
        <span className="capitalize">{t(`common.blogCategory.${b.category}`)}</span>
      </Breadcrumb>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{b.title}</h1>
      <p className="mt-3 text-slate-600">
        <span className="font-semibold text-slate-800">{t('blog.post.by', { author: b.author })}</span> ·{' '}
        <time dateTime={b.createdAt}>{formatShortDate(b.createdAt, language)}</time>
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
