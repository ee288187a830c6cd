import { FormPage } from '../components/form-page.tsx';
import { useCreateCab } from './api/create-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  const create = useCreateCab();
  return (
    <FormPage title="Add Cab" className="mx-auto max-w-4xl">
      <CabForm
        initial={emptyCabValues()}
        submitLabel="Add Cab"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{ success: 'Cab added successfully', failure: 'Error adding cab', next: '/admin/cab/allcab' }}
      />
    </FormPage>
  );
}
