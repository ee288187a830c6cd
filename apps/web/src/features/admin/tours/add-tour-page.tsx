import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateTour } from './api/create-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { emptyTour } from './components/tour-form-values.ts';

export function Component() {
  return (
    <AddPage kind={RECORDS.tour} create={useCreateTour()}>
      {(save) => <TourForm defaultValues={emptyTour()} {...save} />}
    </AddPage>
  );
}
