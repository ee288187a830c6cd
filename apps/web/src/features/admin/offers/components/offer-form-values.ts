// What the offer form holds while it is edited: the offer's fields and the coupon it may carry.
import type { OfferKind } from '@raahi/contract/offers';
import type { CouponScope, DiscountType } from '@raahi/contract/rules/coupons';
import type { ImageValue } from '../../components/image-uploads.tsx';
import { emptyTranslations, type TranslationValues } from '../../components/translation-fields.tsx';

export type CouponValues = {
  couponCode: string;
  discountType: DiscountType;
  discountValue: number;
  maxDiscount: number;
  minAmount: number;
  appliesTo: CouponScope;
  perAccountLimit: number;
  totalLimit: number;
  membersOnly: boolean;
};

export type OfferFormValues = CouponValues & {
  title: string;
  description: string;
  image: ImageValue;
  relatedTo: OfferKind | '';
  relatedId: string;
  startDate: string;
  endDate: string;
  featured: boolean;
  translations: TranslationValues<'offer'>;
};

export const emptyOfferTranslations = () => emptyTranslations('offer');
