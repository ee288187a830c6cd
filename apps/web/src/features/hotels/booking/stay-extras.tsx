// The review page's smaller sections: the meal plan, Important Information, Trip Secure and Why Sign Up or
// Login.
import { MEAL_PLAN_PRICES, MEAL_PLANS, TRIP_INSURANCE_PRICE, type MealPlan } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Bullets, Card } from '../../../components/ui/card.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { MEAL_LABELS } from './meal-labels.ts';

export function MealPlanChoice({ value, onChange }: { value: MealPlan; onChange: (m: MealPlan) => void }) {
  return (
    <Card title="Upgrade Your Stay">
      <fieldset>
        <legend className="sr-only">Meal plan</legend>
        <div className="space-y-2">
          {MEAL_PLANS.map((m) => (
            <div
              key={m}
              className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border px-4 py-3 ${value === m ? 'border-teal-600 bg-teal-50' : 'border-slate-200'}`}
            >
              <label className="flex min-w-[12rem] flex-1 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="meal-plan"
                  value={m}
                  checked={value === m}
                  onChange={() => onChange(m)}
                  aria-describedby={m !== 'none' ? `meal-${m}-price` : undefined}
                  className="h-4 w-4 accent-teal-700"
                />
                <span className="text-slate-800">{MEAL_LABELS[m]}</span>
              </label>
              {m !== 'none' && (
                <span id={`meal-${m}-price`} className="pl-7 text-sm text-slate-600">
                  +{rupees(MEAL_PLAN_PRICES[m])} per room-night
                </span>
              )}
            </div>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

const IMPORTANT = [
  'Charges for a third adult or a child are not included in the rate and are payable at the hotel.',
  'Extra amenities requested at the hotel may cost more.',
];

export function ImportantInformation() {
  return (
    <Card title="Important Information">
      <Bullets items={IMPORTANT} />
    </Card>
  );
}

const TRIP_SECURE = [
  '24x7 emergency medical assistance',
  <>Up to {rupees(2500)} for loss of tablets and laptops</>,
  'Cover for trip cancellations and delays',
];

export function TripSecure({ added, onToggle }: { added: boolean; onToggle: () => void }) {
  return (
    <Card title="Trip Secure">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Bullets items={TRIP_SECURE} />
        <button type="button" aria-pressed={added} onClick={onToggle} className={buttonClass(added ? 'primary' : 'secondary', 'shrink-0')}>
          {added ? `Added ✓ (${rupees(TRIP_INSURANCE_PRICE)})` : `Add for ${rupees(TRIP_INSURANCE_PRICE)}`}
        </button>
      </div>
    </Card>
  );
}

const MEMBERS_GET = ['Secret Deals for members', 'Faster booking with saved details', 'Manage all your bookings in one place'];

export function WhySignUp({ loginTo }: { loginTo: string }) {
  return (
    <Card title="Why Sign Up or Login">
      <Bullets items={MEMBERS_GET} />
      <Link to={loginTo} className={buttonClass('secondary', 'mt-3')}>
        Sign in
      </Link>
    </Card>
  );
}
