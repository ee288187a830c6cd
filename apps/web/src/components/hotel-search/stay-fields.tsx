import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { LabelledInput } from '../ui/fields.tsx';
import { isDay } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n.tsx';

export type Stay = { checkin: string; checkout: string; guests: number };

/**
 * Check-in, check-out and guests, as the search form and the review page ask them. Moving the check-in to
 * or past the check-out moves the check-out to the next day; a cleared date is not taken. Guests come as
 * typed (a whole number, or NaN while the field is empty): each form bounds them in its own time.
 */
export function StayFields({
  stay,
  onChange,
  className,
  guests = true,
}: {
  stay: Stay;
  onChange: (patch: Partial<Stay>) => void;
  className?: string;
  /** false: the form asks for guests itself (the search's rooms and guests picker) */
  guests?: boolean;
}) {
  const t = useT();
  const today = todayInIndia();
  const checkinOf = (value: string) => {
    const checkin = isDay(value) ? value : today;
    onChange({ checkin, checkout: stay.checkout > checkin ? stay.checkout : addDays(checkin, 1) });
  };
  return (
    <>
      <LabelledInput
        label={t('common.stay.checkin')}
        name="checkin"
        type="date"
        className={className}
        min={today}
        value={stay.checkin}
        onValue={checkinOf}
      />
      <LabelledInput
        label={t('common.stay.checkout')}
        name="checkout"
        type="date"
        className={className}
        min={addDays(stay.checkin, 1)}
        value={stay.checkout}
        onValue={(checkout) => isDay(checkout) && onChange({ checkout })}
      />
      {guests && (
        <LabelledInput
          label={t('common.stay.guests')}
          name="guests"
          type="number"
          className={className}
          min={1}
          max={100}
          value={stay.guests}
          onValue={(guests) => onChange({ guests: Math.floor(Number(guests)) })}
        />
      )}
    </>
  );
}
