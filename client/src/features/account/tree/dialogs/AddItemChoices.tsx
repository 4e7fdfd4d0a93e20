import AttachFileIcon from '@mui/icons-material/AttachFile';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import QuizIcon from '@mui/icons-material/Quiz';
import YouTubeIcon from '@mui/icons-material/YouTube';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { NewItemKind } from '../newItemDraft.ts';

export type AddChoice = NewItemKind | 'quiz';

const CHOICES: readonly [AddChoice, typeof QuizIcon][] = [
  ['folder', CreateNewFolderIcon],
  ['quiz', QuizIcon],
  ['video', OndemandVideoIcon],
  ['youtube-video', YouTubeIcon],
  ['audio', AudiotrackIcon],
  ['attachment', AttachFileIcon],
  ['link', LinkIcon],
];

/** The add-item dialog's first tab: what to add. Videos only where the account has them enabled (spec §4). */
export function AddItemChoices({ enableVideo, onChoose }: { enableVideo: boolean; onChoose: (choice: AddChoice) => void }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('programTree.add.choose')}>
      {CHOICES.filter(([choice]) => choice !== 'video' || enableVideo).map(([choice, Icon]) => (
        // each choice a list item of its own: a list holds items only (axe "list")
        <ListItem key={choice} disablePadding>
          <ListItemButton onClick={() => onChoose(choice)} sx={{ minHeight: 48 }}>
            <ListItemIcon aria-hidden>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(`programTree.add.choices.${choice}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
