/**
 * @generated SignedSource<<d147ab32e152ff902ca0b2603e41310b>>
 * @relayHash aafafbbeb45bc5fb84728d25f28bc81c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 614b9a25b8440be36fc3647bdca6f735b8702f0072a0f6f6889e4c9ef06a1e50

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuizResultsScreenQuery } from './QuizResultsScreenQuery.graphql';

const node: PreloadableConcreteRequest<QuizResultsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "614b9a25b8440be36fc3647bdca6f735b8702f0072a0f6f6889e4c9ef06a1e50",
    "metadata": {},
    "name": "QuizResultsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
