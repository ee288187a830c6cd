import { useMyCabs } from '../api/get-owned-listing.ts';
import { MyListingsPage } from '../components/my-listings.tsx';

export function Component() {
  const query = useMyCabs();
  return <MyListingsPage kind="cab" rows={query.data?.map((c) => ({ ...c, title: c.model, detail: c.type }))} load={query} />;
}
