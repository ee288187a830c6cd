import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@raahi/contract/account-access';
import { useMemo, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CallButton } from '../../../components/ui/button.tsx';
import { bindField, FormInput } from '../../../components/ui/form-input.tsx';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useT } from '../../../lib/i18n.tsx';

// The server's rules (the current password, at least 8 characters, not a common password) plus a second
// typing of the new one, checked here so a typo does not become the password.
const passwordsForm = (mismatch: string) =>
  z
    .extend(changePasswordBody, { confirmPassword: z.string() })
    .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: mismatch, path: ['confirmPassword'] }));
type Form = z.input<ReturnType<typeof passwordsForm>>;

/** Change password: current, new, new again; on success every other session of the account ends. */
export function ChangePasswordForm({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const form = useMemo(() => passwordsForm(t('account.password.mismatch')), [t]);
  const change = useChangePassword();
  const [done, setDone] = useState('');
  const passwords = useForm<Form>({
    resolver: zodResolver(form),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = passwords.handleSubmit(({ currentPassword, newPassword }) => {
    setDone('');
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          passwords.reset();
          setDone(answer.message);
        },
        onError: (err) => showFieldErrors(err, form.shape, passwords.setError, true),
      },
    );
  });
  // field messages sit under their fields; anything else (too many tries, no connection) goes on top
  const formError =
    change.isError && !(change.error instanceof ApiError && change.error.fields)
      ? messageOf(change.error, t('account.password.tryAgain'))
      : '';

  return (
    <TitledSection
      id="password-heading"
      level={headingLevel}
      title={t('account.password.title')}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      headingClassName="text-lg font-bold text-slate-900 sm:text-xl"
    >
      <p className="mt-1 text-sm text-slate-600">{t('account.password.intro')}</p>
      <form noValidate onSubmit={submit} aria-labelledby="password-heading" className="mt-4 grid gap-4 sm:max-w-lg">
        {done && (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {done}
          </p>
        )}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <PasswordField label={t('account.password.current')} autoComplete="current-password" {...bindField(passwords, 'currentPassword')} />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          hint={t('account.password.hint')}
          {...bindField(passwords, 'newPassword')}
        />
        <PasswordField label={t('account.password.again')} autoComplete="new-password" {...bindField(passwords, 'confirmPassword')} />
        <div>
          <CallButton type="submit" call={change} busy={t('account.password.changing')}>
            {t('account.password.title')}
          </CallButton>
        </div>
      </form>
    </TitledSection>
  );
}

/** A password input of this form. */
function PasswordField(props: Omit<ComponentProps<typeof FormInput>, 'labelClassName' | 'inputClassName'>) {
  return (
    <FormInput
      type="password"
      required
      {...props}
      labelClassName="block text-sm font-medium text-slate-700"
      inputClassName="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500"
    />
  );
}
