import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCategory } from './api/get-category.ts';
import { useUpdateCategory } from './api/update-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  return (
    <EditRecordPage kind={RECORDS.category} title="Edit Package Category" useRecord={useCategory} useUpdate={useUpdateCategory}>
      {({ category, description }, save) => <CategoryForm defaultValues={{ category, description }} {...save} />}
    </EditRecordPage>
  );
}
