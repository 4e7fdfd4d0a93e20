/** What both learner sign-in mutations answer on success. */
export interface SignedInLearner {
  readonly token: string;
  readonly learner: { readonly email: string; readonly name: string };
}
