import { PanelPage } from './components/panel-page.tsx';

export function Component() {
  return <PanelPage panel="bookings" />;
}
