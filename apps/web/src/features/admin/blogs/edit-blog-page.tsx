import { blogUpdateInput } from '@raahi/contract/blog-admin';
import type { BlogCategory } from '@raahi/contract/blogs';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useAdminBlog } from './api/get-admin-blog.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { BlogForm } from './components/blog-form.tsx';

export function Component() {
  const { blogId = '' } = useParams();
  const q = useAdminBlog(blogId);
  const update = useUpdateBlog();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Edit Blog" description={q.data?.title} />
      {q.isPending ? (
        <Spinner label="Loading blog…" />
      ) : q.isError ? (
        <ErrorState message={`Error: ${messageOf(q.error, 'Could not load the blog.')}`} onRetry={() => void q.refetch()} />
      ) : (
        <BlogForm
          key={q.data._id + q.data.updatedAt}
          defaultValues={{
            title: q.data.title,
            description: q.data.description,
            category: q.data.category,
            author: q.data.author,
            featured: q.data.featured,
            image: q.data.image,
          }}
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
            onSaved: () => navigate('/admin/blog/allblog'),
          }}
        />
      )}
    </>
  );
}
