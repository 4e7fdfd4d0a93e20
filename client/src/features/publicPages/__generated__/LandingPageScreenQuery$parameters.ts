/**
 * @generated SignedSource<<90c692aa5dfaa5d58b7a0194ea03154a>>
 * @relayHash 9ce2fe3c79d805ebdecc5294998f1473
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17837e8913f5128dc3801eac852c88d8f48801aeba7734b9304e9b6b33cacdae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingPageScreenQuery } from './LandingPageScreenQuery.graphql';

const node: PreloadableConcreteRequest<LandingPageScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "17837e8913f5128dc3801eac852c88d8f48801aeba7734b9304e9b6b33cacdae",
    "metadata": {},
    "name": "LandingPageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
