// @vitest-environment jsdom
// The deadline's date is typed YYYY-MM-DD in a plain text field, in the page's
// language: a native date field followed the browser's language and showed an
// Arabic page mm/dd/yyyy (issue 30, 18).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import type { SettingsDraft } from '../draft/settingsDraft.ts';
import { DeadlineFields } from './DeadlineFields.tsx';

startEachTestAsNewBrowser();

function showDeadline(language: 'ar' | 'en', settings: Partial<SettingsDraft> = {}) {
  const onChange = vi.fn();
  renderWithProviders({
    language,
    routes: [{ path: '/', element: <DeadlineFields settings={{ fullGradeDeadline: null, gradeReduction: 0, ...settings } as SettingsDraft} onChange={onChange} /> }],
  });
  return onChange;
}

const dateField = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const hintOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('the deadline date is typed YYYY-MM-DD in the page’s language', () => {
  it.each([
    ['ar', 'تاريخ الموعد', 'بالصيغة YYYY-MM-DD (السنة-الشهر-اليوم)، مثل 2026-06-30. اتركه فارغًا إن لم يكن هناك موعد.'],
    ['en', 'Deadline date', 'YYYY-MM-DD, for example 2026-06-30. Leave empty for no deadline.'],
  ] as const)('(%s) a text field, not the browser’s date field, with the format as its placeholder and hint', (language, name, hint) => {
    showDeadline(language);
    const field = dateField(name);
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('YYYY-MM-DD');
    expect(field.dir).toBe('ltr');
    expect(hintOf(field)).toBe(hint);
  });

  it('shows the saved date as written and hands on what is typed', () => {
    const onChange = showDeadline('ar', { fullGradeDeadline: { date: '2026-06-30', time: '18:30' } });
    const field = dateField('تاريخ الموعد');
    expect(field.value).toBe('2026-06-30');
    fireEvent.change(field, { target: { value: ' 2026-07-01 ' } });
    expect(onChange).toHaveBeenCalledWith({ fullGradeDeadline: { date: '2026-07-01', time: '18:30' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ fullGradeDeadline: null });
  });
});
