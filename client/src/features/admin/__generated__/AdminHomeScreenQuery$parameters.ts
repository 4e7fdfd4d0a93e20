/**
 * @generated SignedSource<<cf7b7210792a79e89332a8e6c8d61505>>
 * @relayHash e99b3d798de8efa35103753332281d89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84608e34e9975085a018b7047ead681b6199df771495b134c58268417d230cf5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminHomeScreenQuery } from './AdminHomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84608e34e9975085a018b7047ead681b6199df771495b134c58268417d230cf5",
    "metadata": {},
    "name": "AdminHomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
