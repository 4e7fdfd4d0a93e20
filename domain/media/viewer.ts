// The content viewer's zoom and the PDF viewer's page number (learner spec:
// "Zoom 0.5 to 2 in steps of 0.1, default 1"; the page input is "clamped
// between 1 and page count").

export const ZOOM = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;

/** Within 0.5..2 on the 0.1 grid, so repeated steps never drift (1.2 + 0.1 is 1.3, not 1.3000000000000003). */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM.default;
  const onGrid = Math.round(value * 10) / 10;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, onGrid));
}

export function zoomIn(current: number): number {
  return clampZoom(current + ZOOM.step);
}

export function zoomOut(current: number): number {
  return clampZoom(current - ZOOM.step);
}

/**
 * A whole page number within 1..count. What the learner types may be a
 * fraction (rounded down) or not a number (page 1); a document whose page
 * count is not known yet (0, NaN) has one page.
 */
export function clampPage(page: number, count: number): number {
  const lastPage = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  if (Number.isNaN(page)) return 1;
  return Math.min(lastPage, Math.max(1, Math.floor(page)));
}
