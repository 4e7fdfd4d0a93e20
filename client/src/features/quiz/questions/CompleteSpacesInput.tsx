import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { spaceWidth } from '../../../../../domain/quiz/editorRules.ts';
import type { CompleteSpacesQuestion, SpaceSize } from '../../../../../domain/quiz/types.ts';
import type { QuestionInputProps } from './questionInputProps.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

type Part = { kind: 'text'; text: string } | { kind: 'space'; index: number; size: SpaceSize | undefined };

/** The question's parts in order, each space with its place among the spaces (the answer's index). */
function partsOf(question: CompleteSpacesQuestion): Part[] {
  let spaces = 0;
  return question.fields.map((field) =>
    field.type === 'text' ? { kind: 'text', text: field.value } : { kind: 'space', index: spaces++, size: field.size },
  );
}

/**
 * Type 2: the text with a small field in each space, in reading order. The
 * answer has one string per space. A field is as wide as its size says, but
 * never wider than the line, so a phone wraps the sentence around it.
 */
export function CompleteSpacesInput({ question, answer, onChange, disabled, problems, problemsId }: QuestionInputProps<CompleteSpacesQuestion>) {
  const { t } = useTranslation();
  const parts = partsOf(question);
  const spaceCount = parts.filter((part) => part.kind === 'space').length;
  const fill = (index: number, value: string) =>
    onChange({ spaces: Array.from({ length: spaceCount }, (_, i) => (i === index ? value : (answer?.spaces?.[i] ?? ''))) });

  return (
    <Box sx={{ lineHeight: 2.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, position) => {
        if (part.kind === 'text') return <UserText key={position}>{part.text}</UserText>;
        const invalid = problems.some((problem) => problem.spaceIndex === part.index);
        return (
          <TextField
            key={position}
            variant="standard"
            size="small"
            value={answer?.spaces?.[part.index] ?? ''}
            onChange={(event) => fill(part.index, event.target.value)}
            disabled={disabled}
            error={invalid}
            sx={{ width: spaceWidth(part.size), maxWidth: '100%', mx: 0.5, verticalAlign: 'baseline' }}
            slotProps={{
              htmlInput: {
                dir: 'auto',
                'aria-label': t('quiz.input.space', { number: part.index + 1 }),
                'aria-invalid': invalid || undefined,
                'aria-describedby': invalid ? `${problemsId}-${part.index}` : undefined,
              },
            }}
          />
        );
      })}
    </Box>
  );
}
