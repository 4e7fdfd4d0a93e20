/**
 * @generated SignedSource<<107e3f0001eaf02a40d74ff5c0b25863>>
 * @relayHash 6d7aefb36bc219ab0f0637d8036e303f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 695ca1723841f7059c559868e74da9784b80ceb54c40e7733f4d18716b7f501a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LearnerToolbarMenusQuery } from './LearnerToolbarMenusQuery.graphql';

const node: PreloadableConcreteRequest<LearnerToolbarMenusQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "695ca1723841f7059c559868e74da9784b80ceb54c40e7733f4d18716b7f501a",
    "metadata": {},
    "name": "LearnerToolbarMenusQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
