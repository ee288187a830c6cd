import type { Hotel } from '@raahi/contract/hotels';
import { BookedListing, MarkedList } from '../../../components/booking/booked-listing.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { totalAdults, totalChildren } from '@raahi/contract/rules/occupancy';
import { StayFields } from '../../../components/hotel-search/stay-fields.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { mealWords, roomFacts } from '../rooms/room-words.ts';
import type { Choices } from './use-booking-choices.ts';
import type { ChosenRoom } from './use-chosen-room.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

/** The hotel, the stay's dates and guests, and the room chosen: its type, its facts, its plan and what the hotel includes. */
export function StaySummary({
  hotel,
  choices: c,
  nights,
  dateError,
  chosen,
  onChange,
}: {
  hotel: Hotel;
  choices: Choices;
  nights: number;
  dateError: string;
  /** null while the rooms load (or cannot be read) */
  chosen: ChosenRoom | null;
  onChange: (next: Partial<Choices>) => void;
}) {
  const t = useT();
  // a room type without words of its own is described by the hotel's room text
  const roomLines = chosen?.room.roomType.description
    ? [chosen.room.roomType.description]
    : hotel.roomDetailsAndAmenities.description.filter((line) => line.trim() !== '');
  return (
    <Card>
      <BookedListing
        photo={hotel.imageUrl || hotel.images[0]}
        name={hotel.name}
        badge={
          hotel.category && (
            <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800">{hotel.category}</span>
          )
        }
        about={hotel.location}
        rating={hotel.rating}
        reviews={hotel.reviewCount}
      />
      <fieldset className="mt-5 grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t('booking.hotel.yourStay')}</legend>
        <StayFields stay={c} onChange={onChange} />
      </fieldset>
      <AlertText message={dateError} className="mt-2 text-sm text-red-700" />
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-medium text-slate-800" data-testid="stay-line">
        {t('booking.hotel.stayLine', {
          nights,
          adults: c.occupancy ? totalAdults(c.occupancy) : c.guests,
          children: c.occupancy ? totalChildren(c.occupancy) : 0,
          rooms: c.rooms,
        })}
      </p>
      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700" data-testid="room-offer">
        {chosen && (
          <div>
            <p className="text-base font-semibold text-slate-900" data-testid="chosen-room">
              {storedWord(t, chosen.room.roomType.name)}
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {roomFacts(t, chosen.room.roomType).map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            {roomLines.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {roomLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <p className="mt-2 font-medium text-slate-900" data-testid="chosen-plan">
              {[...new Set([chosen.offer.ratePlan.name, mealWords(t, chosen.offer.ratePlan.mealPlan)])].join(' · ')}
            </p>
          </div>
        )}
        <MarkedList title={t('booking.hotel.included')} mark="✓" items={hotel.inclusions} />
      </div>
    </Card>
  );
}
