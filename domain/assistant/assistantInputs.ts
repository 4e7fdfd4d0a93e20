// What a learner sends the course assistant (POST /chat and askAssistant): a
// question and the conversation so far, checked before anything is counted
// or searched; a bad one is refused with its code (docs/decisions/assistant.md,
// "Limits"). An earlier message is named by its place, as the legacy answer
// did: conversation_history.<index>.role or .content.
import { z } from 'zod';

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

// Control characters other than tab and line breaks, and lone surrogates, are no part of a question.
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const readable = (text: string) => !UNREADABLE.test(text);

/** The question trimmed: text (assistantMessageInvalid), not blank (…Required), not too long (…TooLong), readable. */
export const assistantQuestion = z.preprocess(
  (message) => message ?? '',
  z
    .string({ error: 'assistantMessageInvalid' })
    .trim()
    .min(1, { error: 'assistantMessageRequired' })
    .max(ASSISTANT_LIMITS.message, { error: 'assistantMessageTooLong' })
    .refine(readable, { error: 'assistantMessageInvalid' }),
);

type HistoryProblem = 'assistantHistoryInvalid' | 'assistantHistoryTooLong';

/** The history's messages, or the issue of the first one refused (the whole history is named conversation_history, whatever key carries it). */
function checkHistory(history: unknown, check: z.RefinementCtx): ChatMessage[] {
  const refuse = (message: HistoryProblem, field = 'conversation_history') => {
    check.issues.push({ code: 'custom', input: history, path: [field], message });
    return z.NEVER;
  };
  if (history === undefined || history === null) return [];
  if (!Array.isArray(history)) return refuse('assistantHistoryInvalid');
  if (history.length > ASSISTANT_LIMITS.historyCount) return refuse('assistantHistoryTooLong');
  const messages: ChatMessage[] = [];
  let total = 0;
  for (const [index, entry] of history.entries()) {
    const field = `conversation_history.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return refuse('assistantHistoryInvalid', field);
    const { role, content } = entry as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') return refuse('assistantHistoryInvalid', `${field}.role`);
    if (typeof content !== 'string') return refuse('assistantHistoryInvalid', `${field}.content`);
    if (content.length > ASSISTANT_LIMITS.historyMessage) return refuse('assistantHistoryTooLong', `${field}.content`);
    if (!readable(content)) return refuse('assistantHistoryInvalid', `${field}.content`);
    total += content.length;
    if (total > ASSISTANT_LIMITS.historyTotal) return refuse('assistantHistoryTooLong');
    messages.push({ role, content });
  }
  return messages;
}

/**
 * The conversation so far: absent, or a list of { role: user | assistant,
 * content } within the limits, checked message by message in order (the
 * running total is refused at the message that passes it). Written as one
 * check rather than z.array: the legacy answer names the first message
 * refused, and refuses the count before any message.
 */
export const assistantHistory = z.unknown().optional().transform(checkHistory);

/** POST /chat's body (the spec's names). */
export const chatRequest = z.object({ message: assistantQuestion, conversation_history: assistantHistory });

/** askAssistant's input. */
export const askAssistantInput = z.object({ message: assistantQuestion, conversationHistory: assistantHistory });

export type AssistantQuestion = { message: string; history: ChatMessage[] };
