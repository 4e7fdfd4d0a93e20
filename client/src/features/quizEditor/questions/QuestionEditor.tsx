import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';
import { useCollapsedQuestions } from '../collapse/CollapsedQuestions.tsx';
import { questionPath } from '../draft/draftEdits.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useProblemCountWithin, useProblemMessages } from '../problems/ProblemsContext.tsx';
import { CommonFields } from './CommonFields.tsx';
import { MediaFields } from './MediaFields.tsx';
import { QuestionSummary } from './QuestionSummary.tsx';
import { questionTypeValue } from './questionTypeValue.ts';
import { TypeFields } from './TypeFields.tsx';

export interface QuestionEditorProps {
  question: QuestionDraft;
  /** its section's index, null in a version 0 quiz */
  section: number | null;
  /** its position among its siblings, from 0 */
  index: number;
  count: number;
  isForm: boolean;
  enableVideo: boolean;
  headingLevel: 'h3' | 'h4';
  onChange: (index: number, question: QuestionDraft) => void;
  onMove: (index: number, offset: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/**
 * One question: its heading and actions (fold, move up, move down, delete),
 * then either its one-line summary (folded) or its common fields, its type's
 * fields and its media. Memoised: typing in one question does not render the
 * others again.
 */
export const QuestionEditor = memo(function QuestionEditor(props: QuestionEditorProps) {
  const { question, section, index, count, isForm, enableVideo, headingLevel } = props;
  const path = questionPath({ section, index });
  const number = index + 1;
  const onChange = (next: QuestionDraft) => props.onChange(index, next);
  const { t } = useTranslation();
  const headingId = useId();
  const id = fieldId(path);
  // Problems of the question as a whole (its type, its id) have no field of their own.
  const wholeProblems = [...useProblemMessages(`${path}.type`), ...useProblemMessages(`${path}.id`)];
  const problemCount = useProblemCountWithin(path);
  const { collapsed, toggle } = useCollapsedQuestions();
  const expanded = !collapsed.has(question.id);
  const bodyId = `${id}-body`;
  const title = t('quizEditor.question.heading', { number, type: t(`quizEditor.questionTypes.${questionTypeValue(question.type)}`) });
  return (
    <Paper component="article" id={id} tabIndex={-1} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <IconButton
            id={`${id}-toggle`}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => toggle(question.id)}
            aria-label={t('quizEditor.question.details', { number })}
          >
            <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
          </IconButton>
          <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ flexGrow: 1, fontWeight: 'bold' }}>
            {title}
          </Typography>
          <IconButton id={`${id}-move-up`} disabled={number === 1} onClick={() => props.onMove(index, -1)} aria-label={t('quizEditor.question.moveUp', { number })}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton id={`${id}-move-down`} disabled={number === count} onClick={() => props.onMove(index, 1)} aria-label={t('quizEditor.question.moveDown', { number })}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton color="error" onClick={() => props.onDelete(index)} aria-label={t('quizEditor.question.delete', { number })}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        {!expanded && <QuestionSummary question={question} problemCount={problemCount} />}
        {/* Kept while folded, empty: the toggle's aria-controls names it. */}
        <Stack id={bodyId} spacing={2} hidden={!expanded} sx={expanded ? undefined : { display: 'none' }}>
          {expanded && (
            <>
              {wholeProblems.length > 0 && (
                <Typography color="error" variant="body2">
                  {wholeProblems.join(' ')}
                </Typography>
              )}
              <CommonFields question={question} path={path} onChange={onChange} />
              <TypeFields question={question} path={path} isForm={isForm} onChange={onChange} />
              <Divider />
              <MediaFields question={question} path={path} enableVideo={enableVideo} onChange={onChange} />
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
});
