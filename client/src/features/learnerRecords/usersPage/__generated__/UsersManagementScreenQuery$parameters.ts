/**
 * @generated SignedSource<<ce6eb7596fad7d417deab60ed541680f>>
 * @relayHash f8ea189f14fd1730c876ff89530e4c8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec99f5641ad2f58cf75adee9d805c59e532d2c3cab66b4c42fed2069ab76c06e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UsersManagementScreenQuery } from './UsersManagementScreenQuery.graphql';

const node: PreloadableConcreteRequest<UsersManagementScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ec99f5641ad2f58cf75adee9d805c59e532d2c3cab66b4c42fed2069ab76c06e",
    "metadata": {},
    "name": "UsersManagementScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
