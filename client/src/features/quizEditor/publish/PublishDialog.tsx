import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changesNothing, publishChanges, type QuestionPlace } from '../../../../../domain/quiz/publishChanges.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import type { Publication } from './publication.ts';

interface Props {
  /** the quiz as it will be published (prepareQuizForSave's document) */
  quiz: Quiz;
  publication: Publication;
  publishing: boolean;
  onCancel: () => void;
  onPublish: () => void;
}

/**
 * "Publish this quiz?": what learners will see change (questions added,
 * removed, given other points or reworded; settings they meet) and who is
 * affected (learners taking it now, learners who submitted), before the owner confirms.
 */
export function PublishDialog({ quiz, publication, publishing, onCancel, onPublish }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const changes = useMemo(() => publishChanges(publication.published, quiz), [publication.published, quiz]);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quizEditor.publish.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {changes.firstPublication ? (
            <Typography>{t('quizEditor.publish.firstPublication', { questions: changes.added.length, points: changes.maxGrade.to })}</Typography>
          ) : changesNothing(changes) ? (
            <Typography>{t('quizEditor.publish.nothingChanges')}</Typography>
          ) : (
            <>
              <QuestionChanges heading={t('quizEditor.publish.added', { count: changes.added.length })} rows={changes.added} />
              <QuestionChanges heading={t('quizEditor.publish.removed', { count: changes.removed.length })} rows={changes.removed} />
              <QuestionChanges
                heading={t('quizEditor.publish.pointsChanged', { count: changes.pointsChanged.length })}
                rows={changes.pointsChanged}
                after={(row) => t('quizEditor.publish.points', { from: row.from, to: row.to })}
              />
              <QuestionChanges heading={t('quizEditor.publish.reworded', { count: changes.reworded.length })} rows={changes.reworded} />
              {changes.settingsChanged.length > 0 && (
                <section aria-label={t('quizEditor.publish.settingsChanged', { count: changes.settingsChanged.length })}>
                  <Typography component="h3" variant="subtitle2">
                    {t('quizEditor.publish.settingsChanged', { count: changes.settingsChanged.length })}
                  </Typography>
                  <List dense disablePadding>
                    {changes.settingsChanged.map((key) => (
                      <ListItem key={key} disableGutters>
                        {t(`quizEditor.publish.settingNames.${key}`)}
                      </ListItem>
                    ))}
                  </List>
                </section>
              )}
              {changes.maxGrade.from !== changes.maxGrade.to && (
                <Typography>{t('quizEditor.publish.maxGrade', { from: changes.maxGrade.from, to: changes.maxGrade.to })}</Typography>
              )}
            </>
          )}
          {publication.attemptsInProgress > 0 && <Alert severity="warning">{t('quizEditor.publish.inProgress', { count: publication.attemptsInProgress })}</Alert>}
          {publication.answersCount > 0 && <Alert severity="info">{t('quizEditor.publish.submitted', { count: publication.answersCount })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('quizEditor.publish.cancel')}</Button>
        <Button variant="contained" onClick={onPublish} disabled={publishing}>
          {t('quizEditor.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One kind of question change, as a titled list; nothing when there is none of that kind. */
function QuestionChanges<Row extends QuestionPlace>({ heading, rows, after }: { heading: string; rows: Row[]; after?: (row: Row) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-label={heading}>
      <Typography component="h3" variant="subtitle2">
        {heading}
      </Typography>
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters sx={{ display: 'block' }}>
            {t('quizEditor.publish.question', { place: row.place })}
            {/* the question's text is the author's: isolated for bidirectional text */}
            {row.text && (
              <>
                {' '}
                <bdi dir="auto">{row.text}</bdi>
              </>
            )}
            {after && <Typography component="span" variant="body2" color="text.secondary">{` · ${after(row)}`}</Typography>}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
