import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ImageViewer } from './ImageViewer.tsx';
import { MediaPlayer } from './MediaPlayer.tsx';
import { NotPlayableNotice } from './NotPlayableNotice.tsx';
import { PdfViewer } from './PdfViewer.tsx';
import { viewerKindOf } from './viewerKind.ts';
import { YouTubeViewer } from './YouTubeViewer.tsx';
import type { ContentViewer_item$key } from './__generated__/ContentViewer_item.graphql.ts';

interface Props {
  itemRef: ContentViewer_item$key;
  /** 0.5 to 2 (domain/media/viewer ZOOM) */
  zoom: number;
  disableDownloads: boolean;
  imageMaxHeight: number;
}

/** What an item shows when opened: a PDF, an image, a player, or the not-playable notice. */
export function ContentViewer({ itemRef, zoom, disableDownloads, imageMaxHeight }: Props) {
  const item = useFragment(
    graphql`
      fragment ContentViewer_item on ProgramItem {
        id
        name
        itemType
        src
        mimeType
        youTube {
          videoId
          start
          end
        }
        ...MediaPlayer_item
      }
    `,
    itemRef,
  );
  const kind = viewerKindOf(item);
  // CSS zoom scales players and images and makes the pane scroll; the PDF is drawn at its zoom instead.
  const zoomed = (content: ReactNode) => <Box sx={{ zoom }}>{content}</Box>;
  switch (kind) {
    case 'pdf':
      return item.src ? <PdfViewer key={item.src} src={item.src} title={item.name} zoom={zoom} /> : null;
    case 'image':
      return item.src ? zoomed(<ImageViewer src={item.src} name={item.name} maxHeight={imageMaxHeight} />) : null;
    case 'video':
    case 'audio':
      return zoomed(<MediaPlayer key={item.id} itemRef={item} kind={kind} disableDownloads={disableDownloads} />);
    case 'youtube':
      return zoomed(<YouTubeViewer name={item.name} video={item.youTube} src={item.src} />);
    case 'download':
      return <NotPlayableNotice src={item.src} name={item.name} />;
    default:
      return null; // folders, quizzes and links are not shown in the viewer
  }
}
