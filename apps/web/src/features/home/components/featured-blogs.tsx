import { Link } from 'react-router';
import { BlogCard } from '../../../components/blog-card.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useFeaturedBlogs } from '../api/featured-blogs.ts';
import { FeaturedGrid, HomeSection } from './section-heading.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';

export function FeaturedBlogs() {
  const t = useT();
  const at = useLocalePath();
  return (
    <HomeSection id="blogs-title" heading={{ eyebrow: t('home.blogs.eyebrow'), title: t('home.blogs.title') }}>
      <FeaturedGrid
        query={useFeaturedBlogs()}
        count={3}
        className="grid gap-6 md:grid-cols-3"
        errorText={t('home.blogs.error')}
        empty={{ title: t('home.blogs.emptyTitle'), hint: t('home.blogs.emptyHint') }}
        card={(b) => <BlogCard blog={b} sizes="(min-width: 768px) 33vw, 100vw" />}
      />
      <div className="mt-8 text-center">
        <Link to={at('/blog')} className={buttonClass('secondary', 'px-6 py-3')}>
          {t('home.blogs.all')}
        </Link>
      </div>
    </HomeSection>
  );
}
