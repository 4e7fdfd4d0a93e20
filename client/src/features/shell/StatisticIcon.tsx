import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PublicIcon from '@mui/icons-material/Public';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { isStatisticIcon, type StatisticIconName } from '../../../../domain/organization/statisticIcons.ts';

const ICONS: Record<StatisticIconName, typeof SchoolIcon> = {
  school: SchoolIcon,
  people: GroupsIcon,
  book: MenuBookIcon,
  video: OndemandVideoIcon,
  quiz: QuizIcon,
  certificate: WorkspacePremiumIcon,
  star: StarIcon,
  time: AccessTimeIcon,
  world: PublicIcon,
  trophy: EmojiEventsIcon,
};

/** A statistic card's icon by its stored name (domain/organization/statisticIcons.ts); decorative. */
export function StatisticIcon({ name, ...props }: { name: string | null | undefined } & SvgIconProps) {
  const Icon = ICONS[isStatisticIcon(name) ? name : 'school'];
  return <Icon aria-hidden {...props} />;
}
