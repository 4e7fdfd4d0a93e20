import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SocialLinkItems_organization$key } from './__generated__/SocialLinkItems_organization.graphql.ts';

const NETWORKS = [
  ['facebook', FacebookIcon],
  ['instagram', InstagramIcon],
  ['youtube', YouTubeIcon],
  ['telegram', TelegramIcon],
  ['whatsapp', WhatsAppIcon],
] as const;

/** The organisation's social links, as entries of the toolbar's drawer. */
export function SocialLinkItems({ organizationRef }: { organizationRef: SocialLinkItems_organization$key }) {
  const { t } = useTranslation();
  const { socialMedia } = useFragment(
    graphql`
      fragment SocialLinkItems_organization on Organization {
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
  return NETWORKS.flatMap(([network, Icon]) => {
    const href = socialMedia[network];
    if (!href) return [];
    return [
      <ListItemButton key={network} component="a" href={href} target="_blank" rel="noopener noreferrer">
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(`shell.social.${network}`)} />
      </ListItemButton>,
    ];
  });
}
