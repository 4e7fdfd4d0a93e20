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
    ['#1976D2FF', '#1976D2'],
    ['#FF5722CC', '#FF5722'],
    ['#ff5722', '#FF5722'],
    [null, '#1976D2'],
    ['', '#1976D2'],
    ['not a colour', '#1976D2'],
  ])('uses organisation colour %j as primary %s, secondary #424242', (color, primary) => {
    expect(themeFor(color)).toBe(`${primary} #424242 rtl`);
  });

  it('is left to right in English', () => {
    expect(themeFor(null, 'en')).toBe('#1976D2 #424242 ltr');
  });
});
