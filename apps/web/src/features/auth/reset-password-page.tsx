import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@raahi/contract/account-access';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import * as z from 'zod/mini';
import { CallButton } from '../../components/ui/button.tsx';
import { bindField } from '../../components/ui/form-input.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { showFieldErrors } from '../../lib/form-errors.ts';
import { useResetPassword } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';
import { AuthField } from './components/auth-field.tsx';

// the server's password rules, plus a second typing checked here so a typo does not become the password
const form = z
  .object({ password: resetPasswordBody.shape.password, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'The two passwords do not match.', path: ['confirmPassword'] }));
type Form = z.input<typeof form>;

/** /reset-password?token=…: a new password, then signed in (every other session of the account ends). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const navigate = useNavigate();
  const passwords = useForm<Form>({ resolver: zodResolver(form), defaultValues: { password: '', confirmPassword: '' } });
  const submit = passwords.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success('Your password is changed and you are signed in.');
          navigate('/user', { replace: true });
        },
        onError: (err) => showFieldErrors(err, form.shape, passwords.setError, true),
      },
    ),
  );
  const err = reset.error instanceof ApiError ? reset.error : null;
  // a link that was used, expired or mangled; a refused password shows under its field instead
  const linkDead = err?.code === 'invalid_token' || Boolean(err?.fields?.token);
  const formError = reset.isError && !err?.fields?.password ? messageOf(reset.error, 'Please try again.') : '';

  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <p role="alert" className={noticeClass.error}>
          This page needs the link from the email.{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
          .
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Set a new password">
          {formError && (
            <p role="alert" className={noticeClass.error}>
              {formError}{' '}
              {linkDead && (
                <Link to="/forgot-password" className="font-semibold underline">
                  Ask for a new link
                </Link>
              )}
            </p>
          )}
          <AuthField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters, and not one of the most common passwords."
            {...bindField(passwords, 'password')}
          />
          <AuthField
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            {...bindField(passwords, 'confirmPassword')}
          />
          <CallButton type="submit" className="w-full py-3 text-base" call={reset} busy="Saving…">
            Save and sign in
          </CallButton>
        </form>
      )}
    </AuthCard>
  );
}
