import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Answers, QuizContent, Section } from '../../../../../domain/quiz/types.ts';
import { SectionQuestions } from '../questions/SectionQuestions.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

/** A quiz's pages: its sections, or one page holding every question of a version 0 quiz. */
export function sectionsOf(content: QuizContent): Section[] {
  return content.version === 0 ? [{ id: '', name: '', questions: content.questions }] : content.sections;
}

export interface QuizSectionsProps {
  content: QuizContent;
  sectionIndex: number;
  onSectionChange: (index: number) => void;
  answers: Answers;
  onAnswerChange: (questionId: string, answer: Answer) => void;
  showErrors: boolean;
  disabled: boolean;
  /** the last page's button: submit for a learner, check for the editor's preview */
  finish: { label: string; onClick: () => void; disabled: boolean };
  /** shown between the questions and the buttons (a refusal, a result) */
  children?: ReactNode;
}

/**
 * The page of the quiz being answered: the section's name and place, its
 * questions, and previous / next, or the finishing button on the last page.
 * The learner's QuizTaking and the editor's preview show the same page.
 */
export function QuizSections({ content, sectionIndex, onSectionChange, answers, onAnswerChange, showErrors, disabled, finish, children }: QuizSectionsProps) {
  const { t } = useTranslation();
  const sections = sectionsOf(content);
  const section = sections[sectionIndex] ?? sections[0];
  const paged = content.version !== 0 && sections.length > 1;
  const last = sectionIndex >= sections.length - 1;
  return (
    <>
      {paged && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          <UserText>{section.name}</UserText>{' '}
          <Typography component="span" color="text.secondary">
            {t('quizTaking.sectionOf', { current: sectionIndex + 1, total: sections.length })}
          </Typography>
        </Typography>
      )}
      <SectionQuestions questions={section?.questions ?? []} answers={answers} onAnswerChange={onAnswerChange} showErrors={showErrors} disabled={disabled} />
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {paged ? (
          <Button onClick={() => onSectionChange(sectionIndex - 1)} disabled={sectionIndex === 0}>
            {t('quizTaking.previous')}
          </Button>
        ) : (
          <span />
        )}
        {paged && !last ? (
          <Button variant="contained" onClick={() => onSectionChange(sectionIndex + 1)}>
            {t('quizTaking.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={finish.onClick} disabled={finish.disabled}>
            {finish.label}
          </Button>
        )}
      </Stack>
    </>
  );
}
