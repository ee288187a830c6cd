import { termOf } from '../../../../components/ui/term.tsx';
import type { Cab } from '@raahi/contract/cabs';
import { Img } from '../../../../components/ui/img.tsx';
import { StarRating } from '../../../../components/ui/star-rating.tsx';
import { breakdownInRupees, paise, priceCab } from '@raahi/contract/rules/pricing';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { CheckList, DetailCard } from '../../components/details.tsx';
import { TitledSection } from '../../../../components/ui/titled-section.tsx';
import { useT } from '../../../../lib/i18n.tsx';

const Row = termOf('split');

/** The cab owner's read-only view of their cab. */
export function CabDetailsView({ cab }: { cab: Cab }) {
  // what a guest pays for a trip: the price the booking charges (priceCab), not the typed taxes percentage
  const t = useT();
  const trip = breakdownInRupees(priceCab({ discountedPrice: paise(cab.discountedPrice) }));
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{cab.model}</h1>
        <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{cab.travelType}</span>
      </header>
      <p className="-mt-3 text-slate-700">
        {cab.type} · {cab.fuelType}
      </p>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Img
          src={cab.imageUrl || null}
          alt={`${cab.model}`}
          width={1280}
          height={720}
          sizes="(min-width: 1024px) 60vw, 100vw"
          priority
          className="aspect-video w-full rounded-xl"
        />
        <TitledSection
          id="cab-price"
          title={t('admin.cabView.pricing')}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          headingClassName="text-lg font-semibold text-slate-900"
        >
          <p className="mt-2 text-sm text-slate-500">
            <span className="sr-only">{t('admin.cabView.original')} </span>
            <s>{rupeesExact(cab.originalPrice)}</s>
          </p>
          <p className="text-3xl font-bold text-slate-900">
            <span className="sr-only">{t('admin.cabView.discounted')} </span>
            {rupeesExact(cab.discountedPrice)}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="guest-price">
            {t('admin.cabView.guestPays', { rate: trip.taxRate, taxes: rupeesExact(trip.taxes), total: rupeesExact(trip.total) })}
          </p>
          <div className="mt-4 flex items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <StarRating value={cab.rating} />
            <span>
              {cab.rating.toFixed(1)} ({t('admin.hotelView.reviews', { count: cab.reviewCount })})
            </span>
          </div>
        </TitledSection>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <DetailCard title={t('admin.cabView.details')}>
          <dl className="divide-y divide-slate-100 text-sm">
            <Row label={t('admin.hotelView.type')}>{cab.type}</Row>
            <Row label={t('admin.cabForm.seats')}>{cab.seats}</Row>
            <Row label={t('admin.cabView.fuel')}>{cab.fuelType}</Row>
            <Row label={t('admin.cabView.kms')}>{cab.kmsIncluded.toLocaleString('en-IN')} km</Row>
            <Row label={t('admin.cabView.extraKm')}>{t('admin.cabView.perKm', { fare: rupeesExact(cab.extraKmFare) })}</Row>
            <Row label={t('admin.hotelForm.cancellation')}>{cab.cancellation}</Row>
          </dl>
        </DetailCard>
        <DetailCard title={t('admin.hotelForm.inclusions')}>
          <CheckList items={cab.inclusions} empty={t('admin.hotelView.noInclusions')} />
        </DetailCard>
        <DetailCard title={t('admin.cabForm.exclusions')}>
          <CheckList items={cab.exclusions} empty={t('admin.cabView.noExclusions')} tone="out" />
        </DetailCard>
      </div>
    </div>
  );
}
