import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateCategory } from './api/create-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  const create = useCreateCategory();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Add Package Category" />
      <CategoryForm
        defaultValues={{ category: '', description: '' }}
        submitLabel="Add Category"
        onSave={(b) => create.mutateAsync(b)}
        outcome={{
          success: 'Category added successfully.',
          failure: 'Error adding category.',
          onSaved: () => navigate('/admin/tour/allpackagecategory'),
        }}
      />
    </>
  );
}
