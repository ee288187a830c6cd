import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useAddOwnHotel } from './api/add-own-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  const t = useT();
  return (
    <AddPage kind={RECORDS.ownHotel} title={t('admin.nav.addOwnHotel')} create={useAddOwnHotel()} className="mx-auto max-w-5xl">
      {(save) => (
        <>
          <p className="mb-4 text-sm text-slate-600">{t('admin.hotel.addOwnNote')}</p>
          <HotelForm initial={emptyHotelValues()} {...save} />
        </>
      )}
    </AddPage>
  );
}
