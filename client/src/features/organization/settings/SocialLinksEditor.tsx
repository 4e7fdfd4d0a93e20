import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SocialLinksEditor_organization$key } from './__generated__/SocialLinksEditor_organization.graphql.ts';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { urlProblem } from './LinksAndMessages.tsx';
import { useSaveOrgProperty } from './useSaveOrgProperty.ts';

export const NETWORKS = ['facebook', 'instagram', 'youtube', 'telegram', 'whatsapp'] as const;
type Network = (typeof NETWORKS)[number];

/** The five social links, each an http(s) address or empty; saved together. */
export function SocialLinksEditor({ organizationRef }: { organizationRef: SocialLinksEditor_organization$key }) {
  const { t } = useTranslation();
  const { socialMedia } = useFragment(
    graphql`
      fragment SocialLinksEditor_organization on Organization {
        socialMedia {
          facebook
          instagram
          youtube
          telegram
          whatsapp
        }
      }
    `,
    organizationRef,
  );
  const [links, setLinks] = useState<Record<Network, string>>(() => Object.fromEntries(NETWORKS.map((network) => [network, socialMedia[network] ?? ''])) as Record<Network, string>);
  const [refused, setRefused] = useState<{ field: string | null; code: string } | null>(null);
  const [save, saving] = useSaveOrgProperty();
  const problems = Object.fromEntries(NETWORKS.map((network) => [network, links[network].trim() ? urlProblem(links[network].trim()) : null]));
  const invalid = NETWORKS.some((network) => problems[network] !== null);
  return (
    <Paper component="section" aria-labelledby="org-social-heading" sx={{ p: 2 }}>
      <Typography id="org-social-heading" variant="h5" component="h2" gutterBottom>
        {t('orgSettings.socialLinks')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (invalid) return;
          const outcome = await save('socialMedia', Object.fromEntries(NETWORKS.map((network) => [network, links[network].trim()])), 'orgSettings.socialSaved');
          setRefused(outcome.ok ? null : { field: outcome.field, code: outcome.code ?? 'unknown' });
        }}
      >
        <Stack spacing={2}>
          {NETWORKS.map((network) => {
            const serverProblem = refused?.field === `socialMedia.${network}` ? errorMessageKey(refused.code) : null;
            const problem = problems[network] ?? serverProblem;
            return (
              <TextField
                key={network}
                label={t(`orgHome.social.${network}`)}
                value={links[network]}
                onChange={(event) => {
                  setLinks({ ...links, [network]: event.target.value });
                  setRefused(null);
                }}
                size="small"
                fullWidth
                error={problem !== null}
                helperText={problem ? t(problem) : undefined}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', maxLength: 2000 } }}
              />
            );
          })}
          <Box>
            <Button type="submit" variant="contained" disabled={saving || invalid}>
              {t('orgSettings.saveSocialLinks')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
