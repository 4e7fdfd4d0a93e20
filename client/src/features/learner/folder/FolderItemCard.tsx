import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FolderProgress } from '../../../../../domain/progress/folderProgress.ts';
import { folderViewPath } from '../learnerPaths.ts';
import { QuizResultsButton } from '../../quiz/QuizResultsButton.tsx';
import { quizViewPath } from '../../quiz/quizPaths.ts';
import { FolderProgressCircle } from '../program/FolderProgressCircle.tsx';
import { ItemIcon } from '../program/ItemIcon.tsx';
import { MarkCompletedCheckbox } from '../program/MarkCompletedCheckbox.tsx';
import { QuizStatusIcon } from '../program/QuizStatusIcon.tsx';
import type { ProgramItemNode } from '../program/useProgramTree.ts';
import { ContentViewer } from '../viewers/ContentViewer.tsx';
import { IMAGE_MAX_HEIGHT } from '../viewers/ImageViewer.tsx';
import { isViewable, viewerKindOf } from '../viewers/viewerKind.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  node: ProgramItemNode;
  progress: FolderProgress | undefined;
  domainId: string;
  programId: string;
  readOnly: boolean;
  disableDownloads: boolean;
  /** phones open media in the full-screen player instead of inside the card */
  inline: boolean;
  onOpenFullScreen: (node: ProgramItemNode) => void;
}

/** One child of the folder: its content or the way to it, its progress and its completed mark. */
export function FolderItemCard({ node, progress, domainId, programId, readOnly, disableDownloads, inline, onOpenFullScreen }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { item } = node;
  const kind = viewerKindOf(item);
  const viewable = isViewable(kind);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, pb: 0 }}>
        <ItemIcon kind={kind} locked={item.locked} />
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '1.1rem' }}>
          <UserText>{item.name}</UserText>
        </Typography>
        {kind === 'folder' && <FolderProgressCircle progress={progress} name={item.name} />}
        {kind === 'quiz' && item.quiz && <QuizStatusIcon hasAnswer={item.quiz.hasAnswer} hasExternalGrade={item.quiz.hasExternalGrade} />}
        {item.addToCompletion && !item.locked && (
          <MarkCompletedCheckbox itemId={item.id} name={item.name} checked={item.markedCompleted} readOnly={readOnly} />
        )}
      </Stack>
      {item.locked ? (
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography color="text.secondary">{t('program.locked')}</Typography>
        </CardContent>
      ) : viewable && inline ? (
        <CardContent sx={{ flexGrow: 1 }}>
          <ContentViewer itemRef={item} zoom={1} disableDownloads={disableDownloads} imageMaxHeight={IMAGE_MAX_HEIGHT.card} />
        </CardContent>
      ) : (
        <Box sx={{ flexGrow: 1 }} />
      )}
      {!item.locked && (
        <CardActions>
          {kind === 'folder' && (
            <Button component={RouterLink} to={folderViewPath({ domainId, programId, folderId: item.id })}>
              {t('folder.openFolder')}
            </Button>
          )}
          {kind === 'quiz' && item.quiz && (
            <>
              <Button variant="contained" startIcon={<PlayArrowIcon />} component={RouterLink} to={quizViewPath({ quizId: item.quiz.id, isForm: item.quiz.isForm })}>
                {t(item.quiz.isForm ? 'folder.startForm' : 'folder.startQuiz')}
              </Button>
              <QuizResultsButton quizId={item.quiz.id} quizName={item.name} hasAnswer={item.quiz.hasAnswer || item.quiz.hasExternalGrade} isForm={item.quiz.isForm} />
            </>
          )}
          {kind === 'link' && (
            <Button component="a" href={item.src ?? undefined} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
              {t('folder.openLink')}
            </Button>
          )}
          {viewable && !inline && (
            <Button startIcon={<OpenInFullIcon />} onClick={() => onOpenFullScreen(node)}>
              {t('folder.openItem')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
