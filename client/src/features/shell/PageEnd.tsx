import { CookieBanner } from '../consent/LazyCookieBanner.ts';
import { Footer } from './Footer.tsx';
import { OptionalPart } from './OptionalPart.tsx';

/** The end of every page: the footer, and the cookie banner (RootLayout, and the sign-in screen of a first visit). */
export function PageEnd({ pathname }: { pathname: string }) {
  return (
    <>
      <Footer pathname={pathname} />
      {/* its own chunk: it shows a second after load; without it the page still works */}
      <OptionalPart>
        <CookieBanner />
      </OptionalPart>
    </>
  );
}
