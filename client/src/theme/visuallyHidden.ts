// Hidden from sight but not from assistive technology: for a file input whose
// visible button is its label.
export const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  insetInlineStart: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;
