// Course introductions: the holder's admin/ calls and the public user/ reads.
// The legacy body names the introduction's account by courseIntro.author (the
// account id the answers carry too) and the introduction by courseIntro._id.
import { route, type Route } from '../route.ts';
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
import {
  courseIntroductionAddition,
  courseIntroductionChange,
  courseIntroductionChoice,
  courseIntroductionList,
  courseIntroductionsByOrg,
} from '../../../domain/courseIntroductions/courseIntroductionInputs.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';

export const adminRoutes: Record<string, Route> = {
  getCourseIntroductions: route({
    access: 'ORG_HOLDER',
    body: courseIntroductionList,
    handle: async (ctx, { accountId }) => (await listCourseIntroductions(ctx, accountId)).map(legacyCourseIntroduction),
  }),
  addCourseIntroduction: route({
    access: 'ORG_HOLDER',
    body: courseIntroductionAddition,
    handle: async (ctx, { author, courseIntro }) => legacyCourseIntroduction(await addCourseIntroduction(ctx, author, courseIntro)),
  }),
  updateCourseIntroduction: route({
    access: 'ORG_HOLDER',
    body: courseIntroductionChange,
    handle: async (ctx, { _id, author, courseIntro }) =>
      legacyCourseIntroduction(await updateCourseIntroduction(ctx, { id: _id, accountId: author, fields: courseIntro })),
  }),
  deleteCourseIntroduction: route({
    access: 'ORG_HOLDER',
    body: courseIntroductionChoice,
    handle: async (ctx, { courseIntroId }) => {
      const { id } = await deleteCourseIntroduction(ctx, courseIntroId);
      return { courseIntroId: id };
    },
  }),
};

export const userRoutes: Record<string, Route> = {
  getCourseIntroduction: route({
    access: 'public',
    perAddressLimit: true,
    body: courseIntroductionChoice,
    handle: async (ctx, { courseIntroId }) => shownLegacyCourseIntroduction(await publicCourseIntroduction(ctx, courseIntroId), imageSourcesOf(ctx.config)),
  }),
  getCourseIntroductionsByOrg: route({
    access: 'public',
    perAddressLimit: true,
    body: courseIntroductionsByOrg,
    handle: async (ctx, { orgAlias }) => {
      const images = imageSourcesOf(ctx.config);
      return (await publicCourseIntroductionsByOrg(ctx, orgAlias)).map((row) => shownLegacyCourseIntroduction(row, images));
    },
  }),
};
