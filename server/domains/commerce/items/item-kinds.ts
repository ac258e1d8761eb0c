import type { ItemType } from '../../../../common/api/payment';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import { AppError } from '../../../rpc/app-error';
import { certificateItem } from './certificate';
import { classEnrolment } from './class-enrolment';
import type { ItemKind } from './item-kind';
import { subscriptionPlan } from './subscription-plan';

/** The kinds of thing Kelas sells so far; the others are refused as not for sale. */
const KINDS: Partial<Record<ItemType, ItemKind>> = {
  certificate: certificateItem,
  course_enrolment: classEnrolment,
  subscription_plan: subscriptionPlan,
};

/** The kind of `type`, or a refusal that it is not sold. */
export function itemKind(type: ItemType): ItemKind {
  const kind = KINDS[type];
  if (!kind) throw new AppError('not_for_sale', PAYMENT_REASONS.notForSale);
  return kind;
}
