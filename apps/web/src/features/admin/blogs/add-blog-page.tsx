import { blogCreateInput } from '@raahi/contract/blog-admin';
import type { BlogCategory } from '@raahi/contract/blogs';
import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateBlog } from './api/create-blog.ts';
import { BlogForm, emptyBlogTranslations } from './components/blog-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  return (
    <AddPage kind={RECORDS.blog} create={useCreateBlog()}>
      {(save) => (
        <BlogForm
          defaultValues={{
            title: '',
            description: '',
            category: '',
            author: '',
            featured: false,
            image: '',
            translations: emptyBlogTranslations(),
          }}
          schema={blogCreateInput}
          toBody={({ image, category, ...rest }) => ({ ...rest, category: category as BlogCategory, imagePath: image })}
          imageRequired
          {...save}
          outcome={{ ...save.outcome, success: t('admin.blogs.added') }}
        />
      )}
    </AddPage>
  );
}
