import { OwnerBookingsPage } from './components/bookings-pages.tsx';

export function Component() {
  return <OwnerBookingsPage kind="cab" />;
}
