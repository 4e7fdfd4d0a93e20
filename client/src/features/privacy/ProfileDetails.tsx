import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ProfileDetails_learner$key } from './__generated__/ProfileDetails_learner.graphql.ts';

/** E-mail, name, telegram and the account's creation date, as a description list. */
export function ProfileDetails({ learnerRef }: { learnerRef: ProfileDetails_learner$key }) {
  const { t, i18n } = useTranslation();
  const learner = useFragment(
    graphql`
      fragment ProfileDetails_learner on Learner {
        email
        name
        telegram
        createdAt
      }
    `,
    learnerRef,
  );
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(learner.createdAt as string));
  const rows: [string, string, 'ltr' | 'auto'][] = [
    [t('privacy.profile.email'), learner.email, 'ltr'],
    [t('privacy.profile.name'), learner.name, 'auto'],
    [t('privacy.profile.telegram'), learner.telegram || t('privacy.profile.none'), 'auto'],
    [t('privacy.profile.createdAt'), created, 'auto'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1 }, m: 0 }}>
      {rows.map(([label, value, dir]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" dir={dir} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
