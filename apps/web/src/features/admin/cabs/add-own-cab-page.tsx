import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useAddOwnCab } from './api/add-own-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  const t = useT();
  return (
    <AddPage kind={RECORDS.ownCab} title={t('admin.nav.addOwnCab')} create={useAddOwnCab()} className="mx-auto max-w-4xl">
      {(save) => (
        <>
          <p className="mb-4 text-sm text-slate-600">{t('admin.cab.addOwnNote')}</p>
          <CabForm initial={emptyCabValues()} {...save} />
        </>
      )}
    </AddPage>
  );
}
