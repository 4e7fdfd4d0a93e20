// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_LANDING_TEMPLATE } from '../../../../domain/organization/landingTemplate.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { LandingHtmlView } from './LandingHtmlView.tsx';
import { LandingTemplateView } from './LandingTemplateView.tsx';

startEachTestAsNewBrowser();

describe('LandingTemplateView', () => {
  it('shows the banner, the introduction with its emphasis, the statistics and the courses', async () => {
    const template = {
      ...EMPTY_LANDING_TEMPLATE,
      banner: '/files/acme/banner.png',
      introduction: 'Learn **well** and *fast*',
      programsIntroductionText: 'Our courses',
      statistics: [{ name: 'Learners', count: 12500, icon: 'people' as const }],
    };
    renderWithProviders({ routes: [{ path: '/', element: <LandingTemplateView template={template} bannerAlt="Acme" courses={<p>course cards</p>} /> }], language: 'en' });
    expect((await screen.findByRole('img', { name: 'Acme' })).getAttribute('src')).toBe('/files/acme/banner.png');
    expect(screen.getByText('well').tagName).toBe('STRONG');
    expect(screen.getByText('fast').tagName).toBe('EM');
    expect(screen.getByText('12,500')).toBeTruthy();
    expect(screen.getByText('Learners').closest('bdi')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('heading', { name: 'Our courses' })).toBeTruthy();
    expect(screen.getByText('course cards')).toBeTruthy();
  });
});

describe('LandingHtmlView', () => {
  it('renders the markup and drops what could run script, even if the server had let it through', async () => {
    const html = '<h1>Acme</h1><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const { container } = renderWithProviders({ routes: [{ path: '/', element: <LandingHtmlView html={html} /> }], language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
