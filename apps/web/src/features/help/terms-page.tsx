// The terms of use: who Raahi is, who sells what, how prices, payment, cancellation, reviews and
// complaints work. Plain words; the details live on their own pages and are linked.
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/i18n.tsx';
import { PolicyPage, PolicySection } from './policy-page-layout.tsx';

const link = 'font-semibold text-teal-800 underline';

export function Component() {
  const at = useLocalePath();
  return (
    <PolicyPage
      path="/terms"
      title="Terms of use"
      description="The terms on which Raahi Travels Private Limited offers this website and takes bookings. Please read them before you book."
    >
      <PolicySection id="who" title="Who we are and who sells">
        <p>
          Raahi is a marketplace run by Raahi Travels Private Limited. Hotels and cabs are sold by their providers: each listing names its
          provider&apos;s business, legal name, city and GST registration, and links to the provider&apos;s details. Tour packages, and
          listings without a named provider, are sold by Raahi itself. Our legal name, address and grievance officer are on the{' '}
          <Link to={at('/help')} className={link}>
            Help and complaints
          </Link>{' '}
          page.
        </p>
      </PolicySection>
      <PolicySection id="account" title="Your account">
        <p>
          You need an account to book. Keep your password to yourself; changing it from your account page ends every other session. You may
          use the site only for your own bookings and those of the people travelling with you.
        </p>
      </PolicySection>
      <PolicySection id="prices" title="Prices and payment">
        <p>
          Prices are in Indian rupees. The total shown before you pay is the total you are charged: taxes and any fee are in it, line by
          line, and nothing is added at payment. Extras such as insurance or a donation are never chosen for you. An offer or coupon is
          applied before you pay and shown as its own line.
        </p>
        <p>
          Payments are taken by our payment gateway; we never see or keep your card number. A tax invoice is issued for every paid booking,
          made out to the name you give, or to your business when you give its GSTIN and legal name.
        </p>
      </PolicySection>
      <PolicySection id="cancel" title="Changes and cancellation">
        <p>
          Each listing states its cancellation policy, and your booking keeps the one it was sold under. See{' '}
          <Link to={at('/cancellation-and-refunds')} className={link}>
            Cancellation and refunds
          </Link>
          .
        </p>
      </PolicySection>
      <PolicySection id="reviews" title="Reviews">
        <p>
          Only a guest whose booking has ended may review it, once. Every review is published, good or bad, unless it breaks a published
          rule (personal details, abuse, advertising); a provider may answer it once but cannot change or remove it. Ratings are computed
          from published reviews only. How lists are ordered is explained on{' '}
          <Link to={at('/how-results-are-ranked')} className={link}>
            How results are ranked
          </Link>
          .
        </p>
      </PolicySection>
      <PolicySection id="data" title="Your personal data">
        <p>
          We collect what a booking needs and share it only with the listing&apos;s provider, the payment gateway, the mail service and the
          storage service. Our{' '}
          <Link to={at('/privacy')} className={link}>
            privacy notice
          </Link>{' '}
          says what we keep, why, for how long and who receives it.
        </p>
      </PolicySection>
      <PolicySection id="complaints" title="Complaints and the law">
        <p>
          Raise any complaint on the{' '}
          <Link to={at('/help')} className={link}>
            Help and complaints
          </Link>{' '}
          page: you get a ticket number at once, an acknowledgement within 48 hours and a resolution within 30 days. These terms are
          governed by the laws of India; nothing in them takes away your rights under the Consumer Protection Act, 2019.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
