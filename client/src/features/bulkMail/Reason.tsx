import { useTranslation } from 'react-i18next';
import { UserText } from '../shell/userText/UserText.tsx';

/** Why a line or an address was left out or failed, as the domain and the server name it. */
const KNOWN_REASONS = new Set(['invalidEmail', 'duplicate', 'unsubscribed', 'notALearner', 'interrupted', 'attachmentMissing']);

/** A reason in words; anything else (a mail server's own answer) as it came, isolated. */
export function Reason({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return KNOWN_REASONS.has(reason) ? <>{t(`bulkMail.reasons.${reason}`)}</> : <UserText>{reason}</UserText>;
}
