import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The organisation's support contact, when it has one. */
export function SupportLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button href={href} target="_blank" rel="noopener noreferrer" startIcon={<SupportAgentIcon />}>
      {t('learnerEntry.support')}
    </Button>
  );
}
