// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { accountData, openAccountSettings } from './accountHomeFixture.ts';

startEachTestAsNewBrowser();
afterEach(() => vi.restoreAllMocks());

const saved = (changes: Record<string, unknown>) => ({
  setAccountProperty: { __typename: 'MutationSetAccountPropertySuccess', data: accountData(changes) },
});
const refused = (code: string) => ({ setAccountProperty: { __typename: 'AppError', code, message: code, field: null } });

describe('completion days (timed accounts)', () => {
  it.each([['-1'], ['1.5'], ['ten'], ['2e3']])('refuse %j: the error shows and nothing is saved', async (typed) => {
    const { environment } = await openAccountSettings({ isTimed: true, completionDays: 10 });
    const field = await screen.findByRole('textbox', { name: 'Completion days' });
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save days' }));
    expect(await screen.findByText('Completion days must be a whole number, 0 or more.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sentOperationNames(environment)).not.toContain('SetAccountPropertyMutation');
  });

  it.each([
    ['30', 30],
    ['0', 0],
    ['', null],
  ])('save %j as %j', async (typed, value) => {
    const { environment } = await openAccountSettings({ isTimed: true, completionDays: 10 });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Completion days' }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save days' }));
    const mutation = await resolveOperation(environment, 'SetAccountPropertyMutation', saved({ isTimed: true, completionDays: value }));
    expect(mutation.request.variables).toEqual({ input: { property: 'completionDays', value } });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

describe('quiz criteria', () => {
  it('save the chosen quizzes by id, dropping ids of quizzes that no longer exist', async () => {
    const { environment } = await openAccountSettings({ isTimed: true, timedAccountCompletionCriteria: ['q2', 'deleted'] });
    const select = await screen.findByRole('combobox', { name: 'Completion criteria quizzes' });
    expect(select.textContent).toBe('Mid-term');
    const save = screen.getByRole('button', { name: 'Save completion criteria' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Final exam' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(save);
    const mutation = await resolveOperation(environment, 'SetAccountPropertyMutation', saved({ isTimed: true, timedAccountCompletionCriteria: ['q2', 'q1'] }));
    expect(mutation.request.variables).toEqual({ input: { property: 'timedAccountCompletionCriteria', value: ['q2', 'q1'] } });
  });
});

describe('certificate keywords', () => {
  it('can be added only when both keyword and value are filled', async () => {
    await openAccountSettings();
    const add = await screen.findByRole('button', { name: 'Add keyword' });
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(keyword, { target: { value: '{course}' } });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(value, { target: { value: '   ' } });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(value, { target: { value: 'Physics' } });
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('are added, deleted and saved as a keyword → value map', async () => {
    const { environment } = await openAccountSettings({ certificateKeywords: [{ keyword: '{teacher}', value: 'Huda' }] });
    const list = await screen.findByRole('list', { name: 'Certificate keywords' });
    expect(screen.getByRole('button', { name: 'Save keywords' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: '{course}' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'Physics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['{teacher}Huda', '{course}Physics']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete keyword {teacher}' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save keywords' }));
    const mutation = await resolveOperation(
      environment,
      'SetAccountPropertyMutation',
      saved({ certificateKeywords: [{ keyword: '{course}', value: 'Physics' }] }),
    );
    expect(mutation.request.variables).toEqual({
      input: { property: 'certificateTemplateUserKeywords', value: { '{course}': 'Physics' } },
    });
  });
});

describe('the certificate template upload', () => {
  it.each([
    ['template.png', 'image/png'],
    ['template.pdf', 'application/pdf'],
    ['template', 'image/svg+xml'],
  ])('refuses %s (%s): says an SVG is needed and sends nothing', async (name, type) => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await openAccountSettings();
    const input = await screen.findByLabelText('Upload SVG template');
    expect(input.getAttribute('accept')).toBe('.svg');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], name, { type })] } });
    expect(await screen.findByText('The certificate template must be an SVG file (.svg).')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the link of the current template', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAccountSettings({ certificateTemplate: 'https://files.example/files/dev/t/template.svg' });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy template link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://files.example/files/dev/t/template.svg');
  });
});

describe('switches save at once', () => {
  it('a failed save switches back and shows the translated error', async () => {
    const { environment } = await openAccountSettings({ disableDownloads: false });
    const toggle = await screen.findByRole('switch', { name: 'Disable downloads' });
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const mutation = await resolveOperation(environment, 'SetAccountPropertyMutation', refused('forbidden'));
    expect(mutation.request.variables).toEqual({ input: { property: 'disableDownloads', value: true } });
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('a saved switch stays and says so', async () => {
    const { environment } = await openAccountSettings({ hideAccountToQuiz: false });
    const toggle = await screen.findByRole('switch', { name: 'Hide the account from learners' });
    fireEvent.click(toggle);
    await resolveOperation(environment, 'SetAccountPropertyMutation', saved({ hideAccountToQuiz: true }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});

describe('branding', () => {
  it('saves the alias, trimmed', async () => {
    const { environment } = await openAccountSettings({ alias: 'Science' });
    const save = await screen.findByRole('button', { name: 'Save name' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Account name' }), { target: { value: ' Sciences ' } });
    fireEvent.click(save);
    const mutation = await resolveOperation(environment, 'SetAccountPropertyMutation', saved({ alias: 'Sciences' }));
    expect(mutation.request.variables).toEqual({ input: { property: 'alias', value: 'Sciences' } });
  });

  it('saves the primary colour as rgba', async () => {
    const { environment } = await openAccountSettings({ primaryColor: 'rgba(25, 118, 210, 0.5)' });
    const picker = await screen.findByLabelText('Primary colour');
    expect((picker as HTMLInputElement).value).toBe('#1976d2');
    fireEvent.change(picker, { target: { value: '#ff0010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save colour' }));
    const mutation = await resolveOperation(environment, 'SetAccountPropertyMutation', saved({ primaryColor: 'rgba(255, 0, 16, 0.5)' }));
    expect(mutation.request.variables).toEqual({ input: { property: 'primaryColor', value: 'rgba(255, 0, 16, 0.5)' } });
  });

  it('refuses a banner that is not png or jpeg', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await openAccountSettings();
    fireEvent.change(await screen.findByLabelText('Upload banner (png or jpeg)'), {
      target: { files: [new File(['GIF89a'], 'banner.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Invalid image type: use png or jpeg')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the registration form', () => {
  it.each([
    [null, '/AccountEditQuiz', '?regForm=true&isForm=true'],
    ['form1', '/AccountEditQuiz', '?regForm=true&isForm=true&quiz=form1'],
  ])('with form %j opens in the quiz editor', async (regFormId, pathname, search) => {
    const { router } = await openAccountSettings({ regFormId });
    fireEvent.click(await screen.findByRole('button', { name: 'Open form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it("copies the learners' link /#/home/{quizId}/true/{account}", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAccountSettings({ regFormId: 'form1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy form link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}#/home/form1/true/RG9tYWluOmFjYzE%3D`);
  });

  it('has no link to copy before the form exists', async () => {
    await openAccountSettings({ regFormId: null });
    expect(await screen.findByText('There is no registration form yet. Open the form to create it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy form link' })).toBeNull();
  });
});
