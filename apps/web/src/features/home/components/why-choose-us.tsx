import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { HomeSection } from './section-heading.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useT } from '../../../lib/i18n.tsx';

const STEPS: { title: MessageKey; text: MessageKey; icon: string }[] = [
  {
    title: 'home.why.step1.title',
    text: 'home.why.step1.text',
    icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  },
  { title: 'home.why.step2.title', text: 'home.why.step2.text', icon: 'M4 6h16M4 12h16M4 18h10' },
  {
    title: 'home.why.step3.title',
    text: 'home.why.step3.text',
    icon: 'M7 5h10M7 9h10M9 5c4 0 4 8 0 8H7l7 6',
  },
  { title: 'home.why.step4.title', text: 'home.why.step4.text', icon: 'M5 12l5 5L20 7' },
];

export function WhyChooseUs() {
  const t = useT();
  return (
    <HomeSection id="why-title" heading={{ eyebrow: t('home.why.eyebrow'), title: t('home.why.title') }}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-teal-50 text-teal-700">
              <LineIcon d={s.icon} className="h-6 w-6" round />
            </span>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('home.why.step', { n: String(i + 1) })}</p>
            <h3 className="text-lg font-bold text-slate-900">{t(s.title)}</h3>
            <p className="mt-1 text-slate-600">{t(s.text)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function AboutUs() {
  const t = useT();
  return (
    <HomeSection id="about-title">
      <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 md:p-10">
        <div
          aria-hidden="true"
          className="aspect-[4/3] rounded-2xl bg-[radial-gradient(circle_at_30%_30%,#fde68a,transparent_40%),linear-gradient(135deg,#0f766e,#0e7490_50%,#1d4ed8)]"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-700">{t('home.about.eyebrow')}</p>
          <h2 id="about-title" className="mt-1 text-3xl font-extrabold text-slate-900">
            {t('home.about.title')}
          </h2>
          <p className="mt-4 text-slate-700">{t('home.about.text')}</p>
          <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
            {[
              ['120+', t('home.about.destinations')],
              ['24/7', t('home.about.support')],
              ['4.8/5', t('home.about.rating')],
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
