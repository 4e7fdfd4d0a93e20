/**
 * @generated SignedSource<<68563c73b199fba8f2164d39b747e4a2>>
 * @relayHash 406b39933d2fe845a68b03c8b842943f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a66fa804ce42fdb159d7de24113fe7741eb56a37509cb623ae73e0760e6f5da8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SendEmailScreenQuery } from './SendEmailScreenQuery.graphql';

const node: PreloadableConcreteRequest<SendEmailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a66fa804ce42fdb159d7de24113fe7741eb56a37509cb623ae73e0760e6f5da8",
    "metadata": {},
    "name": "SendEmailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
