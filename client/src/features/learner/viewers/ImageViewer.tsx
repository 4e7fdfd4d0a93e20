import Box from '@mui/material/Box';

/** The spec's image height caps: 600 px in the viewer, 500 px in the folder view's cards. */
export const IMAGE_MAX_HEIGHT = { viewer: 600, card: 500 } as const;

export function ImageViewer({ src, name, maxHeight }: { src: string; name: string; maxHeight: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt={name}
      sx={{ display: 'block', mx: 'auto', maxWidth: '100%', maxHeight, objectFit: 'contain' }}
    />
  );
}
