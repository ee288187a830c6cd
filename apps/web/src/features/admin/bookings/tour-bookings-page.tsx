import { AllBookingsPage } from './components/bookings-pages.tsx';

export function Component() {
  return <AllBookingsPage kind="tour" />;
}
