/**
 * @generated SignedSource<<5865d0c206d029b9851579357f0f0f32>>
 * @relayHash 758fbcc998f1e97dbdb666ddc051ff26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05ebe463b05bd9b78f4a0718ea99317c7beb3e981cf3c8fdfd94f84306b8ced9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountHomeScreenQuery } from './AccountHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<AccountHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "05ebe463b05bd9b78f4a0718ea99317c7beb3e981cf3c8fdfd94f84306b8ced9",
    "metadata": {},
    "name": "AccountHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
