// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import type { SaveStatus as Status } from './autosaver.ts';
import { SaveStatus } from './SaveStatus.tsx';

startEachTestAsNewBrowser();

function showStatus(status: Status, language: 'ar' | 'en' = 'en') {
  return renderWithProviders({ language, routes: [{ path: '/', element: <SaveStatus status={status} /> }] });
}

describe('the save indicator', () => {
  it.each<[Status, string]>([
    ['saved', 'MuiChip-colorSuccess'],
    ['saving', 'MuiChip-colorDefault'],
    ['offline', 'MuiChip-colorWarning'],
    ['error', 'MuiChip-colorError'],
  ])('says %s in a polite live region', (status, colour) => {
    const { i18n } = showStatus(status);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(i18n.t(`quizTaking.status.${status}`));
    expect(region.className).toContain(colour);
  });

  it('tells each state apart', () => {
    const texts = (['saved', 'saving', 'offline', 'error'] as const).map((status) => {
      const { i18n, unmount } = showStatus(status, 'ar');
      const text = screen.getByRole('status').textContent;
      expect(text).toBe(i18n.t(`quizTaking.status.${status}`));
      unmount();
      return text;
    });
    expect(new Set(texts).size).toBe(4);
  });
});
