import type { PricedTrip } from '@raahi/contract/cab-trips';
import { rupees } from '@raahi/contract/rules/rupees';
import { useT } from '../../../lib/i18n.tsx';
import { useDriveTime } from './drive-time.ts';

/** A priced trip at a glance: distance and driving time (or the package), what the price covers and what more costs. */
export function TripFacts({ trip }: { trip: PricedTrip }) {
  const words = useT();
  const drive = useDriveTime();
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={words('cabs.trip.facts')}>
      {trip.kind === 'local' ? (
        <li>{words('cabs.trip.packageIncluded', { hours: trip.includedHours ?? 0, km: trip.includedKm })}</li>
      ) : (
        <>
          <li>
            {words(trip.kind === 'round' ? 'cabs.trip.kmEachWay' : 'cabs.trip.km', { km: trip.distanceKm })}
            {trip.distanceKnown ? '' : ` ${words('cabs.trip.estimated')}`}
          </li>
          <li>{words('cabs.trip.driveEachWay', { time: drive(trip.durationMinutes) })}</li>
          <li>{words('cabs.trip.kmIncluded', { km: trip.includedKm })}</li>
        </>
      )}
      <li>{words('cabs.trip.extraPerKm', { price: rupees(trip.extraPerKm) })}</li>
      {trip.extraPerHour !== undefined && <li>{words('cabs.trip.extraPerHour', { price: rupees(trip.extraPerHour) })}</li>}
      {trip.tollsPaidByTraveller && <li>{words('cabs.trip.tollsByYou')}</li>}
    </ul>
  );
}
