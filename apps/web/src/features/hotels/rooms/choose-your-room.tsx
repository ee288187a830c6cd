// 'Choose your room' on a hotel's page: the stay asked about (dates, with a calendar of each night's lowest
// price, and guests), then each room type with its plans for that stay. Without dates it asks for them and
// says what a night costs from.
import type { Hotel } from '@raahi/contract/hotels';
import { rupees } from '@raahi/contract/rules/rupees';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { onDemand } from '../../../components/ui/on-demand.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { StayAsk } from '../api/get-stay-rooms.ts';
import { StayFields } from '../../../components/hotel-search/stay-fields.tsx';
import { GuestsField } from '../../../components/guests/guests-field.tsx';
import { HOTEL_LIMITS, roomsForGuests } from '../../../components/guests/party.ts';
import { formatOccupancy, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';

const PriceCalendar = onDemand(
  async () => (await import('./price-calendar.tsx')).PriceCalendar,
  (p) => p.open,
);

// the rooms come from a call the browser makes: their code comes with it, out of the page's first load
const RoomList = lazy(async () => ({ default: (await import('./room-list.tsx')).RoomList }));

export const ROOMS_HEADING_ID = 'rooms-heading';

/** The stay asked about, with the party room by room when the guest chose it. */
export type PartyStay = Omit<StayAsk, 'occupancy'> & { occupancy?: Occupancy };

/**
 * `stay`: the stay the form starts from; `dated`: whether the guest chose it (else the rooms wait for dates);
 * `onStay` asks about another (the page keeps it in its URL).
 */
export function ChooseYourRoom({
  hotel,
  stay,
  dated,
  onStay,
}: {
  hotel: Hotel;
  stay: PartyStay;
  dated: boolean;
  onStay: (s: PartyStay) => void;
}) {
  const t = useT();
  return (
    <TitledSection
      id={ROOMS_HEADING_ID}
      title={t('hotels.rooms.title')}
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      <StayForm
        key={`${stay.checkin}|${stay.checkout}|${stay.guests}|${formatOccupancy(stay.occupancy ?? []).join('|')}`}
        hotelId={hotel._id}
        stay={stay}
        dated={dated}
        onStay={onStay}
      />
      {dated ? (
        <Suspense fallback={<Spinner label={t('hotels.rooms.loading')} />}>
          <RoomList hotelId={hotel._id} stay={{ ...stay, occupancy: stay.occupancy && formatOccupancy(stay.occupancy) }} />
        </Suspense>
      ) : (
        <p className="mt-4 rounded-lg bg-teal-50 px-4 py-3 text-slate-800" data-testid="rooms-prompt">
          {t('hotels.rooms.datesPrompt', { price: rupees(hotel.price) })}
        </p>
      )}
    </TitledSection>
  );
}

function StayForm({ hotelId, stay, dated, onStay }: { hotelId: string; stay: PartyStay; dated: boolean; onStay: (s: PartyStay) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const [asked, setAsked] = useState<PartyStay>(stay);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // the calendar starts from the dates the guest chose, not from the form's tonight
  const [touched, setTouched] = useState(dated);
  const ready = !!asked.checkin && !!asked.checkout && asked.checkout > asked.checkin;
  const rooms = asked.occupancy ?? roomsForGuests(asked.guests);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onStay({ ...asked, guests: Math.min(100, Math.max(1, asked.guests || 1)) });
  };
  return (
    // without scripts the form asks the same page again with the dates in its address
    <form method="get" onSubmit={submit} className="mt-3">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t('hotels.rooms.yourStay')}</legend>
        <StayFields
          stay={asked}
          guests={false}
          onChange={(patch) => {
            setTouched(true);
            setAsked((a) => ({ ...a, ...patch }));
          }}
        />
        <GuestsField
          label={t('common.guests.label')}
          title={t('common.guests.title')}
          rooms={rooms}
          limits={HOTEL_LIMITS}
          disabled={!hydrated}
          onRooms={(occupancy) => setAsked((a) => ({ ...a, occupancy, guests: totalGuests(occupancy) }))}
        />
        {/* without scripts the form is sent as it is: the rooms go as the address has them */}
        <input type="hidden" name="guests" value={totalGuests(rooms)} />
        {formatOccupancy(rooms).map((room, i) => (
          <input key={i} type="hidden" name="occupancy" value={room} />
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={hydrated && !ready}>
          {t('hotels.rooms.showRooms')}
        </Button>
        <Button variant="secondary" onClick={() => setCalendarOpen(true)} disabled={!hydrated} aria-haspopup="dialog">
          {t('hotels.rooms.pricesByDate')}
        </Button>
      </div>
      <PriceCalendar
        open={calendarOpen}
        hotelId={hotelId}
        checkin={touched ? asked.checkin : ''}
        checkout={touched ? asked.checkout : ''}
        onClose={() => setCalendarOpen(false)}
        onChoose={(checkin, checkout) => {
          setCalendarOpen(false);
          setAsked((a) => ({ ...a, checkin, checkout }));
          onStay({ ...asked, checkin, checkout, guests: Math.min(100, Math.max(1, asked.guests || 1)) });
        }}
      />
    </form>
  );
}
