import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLoader } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';
import { apiTokensDialogQuery, apiTokensVariables, ApiTokensDialog, type ApiTokenOwner } from './ApiTokensDialog.tsx';
import type { ApiTokensDialogQuery } from './__generated__/ApiTokensDialogQuery.graphql.ts';

/**
 * The admin top bar's "API tokens", which loads the owner's tokens as it opens
 * the dialog (a ToolbarAction: words in the bar, an item of "More" on a phone).
 * store-and-network: the dialog's mutations keep the list right, and a token
 * used elsewhere meanwhile (its last use) comes with the answer.
 */
export function ApiTokensButton({ owner }: { owner: ApiTokenOwner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [queryRef, loadTokens] = useQueryLoader<ApiTokensDialogQuery>(apiTokensDialogQuery);
  const openDialog = () => {
    loadTokens(apiTokensVariables(owner), { fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL });
    setOpen(true);
  };
  return (
    <ToolbarAction icon={<KeyIcon />} label={t('apiTokens.open')} opens="dialog" onClick={openDialog}>
      <ApiTokensDialog owner={owner} queryRef={queryRef} open={open} onClose={() => setOpen(false)} />
    </ToolbarAction>
  );
}
