import { firstTourDay, tourDateProblem } from '@raahi/contract/rules/booking-dates';
import { MAX_PERSONS } from '@raahi/contract/rules/booking-limits';
import { breakdownInRupees, paise, priceTour } from '@raahi/contract/rules/pricing';
import type { Tour } from '@raahi/contract/tours';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StackedInput } from '../../../components/ui/fields.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDay, formatRupees } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { loginPath } from '../../../components/require-auth.tsx';
import { useBookTour } from '../api/book-tour.ts';

export const BOOKED_TEXT = 'Booking successful! Your tour is now reserved.';

/** Date + persons → a tour booking. Signed-out visitors sign in and come back with their choice kept. */
export function BookingPanel({ tour }: { tour: Tour }) {
  const [params, setParams] = useSearchParams();
  const [date, setDate] = useState(() => params.get('date') ?? '');
  const [persons, setPersons] = useState(() => Math.max(1, Math.floor(Number(params.get('persons'))) || 1));
  const [dateError, setDateError] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { data: user } = useCurrentUser();
  const book = useBookTour();
  const navigate = useNavigate();
  const id = useId();

  const min = firstTourDay(tour);
  const max = tour.availableTill;
  const soldOutWindow = max < min;
  const total = breakdownInRupees(priceTour({ price: paise(tour.price), persons })).total;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    setError('');
    const problem = date ? tourDateProblem(tour, date)?.message : 'Please select a booking date';
    setDateError(problem ?? '');
    if (problem) return;
    if (!user) {
      navigate(loginPath(`/tour/${tour._id}?date=${date}&persons=${persons}`));
      return;
    }
    book.mutate(
      { tourId: tour._id, bookingDate: date, persons },
      {
        onSuccess: () => {
          toast.success(BOOKED_TEXT);
          setDone(true);
          setDate('');
          setPersons(1);
          if (params.has('date') || params.has('persons')) setParams({}, { replace: true });
        },
        onError: (err) => {
          // the session ended meanwhile: sign in again and come back with the same choice
          if (err instanceof ApiError && err.status === 401) navigate(loginPath(`/tour/${tour._id}?date=${date}&persons=${persons}`));
          else if (err instanceof ApiError && err.fields?.bookingDate) setDateError(err.message);
          else setError(messageOf(err, 'Failed to book the tour. Please try again.'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Book this tour
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <span className="text-2xl font-extrabold text-slate-900">{formatRupees(tour.price)}</span> per person
      </p>
      <StackedInput
        label="Tour date"
        id={`${id}-date`}
        className="mt-4"
        type="date"
        value={date}
        min={min}
        max={max}
        onValue={(value) => {
          setDate(value);
          if (dateError) setDateError('');
        }}
        aria-invalid={Boolean(dateError)}
        aria-describedby={`${id}-window${dateError ? ` ${id}-date-error` : ''}`}
      >
        <p id={`${id}-window`} className="mt-1 text-xs text-slate-500">
          {soldOutWindow ? 'This package has no upcoming dates.' : `Available ${formatDay(min)} to ${formatDay(max)}`}
        </p>
        <AlertText id={`${id}-date-error`} message={dateError} className="mt-1 text-sm font-medium text-red-700" />
      </StackedInput>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-700">Persons</legend>
        <div className="mt-1 flex items-center gap-3">
          <button
            type="button"
            onClick={() => setPersons((p) => Math.max(1, p - 1))}
            disabled={persons <= 1}
            aria-label="Fewer persons"
            className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-xl font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" aria-label="Number of persons" className="w-8 text-center text-lg font-bold">
            {persons}
          </output>
          <button
            type="button"
            onClick={() => setPersons((p) => Math.min(MAX_PERSONS, p + 1))}
            disabled={persons >= MAX_PERSONS}
            aria-label="More persons"
            className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-xl font-bold text-slate-800 hover:bg-slate-50"
          >
            +
          </button>
        </div>
      </fieldset>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="text-sm text-slate-600">
          Total ({persons} × {formatRupees(tour.price)})
        </span>
        <span className="text-xl font-extrabold text-slate-900" data-testid="tour-total">
          {formatRupees(total)}
        </span>
      </div>
      <AlertText message={error} className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" />
      {done && (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
          {BOOKED_TEXT}
        </p>
      )}
      <Button type="submit" className="mt-4 w-full py-3 text-base" disabled={book.isPending || soldOutWindow}>
        {book.isPending ? 'Processing...' : 'Book Now'}
      </Button>
      {!user && <p className="mt-2 text-center text-xs text-slate-500">You will be asked to sign in; your date and persons are kept.</p>}
    </form>
  );
}
