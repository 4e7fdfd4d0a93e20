// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const course = {
  accountName: 'Arabic for beginners',
  accountColor: '#8E24AA',
  accountPicture: '/files/acme/arabic.jpg',
  accountLogo: null,
  shortDescription: 'Read and write in ten weeks',
  category: 'Language',
  cost: 'free',
  location: 'online',
  duration: '10 weeks',
  numberOfHours: 40,
  numberOfLevels: 3,
  targetGroup: 'Adults',
  goals: 'By the end:\n- read a page\n- write a letter',
  statistics: [{ name: 'Graduates', count: 2500, icon: 'trophy' }],
  lecturers: [{ name: 'Huda Salem', title: 'Senior teacher', pic: null }],
  detailedProgramMap: [{ subject: 'The alphabet', contents: ['Letters', 'Vowels'] }],
  introductoryVideo: 'dQw4w9WgXcQ',
  introductoryPoster: '/files/acme/poster.jpg',
  organizationAlias: 'acme',
};

async function openCourse(courseIntroduction: unknown, language: 'en' | 'ar' = 'en') {
  const rendered = renderWithProviders({ path: '/course-introduction/course-1', language });
  const operation = await answerOperation(rendered.environment, 'CourseIntroductionScreenQuery', { Query: () => ({ courseIntroduction }) });
  expect(operation.request.variables).toEqual({ id: btoa('CourseIntroduction:course-1') });
  return rendered;
}

describe('the course introduction /course-introduction/:id', () => {
  it('shows the hero, statistics, details, goals as a list and lecturers', async () => {
    await openCourse(course);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arabic for beginners' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Arabic for beginners' }).getAttribute('src')).toBe('/files/acme/arabic.jpg');
    expect(screen.getByText('Read and write in ten weeks')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('2,500')).toBeTruthy();
    expect(screen.getByText('10 weeks')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('Adults')).toBeTruthy();
    const goals = screen.getByText('read a page').closest('ul')!;
    expect(within(goals).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['read a page', 'write a letter']);
    expect(screen.getByText('Huda Salem')).toBeTruthy();
    expect(screen.getByText('Senior teacher')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organisation page' }).getAttribute('href')).toBe('/landing-page/acme');
  });

  it('uses /default-course.jpg when the course has no picture', async () => {
    await openCourse({ ...course, accountPicture: null });
    expect((await screen.findByRole('img', { name: 'Arabic for beginners' })).getAttribute('src')).toBe('/default-course.jpg');
  });

  it('opens a program map panel to show its contents', async () => {
    await openCourse(course);
    const panel = await screen.findByRole('button', { name: 'The alphabet' });
    expect(panel.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Vowels')).toBeNull();
    fireEvent.click(panel);
    expect(panel.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Vowels')).toBeTruthy();
  });

  it('loads the video frame (youtube-nocookie) only when asked, the poster standing in for it', async () => {
    const { container } = await openCourse(course);
    const play = await screen.findByRole('button', { name: 'Play the introductory video' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(within(play).getByRole('img').getAttribute('src')).toBe('/files/acme/poster.jpg');
    fireEvent.click(play);
    const frame = await screen.findByTitle('Introductory video of Arabic for beginners');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('shows a poster without a playable video as a picture, with no frame and no play button', async () => {
    const { container } = await openCourse({ ...course, introductoryVideo: 'https://vimeo.com/123' });
    expect((await screen.findByRole('img', { name: 'Poster of Arabic for beginners' })).getAttribute('src')).toBe('/files/acme/poster.jpg');
    expect(screen.queryByRole('button', { name: 'Play the introductory video' })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('sets the title and description from the course while shown', async () => {
    await openCourse(course);
    await screen.findByRole('heading', { level: 1, name: 'Arabic for beginners' });
    await waitFor(() => expect(document.title).toBe('Arabic for beginners')); // set by an effect after the render
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Read and write in ten weeks');
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Read and write in ten weeks');
  });

  it('sign-in from a course page signs in to the course organisation', async () => {
    const { router } = await openCourse(course);
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('org')).toBe('acme');
  });

  it('shows only the sections the course has', async () => {
    await openCourse({ ...course, statistics: [], lecturers: [], detailedProgramMap: [], goals: null, introductoryVideo: null, introductoryPoster: null, duration: null, numberOfHours: null, numberOfLevels: null, targetGroup: null });
    await screen.findByRole('heading', { level: 1, name: 'Arabic for beginners' });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('shows courseIntroNotFound and its description for an unknown course', async () => {
    await openCourse(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course introduction not found' })).toBeTruthy();
    expect(screen.getByText('This course does not exist or is no longer available.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await openCourse(course, 'ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'خريطة البرنامج' })).toBeTruthy();
    expect(screen.getByText('مجانية')).toBeTruthy();
  });
});
