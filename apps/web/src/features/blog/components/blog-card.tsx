// The blog list's card is the shared post card with its summary (components/blog-card.tsx).
import type { Blog } from '@raahi/contract/blogs';
import { BlogCard as PostCard } from '../../../components/blog-card.tsx';

export function BlogCard({ blog }: { blog: Blog }) {
  return <PostCard blog={blog} summary sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />;
}
