// Course introductions: the holder's admin/ calls and the public user/ reads.
// The legacy body names the introduction's account by courseIntro.author (the
// account id the answers carry too) and the introduction by courseIntro._id.
import type { Body, Route } from '../route.ts';
import {
  addCourseIntroduction,
  deleteCourseIntroduction,
  legacyCourseIntroduction,
  listCourseIntroductions,
  publicCourseIntroduction,
  publicCourseIntroductionsByOrg,
  shownLegacyCourseIntroduction,
  updateCourseIntroduction,
} from '../../services/courseIntroductions/courseIntroductions.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';

/** courseIntro as an object; anything else reads as an empty one (whose name is then required). */
const courseIntroOf = (body: Body): Record<string, unknown> =>
  typeof body.courseIntro === 'object' && body.courseIntro !== null && !Array.isArray(body.courseIntro)
    ? (body.courseIntro as Record<string, unknown>)
    : {};

export const adminRoutes: Record<string, Route> = {
  getCourseIntroductions: {
    access: 'ORG_HOLDER',
    handle: async (ctx, body) => (await listCourseIntroductions(ctx, body.accountId)).map(legacyCourseIntroduction),
  },
  addCourseIntroduction: {
    access: 'ORG_HOLDER',
    handle: async (ctx, body) => {
      const courseIntro = courseIntroOf(body);
      return legacyCourseIntroduction(await addCourseIntroduction(ctx, courseIntro.author ?? body.accountId, courseIntro));
    },
  },
  updateCourseIntroduction: {
    access: 'ORG_HOLDER',
    handle: async (ctx, body) => {
      const courseIntro = courseIntroOf(body);
      return legacyCourseIntroduction(await updateCourseIntroduction(ctx, { id: courseIntro._id, accountId: courseIntro.author, input: courseIntro }));
    },
  },
  deleteCourseIntroduction: {
    access: 'ORG_HOLDER',
    handle: async (ctx, body) => {
      const { id } = await deleteCourseIntroduction(ctx, body.courseIntroId);
      return { courseIntroId: id };
    },
  },
};

export const userRoutes: Record<string, Route> = {
  getCourseIntroduction: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => shownLegacyCourseIntroduction(await publicCourseIntroduction(ctx, body.courseIntroId), imageSourcesOf(ctx.config)),
  },
  getCourseIntroductionsByOrg: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      const images = imageSourcesOf(ctx.config);
      return (await publicCourseIntroductionsByOrg(ctx, body.orgAlias)).map((row) => shownLegacyCourseIntroduction(row, images));
    },
  },
};
