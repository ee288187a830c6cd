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
    <Card title={t('hotels.review.importantTitle')}>
      <Bullets items={[t('hotels.review.importantExtraGuest'), t('hotels.review.importantAmenities')]} />
    </Card>
  );
}

export function TripSecure({ added, onToggle }: { added: boolean; onToggle: () => void }) {
  const t = useT();
  const covers = [
    t('hotels.review.secureMedical'),
    t('hotels.review.secureLaptop', { amount: rupees(2500) }),
    t('hotels.review.secureDelays'),
  ];
  return (
    <Card title={t('hotels.review.tripSecure')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Bullets items={covers} />
        <button type="button" aria-pressed={added} onClick={onToggle} className={buttonClass(added ? 'primary' : 'secondary', 'shrink-0')}>
          {added
            ? t('hotels.review.secureAdded', { amount: rupees(TRIP_INSURANCE_PRICE) })
            : t('hotels.review.secureAdd', { amount: rupees(TRIP_INSURANCE_PRICE) })}
        </button>
      </div>
    </Card>
  );
}

export function WhySignUp({ loginTo }: { loginTo: string }) {
  const t = useT();
  return (
    <Card title={t('hotels.review.whySignUp')}>
      <Bullets items={[t('hotels.review.memberDeals'), t('hotels.review.memberFaster'), t('hotels.review.memberManage')]} />
      <Link to={loginTo} className={buttonClass('secondary', 'mt-3')}>
        {t('hotels.review.signIn')}
      </Link>
    </Card>
  );
}
