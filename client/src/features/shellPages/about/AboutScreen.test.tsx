// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const organization = (overrides: Record<string, unknown> = {}) => ({
  Organization: () => ({
    alias: 'acme',
    name: 'أكاديمية أكمي',
    introductionMsg: 'We teach **science**.',
    supportLink: 'https://support.example.com',
    socialMedia: { facebook: 'https://facebook.com/acme', instagram: null, youtube: null, telegram: 'https://t.me/acme', whatsapp: null },
    ...overrides,
  }),
});

describe('the about page', () => {
  it('presents the organisation (its name isolated, its introduction marked up, its links) and the platform', async () => {
    const { environment } = renderWithProviders({ path: '/about', language: 'en' });
    await answerOperation(environment, 'AboutScreenQuery', organization());
    const organisation = await screen.findByRole('region', { name: 'أكاديمية أكمي' });
    expect(within(organisation).getByText('أكاديمية أكمي').closest('bdi')?.getAttribute('dir')).toBe('auto');
    expect(within(organisation).getByText('science').tagName).toBe('STRONG');
    expect(within(organisation).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('https://support.example.com');
    expect(within(organisation).getByRole('link', { name: 'Telegram' }).getAttribute('rel')).toContain('noopener');
    expect(within(organisation).queryByRole('link', { name: 'Instagram' })).toBeNull();
    const platform = screen.getByRole('region', { name: 'Learning and Quiz Platform' });
    expect(within(platform).getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe('/TicketReport');
  });

  it('falls back to the alias and says there is no introduction, in Arabic', async () => {
    const { environment } = renderWithProviders({ path: '/about', language: 'ar' });
    await answerOperation(environment, 'AboutScreenQuery', organization({ name: ' ', introductionMsg: null, supportLink: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'حول' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'acme' })).toBeTruthy();
    expect(screen.getByText('لم تكتب هذه الجهة تعريفًا بعد.')).toBeTruthy();
  });
});
