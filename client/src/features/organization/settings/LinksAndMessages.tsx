import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { isHttpUrl } from '../../../../../domain/program/tree.ts';
import type { LinksAndMessages_organization$key } from './__generated__/LinksAndMessages_organization.graphql.ts';
import { AssistantLimitSetting } from './AssistantLimitSetting.tsx';
import { TextSetting } from './TextSetting.tsx';

export const urlProblem = (value: string) => (isHttpUrl(value) ? null : 'errors.invalidLink');

/** The support link, the two messages learners see, and the course assistant's daily question limit. */
export function LinksAndMessages({ organizationRef }: { organizationRef: LinksAndMessages_organization$key }) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment LinksAndMessages_organization on Organization {
        supportLink
        availableProgramsMsg
        introductionMsg
        assistantDailyLimit
      }
    `,
    organizationRef,
  );
  return (
    <Paper component="section" aria-labelledby="org-messages-heading" sx={{ p: 2 }}>
      <Typography id="org-messages-heading" variant="h5" component="h2" gutterBottom>
        {t('orgSettings.messages')}
      </Typography>
      <Stack spacing={2}>
        <TextSetting property="supportLink" label={t('orgSettings.supportLink')} saved={organization.supportLink} problem={urlProblem} maxLength={2000} url />
        <TextSetting property="availableProgramsMsg" label={t('orgSettings.availableProgramsMsg')} saved={organization.availableProgramsMsg} multiline maxLength={1000} />
        <TextSetting property="introductionMsg" label={t('orgSettings.introductionMsg')} saved={organization.introductionMsg} multiline maxLength={5000} />
        <AssistantLimitSetting saved={organization.assistantDailyLimit} />
      </Stack>
    </Paper>
  );
}
