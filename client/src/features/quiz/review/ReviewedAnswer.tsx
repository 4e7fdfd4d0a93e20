import { useTranslation } from 'react-i18next';
import type { MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';
import { ReviewChoices } from './ReviewChoices.tsx';
import { ReviewFile } from './ReviewFile.tsx';
import { ReviewPlace } from './ReviewPlace.tsx';
import { ReviewSpaces } from './ReviewSpaces.tsx';
import { ReviewWriting } from './ReviewWriting.tsx';

export interface ReviewedAnswerProps {
  question: Question;
  answer: Answer | null;
  matchOptions?: MatchOptions;
}

/** The learner's answer beside the key, as the question's type shows it; an info question (type 4) has none. */
export function ReviewedAnswer({ question, answer, matchOptions }: ReviewedAnswerProps) {
  const { t } = useTranslation();
  const selected = (choiceNumber: number) => answer?.selectedAnswer === choiceNumber;
  const ticked = (choiceNumber: number) => answer?.checkedAnswers?.[choiceNumber - 1] === true;
  switch (question.type) {
    case 0:
      return <ReviewChoices choices={question.choices} kind="radio" chosen={selected} correct={(choiceNumber) => question.correctAnswer === choiceNumber} />;
    case 7:
      // A course link has no right answer: it earns its weight for being answered.
      return <ReviewChoices choices={question.choices} kind="radio" chosen={selected} />;
    case 5:
      return <ReviewChoices choices={question.choices} kind="checkbox" chosen={ticked} correct={(choiceNumber) => question.possibleAnswers?.[choiceNumber - 1] === true} />;
    case 6: {
      // The original kind (or one without choices) is a single box of agreement, as the quiz screen shows it.
      const single = question.isOriginalCheckbox === true || !(question.choices ?? []).some((choice) => choice.trim() !== '');
      return <ReviewChoices choices={single ? [t('quiz.input.agree')] : question.choices} kind="checkbox" chosen={ticked} />;
    }
    case 1:
      return <ReviewWriting question={question} answer={answer} />;
    case 2:
      return <ReviewSpaces question={question} answer={answer} matchOptions={matchOptions} />;
    case 3:
      return <ReviewFile answer={answer} />;
    case 4:
      return null;
    case 8:
      return <ReviewPlace answer={answer} />;
  }
}
