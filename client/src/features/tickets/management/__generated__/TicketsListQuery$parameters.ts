/**
 * @generated SignedSource<<41ceebaaf392d5876c53b36283628a87>>
 * @relayHash 2dc04144dfc82b7638f8e382ab851db0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3f746527ad510b99bcdcd5e4fa20aaab5768505eed3fd85c84451b47852c389

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TicketsListQuery } from './TicketsListQuery.graphql';

const node: PreloadableConcreteRequest<TicketsListQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f3f746527ad510b99bcdcd5e4fa20aaab5768505eed3fd85c84451b47852c389",
    "metadata": {},
    "name": "TicketsListQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
