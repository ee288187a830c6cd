import type { BlogCreateInput, BlogUpdateInput } from '@raahi/contract/blog-admin';
import type { Blog } from '@raahi/contract/blogs';
import type { blogs } from '../../db/schema.ts';
import { timestamps } from '../../lib/timestamps.ts';
import { answered } from '../../lib/translations.ts';
import { TRANSLATED_FIELDS } from '@raahi/contract/rules/translations';

export function toWireBlog(b: typeof blogs.$inferSelect): Blog {
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    author: b.author,
    image: b.image,
    category: b.category,
    featured: b.featured,
    ...timestamps(b),
    ...answered(b.translations, TRANSLATED_FIELDS.blog),
  };
}

/** Column values from a blog body; the add form sends `imagePath`, the edit form `image`. An absent image keeps the stored one. */
export function blogFromWire(input: BlogCreateInput | BlogUpdateInput): Omit<typeof blogs.$inferInsert, 'id'> {
  const image = (input.image ?? input.imagePath ?? '').trim();
  return {
    title: input.title,
    description: input.description,
    author: input.author,
    category: input.category,
    featured: input.featured,
    translations: input.translations,
    ...(image ? { image } : {}),
  };
}
