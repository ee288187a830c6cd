import { useNavigate, useParams } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useCategory } from './api/get-category.ts';
import { useUpdateCategory } from './api/update-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  const { categoryId = '' } = useParams();
  const q = useCategory(categoryId);
  const update = useUpdateCategory();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Edit Package Category" />
      {q.isPending ? (
        <Spinner label="Loading category…" />
      ) : q.isError ? (
        <ErrorState message="Error fetching category data" onRetry={() => void q.refetch()} />
      ) : (
        <CategoryForm
          key={q.data._id}
          defaultValues={{ category: q.data.category, description: q.data.description }}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: categoryId, body })}
          outcome={{
            success: 'Category edited successfully.',
            failure: 'Error editing category.',
            onSaved: () => navigate('/admin/tour/allpackagecategory'),
          }}
        />
      )}
    </>
  );
}
