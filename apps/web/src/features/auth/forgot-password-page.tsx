import { CallError } from '../../components/ui/states.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, type ForgotPasswordBody } from '@raahi/contract/account-access';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CallButton } from '../../components/ui/button.tsx';
import { bindField } from '../../components/ui/form-input.tsx';
import { useForgotPassword } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';
import { AuthField } from './components/auth-field.tsx';
import { useT } from '../../lib/i18n.tsx';

/** 'Forget Your Password': the email, then the same answer whether or not an account has it. */
export function Component() {
  const t = useT();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const submit = form.handleSubmit((body) => forgot.mutate(body));
  return (
    <AuthCard title={t('auth.forgot.title')}>
      <p className="mt-2 text-slate-600">{t('auth.forgot.intro')}</p>
      {forgot.isSuccess ? (
        <p role="status" className={noticeClass.ok}>
          {forgot.data.message} {t('auth.forgot.sentNote')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label={t('auth.forgot.formLabel')}>
          <CallError call={forgot} fallback={t('auth.forgot.failed')} className={noticeClass.error} />
          <AuthField label={t('auth.field.email')} type="email" autoComplete="email" required {...bindField(form, 'email')} />
          <CallButton type="submit" className="w-full py-3 text-base" call={forgot} busy={t('auth.forgot.sending')}>
            {t('auth.forgot.send')}
          </CallButton>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-medium text-teal-800 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
