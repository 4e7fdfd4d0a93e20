import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';
import { ApiTokensDialog, type ApiTokenOwner } from './ApiTokensDialog.tsx';

/** The admin top bar's "API tokens", which opens the dialog (a ToolbarAction: words in the bar, an item of "More" on a phone). */
export function ApiTokensButton({ owner }: { owner: ApiTokenOwner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ToolbarAction icon={<KeyIcon />} label={t('apiTokens.open')} opens="dialog" onClick={() => setOpen(true)}>
      <ApiTokensDialog owner={owner} open={open} onClose={() => setOpen(false)} />
    </ToolbarAction>
  );
}
