// 'Sign in or book as a guest': what a signed-out visitor's Pay Now opens on every booking review page
// (decision 0076). Signing in comes back to the same choices; continuing as a guest asks only for the name,
// email and mobile number the booking is made under, then goes on to 'Confirm Your Booking'.
import type { GuestContact } from '@raahi/contract/guest-contact';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { buttonClass, Button } from '../ui/button.tsx';
import { checkWith } from '../../lib/check-with.ts';
import { Dialog } from '../ui/dialog.tsx';
import { CheckedInput } from '../ui/fields.tsx';

/** Where the choice stands (see lib/use-booking-flow.ts). */
export type GuestChoiceState = {
  open: boolean;
  /** the sign-in page's address that comes back to this page with its choices */
  signInTo: string;
  /** what the guest gave last time in this tab (or typed on the page) */
  initial: GuestContact;
  onGuest: (contact: GuestContact) => void;
  onClose: () => void;
};

type Field = keyof GuestContact;
const FIELD_ERRORS: Record<Field, MessageKey> = {
  name: 'common.guestCheckout.nameNeeded',
  email: 'common.guestCheckout.emailInvalid',
  mobile: 'common.guestCheckout.mobileInvalid',
};
export const guestFieldId = (field: Field) => `guest-contact-${field}`;

/** The fields the create call would refuse, each with its message key (the schema loads with the first check). */
export async function guestContactErrors(contact: GuestContact): Promise<Partial<Record<Field, MessageKey>>> {
  const parsed = checkWith((await import('@raahi/contract/guest-contact')).guestContact, contact);
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path[0] as Field] ??= FIELD_ERRORS[issue.path[0] as Field];
  return errors;
}

export function GuestChoiceDialog({ state }: { state: GuestChoiceState }) {
  const t = useT();
  return (
    <Dialog open={state.open} onClose={state.onClose} title={t('common.guestCheckout.title')} size="sheet">
      {state.open && <GuestChoice state={state} />}
    </Dialog>
  );
}

function GuestChoice({ state }: { state: GuestChoiceState }) {
  const t = useT();
  const at = useLocalePath();
  const [contact, setContact] = useState<GuestContact>(state.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const set = (patch: Partial<GuestContact>) => setContact((c) => ({ ...c, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = await guestContactErrors(contact);
    setErrors(found);
    const first = (['name', 'email', 'mobile'] as const).find((f) => found[f]);
    if (first) return document.getElementById(guestFieldId(first))?.focus();
    state.onGuest({ name: contact.name.trim(), email: contact.email.trim(), mobile: contact.mobile.trim() });
  };
  const field = (name: Field) => ({
    id: guestFieldId(name),
    value: contact[name],
    error: errors[name] && t(errors[name]),
    onValue: (v: string) => set({ [name]: v }),
  });
  return (
    <div className="space-y-5 pb-4">
      <section aria-labelledby="guest-signin-heading" className="space-y-2">
        <h3 id="guest-signin-heading" className="font-semibold text-slate-900">
          {t('common.guestCheckout.signInTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('common.guestCheckout.signInWhy')}</p>
        <Link to={state.signInTo} className={buttonClass('secondary', 'w-full justify-center py-2.5')}>
          {t('common.guestCheckout.signIn')}
        </Link>
      </section>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('common.guestCheckout.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form noValidate onSubmit={submit} aria-labelledby="guest-form-heading" className="space-y-3">
        <h3 id="guest-form-heading" className="font-semibold text-slate-900">
          {t('common.guestCheckout.guestTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('common.guestCheckout.guestWhy')}</p>
        <CheckedInput label={t('common.guestCheckout.name')} autoComplete="name" required {...field('name')} />
        <CheckedInput label={t('common.guestCheckout.email')} type="email" autoComplete="email" required {...field('email')} />
        <CheckedInput
          label={t('common.guestCheckout.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
          {...field('mobile')}
        />
        <Button type="submit" className="w-full py-3 text-base">
          {t('common.guestCheckout.continue')}
        </Button>
        <p className="text-xs text-slate-600">
          {t('common.guestCheckout.findLater')}{' '}
          <a href={at('/find-booking')} target="_blank" rel="noopener" className="font-medium text-teal-800 underline">
            {t('common.guestCheckout.findLink')}
          </a>
        </p>
      </form>
    </div>
  );
}
