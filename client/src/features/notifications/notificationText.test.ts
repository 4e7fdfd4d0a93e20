// Each kind of notification the server sends reads as its own text in both languages.
import { describe, expect, it } from 'vitest';
import { texts } from '../../i18n/texts.ts';
import { notificationTextKey } from './notificationText.ts';

const textAt = (language: 'ar' | 'en', key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[language]);

describe('notification texts', () => {
  it.each([
    ['resultsFile', 'Results file ready'],
    ['jobFailed', 'Results file failed'],
    ['ticketNew', 'New support ticket'],
    ['bulkMail', 'Bulk e-mail sent'],
    ['somethingNew', 'Notification'],
  ])('%s reads "%s", and has an Arabic text', (kind, english) => {
    const key = notificationTextKey(kind);
    expect(textAt('en', key)).toBe(english);
    expect(textAt('ar', key)).toEqual(expect.any(String));
    expect(textAt('ar', key)).not.toBe(english);
  });
});
