import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateCab } from './api/create-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  return (
    <AddPage kind={RECORDS.cab} create={useCreateCab()} className="mx-auto max-w-4xl">
      {(save) => <CabForm initial={emptyCabValues()} {...save} />}
    </AddPage>
  );
}
