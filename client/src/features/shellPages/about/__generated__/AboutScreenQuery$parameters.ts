/**
 * @generated SignedSource<<ce4db5ab0e5a87ecb00745c27e734e80>>
 * @relayHash 603c5a6330d4f70ad1e8649f9edcb36c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e163570e4d5ec1f78fc8f73705f874b35c99e73a25b4990358313553e23cf0b0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AboutScreenQuery } from './AboutScreenQuery.graphql';

const node: PreloadableConcreteRequest<AboutScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e163570e4d5ec1f78fc8f73705f874b35c99e73a25b4990358313553e23cf0b0",
    "metadata": {},
    "name": "AboutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
