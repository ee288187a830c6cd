import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useVerifyEmail } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';

/** /verify-email?token=…: proves the address the link was sent to, once, as the page opens. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <AuthCard title="Confirm your email">
      {!token && (
        <p role="alert" className={noticeClass.error}>
          This page needs the link from the email.
        </p>
      )}
      {verify.isPending && <Spinner label="Confirming your email…" />}
      {verify.isSuccess && (
        <p role="status" className={noticeClass.ok}>
          {verify.data.message}
        </p>
      )}
      {verify.isError && (
        <p role="alert" className={noticeClass.error}>
          {messageOf(verify.error, 'Your email could not be confirmed. Please try again.')} You can ask for a new link on your account page.
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to="/user" className="font-medium text-teal-800 hover:underline">
          Go to my account
        </Link>
        <Link to="/" className="font-medium text-teal-800 hover:underline">
          Home
        </Link>
      </p>
    </AuthCard>
  );
}
