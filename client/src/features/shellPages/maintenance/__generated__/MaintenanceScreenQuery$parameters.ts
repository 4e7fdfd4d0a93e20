/**
 * @generated SignedSource<<9305a0c71bd947ecdb3086c1b1eeb502>>
 * @relayHash b327e2c95c654b02be76056fcc918632
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5eed8edc9cf6ba247eeda9b5b719a3734149849d0b6ba1640a593b455a5e07e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MaintenanceScreenQuery } from './MaintenanceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MaintenanceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b5eed8edc9cf6ba247eeda9b5b719a3734149849d0b6ba1640a593b455a5e07e",
    "metadata": {},
    "name": "MaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
