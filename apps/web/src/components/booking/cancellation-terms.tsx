// A booking's cancellation terms for its own dates ('Free cancellation until 16 Dec, 11:59', 'From now on:
// 25% fee'): the lines the server states (the quote, the booking answer) or the contract's same rule
// computes, with the policy's general words under them. While the dates are not chosen yet, the general
// words alone.
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, type CancellationPolicy, type CancellationWords } from '@raahi/contract/rules/cancellation';
import { useT } from '../../lib/i18n.tsx';

export function CancellationTerms({
  terms,
  policy,
  className = 'text-sm text-slate-700',
}: {
  /** the terms for this booking's dates; undefined while they are not known */
  terms: string[] | undefined;
  /** the policy in general words (describePolicy) */
  policy?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className} data-testid="cancellation-terms">
      <p className="font-semibold text-slate-900">{t('common.booking.cancellation')}</p>
      {terms && terms.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {policy && <p className="mt-1 text-slate-600">{policy}</p>}
      {!terms && !policy && <p className="mt-1 text-slate-600">{t('common.booking.termsLater')}</p>}
    </div>
  );
}

/** The terms of a tour booked for `day` from now on: the same rule the server states and refunds by. */
export const tourTerms = (policy: CancellationPolicy, day: string, words: CancellationWords) =>
  cancellationTerms(policy, bookingStart({ kind: 'tour', bookingDate: day }), new Date(), words);
