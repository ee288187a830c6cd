import { FormPage } from '../components/form-page.tsx';
import { useCreateCategory } from './api/create-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  const create = useCreateCategory();
  return (
    <FormPage title="Add Package Category">
      <CategoryForm
        defaultValues={{ category: '', description: '' }}
        submitLabel="Add Category"
        onSave={(b) => create.mutateAsync(b)}
        outcome={{ success: 'Category added successfully.', failure: 'Error adding category.', next: '/admin/tour/allpackagecategory' }}
      />
    </FormPage>
  );
}
