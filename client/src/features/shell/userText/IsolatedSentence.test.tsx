// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n.ts';
import { isolationOf, ISOLATED } from '../../../test/isolation.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { IsolatedSentence } from './IsolatedSentence.tsx';

startEachTestAsNewBrowser();

function renderSentence(language: 'ar' | 'en') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <p data-testid="sentence">
        <IsolatedSentence i18nKey="shell.welcome" values={{ name: 'Sara Ahmed' }} />
      </p>
    </I18nextProvider>,
  );
}

describe('a translated sentence holding user content', () => {
  it.each([
    ['ar', 'مرحبًا، Sara Ahmed'],
    ['en', 'Welcome, Sara Ahmed'],
  ] as const)('in %s reads as the translation, with the name isolated', (language, sentence) => {
    renderSentence(language);
    expect(screen.getByTestId('sentence').textContent).toBe(sentence);
    expect(isolationOf('Sara Ahmed')).toEqual(ISOLATED);
  });
});
