import { useParams } from 'react-router';
import { EditPage } from '../components/form-page.tsx';
import { useCategory } from './api/get-category.ts';
import { useUpdateCategory } from './api/update-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  const { categoryId = '' } = useParams();
  const update = useUpdateCategory();
  return (
    <EditPage
      title="Edit Package Category"
      query={useCategory(categoryId)}
      texts={{ loading: 'Loading category…', error: 'Error fetching category data' }}
    >
      {({ _id, category, description }) => (
        <CategoryForm
          key={_id}
          defaultValues={{ category, description }}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: categoryId, body })}
          outcome={{ success: 'Category edited successfully.', failure: 'Error editing category.', next: '/admin/tour/allpackagecategory' }}
        />
      )}
    </EditPage>
  );
}
