import AssignmentIcon from '@mui/icons-material/Assignment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import QuizIcon from '@mui/icons-material/Quiz';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ItemLabelKind } from './itemKind.ts';

const ICONS: Record<ItemLabelKind, typeof FolderIcon> = {
  folder: FolderIcon,
  quiz: QuizIcon,
  form: AssignmentIcon,
  video: OndemandVideoIcon,
  youtube: YouTubeIcon,
  audio: AudiotrackIcon,
  attachment: AttachFileIcon,
  link: LinkIcon,
};

/** The item's type at a glance; decorative, since every action names the type. */
export function TreeItemIcon({ kind, open = false }: { kind: ItemLabelKind; open?: boolean }) {
  const Icon = kind === 'folder' && open ? FolderOpenIcon : ICONS[kind];
  return <Icon color="action" fontSize="small" aria-hidden />;
}
