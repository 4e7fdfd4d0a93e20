// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const course = {
  id: 'course-1',
  accountName: 'Arabic for beginners',
  accountPicture: null,
  shortDescription: 'Read and write in ten weeks',
  category: 'Language',
  cost: 'paid',
  location: 'mix',
};

const page = {
  alias: 'acme',
  name: 'Acme Academy',
  isLive: true,
  mode: 'TEMPLATE',
  html: null,
  supportLink: 'https://t.me/acme',
  socialMedia: { facebook: 'https://facebook.com/acme', instagram: null, youtube: null, telegram: 'javascript:alert(1)', whatsapp: null },
  template: {
    banner: '/files/acme/banner.png',
    introduction: 'Learn **well** and *fast*',
    programsIntroductionText: 'Our courses',
    primaryColor: '#00796B',
    statistics: [{ name: 'Learners', count: 1200, icon: 'people' }],
  },
  courses: [course, { ...course, id: 'course-2', accountName: 'Quran recitation', accountPicture: '/files/acme/quran.jpg', category: null, cost: 'free', location: 'online' }],
};

async function openLandingPage(landingPage: unknown, language: 'en' | 'ar' = 'en') {
  const rendered = renderWithProviders({ path: '/landing-page/acme', language });
  const operation = await answerOperation(rendered.environment, 'LandingPageScreenQuery', { Query: () => ({ landingPage }) });
  expect(operation.request.variables).toEqual({ alias: 'acme' });
  return rendered;
}

describe('the landing page /landing-page/:orgAlias', () => {
  it('shows the template: name, introduction with emphasis, statistics and the course cards, each a link to its introduction', async () => {
    await openLandingPage(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Academy' })).toBeTruthy();
    expect(screen.getByText('well').tagName).toBe('STRONG');
    expect(screen.getByText('fast').tagName).toBe('EM');
    expect(screen.getByText('1,200')).toBeTruthy();
    const card = screen.getByRole('link', { name: /Arabic for beginners/ });
    expect(card.getAttribute('href')).toBe('/course-introduction/course-1');
    expect(card.textContent).toContain('Read and write in ten weeks');
    expect(card.textContent).toContain('Language');
    expect(card.textContent).toContain('Paid');
    expect(card.textContent).toContain('Online and in person');
    expect(screen.getByRole('link', { name: /Quran recitation/ }).textContent).toContain('Free');
  });

  it('uses /default-course.jpg for a course without a picture, and the course picture otherwise', async () => {
    const { container } = await openLandingPage(page);
    await screen.findByRole('link', { name: /Arabic for beginners/ });
    const pictures = [...container.querySelectorAll('li img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading')]);
    expect(pictures).toEqual([
      ['/default-course.jpg', 'lazy'],
      ['/files/acme/quran.jpg', 'lazy'],
    ]);
  });

  it('links contact and social pages, never a link that is not http(s); privacy and terms are in the footer', async () => {
    await openLandingPage(page);
    expect((await screen.findByRole('link', { name: 'Contact us' })).getAttribute('href')).toBe('https://t.me/acme');
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/acme');
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('#/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('#/terms-of-service');
  });

  it('sets the title and description from the organisation while shown', async () => {
    await openLandingPage(page);
    await screen.findByRole('heading', { level: 1, name: 'Acme Academy' });
    await waitFor(() => expect(document.title).toBe('Acme Academy')); // set by an effect after the render
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Learn well and fast');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Acme Academy');
  });

  it.each(['Sign in', 'Register'])('%s leads to the sign-in of this organisation', async (button) => {
    window.localStorage.setItem('org', 'globex');
    window.localStorage.setItem('learnerToken', 'globex-session');
    const { router } = await openLandingPage(page);
    fireEvent.click(await screen.findByRole('link', { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('org')).toBe('acme');
    expect(window.localStorage.getItem('learnerToken')).toBeNull(); // another organisation's session does not apply here
  });

  it('shows the sanitised HTML in html mode, with the courses after it', async () => {
    const { container } = await openLandingPage({ ...page, mode: 'HTML', template: null, html: '<h2>Welcome to Acme</h2><img src=x onerror="alert(1)">' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeTruthy();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Available courses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Arabic for beginners/ })).toBeTruthy();
  });

  it.each([
    ['no such organisation', null],
    ['a page that is not live', { ...page, isLive: false, mode: null, template: null, courses: [] }],
  ])('shows landingPageNotFound for %s', async (_case, landingPage) => {
    await openLandingPage(landingPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing page not found' })).toBeTruthy();
    expect(screen.getByText(/has no public page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Landing page not found'));
  });

  it('speaks Arabic right to left', async () => {
    await openLandingPage(page, 'ar');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('link', { name: /Arabic for beginners/ }).textContent).toContain('مدفوعة');
  });
});
