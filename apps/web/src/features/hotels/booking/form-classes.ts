/** The review page's text inputs and labels. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
export const fieldLabel = 'block text-sm font-medium text-slate-700';
