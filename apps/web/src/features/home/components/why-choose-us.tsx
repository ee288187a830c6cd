import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { HomeSection } from './section-heading.tsx';

const STEPS = [
  {
    title: 'Log in',
    text: 'Sign in or create a free account in under a minute.',
    icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  },
  { title: 'Select Service', text: 'Pick a tour package, a hotel stay or an outstation cab.', icon: 'M4 6h16M4 12h16M4 18h10' },
  {
    title: 'Select Amount',
    text: 'See the full price in rupees before you pay: no surprises.',
    icon: 'M7 5h10M7 9h10M9 5c4 0 4 8 0 8H7l7 6',
  },
  { title: 'Get Service', text: 'Travel with confirmed bookings and support all the way.', icon: 'M5 12l5 5L20 7' },
];

export function WhyChooseUs() {
  return (
    <HomeSection id="why-title" heading={{ eyebrow: 'Simple as 1-2-3-4', title: 'Why Choose Us' }}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-teal-50 text-teal-700">
              <LineIcon d={s.icon} className="h-6 w-6" round />
            </span>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Step {i + 1}</p>
            <h3 className="text-lg font-bold text-slate-900">{s.title}</h3>
            <p className="mt-1 text-slate-600">{s.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function AboutUs() {
  return (
    <HomeSection id="about-title">
      <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 md:p-10">
        <div
          aria-hidden="true"
          className="aspect-[4/3] rounded-2xl bg-[radial-gradient(circle_at_30%_30%,#fde68a,transparent_40%),linear-gradient(135deg,#0f766e,#0e7490_50%,#1d4ed8)]"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-700">About Us</p>
          <h2 id="about-title" className="mt-1 text-3xl font-extrabold text-slate-900">
            Travel India with people who know it
          </h2>
          <p className="mt-4 text-slate-700">
            Raahi brings together tour packages, hotels and outstation cabs from trusted local partners, from the backwaters of Kerala to
            the high passes of Ladakh. Every price is shown in rupees, every booking is confirmed by a real person, and our support team is
            a call away.
          </p>
          <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
            {[
              ['120+', 'destinations'],
              ['24/7', 'support'],
              ['4.8/5', 'traveller rating'],
            ].map(([n, l]) => (
              <div key={l} className="rounded-xl bg-slate-50 p-3">
                <dt className="sr-only">{l}</dt>
                <dd className="text-xl font-extrabold text-teal-800">{n}</dd>
                <dd className="text-xs text-slate-600">{l}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </HomeSection>
  );
}
