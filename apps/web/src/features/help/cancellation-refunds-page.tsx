// 'Cancellation and refunds': the default policy of each kind of booking, in the words the booking pages
// use (rules/cancellation.ts), and how a refund reaches the traveller.
import { DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { Link } from 'react-router';
import { useLocalePath, useWords } from '../../lib/i18n.tsx';
import { PolicyPage, PolicySection } from './policy-page-layout.tsx';

const KINDS = [
  ['hotel', 'Hotel stays'],
  ['cab', 'Cab trips'],
  ['tour', 'Tour packages'],
] as const;

export function Component() {
  const words = useWords();
  const at = useLocalePath();
  return (
    <PolicyPage
      path="/cancellation-and-refunds"
      title="Cancellation and refunds"
      description="How to cancel a booking, what it costs, and how and when your money comes back."
    >
      <PolicySection id="policy" title="Each listing states its policy">
        <p>
          Every hotel, cab and tour package shows its cancellation policy on its page and again before you pay, with the exact dates and
          times for your booking. Your booking keeps the policy it was sold under, even if the listing changes it later.
        </p>
        <p>Unless a listing states another policy, these apply:</p>
        <dl className="space-y-3">
          {KINDS.map(([kind, name]) => (
            <div key={kind} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="font-semibold text-slate-900">{name}</dt>
              <dd className="mt-1">{describePolicy(DEFAULT_POLICIES[kind], kind, words)}</dd>
            </div>
          ))}
        </dl>
      </PolicySection>
      <PolicySection id="how" title="How to cancel">
        <p>
          Open{' '}
          <Link to="/bookings" className="font-semibold text-teal-800 underline">
            My bookings
          </Link>
          , choose the booking and press Cancel. Before you confirm, the page shows the fee and the refund for cancelling at that moment.
          Cancelling takes as many steps as booking did, and needs no call or email.
        </p>
        <p>
          A booking not yet paid can be cancelled at no cost. A booking the hotel, cab owner or Raahi cancels is refunded in full, and you
          are told why.
        </p>
      </PolicySection>
      <PolicySection id="refunds" title="Refunds">
        <p>
          We start the refund as soon as the booking is cancelled. It goes back the way you paid (card, UPI or net banking) and usually
          arrives within 5–7 working days; your bank decides the last step. You receive an email with the amount and a credit note for the
          tax invoice.
        </p>
        <p>
          If you paid more than a booking came to (for example after a change of dates to a cheaper stay), the difference is refunded the
          same way.
        </p>
      </PolicySection>
      <PolicySection id="problems" title="If something went wrong">
        <p>
          Raise a complaint on the{' '}
          <Link to={at('/help')} className="font-semibold text-teal-800 underline">
            Help and complaints
          </Link>{' '}
          page. You get a ticket number at once; we acknowledge it within 48 hours and resolve it within 30 days.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
