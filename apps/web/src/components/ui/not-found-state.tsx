import { Link } from 'react-router';
import { DocumentHead } from '../document-head.tsx';
import { buttonClass } from './button.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import type { Missing } from '../../lib/route-data.ts';

/** A page-level "not found" with a real heading and a way back, e.g. a hotel or cab that does not exist. */
export function NotFoundState({ title, hint, back }: { title: string; hint: string; back: { to: string; label: string } }) {
  return (
    <div className="px-4">
      <section className="mx-auto my-12 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{hint}</p>
        <div className="mt-4">
          <Link to={back.to} className={buttonClass('primary')}>
            {back.label}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The larger "not found" page of a tour or a post, with its own document title. */
export function NotFoundPage({ title, hint, back }: { title: string; hint: string; back: { to: string; label: string } }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <DocumentHead tags={[{ title: `${title} · Raahi` }]} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{hint}</p>
      <Link to={back.to} className={buttonClass('primary', 'mt-6')}>
        {back.label}
      </Link>
    </section>
  );
}

/** A missing listing's words in the page's language, and its way back at the page's address. */
function useMissing({ kind, back }: Missing) {
  const t = useT();
  const at = useLocalePath();
  return {
    title: t('common.notFound.title', { kind }),
    hint: t('common.notFound.hint', { kind }),
    back: { to: at(back), label: t(`common.notFound.back.${kind}`) },
  };
}

/** A missing hotel or cab, inside its page. */
export const MissingState = ({ missing }: { missing: Missing }) => <NotFoundState {...useMissing(missing)} />;

/** A missing tour, post or provider: the whole page. */
export const MissingPage = ({ missing }: { missing: Missing }) => <NotFoundPage {...useMissing(missing)} />;
