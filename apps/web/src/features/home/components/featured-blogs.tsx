import type { Blog } from '@raahi/contract/blogs';
import { Link } from 'react-router';
import { ListingCard } from '../../../components/listing-card.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { useFeaturedBlogs } from '../api/featured-blogs.ts';
import { FeaturedGrid, HomeSection } from './section-heading.tsx';

export function FeaturedBlogs() {
  return (
    <HomeSection id="blogs-title" heading={{ eyebrow: 'Travel stories', title: 'From Our Blog' }}>
      <FeaturedGrid
        query={useFeaturedBlogs()}
        count={3}
        className="grid gap-6 md:grid-cols-3"
        noun="blogs"
        empty={{ title: 'No posts yet', hint: 'Our writers are on the road. Check back soon.' }}
        card={(b) => <FeaturedBlog blog={b} />}
      />
      <div className="mt-8 text-center">
        <Link to="/blog" className={buttonClass('secondary', 'px-6 py-3')}>
          Load All Posts
        </Link>
      </div>
    </HomeSection>
  );
}

function FeaturedBlog({ blog: b }: { blog: Blog }) {
  return (
    <ListingCard
      to={`/blog/${b._id}`}
      media={<CardPhoto src={b.image} alt="" shape="8/5" sizes="(min-width: 768px) 33vw, 100vw" />}
      className="h-full hover:shadow-lg"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{b.category}</p>
      <h3 className="mt-1 text-lg font-bold text-slate-900">{b.title}</h3>
      <p className="mt-2 text-sm text-slate-600">
        By {b.author} · {formatShortDate(b.createdAt)}
      </p>
    </ListingCard>
  );
}
