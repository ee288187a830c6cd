import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './ui/button.tsx';
import { useLocalePath, useT } from '../lib/i18n.tsx';

/**
 * A hotel, tour or post in a grid: `media` (its photo) above a column of `children` that fills the card.
 * With `to` the whole card is the link; otherwise it is an article whose own links act. `className` adds
 * the card's height and hover shadow. `heart` (a hotel's or tour's <SaveHeart>) sits over the photo, beside
 * the link, never inside it.
 */
export function ListingCard({
  to,
  media,
  className,
  bodyClassName = 'p-5',
  children,
  heart: heartButton,
}: {
  to?: string;
  heart?: ReactNode;
  media: ReactNode;
  className: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const at = useLocalePath();
  const card = `flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition ${className}`;
  const content = (
    <>
      {media}
      <div className={`flex flex-1 flex-col ${bodyClassName}`}>{children}</div>
    </>
  );
  const heart = heartButton && <div className="absolute right-3 top-3 z-10">{heartButton}</div>;
  if (to) {
    const link = (
      <Link to={at(to)} className={`${card} w-full focus-visible:outline-2 focus-visible:outline-teal-600`}>
        {content}
      </Link>
    );
    if (!heart) return link;
    return (
      <div className="relative flex">
        {link}
        {heart}
      </div>
    );
  }
  return (
    <article className={`${card} relative`}>
      {content}
      {heart}
    </article>
  );
}

/** The foot of a tour card: 'Starting at' the price, what it covers ('per person, + ₹500 taxes'), and Book Now. */
export function StartingAt({ price, note, to, name }: { price: string; note: string; to: string; name: string }) {
  const t = useT();
  const at = useLocalePath();
  return (
    <div className="mt-auto flex items-end justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600">
        {t('common.card.startingAt')}
        <span className="block text-xl font-bold text-slate-900">{price}</span>
        <span className="text-xs">{note}</span>
      </p>
      <Link to={at(to)} className={buttonClass('primary')} aria-label={t('common.card.bookNowOf', { name })}>
        {t('common.card.bookNow')}
      </Link>
    </div>
  );
}
