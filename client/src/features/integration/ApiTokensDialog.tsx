// The "API tokens" dialog of the account owner (tokens of their account) and
// of the organisation holder (tokens of their organisation): list, create,
// revoke. Its button loads the list as it opens it (ApiTokensButton.tsx);
// creating and revoking change the list in the store, not by reading it again.
// docs/api.md tells integrators how to use them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { ApiTokenList } from './ApiTokenList.tsx';
import { CreateApiTokenForm } from './CreateApiTokenForm.tsx';
import type { ApiTokensDialogQuery } from './__generated__/ApiTokensDialogQuery.graphql.ts';
import { useRevokeApiTokenMutation } from './mutations/RevokeApiTokenMutation.ts';

/** Whose tokens: an account (its global id), or the signed-in holder's organisation. */
export type ApiTokenOwner = { accountId: string } | { organization: true };

export const apiTokensDialogQuery = graphql`
  query ApiTokensDialogQuery($accountId: ID!, $forAccount: Boolean!) {
    node(id: $accountId) @include(if: $forAccount) {
      ... on Account {
        id
        apiTokens {
          ...ApiTokenList_tokens
        }
      }
    }
    organization @skip(if: $forAccount) {
      id
      apiTokens {
        ...ApiTokenList_tokens
      }
    }
  }
`;

/** The query's variables for `owner`. */
export const apiTokensVariables = (owner: ApiTokenOwner) =>
  'accountId' in owner ? { accountId: owner.accountId, forAccount: true } : { accountId: '', forAccount: false };

interface Props {
  owner: ApiTokenOwner;
  /** the owner's tokens, loaded as the dialog opens; null while it is closed */
  queryRef: PreloadedQuery<ApiTokensDialogQuery> | null | undefined;
  open: boolean;
  onClose: () => void;
}

export function ApiTokensDialog({ owner, queryRef, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('apiTokens.title')}</DialogTitle>
      <DialogContent dividers>
        {open && queryRef && (
          <Suspense fallback={<CircularProgress aria-label={t('apiTokens.loading')} />}>
            <ApiTokensPanel owner={owner} queryRef={queryRef} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('apiTokens.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ApiTokensPanel({ owner, queryRef }: { owner: ApiTokenOwner; queryRef: PreloadedQuery<ApiTokensDialogQuery> }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revokeApiToken = useRevokeApiTokenMutation();
  const forAccount = 'accountId' in owner;
  const data = usePreloadedQuery<ApiTokensDialogQuery>(apiTokensDialogQuery, queryRef);
  const holder = forAccount ? data.node : data.organization;
  const tokens = holder?.apiTokens;

  const revoke = async (id: string) => {
    setRevoking(id);
    const outcome = await revokeApiToken(id);
    setRevoking(null);
    setError(outcome.ok ? null : outcome.code);
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info">{t('apiTokens.intro')}</Alert>
      {holder?.id && <CreateApiTokenForm ownerId={holder.id} />}
      {error && <Alert severity="error">{t(errorMessageKey(error))}</Alert>}
      {tokens ? <ApiTokenList tokensRef={tokens} onRevoke={(id) => void revoke(id)} revoking={revoking} /> : <Alert severity="error">{t('errors.forbidden')}</Alert>}
    </Stack>
  );
}
