// The course assistant: a learner asks a question about their courses
// (askAssistant, the twin of POST /chat) and sees how many they may still ask
// today (assistantQuestionsLeft). The rules live in server/services/assistant/
// (docs/decisions/assistant.md).
import { askAssistant, assistantQuestionsLeft, type AssistantAnswer } from '../../../server/services/assistant/askAssistant.ts';
import { askAssistantInput } from '../../../domain/assistant/assistantInputs.ts';
import { builder } from '../../builder.ts';

const AssistantRoleEnum = builder.enumType('AssistantRole', {
  values: { USER: { value: 'user' }, ASSISTANT: { value: 'assistant' } } as const,
});

const AssistantMessageInput = builder.inputType('AssistantMessageInput', {
  fields: (f) => ({
    role: f.field({ type: AssistantRoleEnum, required: true }),
    content: f.string({ required: true, description: 'at most 4000 characters' }),
  }),
});

// checked at the edge by the same rules as POST /chat
const AskAssistantInput = builder
  .inputType('AskAssistantInput', {
    fields: (f) => ({
      message: f.string({ required: true, description: 'the question: not blank (assistantMessageRequired), at most 1000 characters (assistantMessageTooLong)' }),
      conversationHistory: f.field({
        type: [AssistantMessageInput],
        description: 'the conversation so far: at most 20 messages of 20000 characters in all (assistantHistoryTooLong)',
      }),
    }),
  })
  .validate(askAssistantInput);

const AssistantLinkRef = builder.objectRef<{ title: string; url: string }>('AssistantLink').implement({
  description: 'A part of the course the answer is about: its name and its client route.',
  fields: (t) => ({ title: t.exposeString('title'), url: t.exposeString('url') }),
});

const AssistantAnswerRef = builder.objectRef<AssistantAnswer>('AssistantAnswer').implement({
  fields: (t) => ({
    response: t.exposeString('response'),
    links: t.field({ type: [AssistantLinkRef], resolve: (answer) => answer.links }),
    remaining: t.exposeInt('remaining', { description: 'questions left today after this one' }),
    searchResult: t.exposeBoolean('searchResult', { description: 'true: the built-in course search answered, not a language model' }),
  }),
});

builder.queryFields((t) => ({
  assistantQuestionsLeft: t.int({
    description: "The signed-in learner's questions left today (their organisation's daily limit, or the platform's).",
    authScopes: { learner: true },
    resolve: (_root, _args, ctx) => assistantQuestionsLeft(ctx),
  }),
}));

builder.mutationFields((t) => ({
  askAssistant: t.field({
    type: AssistantAnswerRef,
    description:
      "A question to the course assistant, answered from the learner's own course content; counted against the daily limit (assistantLimitReached). A failing outside model is assistantUnavailable.",
    authScopes: { learner: true },
    errors: {},
    args: { input: t.arg({ type: AskAssistantInput, required: true }) },
    resolve: (_root, { input }, ctx) => askAssistant(ctx, { message: input.message, history: input.conversationHistory }),
  }),
}));
