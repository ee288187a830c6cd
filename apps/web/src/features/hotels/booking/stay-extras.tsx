// The review page's smaller sections: Important Information, Trip Secure and Why Sign Up or Login.
import { TRIP_INSURANCE_PRICE } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Bullets, Card } from '../../../components/ui/card.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { useT } from '../../../lib/i18n.tsx';

export function ImportantInformation() {
  const t = useT();
  return (
    <Card title={t('booking.hotel.importantTitle')}>
      <Bullets items={[t('booking.hotel.importantExtraGuest'), t('booking.hotel.importantAmenities')]} />
    </Card>
  );
}

export function TripSecure({ added, onToggle }: { added: boolean; onToggle: () => void }) {
  const t = useT();
  const covers = [
    t('booking.hotel.secureMedical'),
    t('booking.hotel.secureLaptop', { amount: rupees(2500) }),
    t('booking.hotel.secureDelays'),
  ];
  return (
    <Card title={t('booking.hotel.tripSecure')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Bullets items={covers} />
        <button type="button" aria-pressed={added} onClick={onToggle} className={buttonClass(added ? 'primary' : 'secondary', 'shrink-0')}>
          {added
            ? t('booking.hotel.secureAdded', { amount: rupees(TRIP_INSURANCE_PRICE) })
            : t('booking.hotel.secureAdd', { amount: rupees(TRIP_INSURANCE_PRICE) })}
        </button>
      </div>
    </Card>
  );
}

export function WhySignUp({ loginTo }: { loginTo: string }) {
  const t = useT();
  return (
    <Card title={t('booking.hotel.whySignUp')}>
      <Bullets items={[t('booking.hotel.memberDeals'), t('booking.hotel.memberFaster'), t('booking.hotel.memberManage')]} />
      <Link to={loginTo} className={buttonClass('secondary', 'mt-3')}>
        {t('booking.hotel.signIn')}
      </Link>
    </Card>
  );
}
