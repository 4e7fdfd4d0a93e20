/**
 * @generated SignedSource<<b8d0252fc3c09f842ca9f6b85ad666f8>>
 * @relayHash 753ef5dc44199efdf8581fd12d300139
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f3daae6416b469df6018e2fc040472d8b0cc7f0189168c1712e0af1750b9077

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuizEditorQuery } from './QuizEditorQuery.graphql';

const node: PreloadableConcreteRequest<QuizEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9f3daae6416b469df6018e2fc040472d8b0cc7f0189168c1712e0af1750b9077",
    "metadata": {},
    "name": "QuizEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
