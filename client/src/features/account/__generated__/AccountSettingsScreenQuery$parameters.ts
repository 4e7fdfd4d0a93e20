/**
 * @generated SignedSource<<60a3cabf8b4c66673d23642b9cf1c45d>>
 * @relayHash b558b99b383c1d7a8a7802444efbe9e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c26693c4d6e22e0f6a7f6a9981230294adef5b755d7400dc73c23f8ecb96c9e0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountSettingsScreenQuery } from './AccountSettingsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AccountSettingsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c26693c4d6e22e0f6a7f6a9981230294adef5b755d7400dc73c23f8ecb96c9e0",
    "metadata": {},
    "name": "AccountSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
