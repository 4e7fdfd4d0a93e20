import { Suspense } from 'react';
import { CookieBanner } from '../consent/LazyCookieBanner.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';

/** The end of every page: the footer, and the cookie banner (RootLayout, and the sign-in screen of a first visit). */
export function PageEnd({ pathname }: { pathname: string }) {
  return (
    <>
      <Footer pathname={pathname} />
      {/* its own chunk: it shows a second after load; without it the page still works */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
