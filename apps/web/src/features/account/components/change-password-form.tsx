import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@raahi/contract/account-access';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CallButton } from '../../../components/ui/button.tsx';
import { bindField, FormInput } from '../../../components/ui/form-input.tsx';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { TitledSection } from '../../../components/ui/titled-section.tsx';

// The server's rules (the current password, at least 8 characters, not a common password) plus a second
// typing of the new one, checked here so a typo does not become the password.
const form = z
  .extend(changePasswordBody, { confirmPassword: z.string() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, { message: 'The two new passwords do not match.', path: ['confirmPassword'] }),
  );
type Form = z.input<typeof form>;
const NEW_PASSWORD_HINT = 'At least 8 characters, and not one of the most common passwords.';

/** Change password: current, new, new again; on success every other session of the account ends. */
export function ChangePasswordForm({ headingLevel }: { headingLevel: 2 | 3 }) {
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
    change.isError && !(change.error instanceof ApiError && change.error.fields) ? messageOf(change.error, 'Please try again.') : '';

  return (
    <TitledSection
      id="password-heading"
      level={headingLevel}
      title="Change password"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      headingClassName="text-lg font-bold text-slate-900 sm:text-xl"
    >
      <p className="mt-1 text-sm text-slate-600">You stay signed in here; every other device is signed out.</p>
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
        <PasswordField label="Current password" autoComplete="current-password" {...bindField(passwords, 'currentPassword')} />
        <PasswordField label="New password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} {...bindField(passwords, 'newPassword')} />
        <PasswordField label="New password again" autoComplete="new-password" {...bindField(passwords, 'confirmPassword')} />
        <div>
          <CallButton type="submit" call={change} busy="Changing password…">
            Change password
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
