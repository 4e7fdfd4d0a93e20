// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CountryRegionQuestion } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { renderQuestion } from './questionTestHarness.tsx';

startEachTestAsNewBrowser();

const withRegion: CountryRegionQuestion = { id: 'q', type: 8, text: 'Where do you live?', showRegion: true };

/** Opens the list of a combobox, waits for its names to load, and returns them. */
async function openOptions(label: string): Promise<HTMLElement[]> {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const list = await screen.findByRole('listbox');
  return within(list).findAllByRole('option');
}

async function choose(label: string, name: string) {
  const options = await openOptions(label);
  const option = options.find((element) => element.textContent === name);
  if (!option) throw new Error(`${name} is not in the list of ${label}`);
  fireEvent.click(option);
}

describe('a country and region question (type 8)', () => {
  it.each([
    ['en', 'Country', 'Egypt', 'Jordan'],
    ['ar', 'الدولة', 'مصر', 'الأردن'],
  ] as const)('lists the countries in the page’s language (%s)', async (language, label, egypt, jordan) => {
    renderQuestion(withRegion, { language });
    const names = (await openOptions(label)).map((option) => option.textContent);
    expect(names).toContain(egypt);
    expect(names).toContain(jordan);
    expect(names.length).toBeGreaterThan(200);
  });

  it('answers with the country’s code, then lists that country’s regions', async () => {
    const { lastAnswer } = renderQuestion(withRegion);
    await choose('Country', 'Egypt');
    expect(lastAnswer()).toEqual({ country: 'EG', region: null });
    const regions = (await openOptions('Region')).map((option) => option.textContent);
    expect(regions).toContain('Cairo Governorate');
    expect(regions).not.toContain('Amman Governorate');
    await choose('Region', 'Cairo Governorate');
    expect(lastAnswer()).toEqual({ country: 'EG', region: 'EG-C' });
  });

  it('names the regions in Arabic on an Arabic page', async () => {
    renderQuestion(withRegion, { language: 'ar', answer: { country: 'EG', region: null } });
    const regions = (await openOptions('المنطقة')).map((option) => option.textContent);
    expect(regions).toContain('القاهرة');
  });

  it('follows another country: its regions, and the old region cleared', async () => {
    const { lastAnswer } = renderQuestion(withRegion, { answer: { country: 'EG', region: 'EG-C' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLInputElement).value).toBe('Cairo Governorate'));
    await choose('Country', 'Jordan');
    expect(lastAnswer()).toEqual({ country: 'JO', region: null });
    const regions = (await openOptions('Region')).map((option) => option.textContent);
    expect(regions).toContain('Amman Governorate');
    expect(regions).not.toContain('Cairo Governorate');
  });

  it('clearing the country clears the region and hides the region list', async () => {
    const { lastAnswer } = renderQuestion(withRegion, { answer: { country: 'EG', region: 'EG-C' } });
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Egypt'));
    fireEvent.focus(country); // the clear button shows on a focused (or hovered) field
    fireEvent.click(within(country.closest('.MuiAutocomplete-root') as HTMLElement).getByRole('button', { name: 'Clear' }));
    expect(lastAnswer()).toEqual({ country: null, region: null });
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
  });

  it('asks for no region when the question does not', async () => {
    renderQuestion({ ...withRegion, showRegion: false }, { answer: { country: 'EG' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Egypt'));
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
  });
});
