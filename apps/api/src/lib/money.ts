// Money is stored as integer paise and travels as rupees with at most two decimals; the conversion is
// the contract's (rules/pricing.ts), which the pages use too.
export { paise as toPaise, rupeesOf as toRupees } from '@raahi/contract/rules/pricing';
