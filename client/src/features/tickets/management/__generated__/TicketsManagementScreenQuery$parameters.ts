/**
 * @generated SignedSource<<ee69bcda21978e131bddaaab1dfc3ea7>>
 * @relayHash ecb4cf9edeb5947d28c4c2f4f888c652
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e85a30bd56959c18a91d2bb8951f0e4f733fecb83930bd01f73605a96e894b72

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TicketsManagementScreenQuery } from './TicketsManagementScreenQuery.graphql';

const node: PreloadableConcreteRequest<TicketsManagementScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e85a30bd56959c18a91d2bb8951f0e4f733fecb83930bd01f73605a96e894b72",
    "metadata": {},
    "name": "TicketsManagementScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
