import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateCategory } from './api/create-category.ts';
import { CategoryForm } from './components/category-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  return (
    <AddPage kind={RECORDS.category} title={t('admin.tours.categories.add')} create={useCreateCategory()}>
      {(save) => <CategoryForm defaultValues={{ category: '', description: '' }} {...save} />}
    </AddPage>
  );
}
