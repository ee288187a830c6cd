import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAdminTour } from './api/get-admin-tour.ts';
import { useUpdateTour } from './api/update-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { tourToValues } from './components/tour-form-values.ts';

export function Component() {
  return (
    <EditRecordPage kind={RECORDS.tour} useRecord={useAdminTour} useUpdate={useUpdateTour} describe={(t) => t.name}>
      {(tour, save) => <TourForm editing defaultValues={tourToValues(tour)} {...save} />}
    </EditRecordPage>
  );
}
