import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateCategory } from './api/create-category.ts';
import { CategoryForm } from './components/category-form.tsx';

export function Component() {
  return (
    <AddPage kind={RECORDS.category} title="Add Package Category" create={useCreateCategory()}>
      {(save) => <CategoryForm defaultValues={{ category: '', description: '' }} {...save} />}
    </AddPage>
  );
}
