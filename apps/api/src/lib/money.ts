// Money is stored as integer paise and travels as rupees with at most two decimals.
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
