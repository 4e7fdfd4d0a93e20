/**
 * @generated SignedSource<<8921960a09980ddbd95252267e1e7577>>
 * @relayHash 68ab714c6e9e2335de1ef53b2ff16fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c514377002e80bcd32a265ca1048774f8a7d24876268f5713e7d48ff0ac7c8f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuizEditorQuery } from './QuizEditorQuery.graphql';

const node: PreloadableConcreteRequest<QuizEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6c514377002e80bcd32a265ca1048774f8a7d24876268f5713e7d48ff0ac7c8f",
    "metadata": {},
    "name": "QuizEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
