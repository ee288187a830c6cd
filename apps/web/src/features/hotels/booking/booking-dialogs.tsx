import type { Hotel } from '@raahi/contract/hotels';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { ConfirmBookingDialog, type ConfirmState } from '../../../components/booking/booking-dialogs.tsx';
import { DiscountRow, SummaryRow } from '../../../components/booking/summary-rows.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { mealWords } from '../rooms/room-words.ts';
import type { Choices } from './use-booking-choices.ts';
import type { ChosenRoom } from './use-chosen-room.ts';
import { ExtrasRows } from './price-summary.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

/** 'Confirm Your Booking': the stay and the total (`price` in rupees) the server will store. */
export function ConfirmStayDialog({
  state,
  hotel,
  choices: c,
  nights,
  price,
  chosen,
}: {
  state: ConfirmState;
  chosen: ChosenRoom | null;
  hotel: Hotel;
  choices: Choices;
  nights: number;
  price: Breakdown;
}) {
  const t = useT();
  return (
    <ConfirmBookingDialog state={state} total={price.total} totalTestId="confirm-total">
      <SummaryRow label={t('booking.hotel.hotel')} value={hotel.name} />
      {chosen && <SummaryRow label={t('booking.hotel.roomType')} value={storedWord(t, chosen.room.roomType.name)} />}
      {chosen && <SummaryRow label={t('booking.hotel.ratePlan')} value={chosen.offer.ratePlan.name} />}
      <SummaryRow label={t('booking.hotel.rooms')} value={String(c.rooms)} />
      <SummaryRow label={t('common.stay.checkin')} value={formatDay(c.checkin)} />
      <SummaryRow label={t('common.stay.checkout')} value={formatDay(c.checkout)} />
      <SummaryRow label={t('booking.hotel.nights')} value={String(nights)} />
      <SummaryRow label={t('booking.hotel.guests')} value={String(c.guests)} />
      {chosen && <SummaryRow label={t('booking.hotel.mealPlan')} value={mealWords(t, chosen.offer.ratePlan.mealPlan)} />}
      <ExtrasRows choices={c} price={price} />
      <DiscountRow amount={price.discount} />
    </ConfirmBookingDialog>
  );
}
