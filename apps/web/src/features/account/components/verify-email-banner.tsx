import { CallError } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Asks a signed-in person to confirm their email (or the new one they asked for), with a resend button. */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || (user.emailVerified && !user.pendingEmail)) return null;
  const address = user.pendingEmail ?? user.email;
  return (
    <aside aria-label="Confirm your email" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <p className="min-w-0 flex-1">
          {user.pendingEmail ? (
            <>
              Follow the link we sent to <strong className="break-all">{address}</strong> to make it your account's email.
            </>
          ) : (
            <>
              Please confirm your email: follow the link we sent to <strong className="break-all">{address}</strong>.
            </>
          )}
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
            {resend.isPending ? 'Sending…' : 'Send the link again'}
          </button>
        )}
        <CallError call={resend} fallback="The link could not be sent. Please try again." className="w-full text-red-800" />
      </div>
    </aside>
  );
}
