// How far a place is from another by road, when nobody has measured that road: the great-circle distance
// times a road factor measured against the known routes (docs/decisions/0055-cab-trips-priced-for-the-route.md),
// and how long driving it takes. Zod-free.

/** Road km per great-circle km: the median over the known routes (apps/api/src/modules/places/known-routes.ts). */
export const ROAD_FACTOR = 1.2;
/** The pace a trip is planned at, km per hour, pauses included. */
export const AVERAGE_SPEED_KMH = 50;

export type Point = { lat: number; lng: number };
const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in km. */
export function greatCircleKm(a: Point, b: Point): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road distance estimated from the straight line, whole km (at least 1). */
export const estimatedRoadKm = (a: Point, b: Point): number => Math.max(1, Math.round(greatCircleKm(a, b) * ROAD_FACTOR));

/** Minutes of driving `km` at the planned pace, rounded up. */
export const drivingMinutes = (km: number): number => Math.ceil((km * 60) / AVERAGE_SPEED_KMH);
