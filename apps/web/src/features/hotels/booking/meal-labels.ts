import type { MealPlan } from '@raahi/contract/rules/pricing';

/** The meal plan choices as the review page offers them. */
export const MEAL_LABELS: Record<MealPlan, string> = {
  none: 'No meal plan (included)',
  breakfast: 'Add Breakfast',
  'half-board': 'Add Breakfast + Lunch/Dinner',
  'full-board': 'Add All Meals',
};

/** The plan itself, as the summary and the confirmation name it ('Breakfast', 'No meal plan'). */
export const mealName = (m: MealPlan) => (m === 'none' ? 'No meal plan' : MEAL_LABELS[m].replace('Add ', ''));
