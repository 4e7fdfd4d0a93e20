/**
 * @generated SignedSource<<31f95e3b9bcfda117101bd5a7c2f6790>>
 * @relayHash b635bd147ba67b0dcb591887ecdb638d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a196e462797bd4252dd0c364fcadfb0652698f7383d7b4b4acd84a0de2836d2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserSettingsScreenQuery } from './UserSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<UserSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9a196e462797bd4252dd0c364fcadfb0652698f7383d7b4b4acd84a0de2836d2",
    "metadata": {},
    "name": "UserSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
