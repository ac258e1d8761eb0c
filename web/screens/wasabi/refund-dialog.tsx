import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leftToRefund } from '../../../common/domain/refunds';
import { type PaymentRow, refundPayment } from '../../api/payment-admin';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { formatMoney } from '../../lib/format-money';
import { majorUnitsOf, minorUnitsOf } from '../../lib/money-input';
import { refundAmountError } from './refund-amount';

/**
 * A refund of one paid payment: the amount (what is left, unless staff change it), whether the
 * buyer keeps what they bought, and in words what will happen before anything does. The amount is
 * checked here as the server checks it; the server's reasons show by the field they concern, the
 * dialog staying open with what was typed.
 */
export function RefundDialog({
  payment,
  onRefunded,
  onClose,
}: {
  payment: PaymentRow;
  onRefunded: (row: PaymentRow, amount: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const left = leftToRefund(payment.status, payment.total, payment.refunded);
  const [amount, setAmount] = useState(majorUnitsOf(left));
  const [withdrawAccess, setWithdrawAccess] = useState(false);
  // The amount's own check shows once staff try to refund, not while they type.
  const [tried, setTried] = useState(false);
  const refund = useMutation({
    mutationFn: (minor: number) => refundPayment(payment.id, { amount: minor, withdrawAccess }),
    onSuccess: (row, minor) => onRefunded(row, minor),
  });
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const clientError = refundAmountError(amount, left);
  // The amount to refund in minor units, once what was typed holds.
  const minor = clientError === undefined ? minorUnitsOf(amount) : null;
  const amountError = (tried ? clientError : undefined) ?? fieldErrorOf(refund.error, 'amount');
  const confirmLabel =
    minor === null
      ? t('payment.admin.refund.confirm')
      : t('payment.admin.refund.confirmAmount', { amount: money(minor) });
  const words = {
    buyer: payment.buyer?.name ?? t('payment.admin.refund.theBuyer'),
    items: payment.items.join(', '),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (minor !== null) refund.mutate(minor);
  }

  return (
    <Modal title={t('payment.admin.refund.title')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('payment.admin.columns.buyer')}</dt>
          <dd className="break-all text-slate-900">
            {payment.buyer?.email ?? t('payment.admin.accountGone')}
          </dd>
          <dt className="text-slate-600">{t('payment.admin.columns.items')}</dt>
          <dd className="text-slate-900">{words.items}</dd>
          <dt className="text-slate-600">{t('payment.admin.refund.paid')}</dt>
          <dd className="text-slate-900">{money(payment.total)}</dd>
          <dt className="text-slate-600">{t('payment.admin.refund.refundedSoFar')}</dt>
          <dd className="text-slate-900">{money(payment.refunded)}</dd>
          <dt className="text-slate-600">{t('payment.admin.refund.left')}</dt>
          <dd className="font-semibold text-slate-900">{money(left)}</dd>
        </dl>
        <TextField
          label={t('payment.admin.refund.amount', { currency: payment.currency })}
          hint={t('payment.admin.refund.amountHint', { left: money(left) })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (!refund.isPending) refund.reset();
          }}
          error={amountError}
        />
        <CheckboxField
          label={t('payment.admin.refund.withdraw')}
          checked={withdrawAccess}
          onChange={setWithdrawAccess}
        />
        {minor !== null && (
          <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>{t('payment.admin.refund.willRefund', { amount: money(minor), buyer: words.buyer })}</p>
            <p>
              {withdrawAccess
                ? t('payment.admin.refund.willWithdraw', words)
                : t('payment.admin.refund.willKeep', words)}
            </p>
            <p className="mt-1 font-medium">{t('payment.admin.refund.final')}</p>
          </div>
        )}
        <FormAlert message={formErrorOf(refund.error, 'amount')} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('payment.admin.refund.cancel')}
          </button>
          <button type="submit" disabled={refund.isPending} className={DANGER_BUTTON}>
            {refund.isPending ? t('payment.admin.refund.refunding') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
