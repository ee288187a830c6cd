// A listing's offers (listing-offers-list.tsx), asked for by the browser only: the server renders nothing in
// their place, so their code too stays out of the page's first load and comes once the page has hydrated.
import { useHydrated } from '../lib/use-hydrated.ts';
import { onDemand } from './ui/on-demand.tsx';
import type { ListingOffersProps } from './listing-offers-list.tsx';

const Offers = onDemand<ListingOffersProps & { hydrated: boolean }>(
  async () => (await import('./listing-offers-list.tsx')).ListingOffersList,
  (p) => p.hydrated,
);

export function ListingOffers(props: ListingOffersProps) {
  return <Offers {...props} hydrated={useHydrated()} />;
}
