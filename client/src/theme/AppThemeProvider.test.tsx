// @vitest-environment jsdom
import { useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../test/renderWithProviders.tsx';
import { useSetOrganizationColor } from './OrganizationColorContext.ts';

startEachTestAsNewBrowser();

/** Applies an organisation colour the way learner screens do, and shows the resulting theme. */
function ThemeProbe({ organizationColor }: { organizationColor: string | null }) {
  const setOrganizationColor = useSetOrganizationColor();
  useEffect(() => setOrganizationColor(organizationColor), [organizationColor, setOrganizationColor]);
  const { palette, direction } = useTheme();
  return <output>{`${palette.primary.main} ${palette.secondary.main} ${direction}`}</output>;
}

function themeFor(organizationColor: string | null, language: 'ar' | 'en' = 'ar') {
  renderWithProviders({ language, routes: [{ path: '/', element: <ThemeProbe organizationColor={organizationColor} /> }] });
  return screen.getByRole('status').textContent;
}

describe('the theme', () => {
  it.each([
    ['#00695CFF', '#00695C'],
    ['#6a1b9a', '#6A1B9A'],
    // Too light for text on the light grey surfaces: darkened to 4.5:1 (domain/colors.ts).
    ['#1976D2FF', '#1871C9'],
    ['#FF5722CC', '#C6431A'],
    ['#ff5722', '#C6431A'],
    [null, '#1871C9'],
    ['', '#1871C9'],
    ['not a colour', '#1871C9'],
  ])('uses organisation colour %j as primary %s, secondary #424242', (color, primary) => {
    expect(themeFor(color)).toBe(`${primary} #424242 rtl`);
  });

  it('is left to right in English', () => {
    expect(themeFor(null, 'en')).toBe('#1871C9 #424242 ltr');
  });
});
