import { blogCreateInput } from '@raahi/contract/blog-admin';
import type { BlogCategory } from '@raahi/contract/blogs';
import { FormPage } from '../components/form-page.tsx';
import { useCreateBlog } from './api/create-blog.ts';
import { BlogForm } from './components/blog-form.tsx';

export function Component() {
  const create = useCreateBlog();
  return (
    <FormPage title="Add Blog">
      <BlogForm
        defaultValues={{ title: '', description: '', category: '', author: '', featured: false, image: '' }}
        schema={blogCreateInput}
        toBody={({ image, category, ...rest }) => ({ ...rest, category: category as BlogCategory, imagePath: image })}
        imageRequired
        submitLabel="Add Blog"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{ success: 'Blog added successfully!', failure: 'Error adding blog', next: '/admin/blog/allblog' }}
      />
    </FormPage>
  );
}
