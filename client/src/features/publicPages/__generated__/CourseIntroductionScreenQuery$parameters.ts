/**
 * @generated SignedSource<<b42cf4d90e4c7a923fc5935ac6733ba5>>
 * @relayHash c097172209554966ed5c92d856c2e9a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a49dc9bbe4d03d6c7ea2778d10d1066678b2f0f4359052cfd84433606d61f58e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CourseIntroductionScreenQuery } from './CourseIntroductionScreenQuery.graphql';

const node: PreloadableConcreteRequest<CourseIntroductionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a49dc9bbe4d03d6c7ea2778d10d1066678b2f0f4359052cfd84433606d61f58e",
    "metadata": {},
    "name": "CourseIntroductionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
