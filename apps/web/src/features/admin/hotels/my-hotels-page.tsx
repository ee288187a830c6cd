import { useMyHotels } from '../api/get-owned-listing.ts';
import { MyListingsPage } from '../components/my-listings.tsx';

export function Component() {
  const query = useMyHotels();
  return <MyListingsPage kind="hotel" rows={query.data?.map((h) => ({ ...h, title: h.name, detail: h.location }))} load={query} />;
}
