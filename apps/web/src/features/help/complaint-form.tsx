// The complaint form: what it is about, which booking (signed in), the complaint, and for a person who is
// signed out their name, email and phone. On success it shows the ticket number and the two deadlines.
import type { AnyBooking } from '@raahi/contract/bookings';
import { GRIEVANCE_MAX, GRIEVANCE_TOPICS, type GrievanceTopic } from '@raahi/contract/grievances';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, CallButton } from '../../components/ui/button.tsx';
import { checkedProps, CheckedField, inputClass } from '../../components/ui/fields.tsx';
import { CallError } from '../../components/ui/states.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useBookingChoices, useRaiseComplaint } from './api/complaints.ts';

type Field = 'message' | 'name' | 'email' | 'phone' | 'bookingId';
const TOPIC_LABEL: Record<GrievanceTopic, string> = {
  booking: 'A booking',
  listing: 'A listing',
  payment: 'A payment',
  refund: 'A refund',
};
const KIND = { hotel: 'Hotel', cab: 'Cab', tour: 'Tour' } as const;

const bookingLabel = (b: AnyBooking) =>
  `${b.reference} · ${KIND[b.kind]}: ${b.kind === 'hotel' ? b.hotelName : b.kind === 'cab' ? b.cab.model : b.tour.name}`;

export function ComplaintForm() {
  const { data: user } = useCurrentUser();
  const bookings = useBookingChoices(user?._id);
  const raise = useRaiseComplaint();
  const [topic, setTopic] = useState<GrievanceTopic>('booking');
  const [values, setValues] = useState<Record<Field, string>>({ message: '', name: '', email: '', phone: '', bookingId: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = (f: Field) => `complaint-${f}`;
  const bind = (f: Field) => ({
    ...checkedProps(id(f), errors[f]),
    value: values[f],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value })),
    className: inputClass,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.message.trim()) found.message = 'Tell us what went wrong.';
    if (!user) {
      if (!values.name.trim()) found.name = 'Tell us your name.';
      if (!values.email.trim()) found.email = 'Tell us your email, so we can answer.';
      if (!values.phone.trim()) found.phone = 'Tell us your phone number.';
    }
    setErrors(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) return document.getElementById(id(first))?.focus();
    const contact = user ? {} : { name: values.name, email: values.email, phone: values.phone };
    const booking = user && values.bookingId ? { bookingId: values.bookingId } : {};
    raise.mutate(
      { topic, message: values.message, ...contact, ...booking },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
        },
      },
    );
  };

  if (raise.isSuccess) {
    const g = raise.data;
    return (
      <div role="status" className="rounded-xl bg-emerald-50 p-5 text-emerald-900">
        <p className="text-lg font-semibold">
          Your ticket number is <span data-testid="ticket-number">{g.ticketNumber}</span>
        </p>
        <p className="mt-2 text-sm">
          We have sent an acknowledgement to {g.email}. We will respond by {formatDateTime(g.acknowledgeBy)} and resolve it by{' '}
          {formatDateTime(g.resolveBy)}.
        </p>
        {user && (
          <p className="mt-2 text-sm">
            Follow it and reply in{' '}
            <Link to="/user?tab=complaints" className="font-semibold underline">
              My Complaints
            </Link>
            .
          </p>
        )}
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            raise.reset();
            setValues((v) => ({ ...v, message: '', bookingId: '' }));
          }}
        >
          Raise another complaint
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">What is it about?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {GRIEVANCE_TOPICS.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input type="radio" name="topic" value={t} checked={topic === t} onChange={() => setTopic(t)} />
              {TOPIC_LABEL[t]}
            </label>
          ))}
        </div>
      </fieldset>
      {user && (
        <CheckedField id={id('bookingId')} label="Which booking? (optional)" error={errors.bookingId}>
          <select {...bind('bookingId')}>
            <option value="">{bookings.isPending ? 'Loading your bookings…' : 'None, or not listed'}</option>
            {(bookings.data ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {bookingLabel(b)}
              </option>
            ))}
          </select>
        </CheckedField>
      )}
      <CheckedField id={id('message')} label="Your complaint" error={errors.message}>
        <textarea {...bind('message')} rows={5} maxLength={GRIEVANCE_MAX} />
      </CheckedField>
      {!user && (
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckedField id={id('name')} label="Name" error={errors.name}>
            <input {...bind('name')} autoComplete="name" />
          </CheckedField>
          <CheckedField id={id('email')} label="Email" error={errors.email}>
            <input {...bind('email')} type="email" autoComplete="email" />
          </CheckedField>
          <CheckedField id={id('phone')} label="Phone" error={errors.phone}>
            <input {...bind('phone')} type="tel" autoComplete="tel" />
          </CheckedField>
        </div>
      )}
      <CallError
        call={raise}
        besideFields
        fallback="We could not send your complaint. Please try again."
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      <div className="flex flex-wrap items-center gap-3">
        <CallButton type="submit" call={raise} busy="Sending…">
          Send complaint
        </CallButton>
        {!user && (
          <p className="text-sm text-slate-600">
            Have an account?{' '}
            <Link to="/login" className="font-semibold text-teal-800 underline">
              Sign in
            </Link>{' '}
            to name a booking and follow the ticket in your account.
          </p>
        )}
      </div>
    </form>
  );
}
