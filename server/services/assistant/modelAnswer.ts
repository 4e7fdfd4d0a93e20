// The answer of an outside model: an OpenAI-compatible chat completions
// endpoint (ASSISTANT_URL, ASSISTANT_MODEL, ASSISTANT_API_KEY), called with
// the `openai` client. It is sent the instructions, the passages found for the
// question (never more than the learner may see: coursePassages.ts), the
// conversation so far and the question. Any failure of the endpoint (refused,
// an error status, a timeout, an empty reply) is assistantUnavailable.
import OpenAI from 'openai';
import type { AssistantConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { ChatMessage } from './assistantInput.ts';
import type { Passage } from './coursePassages.ts';

const TIMEOUT_MS = 30_000;
const MAX_TOKENS = 800;

export function systemPrompt(passages: Passage[]): string {
  const found = passages.length
    ? passages.map((passage, index) => `[${index + 1}] ${passage.text}`).join('\n')
    : '(nothing in the course matches this question)';
  return [
    "You are the course assistant of a learning platform. Answer the learner's question briefly, in the language of the question (Arabic or English).",
    'Use only the course passages below; when they do not answer the question, say so. Never invent quiz answers.',
    'Course passages:',
    found,
  ].join('\n');
}

export async function modelAnswer(config: AssistantConfig, passages: Passage[], history: ChatMessage[], question: string): Promise<string> {
  const client = new OpenAI({ baseURL: config.url, apiKey: config.apiKey ?? 'none', timeout: TIMEOUT_MS, maxRetries: 0 });
  try {
    const completion = await client.chat.completions.create({
      model: config.model,
      max_tokens: MAX_TOKENS,
      messages: [{ role: 'system', content: systemPrompt(passages) }, ...history, { role: 'user', content: question }],
    });
    const content = completion.choices?.[0]?.message?.content?.trim();
    if (!content) throw new AppError('assistantUnavailable');
    return content;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('assistantUnavailable');
  }
}
