import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAddOwnCab } from './api/add-own-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  return (
    <AddPage kind={RECORDS.ownCab} title="Add a New Cab" create={useAddOwnCab()} className="mx-auto max-w-4xl">
      {(save) => (
        <>
          <p className="mb-4 text-sm text-slate-600">An administrator checks your new cab before travellers can see and book it.</p>
          <CabForm initial={emptyCabValues()} {...save} />
        </>
      )}
    </AddPage>
  );
}
