import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useUndoEmailChange } from './api/account-links.ts';
import { AuthCard, noticeClass } from './components/auth-card.tsx';

/** /undo-email-change?token=…: the link sent to the old address puts it back, once, as the page opens. */
export function Component() {
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
    <AuthCard title="Undo the email change">
      {!token && (
        <p role="alert" className={noticeClass.error}>
          This page needs the link from the email.
        </p>
      )}
      {undo.isPending && <Spinner label="Undoing the change…" />}
      {undo.isSuccess && (
        <p role="status" className={noticeClass.ok}>
          {undo.data.message}
        </p>
      )}
      {undo.isError && (
        <p role="alert" className={noticeClass.error}>
          {messageOf(undo.error, 'The change could not be undone. Please try again.')}
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to="/forgot-password" className="font-medium text-teal-800 hover:underline">
          Reset my password
        </Link>
        <Link to="/login" className="font-medium text-teal-800 hover:underline">
          Sign in
        </Link>
        <Link to="/" className="font-medium text-teal-800 hover:underline">
          Home
        </Link>
      </p>
    </AuthCard>
  );
}
