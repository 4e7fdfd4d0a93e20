// The course assistant (POST /chat and askAssistant): a learner's question,
// counted against the daily limit, answered from their own course content:
// by the outside model when ASSISTANT_URL is set, otherwise by the built-in
// search, which says plainly that it is a search result. Both answer the
// links of the passages found (docs/decisions/assistant.md).
import { isLearner, refusalFor, type LearnerViewer } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { AssistantQuestion } from './assistantInput.ts';
import { learnerPassages, type Passage } from './coursePassages.ts';
import { searchPassages } from './courseSearch.ts';
import { countQuestion, questionsLeft, uncountQuestion } from './dailyLimit.ts';
import { modelAnswer } from './modelAnswer.ts';

export interface AssistantAnswer {
  response: string;
  links: { title: string; url: string }[];
  /** questions left today after this one */
  remaining: number;
  /** true: the built-in search answered, not a model */
  searchResult: boolean;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The built-in answer: the passages found, introduced as a search result in the language of the question. */
export function searchAnswer(question: string, found: Passage[]): string {
  const arabic = ARABIC_LETTER.test(question);
  if (!found.length) {
    return arabic
      ? 'نتيجة بحث في محتوى دوراتك: لم أجد ما يطابق سؤالك. جرّب كلمات أخرى من أسماء الدروس أو الاختبارات.'
      : 'Search result from your course content: nothing matches your question. Try other words from the names of lessons or quizzes.';
  }
  const intro = arabic ? 'نتيجة بحث في محتوى دوراتك (ليست إجابة مكتوبة): هذه الأجزاء تطابق سؤالك:' : 'Search result from your course content (not a written answer): these parts match your question:';
  return [intro, ...found.map((passage) => `• ${passage.text}`)].join('\n');
}

/** The viewer must be a learner: anonymous callers are unauthenticated, administrators forbidden (before the question is read). */
export function assistantLearner(ctx: Pick<RequestContext, 'viewer'>): LearnerViewer {
  const { viewer } = ctx;
  if (!isLearner(viewer)) throw refusalFor(viewer);
  return viewer;
}

/** `input` is checked by the schema (domain/assistant/assistantInputs.ts). */
export async function askAssistant(ctx: RequestContext, input: AssistantQuestion): Promise<AssistantAnswer> {
  const { learnerId, organizationId } = assistantLearner(ctx);
  const { questionId, remaining } = await countQuestion(ctx, learnerId, organizationId);
  const passages = await learnerPassages(ctx);
  const found = await searchPassages(ctx, passages, input.message);
  const links = uniqueLinks(found);
  if (!ctx.config.assistant.url) return { response: searchAnswer(input.message, found), links, remaining, searchResult: true };
  try {
    const response = await modelAnswer(ctx.config.assistant, found, input.history, input.message);
    return { response, links, remaining, searchResult: false };
  } catch (error) {
    await uncountQuestion(ctx, questionId);
    throw error;
  }
}

function uniqueLinks(found: Passage[]) {
  const seen = new Set<string>();
  return found.filter((passage) => !seen.has(passage.link) && seen.add(passage.link)).map((passage) => ({ title: passage.title, url: passage.link }));
}

/** The signed-in learner's questions left today. */
export async function assistantQuestionsLeft(ctx: RequestContext): Promise<number> {
  const { learnerId, organizationId } = assistantLearner(ctx);
  return questionsLeft(ctx, learnerId, organizationId);
}
