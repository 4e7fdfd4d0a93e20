/**
 * @generated SignedSource<<00630e50575e37cd0adf0bef1d391f40>>
 * @relayHash 43debcb494c4c5c183dcf89f6a716770
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99938104ba35bf5ad2697cc32c3f4f88320fcd0a43de5d97cc2695d72e14c72f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuizAnswerScreenQuery } from './QuizAnswerScreenQuery.graphql';

const node: PreloadableConcreteRequest<QuizAnswerScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "99938104ba35bf5ad2697cc32c3f4f88320fcd0a43de5d97cc2695d72e14c72f",
    "metadata": {},
    "name": "QuizAnswerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
