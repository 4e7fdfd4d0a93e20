/**
 * @generated SignedSource<<eb435bdf1511365905165de30685f854>>
 * @relayHash 0051ef9b9611cd391bc979a20f089781
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bafd85b3f6c65a77b3b3515356dc543b93a045fe10e891c81eaa650d54e3c7a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrgHomeScreenQuery } from './OrgHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<OrgHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4bafd85b3f6c65a77b3b3515356dc543b93a045fe10e891c81eaa650d54e3c7a",
    "metadata": {},
    "name": "OrgHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
