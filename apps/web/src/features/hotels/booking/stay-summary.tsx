import type { Hotel } from '@raahi/contract/hotels';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { Card } from '../../../components/ui/card.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { isDay, type Choices } from './use-booking-choices.ts';
import { mealName } from './meal-labels.ts';
import { fieldLabel, inputClass } from './form-classes.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

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
  const today = todayInIndia();
  const room = hotel.roomDetailsAndAmenities;
  const roomLines = room.description.filter((line) => line.trim() !== '');
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row">
        <Img
          src={hotel.imageUrl || hotel.images[0]}
          alt={hotel.name}
          width={640}
          height={427}
          sizes="(min-width: 640px) 14rem, 100vw"
          className="aspect-[3/2] w-full rounded-xl sm:w-56"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold text-slate-900">{hotel.name}</h2>
            {hotel.category && (
              <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800">{hotel.category}</span>
            )}
          </div>
          <p className="text-slate-600">{hotel.location}</p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <StarRating value={hotel.rating} /> {hotel.rating.toFixed(1)} ({hotel.reviewCount} reviews)
          </p>
        </div>
      </div>
      <fieldset className="mt-5 grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Your stay</legend>
        <label className={fieldLabel}>
          Check-in
          <input
            type="date"
            className={inputClass}
            value={c.checkin}
            min={today}
            onChange={(e) => {
              const checkin = isDay(e.target.value) ? e.target.value : today;
              onChange({ checkin, checkout: c.checkout > checkin ? c.checkout : addDays(checkin, 1) });
            }}
          />
        </label>
        <label className={fieldLabel}>
          Check-out
          <input
            type="date"
            className={inputClass}
            value={c.checkout}
            min={addDays(c.checkin, 1)}
            onChange={(e) => isDay(e.target.value) && onChange({ checkout: e.target.value })}
          />
        </label>
        <label className={fieldLabel}>
          Guests
          <input
            type="number"
            min={1}
            max={100}
            className={inputClass}
            value={c.guests}
            onChange={(e) => onChange({ guests: Math.max(1, Math.floor(Number(e.target.value)) || 1) })}
          />
        </label>
      </fieldset>
      {dateError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {dateError}
        </p>
      )}
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
        {hotel.inclusions.length > 0 && (
          <div>
            <p className="font-semibold text-slate-900">Included in your stay</p>
            <ul className="mt-1 space-y-1">
              {hotel.inclusions.map((x) => (
                <li key={x}>✓ {x}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="space-y-1">
          <li>{c.meal === 'none' ? 'Room Only' : mealName(c.meal)}</li>
          <li>{c.meal === 'none' ? 'No meals included' : 'Meal plan added to your stay'}</li>
        </ul>
      </div>
    </Card>
  );
}
