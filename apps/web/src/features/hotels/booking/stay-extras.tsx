// The review page's smaller sections: Important Information, Trip Secure and Why Sign Up or Login.
import { TRIP_INSURANCE_PRICE } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Bullets, Card } from '../../../components/ui/card.tsx';
import { rupees } from '@raahi/contract/rules/rupees';

const IMPORTANT = [
  'Charges for a third adult or a child are not included in the rate and are payable at the hotel.',
  'Extra amenities requested at the hotel may cost more.',
];

export function ImportantInformation() {
  return (
    <Card title="Important Information">
      <Bullets items={IMPORTANT} />
    </Card>
  );
}

const TRIP_SECURE = [
  '24x7 emergency medical assistance',
  <>Up to {rupees(2500)} for loss of tablets and laptops</>,
  'Cover for trip cancellations and delays',
];

export function TripSecure({ added, onToggle }: { added: boolean; onToggle: () => void }) {
  return (
    <Card title="Trip Secure">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Bullets items={TRIP_SECURE} />
        <button type="button" aria-pressed={added} onClick={onToggle} className={buttonClass(added ? 'primary' : 'secondary', 'shrink-0')}>
          {added ? `Added ✓ (${rupees(TRIP_INSURANCE_PRICE)})` : `Add for ${rupees(TRIP_INSURANCE_PRICE)}`}
        </button>
      </div>
    </Card>
  );
}

const MEMBERS_GET = ['Secret Deals for members', 'Faster booking with saved details', 'Manage all your bookings in one place'];

export function WhySignUp({ loginTo }: { loginTo: string }) {
  return (
    <Card title="Why Sign Up or Login">
      <Bullets items={MEMBERS_GET} />
      <Link to={loginTo} className={buttonClass('secondary', 'mt-3')}>
        Sign in
      </Link>
    </Card>
  );
}
