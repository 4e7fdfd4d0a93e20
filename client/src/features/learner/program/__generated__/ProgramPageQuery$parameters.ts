/**
 * @generated SignedSource<<a99910abfe62becf61eeffc5e6a605f2>>
 * @relayHash d82f01a5c4743a068fc152c5968fe27b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b023ed45b0f65ca5b0f614ecb6229e4b33d9fa26c7f542fa272d6f2a153b6465

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProgramPageQuery } from './ProgramPageQuery.graphql';

const node: PreloadableConcreteRequest<ProgramPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b023ed45b0f65ca5b0f614ecb6229e4b33d9fa26c7f542fa272d6f2a153b6465",
    "metadata": {},
    "name": "ProgramPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
