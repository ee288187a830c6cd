import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useVerifyEmail } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';
import { useT } from '../../lib/i18n.tsx';

/** /verify-email?token=…: proves the address the link was sent to, once, as the page opens. */
export function Component() {
  const t = useT();
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
    <AuthCard title={t('auth.verify.title')}>
      {!token && (
        <p role="alert" className={noticeClass.error}>
          {t('auth.needsLink')}
        </p>
      )}
      {verify.isPending && <Spinner label={t('auth.verify.pending')} />}
      {verify.isSuccess && (
        <p role="status" className={noticeClass.ok}>
          {verify.data.message}
        </p>
      )}
      {verify.isError && (
        <p role="alert" className={noticeClass.error}>
          {messageOf(verify.error, t('auth.verify.failed'))} {t('auth.verify.askAgain')}
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to="/user" className="font-medium text-teal-800 hover:underline">
          {t('auth.verify.account')}
        </Link>
        <Link to="/" className="font-medium text-teal-800 hover:underline">
          {t('auth.home')}
        </Link>
      </p>
    </AuthCard>
  );
}
