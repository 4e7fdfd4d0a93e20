/**
 * @generated SignedSource<<be4d91a56c95411a02f1373ad2ad0c16>>
 * @relayHash e8b4f9b2b9535acea739987679ccf1ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f8e312c1cbcc7600b920933f73c19f25bdeae379be1e0d528e4522d19fee8cc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LearnerSignInDialogQuery } from './LearnerSignInDialogQuery.graphql';

const node: PreloadableConcreteRequest<LearnerSignInDialogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f8e312c1cbcc7600b920933f73c19f25bdeae379be1e0d528e4522d19fee8cc",
    "metadata": {},
    "name": "LearnerSignInDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
