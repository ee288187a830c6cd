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
import { useLocalePath, useT } from '../../lib/i18n.tsx';

type Field = 'message' | 'name' | 'email' | 'phone' | 'bookingId';
type Translate = ReturnType<typeof useT>;

const bookingLabel = (b: AnyBooking, t: Translate) =>
  `${b.reference} · ${t(`help.complaint.kind.${b.kind}`)}: ${b.kind === 'hotel' ? b.hotelName : b.kind === 'cab' ? b.cab.model : b.tour.name}`;

export function ComplaintForm() {
  const t = useT();
  const at = useLocalePath();
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
    if (!values.message.trim()) found.message = t('help.complaint.needMessage');
    if (!user) {
      if (!values.name.trim()) found.name = t('help.complaint.needName');
      if (!values.email.trim()) found.email = t('help.complaint.needEmail');
      if (!values.phone.trim()) found.phone = t('help.complaint.needPhone');
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
          {t('help.complaint.ticket')} <span data-testid="ticket-number">{g.ticketNumber}</span>
        </p>
        <p className="mt-2 text-sm">
          {t('help.complaint.acknowledged', {
            email: g.email,
            respondBy: formatDateTime(g.acknowledgeBy),
            resolveBy: formatDateTime(g.resolveBy),
          })}
        </p>
        {user && (
          <p className="mt-2 text-sm">
            {t('help.complaint.followIn')}{' '}
            <Link to="/user?tab=complaints" className="font-semibold underline">
              {t('help.complaint.myComplaints')}
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
          {t('help.complaint.another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('help.complaint.topic')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {GRIEVANCE_TOPICS.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input type="radio" name="topic" value={choice} checked={topic === choice} onChange={() => setTopic(choice)} />
              {t(`help.complaint.topic.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {user && (
        <CheckedField id={id('bookingId')} label={t('help.complaint.booking')} error={errors.bookingId}>
          <select {...bind('bookingId')}>
            <option value="">{bookings.isPending ? t('help.complaint.bookingsLoading') : t('help.complaint.noBooking')}</option>
            {(bookings.data ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {bookingLabel(b, t)}
              </option>
            ))}
          </select>
        </CheckedField>
      )}
      <CheckedField id={id('message')} label={t('help.complaint.message')} error={errors.message}>
        <textarea {...bind('message')} rows={5} maxLength={GRIEVANCE_MAX} />
      </CheckedField>
      {!user && (
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckedField id={id('name')} label={t('help.complaint.name')} error={errors.name}>
            <input {...bind('name')} autoComplete="name" />
          </CheckedField>
          <CheckedField id={id('email')} label={t('help.complaint.email')} error={errors.email}>
            <input {...bind('email')} type="email" autoComplete="email" />
          </CheckedField>
          <CheckedField id={id('phone')} label={t('help.complaint.phone')} error={errors.phone}>
            <input {...bind('phone')} type="tel" autoComplete="tel" />
          </CheckedField>
        </div>
      )}
      <CallError
        call={raise}
        besideFields
        fallback={t('help.complaint.failed')}
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      <div className="flex flex-wrap items-center gap-3">
        <CallButton type="submit" call={raise} busy={t('help.complaint.sending')}>
          {t('help.complaint.send')}
        </CallButton>
        {!user && (
          <p className="text-sm text-slate-600">
            {t('help.complaint.haveAccount')}{' '}
            <Link to={at('/login')} className="font-semibold text-teal-800 underline">
              {t('help.complaint.signIn')}
            </Link>{' '}
            {t('help.complaint.signInWhy')}
          </p>
        )}
      </div>
    </form>
  );
}
