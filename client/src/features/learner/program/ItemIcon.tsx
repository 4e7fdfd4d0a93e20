import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ViewerKind } from '../viewers/viewerKind.ts';

const ICONS: Record<ViewerKind, typeof FolderIcon> = {
  folder: FolderIcon,
  quiz: QuizIcon,
  link: LinkIcon,
  pdf: PictureAsPdfIcon,
  image: ImageIcon,
  video: OndemandVideoIcon,
  audio: AudiotrackIcon,
  youtube: YouTubeIcon,
  download: InsertDriveFileIcon,
};

/** The item's type at a glance; decorative, the row's text names the item. */
export function ItemIcon({ kind, open = false, locked = false }: { kind: ViewerKind; open?: boolean; locked?: boolean }) {
  const Icon = locked ? LockIcon : kind === 'folder' && open ? FolderOpenIcon : ICONS[kind];
  return <Icon color={locked ? 'disabled' : 'action'} aria-hidden />;
}
