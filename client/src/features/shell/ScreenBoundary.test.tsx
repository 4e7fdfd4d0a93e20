// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeout, withChunkTimeout } from '../../routes/chunkLoading.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

startEachTestAsNewBrowser();

function renderFailingScreen(error: unknown, language: 'ar' | 'en' = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Failing = lazy(withChunkTimeout(() => Promise.reject(error)));
  renderWithProviders({
    language,
    routes: [{ path: '/', element: <ScreenBoundary><Failing /></ScreenBoundary> }],
  });
}

describe('a screen whose code chunk does not load', () => {
  it('says so, instead of a blank screen, and offers a reload', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    renderFailingScreen(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/learner.js'));
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so in Arabic too, and after the 120-second timeout', async () => {
    renderFailingScreen(new ChunkLoadTimeout(), 'ar');
    expect(await screen.findByText('تعذر تحميل هذه الصفحة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeTruthy();
  });

  it("keeps the generic message and retry for a screen's other failures", async () => {
    renderFailingScreen(new Error('GraphQL request failed with HTTP 500'));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeTruthy();
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
