// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { ChatWidget } from './ChatWidget.tsx';
import { showsChat } from './chatScreens.ts';

startEachTestAsNewBrowser();

const routes = [{ path: '/home', element: <ChatWidget /> }];

async function openPanel(language: 'ar' | 'en' = 'en', left = 5) {
  const view = renderWithProviders({ path: '/home', routes, language });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Open the course assistant' : 'افتح مساعد الدورة' }));
  await resolveOperation(view.environment, 'ChatWidgetQuestionsLeftQuery', { assistantQuestionsLeft: left });
  return view;
}

const askCount = (environment: Parameters<typeof sentOperationNames>[0]) => sentOperationNames(environment).filter((name) => name === 'AskAssistantMutation').length;
const field = () => screen.getByRole('textbox', { name: 'Your question' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const pressEnter = () => fireEvent.keyDown(field(), { key: 'Enter' });

describe('the chat widget', () => {
  it('opens a labelled panel with the questions left, sends a question and shows the reply with its links (dir=auto, aria-live)', async () => {
    const { environment } = await openPanel();
    const panel = screen.getByRole('dialog', { name: 'Course assistant' });
    expect(within(panel).getByText('5 questions left today')).toBeTruthy();
    type('  What is chlorophyll?  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await resolveOperation(environment, 'AskAssistantMutation', {
      askAssistant: {
        __typename: 'MutationAskAssistantSuccess',
        data: { response: 'Search result: Chlorophyll and plants', remaining: 4, searchResult: true, links: [{ title: 'Chlorophyll and plants', url: '/UserHomeProgramTree?domainId=a&programId=p' }] },
      },
    });
    expect(sent.request.variables.input).toEqual({ message: 'What is chlorophyll?', conversationHistory: [] });
    const log = screen.getByRole('log');
    await within(log).findByText('Search result: Chlorophyll and plants');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('What is chlorophyll?').getAttribute('dir')).toBe('auto');
    expect(within(log).getByText('Search result: Chlorophyll and plants').getAttribute('dir')).toBe('auto');
    expect(within(log).getByRole('link', { name: 'Chlorophyll and plants' }).getAttribute('href')).toBe('/UserHomeProgramTree?domainId=a&programId=p');
    expect(screen.getByText('4 questions left today')).toBeTruthy();

    // the next question carries the conversation so far
    type('And roots?');
    pressEnter();
    // (the mock lists pending operations only: the first was answered)
    await waitFor(() => expect(askCount(environment)).toBe(1));
    const second = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'AskAssistantMutation')!;
    expect(second.request.variables.input.conversationHistory).toEqual([
      { role: 'USER', content: 'What is chlorophyll?' },
      { role: 'ASSISTANT', content: 'Search result: Chlorophyll and plants' },
    ]);
  });

  it('does not send an empty or blank question', async () => {
    const { environment } = await openPanel();
    pressEnter();
    type('   \n ');
    pressEnter();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(field().closest('form')!);
    expect(askCount(environment)).toBe(0);
  });

  it('sends nothing while a reply is loading, and says it is replying', async () => {
    const { environment } = await openPanel();
    type('first');
    pressEnter();
    await waitFor(() => expect(askCount(environment)).toBe(1));
    expect(screen.getByRole('status').textContent).toBe('The assistant is replying…');
    type('second');
    pressEnter();
    fireEvent.submit(field().closest('form')!);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(askCount(environment)).toBe(1);
  });

  it("a failure shows 'Sorry, I encountered an error. Please try again later.' (and in Arabic)", async () => {
    const { environment } = await openPanel();
    type('hello');
    pressEnter();
    await waitFor(() => expect(askCount(environment)).toBe(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('network')));
    expect(await screen.findByText('Sorry, I encountered an error. Please try again later.')).toBeTruthy();
  });

  it('the coded failure of a spent day: the limit message, and Send is off', async () => {
    const { environment } = await openPanel('ar', 1);
    expect(screen.getByText('تبقى سؤال واحد اليوم')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'سؤالك' }), { target: { value: 'مرحبا' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    await resolveOperation(environment, 'AskAssistantMutation', { askAssistant: { __typename: 'AppError', code: 'assistantLimitReached', field: null } });
    expect(await screen.findByText('لقد استنفدت أسئلة اليوم. يمكنك السؤال مجدداً غداً')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'إرسال' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes with its close button and with Escape', async () => {
    await openPanel();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the course assistant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the course assistant' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('where the widget shows', () => {
  it('on UserHome, the program tree, the folder view, QuizView and QuizAnswerView only', () => {
    for (const path of ['/home', '/UserHomeProgramTree', '/UserHomeFolderView', '/QuizView', '/QuizAnswerView']) expect(showsChat(path)).toBe(true);
    for (const path of ['/login', '/TicketReport', '/Info', '/AccountHome', '/']) expect(showsChat(path)).toBe(false);
  });

  it('the learner layout shows the button to a signed-in learner on /home, and not without a session (sent to /login)', async () => {
    window.localStorage.setItem('learnerToken', 'token');
    const home = renderWithProviders({ path: '/home', language: 'en' });
    expect(await screen.findByRole('button', { name: 'Open the course assistant' })).toBeTruthy();
    home.unmount();
    window.localStorage.removeItem('learnerToken');
    const { router } = renderWithProviders({ path: '/home', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('button', { name: 'Open the course assistant' })).toBeNull();
  }, 60_000);
});
