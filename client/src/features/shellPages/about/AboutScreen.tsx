import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { BackButton } from '../../shell/BackButton.tsx';
import { MarkupText } from '../../shell/userText/MarkupText.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';
import type { AboutScreenQuery } from './__generated__/AboutScreenQuery.graphql.ts';

const NETWORKS = ['facebook', 'instagram', 'youtube', 'telegram', 'whatsapp'] as const;
const FEATURES = ['programs', 'quizzes', 'results', 'certificates', 'languages'] as const;

/** /about (its own lazily loaded chunk): the organisation that runs this site, and the platform it runs on. */
export function AboutScreen({ queryRef }: { queryRef: PreloadedQuery<AboutScreenQuery> }) {
  const { t } = useTranslation();
  const { organization } = usePreloadedQuery<AboutScreenQuery>(
    graphql`
      query AboutScreenQuery @preloadable {
        organization {
          alias
          name
          introductionMsg
          supportLink
          socialMedia {
            facebook
            instagram
            youtube
            telegram
            whatsapp
          }
        }
      }
    `,
    queryRef,
  );
  const name = organization.name.trim() || organization.alias;
  const links = NETWORKS.flatMap((network) => {
    const url = organization.socialMedia[network];
    return url ? [[network, url] as const] : [];
  });

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <BackButton fallback="/" color="primary" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('shellPages.about.title')}
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="about-organization" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="about-organization" variant="h5" component="h2" gutterBottom>
            <UserText>{name}</UserText>
          </Typography>
          {organization.introductionMsg ? (
            <MarkupText text={organization.introductionMsg} />
          ) : (
            <Typography color="text.secondary">{t('shellPages.about.noIntroduction')}</Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {organization.supportLink && (
              <Button variant="outlined" href={organization.supportLink} target="_blank" rel="noopener noreferrer">
                {t('shellPages.about.support')}
              </Button>
            )}
            {links.map(([network, url]) => (
              <Button key={network} href={url} target="_blank" rel="noopener noreferrer">
                {t(`shellPages.about.networks.${network}`)}
              </Button>
            ))}
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="about-platform" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="about-platform" variant="h5" component="h2" gutterBottom>
            {t('app.productName')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('shellPages.about.platform')}</Typography>
          <ul>
            {FEATURES.map((feature) => (
              <li key={feature}>
                <Typography>{t(`shellPages.about.features.${feature}`)}</Typography>
              </li>
            ))}
          </ul>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Link component={RouterLink} to="/privacy-policy" sx={{ py: 1 }}>
              {t('legal.privacy.title')}
            </Link>
            <Link component={RouterLink} to="/terms-of-service" sx={{ py: 1 }}>
              {t('legal.terms.title')}
            </Link>
            <Link component={RouterLink} to="/TicketReport" sx={{ py: 1 }}>
              {t('shellPages.about.report')}
            </Link>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
