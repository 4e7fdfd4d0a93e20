/**
 * @generated SignedSource<<80a18145a2fe8311305c51f757f248a2>>
 * @relayHash 4eaa7dbad6284fee89997b162b635285
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cd9f1aae1717989157f905a7d4e392ab865745f71b2a00a32c974c5ff113129

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyTicketsQuery } from './MyTicketsQuery.graphql';

const node: PreloadableConcreteRequest<MyTicketsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9cd9f1aae1717989157f905a7d4e392ab865745f71b2a00a32c974c5ff113129",
    "metadata": {},
    "name": "MyTicketsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
