// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe('language and direction', () => {
  it('start in Arabic, right to left, on a first visit', async () => {
    renderWithProviders({ path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switch to English, left to right, from the language menu, and remember it', async () => {
    renderWithProviders({ path: '/login/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'اللغة' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account sign-in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('start in the remembered language', async () => {
    window.localStorage.setItem('language', 'en');
    renderWithProviders({ path: '/terms-of-service' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('toggle between English and Arabic on the policy pages', async () => {
    renderWithProviders({ path: '/terms-of-service', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('ar');
  });
});
