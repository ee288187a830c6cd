import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useUndoEmailChange } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';
import { useT } from '../../lib/i18n.tsx';

/** /undo-email-change?token=…: the link sent to the old address puts it back, once, as the page opens. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const undo = useUndoEmailChange();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    undo.mutate({ token });
  }, [token, undo]);

  return (
    <AuthCard title={t('auth.undo.title')}>
      {!token && (
        <p role="alert" className={noticeClass.error}>
          {t('auth.needsLink')}
        </p>
      )}
      {undo.isPending && <Spinner label={t('auth.undo.pending')} />}
      {undo.isSuccess && (
        <p role="status" className={noticeClass.ok}>
          {undo.data.message}
        </p>
      )}
      {undo.isError && (
        <p role="alert" className={noticeClass.error}>
          {messageOf(undo.error, t('auth.undo.failed'))}
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to="/forgot-password" className="font-medium text-teal-800 hover:underline">
          {t('auth.undo.resetPassword')}
        </Link>
        <Link to="/login" className="font-medium text-teal-800 hover:underline">
          {t('auth.signIn.link')}
        </Link>
        <Link to="/" className="font-medium text-teal-800 hover:underline">
          {t('auth.home')}
        </Link>
      </p>
    </AuthCard>
  );
}
