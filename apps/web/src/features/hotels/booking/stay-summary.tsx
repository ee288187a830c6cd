import type { Hotel } from '@raahi/contract/hotels';
import { BookedListing, MarkedList } from '../../../components/booking/booked-listing.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { plural } from '../../../lib/format.ts';
import { StayFields } from '../components/stay-fields.tsx';
import type { Choices } from './use-booking-choices.ts';
import { mealName } from './meal-labels.ts';

/** The hotel, the stay's dates and guests, and what the room comes with: the hotel's own room text and inclusions. */
export function StaySummary({
  hotel,
  choices: c,
  nights,
  dateError,
  onChange,
}: {
  hotel: Hotel;
  choices: Choices;
  nights: number;
  dateError: string;
  onChange: (next: Partial<Choices>) => void;
}) {
  const room = hotel.roomDetailsAndAmenities;
  const roomLines = room.description.filter((line) => line.trim() !== '');
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
        <legend className="sr-only">Your stay</legend>
        <StayFields stay={c} onChange={onChange} />
      </fieldset>
      <AlertText message={dateError} className="mt-2 text-sm text-red-700" />
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-medium text-slate-800" data-testid="stay-line">
        {plural(nights, 'Night')} | {plural(c.guests, 'Adult')} | {plural(c.rooms, 'Room')}
      </p>
      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700" data-testid="room-offer">
        {roomLines.length > 0 && (
          <div>
            <p className="font-semibold text-slate-900">{room.title || 'Your room'}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {roomLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <MarkedList title="Included in your stay" mark="✓" items={hotel.inclusions} />
        <ul className="space-y-1">
          <li>{c.meal === 'none' ? 'Room Only' : mealName(c.meal)}</li>
          <li>{c.meal === 'none' ? 'No meals included' : 'Meal plan added to your stay'}</li>
        </ul>
      </div>
    </Card>
  );
}
