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

/** 'Forget Your Password': the email, then the same answer whether or not an account has it. */
export function Component() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const submit = form.handleSubmit((body) => forgot.mutate(body));
  return (
    <AuthCard title="Forgot your password?">
      <p className="mt-2 text-slate-600">Enter the email of your account and we will send you a link to choose a new password.</p>
      {forgot.isSuccess ? (
        <p role="status" className={noticeClass.ok}>
          {forgot.data.message} The link works once, for 30 minutes. Check your spam folder if it does not arrive.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Ask for a reset link">
          <CallError call={forgot} fallback="The link could not be sent. Please try again." className={noticeClass.error} />
          <AuthField label="Email" type="email" autoComplete="email" required {...bindField(form, 'email')} />
          <CallButton type="submit" className="w-full py-3 text-base" call={forgot} busy="Sending link…">
            Send reset link
          </CallButton>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-medium text-teal-800 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
