import type { ReactNode } from 'react';
import { CardPhoto } from '../ui/img.tsx';
import { GuestRating } from '../ui/guest-rating.tsx';

/**
 * The listing being booked, at the top of a review page: its photo, its name (and a badge), a line about it,
 * its rating, and what `children` adds below.
 */
export function BookedListing({
  photo,
  name,
  badge,
  about,
  rating,
  reviews,
  priority = false,
  children,
}: {
  photo: string | undefined;
  name: string;
  badge?: ReactNode;
  about: ReactNode;
  rating: number;
  reviews: number;
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <CardPhoto
        src={photo}
        alt={name}
        shape="3/2"
        sizes="(min-width: 640px) 14rem, 100vw"
        priority={priority}
        className="rounded-xl sm:w-56"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold text-slate-900">{name}</h2>
          {badge}
        </div>
        <p className="text-slate-600">{about}</p>
        <p className="mt-1 text-sm text-slate-700">
          <GuestRating rating={rating} count={reviews} />
        </p>
        {children}
      </div>
    </div>
  );
}

/** A short titled list with a mark before each item ('✓ Free Wi-Fi'); nothing when there are no items. */
export function MarkedList({ title, mark, items }: { title: string; mark: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-1 space-y-1">
        {items.map((x) => (
          <li key={x}>
            {mark} {x}
          </li>
        ))}
      </ul>
    </div>
  );
}
