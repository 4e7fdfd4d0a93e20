/**
 * @generated SignedSource<<d113c3ee6bee548e202c5e1c175d926b>>
 * @relayHash a901af19f186d1a066c27357b93e16a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b40aa022008bb8eb0a11d64371de0c9ef922e96649cd6c97c8fa85cc14e71a25

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LearnerHomeScreenQuery } from './LearnerHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<LearnerHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b40aa022008bb8eb0a11d64371de0c9ef922e96649cd6c97c8fa85cc14e71a25",
    "metadata": {},
    "name": "LearnerHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
