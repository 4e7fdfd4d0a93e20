// The "API tokens" dialog of the account owner (tokens of their account) and
// of the organisation holder (tokens of their organisation): list, create,
// revoke. docs/api.md tells integrators how to use them.
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
import { graphql, useLazyLoadQuery } from 'react-relay';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { ApiTokenList } from './ApiTokenList.tsx';
import { CreateApiTokenForm } from './CreateApiTokenForm.tsx';
import type { ApiTokensDialogQuery } from './__generated__/ApiTokensDialogQuery.graphql.ts';
import { useRevokeApiTokenMutation } from './mutations/RevokeApiTokenMutation.ts';

/** Whose tokens: an account (its global id), or the signed-in holder's organisation. */
export type ApiTokenOwner = { accountId: string } | { organization: true };

interface Props {
  owner: ApiTokenOwner;
  open: boolean;
  onClose: () => void;
}

export function ApiTokensDialog({ owner, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('apiTokens.title')}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <Suspense fallback={<CircularProgress aria-label={t('apiTokens.loading')} />}>
            <ApiTokensPanel owner={owner} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('apiTokens.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ApiTokensPanel({ owner }: { owner: ApiTokenOwner }) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revokeApiToken = useRevokeApiTokenMutation();
  const forAccount = 'accountId' in owner;
  const data = useLazyLoadQuery<ApiTokensDialogQuery>(
    graphql`
      query ApiTokensDialogQuery($accountId: ID!, $forAccount: Boolean!) {
        node(id: $accountId) @include(if: $forAccount) {
          ... on Account {
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
    `,
    { accountId: forAccount ? owner.accountId : '', forAccount },
    { fetchKey, fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const tokens = forAccount ? data.node?.apiTokens : data.organization?.apiTokens;

  const revoke = async (id: string) => {
    setRevoking(id);
    const outcome = await revokeApiToken(id);
    setRevoking(null);
    setError(outcome.ok ? null : outcome.code);
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info">{t('apiTokens.intro')}</Alert>
      <CreateApiTokenForm onCreated={() => setFetchKey((key) => key + 1)} />
      {error && <Alert severity="error">{t(errorMessageKey(error))}</Alert>}
      {tokens ? <ApiTokenList tokensRef={tokens} onRevoke={(id) => void revoke(id)} revoking={revoking} /> : <Alert severity="error">{t('errors.forbidden')}</Alert>}
    </Stack>
  );
}
