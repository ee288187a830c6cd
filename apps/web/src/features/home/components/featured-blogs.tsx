import { Link } from 'react-router';
import { BlogCard } from '../../../components/blog-card.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
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
        card={(b) => <BlogCard blog={b} sizes="(min-width: 768px) 33vw, 100vw" />}
      />
      <div className="mt-8 text-center">
        <Link to="/blog" className={buttonClass('secondary', 'px-6 py-3')}>
          Load All Posts
        </Link>
      </div>
    </HomeSection>
  );
}
