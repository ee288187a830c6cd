import type { PricedTrip } from '@raahi/contract/cab-trips';
import { lengthInWords } from '@raahi/contract/rules/booking-dates';
import { rupees } from '@raahi/contract/rules/rupees';

/** A priced trip at a glance: distance and driving time (or the package), what the price covers and what more costs. */
export function TripFacts({ trip }: { trip: PricedTrip }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="This trip">
      {trip.kind === 'local' ? (
        <li>
          {trip.includedHours} hours, {trip.includedKm} km included
        </li>
      ) : (
        <>
          <li>
            {trip.distanceKm} km{trip.kind === 'round' ? ' each way' : ''}
            {trip.distanceKnown ? '' : ' (estimated)'}
          </li>
          <li>about {lengthInWords(trip.durationMinutes)} each way</li>
          <li>{trip.includedKm} km included</li>
        </>
      )}
      <li>{rupees(trip.extraPerKm)}/km after that</li>
      {trip.extraPerHour !== undefined && <li>{rupees(trip.extraPerHour)}/hour after that</li>}
      {trip.tollsPaidByTraveller && <li>Tolls paid by you on the way</li>}
    </ul>
  );
}
