// Amounts as people read them: ₹ and Indian digit grouping (₹1,23,456.5). The formatters are made once:
// Number#toLocaleString with options builds a new one on every call (about 0.35 ms each on the server,
// several per booking and payment: issue 11).
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const exactlyTwo = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** rupees, up to two decimals: ₹4,200 or ₹4,200.5 */
export const rupees = (amount: number) => `₹${upToTwo.format(amount)}`;
/** paise as rupees, up to two decimals */
export const rupeesOfPaise = (paise: number) => rupees(paise / 100);
/** paise as rupees with exactly two decimals, as invoices and the checkout show them: ₹4,200.00 */
export const rupeesOfPaiseExact = (paise: number) => `₹${exactlyTwo.format(paise / 100)}`;
