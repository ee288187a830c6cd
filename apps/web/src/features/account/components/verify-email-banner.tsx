import { CallError } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Asks a signed-in person to confirm their email (or the new one they asked for), with a resend button. */
export function VerifyEmailBanner() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  // an account made with a mobile number has no email to confirm until it asks for one
  if (!user || (user.emailVerified && !user.pendingEmail) || (!user.email && !user.pendingEmail)) return null;
  const address = user.pendingEmail ?? user.email;
  return (
    <aside aria-label={t('common.verifyEmail.label')} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <p className="min-w-0 flex-1">
          {user.pendingEmail ? t('common.verifyEmail.pending', { address }) : t('common.verifyEmail.confirm', { address })}
        </p>
        {resend.isSuccess ? (
          <p role="status" className="font-medium">
            {resend.data.message}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100 disabled:opacity-60"
          >
            {resend.isPending ? t('common.verifyEmail.sending') : t('common.verifyEmail.resend')}
          </button>
        )}
        <CallError call={resend} fallback={t('common.verifyEmail.failed')} className="w-full text-red-800" />
      </div>
    </aside>
  );
}
