// 'How results are ranked': the main factors of every list's order, from the rule the searches follow
// (packages/contract/src/rules/ranking.ts), as the Consumer Protection (E-Commerce) Rules ask.
import { DEFAULT_ORDER, NEVER_RANKED_BY, RANKING_FACTORS, RESULT_ORDERS, WHAT_IS_SHOWN } from '@raahi/contract/rules/ranking';
import { PolicyPage, PolicySection } from './policy-page-layout.tsx';

export function Component() {
  return (
    <PolicyPage
      path="/how-results-are-ranked"
      title="How results are ranked"
      description="What decides which hotels, cabs and tour packages a list shows, and in what order. The same rules apply to every search on Raahi."
    >
      <PolicySection id="shown" title="What a list shows">
        <ul className="list-disc space-y-1 pl-6">
          {WHAT_IS_SHOWN.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection id="order" title="The order">
        <p>
          Every list is in the order you choose from its sort menu. Without a choice it is{' '}
          <strong>{RANKING_FACTORS[DEFAULT_ORDER].name.toLowerCase()}</strong>.
        </p>
        <dl className="space-y-3">
          {RESULT_ORDERS.map((order) => (
            <div key={order} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="font-semibold text-slate-900">{RANKING_FACTORS[order].name}</dt>
              <dd className="mt-1">{RANKING_FACTORS[order].factor}</dd>
            </div>
          ))}
        </dl>
      </PolicySection>
      <PolicySection id="never" title="What never moves a listing">
        <p>A listing's place in a list never depends on:</p>
        <ul className="list-disc space-y-1 pl-6">
          {NEVER_RANKED_BY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          No listing pays to appear in a list or to be placed higher. If that ever changes, a paid placement will be labelled as an
          advertisement where it appears.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
