import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCategory } from './api/get-category.ts';
import { useUpdateCategory } from './api/update-category.ts';
import { CategoryForm } from './components/category-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  return (
    <EditRecordPage kind={RECORDS.category} title={t('admin.tours.categories.edit')} useRecord={useCategory} useUpdate={useUpdateCategory}>
      {({ category, description }, save) => <CategoryForm defaultValues={{ category, description }} {...save} />}
    </EditRecordPage>
  );
}
