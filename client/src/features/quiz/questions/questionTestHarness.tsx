// Test helper: one question card, answered as the learner interacts, in the
// real i18n and theme. Every answer the card hands up is kept, in order.
import { useState } from 'react';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import type { Language } from '../../../i18n/languages.ts';
import { QuestionCard } from './QuestionCard.tsx';

interface Options {
  answer?: Answer;
  number?: number;
  showErrors?: boolean;
  language?: Language;
}

export function renderQuestion(question: Question, { answer, number = 1, showErrors = false, language = 'en' }: Options = {}) {
  const given: Answer[] = [];
  function AnsweredCard() {
    const [current, setCurrent] = useState<Answer | undefined>(answer);
    return (
      <QuestionCard
        question={question}
        number={number}
        answer={current}
        onChange={(next) => {
          given.push(next);
          setCurrent(next);
        }}
        showErrors={showErrors}
      />
    );
  }
  const view = renderWithProviders({ language, routes: [{ path: '/', element: <AnsweredCard /> }] });
  return { ...view, given, lastAnswer: () => given.at(-1) };
}
