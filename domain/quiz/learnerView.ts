// What a learner receives while taking a quiz: the questions without anything
// that gives an answer away (keys, accepted answers, course links,
// clarifications). The review after submit (review.ts) shows them when the
// quiz allows.
import type { Question, QuizContent, SpacePart } from './types.ts';

function withoutKeys(question: Question): Question {
  const { clarification: _clarification, ...shown } = question;
  switch (shown.type) {
    case 0: {
      const { correctAnswer: _key, ...rest } = shown;
      return rest;
    }
    case 1: {
      const { possibleAnswers: _accepted, isManuallyGraded: _manual, ...rest } = shown;
      return rest;
    }
    case 2:
      return { ...shown, fields: shown.fields.map(blankSpace) };
    case 5: {
      const { possibleAnswers: _key, ...rest } = shown;
      return rest;
    }
    case 7: {
      const { possibleAnswers: _key, courseLinks: _links, ...rest } = shown;
      return rest;
    }
    default:
      return shown;
  }
}

function blankSpace(part: SpacePart): SpacePart {
  if (part.type === 'text') return part;
  return { type: 'space', values: [], ...(part.size ? { size: part.size } : {}) };
}

export function learnerQuizContent(content: QuizContent): QuizContent {
  if (content.version === 0) return { version: 0, questions: content.questions.map(withoutKeys) };
  return {
    version: content.version,
    sections: content.sections.map((section) => ({ ...section, questions: section.questions.map(withoutKeys) })),
  };
}
