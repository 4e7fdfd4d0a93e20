// The tokens of an account or an organisation: name, scope, expiry, last use,
// and a revoke button for those still valid.
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ApiTokenList_tokens$key } from './__generated__/ApiTokenList_tokens.graphql.ts';

interface Props {
  tokensRef: ApiTokenList_tokens$key;
  onRevoke: (id: string) => void;
  revoking: string | null;
}

export function ApiTokenList({ tokensRef, onRevoke, revoking }: Props) {
  const { t, i18n } = useTranslation();
  const tokens = useFragment(
    graphql`
      fragment ApiTokenList_tokens on ApiToken @relay(plural: true) {
        id
        name
        scope
        expiresAt
        revokedAt
        lastUsedAt
      }
    `,
    tokensRef,
  );
  if (tokens.length === 0) return <Typography color="text.secondary">{t('apiTokens.none')}</Typography>;
  const date = (value: unknown) => (value ? new Date(String(value)).toLocaleDateString(i18n.language) : t('apiTokens.never'));
  return (
    <Table size="small" aria-label={t('apiTokens.listLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('apiTokens.name')}</TableCell>
          <TableCell>{t('apiTokens.scope')}</TableCell>
          <TableCell>{t('apiTokens.expires')}</TableCell>
          <TableCell>{t('apiTokens.lastUsed')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {tokens.map((token) => {
          const expired = new Date(String(token.expiresAt)) <= new Date();
          return (
            <TableRow key={token.id}>
              <TableCell>{token.name}</TableCell>
              <TableCell>{t(token.scope === 'READ_ONLY' ? 'apiTokens.readOnly' : 'apiTokens.readWrite')}</TableCell>
              <TableCell>{date(token.expiresAt)}</TableCell>
              <TableCell>{date(token.lastUsedAt)}</TableCell>
              <TableCell align="right">
                {token.revokedAt ? (
                  t('apiTokens.revoked')
                ) : expired ? (
                  t('apiTokens.expired')
                ) : (
                  <Button
                    color="error"
                    size="small"
                    disabled={revoking === token.id}
                    onClick={() => onRevoke(token.id)}
                    aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                  >
                    {t('apiTokens.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
