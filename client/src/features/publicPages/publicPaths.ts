/** The picture of a course introduction without one (spec §9): one constant with the server's answers. */
export { DEFAULT_COURSE_PICTURE } from '../../../../domain/courseIntroductions/courseIntroduction.ts';

export const landingPagePath = (alias: string) => `/landing-page/${encodeURIComponent(alias)}`;
export const courseIntroductionPath = (id: string) => `/course-introduction/${encodeURIComponent(id)}`;
