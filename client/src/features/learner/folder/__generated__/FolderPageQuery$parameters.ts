/**
 * @generated SignedSource<<1078bb2bed2f20b2180193a481d5b3f0>>
 * @relayHash 0ebeb5f709515bf7ffe9e1f107662e29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d68090bc063fc316e967c879a83745aedc480259894e7de49838c677cac845e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FolderPageQuery } from './FolderPageQuery.graphql';

const node: PreloadableConcreteRequest<FolderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8d68090bc063fc316e967c879a83745aedc480259894e7de49838c677cac845e",
    "metadata": {},
    "name": "FolderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
