// Amounts as people read them: ₹ and Indian digit grouping, whole rupees bare and paise as two digits
// (₹1,23,456 and ₹1,23,456.50, never ₹1,23,456.5). The formatters are made once:
// Number#toLocaleString with options builds a new one on every call (about 0.35 ms each on the server,
// several per booking and payment: issue 11).
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exactlyTwo = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** rupees: ₹4,200, or ₹4,200.50 when there are paise */
export const rupees = (amount: number) => `₹${(Math.round(amount * 100) % 100 === 0 ? whole : exactlyTwo).format(amount)}`;
/** paise as rupees: ₹4,200, or ₹4,200.50 when there are paise */
export const rupeesOfPaise = (paise: number) => rupees(paise / 100);
/** paise as rupees with exactly two decimals, as invoices and the checkout show them: ₹4,200.00 */
export const rupeesOfPaiseExact = (paise: number) => `₹${exactlyTwo.format(paise / 100)}`;
