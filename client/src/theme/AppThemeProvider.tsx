import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// The system's ThemeProvider is what @mui/material/styles' gives a theme
// without CSS variables (ours); the latter also carries the CSS-variables
// provider, 3 KiB gzip of a first visit (docs/decisions/firstVisit.md).
import { ThemeProvider } from '@mui/system';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applicableColor } from '../../../domain/colors.ts';
import { directionOf } from '../i18n/languages.ts';
import { createAppTheme } from './createAppTheme.ts';
import { emotionCacheFor } from './emotionCaches.ts';
import { OrganizationColorContext } from './OrganizationColorContext.ts';

/**
 * MUI theme and style cache for the current language's direction and the
 * organisation's colour; styleCache: another cache (the build's prerendering
 * of the sign-in screen collects its styles in one of its own).
 */
export function AppThemeProvider({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.language);
  const [organizationColor, setOrganizationColor] = useState<string | null>(null);
  const theme = useMemo(
    () => createAppTheme(direction, applicableColor(organizationColor)),
    [direction, organizationColor],
  );
  return (
    <CacheProvider value={styleCache ?? emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <OrganizationColorContext value={setOrganizationColor}>{children}</OrganizationColorContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
