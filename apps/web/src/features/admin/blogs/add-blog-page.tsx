import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateBlog } from './api/create-blog.ts';
import { BlogForm } from './components/blog-form.tsx';

export function Component() {
  const create = useCreateBlog();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Add Blog" description="Fields marked * are required. The banner is uploaded when you save." />
      <BlogForm
        defaultValues={{ title: '', description: '', category: '', author: '', featured: false, image: '' }}
        imageRequired
        submitLabel="Add Blog"
        onSave={({ image, ...rest }) => create.mutateAsync({ ...rest, imagePath: image })}
        successText="Blog added successfully!"
        errorText="Error adding blog"
        onSaved={() => navigate('/admin/blog/allblog')}
      />
    </>
  );
}
