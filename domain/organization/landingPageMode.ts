// Which of its two forms an organisation's landing page takes. One rule for the
// public page (schema/types/organization/landingPage.ts) and the holder's
// editor: the HTML wins when there is any left once sanitised; otherwise the
// template is shown (it has defaults for every field, so it always renders).

export type LandingPageMode = 'HTML' | 'TEMPLATE';

/** `sanitisedHtml`: the stored landingPageHtml after sanitizeHtml (server/security/sanitizeHtml.ts). */
export function landingPageMode(sanitisedHtml: string | null | undefined): LandingPageMode {
  return (sanitisedHtml ?? '').trim() === '' ? 'TEMPLATE' : 'HTML';
}
