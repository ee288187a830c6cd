import { blogUpdateInput } from '@raahi/contract/blog-admin';
import type { BlogCategory } from '@raahi/contract/blogs';
import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAdminBlog } from './api/get-admin-blog.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { valuesFrom } from '../components/form-values.ts';
import { BlogForm, emptyBlogTranslations } from './components/blog-form.tsx';

export function Component() {
  return (
    <EditRecordPage kind={RECORDS.blog} useRecord={useAdminBlog} useUpdate={useUpdateBlog} describe={(b) => b.title}>
      {({ title, description, category, author, featured, image, translations }, save) => (
        <BlogForm
          defaultValues={{
            title,
            description,
            category,
            author,
            featured,
            image,
            translations: valuesFrom(emptyBlogTranslations(), translations ?? {}),
          }}
          schema={blogUpdateInput}
          // a blog saved without a picture keeps its current one
          toBody={({ image, category, ...rest }) => ({ ...rest, category: category as BlogCategory, ...(image ? { image } : {}) })}
          imageRequired={false}
          {...save}
        />
      )}
    </EditRecordPage>
  );
}
