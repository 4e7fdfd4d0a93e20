import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerProblems } from '../../../../../domain/quiz/answerRules.ts';
import { shownWeight } from '../../../../../domain/quiz/review.ts';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';
import { ProblemMessages } from './ProblemMessages.tsx';
import { questionElementId } from './questionElementId.ts';
import { QuestionInput } from './QuestionInput.tsx';
import { QuestionMedia } from './QuestionMedia.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface QuestionCardProps {
  question: Question;
  /** the 1-based number shown, counting info questions as the unanswered list does */
  number: number;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  /** true after a submit attempt: every problem shows, touched or not */
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * One question: its number, weight, text and media, the input of its type and
 * the problems of its answer. Problems show after a submit attempt, or once
 * the learner has been in the question and left it.
 */
export function QuestionCard({ question, number, answer, onChange, showErrors, disabled = false }: QuestionCardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [touched, setTouched] = useState(false);
  const numberId = `${baseId}-number`;
  const textId = `${baseId}-text`;
  const problemsId = `${baseId}-problems`;
  const problems = showErrors || touched ? answerProblems(question, answer) : [];
  const weight = shownWeight(question);
  const isInfo = question.type === 4;
  const text = question.text?.trim() ?? '';

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTouched(true);
  };

  return (
    <Card variant="outlined" id={questionElementId(question.id)} tabIndex={-1} sx={{ scrollMarginBlock: 80 }}>
      <Stack
        component={isInfo ? 'section' : 'fieldset'}
        aria-labelledby={`${numberId} ${textId}`}
        aria-describedby={problems.length > 0 ? problemsId : undefined}
        onBlur={isInfo ? undefined : leave}
        spacing={2}
        sx={{ border: 0, m: 0, minWidth: 0, p: { xs: 2, sm: 3 } }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={numberId} variant="subtitle2" component="span" color="primary">
            {t('quiz.question.number', { number })}
          </Typography>
          {weight !== null && <Chip size="small" variant="outlined" label={t('quiz.question.weight', { weight })} />}
          {question.isOptionalQuestion === true && !isInfo && (
            <Typography variant="body2" component="span" color="text.secondary">
              {t('quiz.question.optional')}
            </Typography>
          )}
        </Stack>
        <Typography id={textId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <UserText>{text}</UserText>
        </Typography>
        <QuestionMedia question={question} number={number} />
        <QuestionInput
          question={question}
          answer={answer}
          onChange={onChange}
          disabled={disabled}
          problems={problems}
          problemsId={problemsId}
          labelledBy={`${numberId} ${textId}`}
        />
        {problems.length > 0 && <ProblemMessages id={problemsId} problems={problems} />}
      </Stack>
    </Card>
  );
}
