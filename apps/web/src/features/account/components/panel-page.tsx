import { BookingsPanel } from './bookings-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { SignedIn } from './signed-in.tsx';

const PANELS = {
  profile: { width: 'max-w-3xl', Panel: ProfilePanel },
  bookings: { width: 'max-w-6xl', Panel: BookingsPanel },
};

/** One panel of the dashboard as a page of its own (/account, /bookings). */
export function PanelPage({ panel }: { panel: keyof typeof PANELS }) {
  const { width, Panel } = PANELS[panel];
  return (
    <SignedIn>
      {(user) => (
        <div className={`mx-auto ${width} px-4 py-8`}>
          <Panel user={user} headingLevel={1} />
        </div>
      )}
    </SignedIn>
  );
}
