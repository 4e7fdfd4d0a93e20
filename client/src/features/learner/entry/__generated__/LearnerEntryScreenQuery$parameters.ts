/**
 * @generated SignedSource<<7476b8abca84a81bb437dbb7b1a00d3e>>
 * @relayHash e2fa85fc97080577e548c6ada3716ff6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b18e3d79b109e8924faddd9e2dfc0999178fd4088638909fd2aad3b51e7aa9ff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LearnerEntryScreenQuery } from './LearnerEntryScreenQuery.graphql';

const node: PreloadableConcreteRequest<LearnerEntryScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b18e3d79b109e8924faddd9e2dfc0999178fd4088638909fd2aad3b51e7aa9ff",
    "metadata": {},
    "name": "LearnerEntryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
