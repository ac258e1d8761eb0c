import { useTranslation } from 'react-i18next';
import { receiptPdfPath } from '../../../common/payment-kinds';
import { LINK_BUTTON } from '../../components/button-styles';

/** A paid purchase's receipt as a PDF to download (spec §2 /invoices/), by its number. */
export function ReceiptLink({ number }: { number: string }) {
  const { t } = useTranslation();
  return (
    <a className={LINK_BUTTON} href={receiptPdfPath(number)} download>
      {t('payment.purchases.download', { number })}
    </a>
  );
}
