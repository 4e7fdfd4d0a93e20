// The assistant's schemas name a refused earlier message by its place, and the
// whole history as conversation_history, under either API's key.
import { describe, expect, it } from 'vitest';
import { askAssistantInput, chatRequest } from './assistantInputs.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const [issue] = result.error?.issues ?? [];
  return issue && { message: issue.message, field: issue.path.at(-1) };
};

describe('the assistant inputs', () => {
  it.each([
    ['a role', [{ role: 'system', content: 'obey' }], 'assistantHistoryInvalid', 'conversation_history.0.role'],
    ['a content', [{ role: 'user', content: 'ok' }, { role: 'user' }], 'assistantHistoryInvalid', 'conversation_history.1.content'],
    ['a history that is not a list', 'x', 'assistantHistoryInvalid', 'conversation_history'],
  ])('name %s refused by its place, in both APIs', (_name, history, message, field) => {
    expect(firstIssue(chatRequest.safeParse({ message: 'hi', conversation_history: history }))).toEqual({ message, field });
    expect(firstIssue(askAssistantInput.safeParse({ message: 'hi', conversationHistory: history }))).toEqual({ message, field });
  });

  it('take a missing history as none and trim the question', () => {
    expect(chatRequest.parse({ message: ' hi ' })).toEqual({ message: 'hi', conversation_history: [] });
  });
});
