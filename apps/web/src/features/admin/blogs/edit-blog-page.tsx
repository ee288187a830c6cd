import { blogUpdateInput } from '@raahi/contract/blog-admin';
import type { BlogCategory } from '@raahi/contract/blogs';
import { useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { EditPage } from '../components/form-page.tsx';
import { useAdminBlog } from './api/get-admin-blog.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { BlogForm } from './components/blog-form.tsx';

export function Component() {
  const { blogId = '' } = useParams();
  const q = useAdminBlog(blogId);
  const update = useUpdateBlog();
  const loadError = (err: unknown) => `Error: ${messageOf(err, 'Could not load the blog.')}`;
  return (
    <EditPage title="Edit Blog" description={q.data?.title} query={q} texts={{ loading: 'Loading blog…', error: loadError }}>
      {({ _id, updatedAt, title, description, category, author, featured, image }) => (
        <BlogForm
          key={_id + updatedAt}
          defaultValues={{ title, description, category, author, featured, image }}
          schema={blogUpdateInput}
          // a blog saved without a picture keeps its current one
          toBody={({ image, category, ...rest }) => ({ ...rest, category: category as BlogCategory, ...(image ? { image } : {}) })}
          imageRequired={false}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: blogId, body })}
          outcome={{
            success: 'Blog edited successfully',
            failure: 'Error editing blog',
            inlineFailure: 'Error updating blog',
            next: '/admin/blog/allblog',
          }}
        />
      )}
    </EditPage>
  );
}
