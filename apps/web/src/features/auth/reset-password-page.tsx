import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
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
import { useT } from '../../lib/i18n.tsx';

// the server's password rules, plus a second typing checked here so a typo does not become the password
const passwordsForm = (mismatch: string) =>
  z
    .object({ password: resetPasswordBody.shape.password, confirmPassword: z.string() })
    .check(z.refine((v) => v.password === v.confirmPassword, { message: mismatch, path: ['confirmPassword'] }));
type Form = z.input<ReturnType<typeof passwordsForm>>;

/** /reset-password?token=…: a new password, then signed in (every other session of the account ends). */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useMemo(() => passwordsForm(t('auth.reset.mismatch')), [t]);
  const passwords = useForm<Form>({ resolver: zodResolver(form), defaultValues: { password: '', confirmPassword: '' } });
  const submit = passwords.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.done'));
          navigate('/user', { replace: true });
        },
        onError: (err) => showFieldErrors(err, form.shape, passwords.setError, true),
      },
    ),
  );
  const err = reset.error instanceof ApiError ? reset.error : null;
  // a link that was used, expired or mangled; a refused password shows under its field instead
  const linkDead = err?.code === 'invalid_token' || Boolean(err?.fields?.token);
  const formError = reset.isError && !err?.fields?.password ? messageOf(reset.error, t('auth.tryAgain')) : '';

  return (
    <AuthCard title={t('auth.reset.title')}>
      {!token ? (
        <p role="alert" className={noticeClass.error}>
          {t('auth.needsLink')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.askNewLink')}
          </Link>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label={t('auth.reset.formLabel')}>
          {formError && (
            <p role="alert" className={noticeClass.error}>
              {formError}{' '}
              {linkDead && (
                <Link to="/forgot-password" className="font-semibold underline">
                  {t('auth.askNewLink')}
                </Link>
              )}
            </p>
          )}
          <AuthField
            label={t('auth.reset.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('auth.reset.passwordHint')}
            {...bindField(passwords, 'password')}
          />
          <AuthField
            label={t('auth.reset.passwordAgain')}
            type="password"
            autoComplete="new-password"
            required
            {...bindField(passwords, 'confirmPassword')}
          />
          <CallButton type="submit" className="w-full py-3 text-base" call={reset} busy={t('auth.reset.saving')}>
            {t('auth.reset.save')}
          </CallButton>
        </form>
      )}
    </AuthCard>
  );
}
