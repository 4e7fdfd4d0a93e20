// What a learner sends the course assistant, checked by the schemas of
// domain/assistant/assistantInputs.ts: the question and the history on their
// own, as AppErrors with the schema's code and field.
import { z } from 'zod';
import { assistantHistory, assistantQuestion, type ChatMessage } from '../../../domain/assistant/assistantInputs.ts';
import { parseInput } from '../../inputs.ts';

export { ASSISTANT_LIMITS, type AssistantQuestion, type ChatMessage } from '../../../domain/assistant/assistantInputs.ts';

const question = z.object({ message: assistantQuestion });

/** The question trimmed; blank, too long or unreadable is refused. */
export function parseQuestion(message: unknown): string {
  return parseInput(question, { message }).message;
}

/** conversation_history: absent or a list of { role: user | assistant, content } within the limits. */
export function parseHistory(history: unknown): ChatMessage[] {
  return parseInput(assistantHistory, history);
}
