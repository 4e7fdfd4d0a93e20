import Box from '@mui/material/Box';
import { useState } from 'react';

/** The spec's banner rule: wider than 1.5 times its height spans the width, else at most 200 px high. */
export const BANNER_MAX_HEIGHT = 200;

export function isWideBanner(naturalWidth: number, naturalHeight: number): boolean {
  return naturalHeight > 0 && naturalWidth / naturalHeight > 1.5;
}

/** An organisation's or program's banner; decorative, the page's heading names what it is. */
export function Banner({ src }: { src: string }) {
  // Until the image has loaded its shape is unknown: the height cap keeps a tall one from jumping the page.
  const [wide, setWide] = useState(false);
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onLoad={(event) => {
        const image = event.currentTarget;
        setWide(isWideBanner(image.naturalWidth, image.naturalHeight));
      }}
      sx={
        wide
          ? { display: 'block', width: '100%', height: 'auto' }
          : { display: 'block', maxWidth: '100%', maxHeight: BANNER_MAX_HEIGHT, mx: 'auto' }
      }
    />
  );
}
