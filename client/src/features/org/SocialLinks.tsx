import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SocialLinks_organization$key } from './__generated__/SocialLinks_organization.graphql.ts';

const NETWORKS = ['facebook', 'instagram', 'youtube', 'telegram', 'whatsapp'] as const;

export function SocialLinks({ organizationRef }: { organizationRef: SocialLinks_organization$key }) {
  const { t } = useTranslation();
  const { socialMedia } = useFragment(
    graphql`
      fragment SocialLinks_organization on Organization {
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
  const links = NETWORKS.flatMap((network) => {
    const href = socialMedia[network];
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return <>{t('common.notSet')}</>;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map(({ network, href }) => (
        <Link key={network} href={href} target="_blank" rel="noopener noreferrer" sx={{ py: 1.5 }}>
          {t(`orgHome.social.${network}`)}
        </Link>
      ))}
    </Stack>
  );
}
