import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const SOCIAL = ['facebook', 'instagram', 'youtube', 'telegram', 'whatsapp'] as const;
type Social = Partial<Record<(typeof SOCIAL)[number], string | null>>;

/** Only web links leave the page; anything else stored there is not shown. */
const isWebLink = (value: string | null | undefined): value is string => typeof value === 'string' && /^https?:\/\//i.test(value.trim());

/**
 * The landing page's contact row, just above the app footer (which carries
 * the privacy and terms links on every page): contact (the support link) and
 * the organisation's social links.
 */
export function LandingContactLinks({ supportLink, socialMedia }: { supportLink: string | null | undefined; socialMedia: Social | null | undefined }) {
  const { t } = useTranslation();
  const links = [
    ...(isWebLink(supportLink) ? [{ key: 'contact', href: supportLink, label: t('publicPages.contact') }] : []),
    ...SOCIAL.flatMap((name) => {
      const href = socialMedia?.[name];
      return isWebLink(href) ? [{ key: name, href, label: t(`shell.social.${name}`) }] : [];
    }),
  ];
  if (links.length === 0) return null;
  return (
    <Stack component="nav" aria-label={t('publicPages.footerLinks')} direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center', py: 2, px: 2 }}>
      {links.map((link) => (
        <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ py: 1 }}>
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
