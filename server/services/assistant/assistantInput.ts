// What a learner sends the course assistant: a question and the conversation
// so far. Both are checked before anything is counted or searched; a bad one
// is refused with a code (docs/decisions/assistant.md, "Limits").
import { AppError } from '../../errors.ts';

export const ASSISTANT_LIMITS = {
  /** characters of one question */
  message: 1_000,
  /** earlier messages sent with a question */
  historyCount: 20,
  /** characters of one earlier message (an assistant reply may be longer than a question) */
  historyMessage: 4_000,
  /** characters of all earlier messages together */
  historyTotal: 20_000,
} as const;

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantQuestionInput {
  message: string;
  history: ChatMessage[];
}

// Control characters other than tab and line breaks, and lone surrogates, are no part of a question.
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function readable(value: string, code: 'assistantMessageInvalid' | 'assistantHistoryInvalid', field: string) {
  if (UNREADABLE.test(value)) throw new AppError(code, { field });
}

/** The question trimmed; blank, too long or unreadable is refused. */
export function parseQuestion(message: unknown): string {
  if (message !== undefined && message !== null && typeof message !== 'string') throw new AppError('assistantMessageInvalid', { field: 'message' });
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) throw new AppError('assistantMessageRequired', { field: 'message' });
  if (text.length > ASSISTANT_LIMITS.message) throw new AppError('assistantMessageTooLong', { field: 'message' });
  readable(text, 'assistantMessageInvalid', 'message');
  return text;
}

/** conversation_history: absent or a list of { role: user | assistant, content } within the limits. */
export function parseHistory(history: unknown): ChatMessage[] {
  if (history === undefined || history === null) return [];
  if (!Array.isArray(history)) throw new AppError('assistantHistoryInvalid', { field: 'conversation_history' });
  if (history.length > ASSISTANT_LIMITS.historyCount) throw new AppError('assistantHistoryTooLong', { field: 'conversation_history' });
  let total = 0;
  return history.map((entry: unknown, index) => {
    const field = `conversation_history.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new AppError('assistantHistoryInvalid', { field });
    const { role, content } = entry as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') throw new AppError('assistantHistoryInvalid', { field: `${field}.role` });
    if (typeof content !== 'string') throw new AppError('assistantHistoryInvalid', { field: `${field}.content` });
    if (content.length > ASSISTANT_LIMITS.historyMessage) throw new AppError('assistantHistoryTooLong', { field: `${field}.content` });
    readable(content, 'assistantHistoryInvalid', `${field}.content`);
    total += content.length;
    if (total > ASSISTANT_LIMITS.historyTotal) throw new AppError('assistantHistoryTooLong', { field: 'conversation_history' });
    return { role, content };
  });
}

export function parseAssistantInput(message: unknown, history: unknown): AssistantQuestionInput {
  return { message: parseQuestion(message), history: parseHistory(history) };
}
