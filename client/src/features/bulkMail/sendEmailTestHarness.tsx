// The send-email screen's component tests: /SendEmail on the real routes in
// the mock Relay environment, with a plain stand-in for the visual editor
// (GrapesJS does not run in jsdom; its own journey runs in a browser) put in
// through the designer's context, and the steps the tests repeat.
import { fireEvent, screen } from '@testing-library/react';
import { useImperativeHandle, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { directionOf, type Language } from '../../i18n/languages.ts';
import { appRoutes } from '../../routes/appRoutes.tsx';
import { renderWithProviders, resolveOperation } from '../../test/renderWithProviders.tsx';
import { MailDesignerProvider } from './designer/MailDesignerSlot.tsx';
import type { MailDesignerProps } from './designer/mailDesigner.ts';

export const OWNER_EMAIL = 'owner@example.com';
export const LOGO_URL = 'https://school.example/files/org1/uploads/logo.png';
export const PLAN_URL = 'https://school.example/files/org1/uploads/plan.pdf';

/**
 * The editor's stand-in: its design is HTML in a text area (a change is announced
 * like the editor's), its project data { pages: [{ html, lang }] }, its HTML the
 * design in a <div> carrying the message's dir and lang. "Re-serialise" announces
 * a change that changes nothing sent, as GrapesJS does when a text's editing
 * ends on blur.
 */
function FakeMailDesigner({ ref, language, images, onChange }: MailDesignerProps) {
  const [html, setHtml] = useState('<p>Hello learners</p>');
  const current = useRef({ html, language });
  current.current = { html, language };
  useImperativeHandle(
    ref,
    () => ({
      typing: () => false,
      getHtml: () => `<div dir="${directionOf(current.current.language)}" lang="${current.current.language}">${current.current.html}</div>`,
      getProjectData: () => ({ pages: [{ html: current.current.html, lang: current.current.language }] }),
      loadProjectData: (data) => {
        const [page] = data.pages as { html: string; lang?: Language }[];
        setHtml(page.html);
        return page.lang ?? null;
      },
      addImage: (src, alt) => {
        setHtml((design) => `${design}<img src="${src}" alt="${alt}">`);
        onChange();
      },
    }),
    [onChange],
  );
  return (
    <div data-testid="mail-designer" data-language={language}>
      <textarea
        aria-label="Design"
        value={html}
        onChange={(event) => {
          setHtml(event.target.value);
          onChange();
        }}
      />
      <button type="button" onClick={() => onChange()}>
        Re-serialise
      </button>
      <ul aria-label="Design images">
        {images.map((image) => (
          <li key={image.src}>{image.src}</li>
        ))}
      </ul>
    </div>
  );
}

const routesWithFakeDesigner = [
  {
    element: (
      <MailDesignerProvider value={FakeMailDesigner}>
        <Outlet />
      </MailDesignerProvider>
    ),
    children: appRoutes,
  },
];

export const ACCOUNT_ID = btoa('Account:acc1');
export const JOB_ID = btoa('Job:job1');

/** /SendEmail opened with an account owner's session, its screen query answered, the editor (stand-in) shown. */
export async function openSendEmail(language: Language = 'en') {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({ path: '/SendEmail', language, routes: routesWithFakeDesigner });
  await resolveOperation(rendered.environment, 'SendEmailScreenQuery', {
    viewer: { username: 'owner', account: { id: ACCOUNT_ID, alias: 'Science', email: OWNER_EMAIL, username: 'owner' } },
  });
  await screen.findByTestId('mail-designer');
  return rendered;
}

export const textFile = (text: string, name: string, type = 'text/plain') => new File([text], name, { type });

export const chooseFiles = (testId: string, files: File[]) => fireEvent.change(screen.getByTestId(testId), { target: { files } });

export function typeInto(name: string | RegExp, value: string): void {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

/** The mail as the job starts it: QUEUED, nothing sent yet. */
export const job = (status: string, progress: number, fileUrl: string | null = null) => ({ id: JOB_ID, status, progress, fileUrl });

export const status = (sent: number, failed: number, remaining: number, failures: { email: string; reason: string }[] = []) => ({
  bulkMailStatus: { id: 'mail1', total: sent + failed + remaining, sent, failed, skipped: 0, remaining, failures },
});
