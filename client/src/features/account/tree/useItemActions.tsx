import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import InsightsIcon from '@mui/icons-material/Insights';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TreeItem } from '../../../../../domain/program/tree.ts';
import { canMoveDown, canMoveUp, moveItem, type MoveDirection } from '../../../../../domain/program/treeOps.ts';
import { useShowQuizCounts } from '../../learnerRecords/counts/useShowQuizCounts.ts';
import { quizUploadActions } from '../../learnerRecords/csvUploads/uploadRowActions.tsx';
import { useResultsRowAction } from '../../results/request/useResultsRowAction.tsx';
import { useCopyLink } from '../activity/useCopyLink.ts';
import { quizResultsPath } from '../../results/quizResultsPath.ts';
import { folderShareLink, quizShareLink } from '../shareLinks.ts';
import { editQuizPath } from './editQuizPath.ts';
import { isMedia, labelKindOf, openAddress } from './itemKind.ts';
import type { RowAction } from './RowActionsMenu.tsx';
import { useTreeEditor } from './TreeEditorContext.ts';
import type { EditorProgram } from './types.ts';

/** The row actions of one item, by its type (admin spec §2, "Tree row actions"). */
export function useItemActions(program: EditorProgram, item: TreeItem): RowAction[] {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const showCounts = useShowQuizCounts();
  const navigate = useNavigate();
  const copyLink = useCopyLink();
  const kind = labelKindOf(item, editor.quizById);
  const action = (key: string, icon: RowAction['icon'], rest: Partial<RowAction>): RowAction => ({
    key,
    label: t(`programTree.actions.${key}`),
    accessibleName: t(`programTree.a11y.${key}_${kind}`, { name: item.name }),
    icon,
    ...rest,
  });
  const ids = { programId: program.id, itemId: item.id };
  const move = (direction: MoveDirection) => void editor.saveItems(program, moveItem(program.items, item.id, direction));
  const quiz = item.quizId ? editor.quizById.get(item.quizId) : undefined;
  const results = useResultsRowAction('QUIZ', item.quizId, kind, item.name);

  const actions: RowAction[] = [];
  const address = openAddress(item);
  if (address) actions.push(action('open', <OpenInNewIcon />, { href: address }));
  if (item.itemType === 'quiz') {
    actions.push(
      action('editContent', <EditIcon />, { onSelect: () => void navigate(editQuizPath({ quiz: item.quizId ?? '' })), disabled: !item.quizId }),
      action('examinees', <GroupsIcon />, {
        disabled: !quiz,
        onSelect: () => quiz && void showCounts(quiz.quizId, item.name),
      }),
      action('copyLink', <LinkIcon />, {
        disabled: !item.quizId,
        onSelect: () =>
          void copyLink(
            quizShareLink({ quizId: item.quizId ?? '', isForm: quiz?.isForm ?? false }),
            // the link is right, but learners are told "not found" until the quiz is published
            quiz?.published === false ? 'accountHome.linkCopiedUnpublished' : undefined,
          ),
      }),
      action('duplicate', <FileCopyIcon />, { disabled: !item.quizId, onSelect: () => editor.openDialog({ kind: 'duplicateQuiz', ...ids }) }),
      ...quizUploadActions(t, quiz, item.name, (upload) => editor.openDialog({ kind: 'quizUpload', upload, ...ids })),
      results,
      action('resultsScreen', <InsightsIcon />, { disabled: !item.quizId, onSelect: () => void navigate(quizResultsPath(item.quizId ?? '')) }),
    );
    if (quiz && !quiz.externalGrades) {
      actions.push({
        key: 'quizWord',
        label: t('quizWord.action'),
        accessibleName: t(`quizWord.actionFor_${kind}`, { name: item.name }),
        icon: <DescriptionIcon />,
        onSelect: () => editor.openDialog({ kind: 'quizWord', ...ids }),
      });
    }
  }
  if (item.itemType === 'folder') {
    actions.push(
      action('addItem', <AddIcon />, { onSelect: () => editor.openDialog({ kind: 'addItem', programId: program.id, folderId: item.id }) }),
      action('edit', <EditIcon />, { onSelect: () => editor.openDialog({ kind: 'editFolder', ...ids }) }),
      action('copyLink', <ContentCopyIcon />, {
        onSelect: () => void copyLink(folderShareLink({ accountId: editor.accountId, programId: program.programId, folderId: item.id })),
      }),
    );
  }
  if (isMedia(item)) actions.push(action('edit', <EditIcon />, { onSelect: () => editor.openDialog({ kind: 'editMedia', ...ids }) }));
  if (!isMedia(item)) actions.push(action('move', <DriveFileMoveIcon />, { onSelect: () => editor.openDialog({ kind: 'move', ...ids }) }));
  actions.push(
    action('moveUp', <ArrowUpwardIcon />, { disabled: !canMoveUp(program.items, item.id), onSelect: () => move('up') }),
    action('moveDown', <ArrowDownwardIcon />, { disabled: !canMoveDown(program.items, item.id), onSelect: () => move('down') }),
    action('delete', <DeleteIcon />, { onSelect: () => editor.openDialog({ kind: 'deleteItem', ...ids }) }),
  );
  return actions;
}
