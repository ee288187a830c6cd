// A price line's label in the page's language (the contract's `priceLines` names each line by its code).
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import type { PriceLine } from '@raahi/contract/rules/pricing';

type T = (key: MessageKey, values?: MessageValues) => string;

/** 'Base price', 'GST (5%)', 'मूल किराया', 'GST (5%)'… */
export const priceLineLabel = (t: T, line: PriceLine, taxRate: number) => t(`common.priceLine.${line.code}`, { rate: taxRate });
