import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.js';
import { LAYOUT_NS } from '../layout/messages.js';
import { NotAvailablePage } from './NotAvailablePage.js';

/** The message centre's page; until messages are built it says it is not available yet. */
export function MessageRecordPage() {
  const { t } = useTranslation(LAYOUT_NS, { i18n });
  return <NotAvailablePage title={t('route.messageRecord')} />;
}
