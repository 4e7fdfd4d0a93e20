// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { parseAssistantLimit } from './AssistantLimitSetting.tsx';

startEachTestAsNewBrowser();

const organization = (changes: Record<string, unknown> = {}) => ({
  id: 'o1',
  alias: 'acme',
  name: 'Acme Academy',
  banner: null,
  background: null,
  primaryColor: null,
  supportLink: null,
  availableProgramsMsg: null,
  introductionMsg: null,
  assistantDailyLimit: null,
  isLive: false,
  landingPageHtml: null,
  landingPageTemplate: null,
  socialMedia: { facebook: null, instagram: null, youtube: null, telegram: null, whatsapp: null },
  accounts: { totalCount: 0, edges: [] },
  archivedAccounts: [],
  courseIntroductions: [],
  ...changes,
});

async function openOrgHome() {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
  const view = renderWithProviders({ path: '/OrgHome', language: 'en' });
  await waitFor(() => expect(sentOperationNames(view.environment)).toContain('OrgHomeScreenQuery'), { timeout: 30_000 });
  await resolveOperation(view.environment, 'OrgHomeScreenQuery', { viewer: { username: 'holder', email: 'holder@acme.example', organization: organization() } });
  await screen.findByRole('heading', { level: 1, name: 'Organisation home' });
  return view;
}

describe("the organisation's course assistant limit", () => {
  it('reads a whole number 0..1000, or empty for the platform limit', () => {
    expect(parseAssistantLimit('')).toBeNull();
    expect(parseAssistantLimit(' 0 ')).toBe(0);
    expect(parseAssistantLimit('1000')).toBe(1000);
    for (const bad of ['1001', '-1', '1.5', 'ten']) expect(parseAssistantLimit(bad)).toBeUndefined();
  });

  it('the holder saves a number; a bad one is shown as an error and not sent', async () => {
    const { environment } = await openOrgHome();
    const field = screen.getByRole('textbox', { name: 'Course assistant: questions per learner per day' });
    const save = () => field.closest('div.MuiStack-root')!.querySelector('button')!;
    fireEvent.change(field, { target: { value: 'ten' } });
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(save());
    const sent = await resolveOperation(environment, 'SetOrganizationPropertyMutation', {
      setOrganizationProperty: { __typename: 'MutationSetOrganizationPropertySuccess', data: organization({ assistantDailyLimit: 5 }) },
    });
    expect(sent.request.variables.input).toEqual({ property: 'assistantDailyLimit', value: 5 });
  }, 60_000);
});
