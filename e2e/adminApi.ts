// What the server says an account owner has, read over the GraphQL API, so the
// journey checks the page against the data instead of copying the seed's names.
interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

export async function graphql<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(new URL('/graphql', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (!response.ok || answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

interface SignIn {
  adminSignIn: { __typename: string; code?: string; data?: { token: string } };
}

interface AccountPrograms {
  viewer: { account: { programs: { totalCount: number; edges: { node: { name: string } }[] } } | null };
}

/** A session token of an administrator (`level`: account, org or admin). */
export async function adminToken(url: string, username: string, password: string, level: 'account' | 'org' | 'admin' = 'account'): Promise<string> {
  const { adminSignIn } = await graphql<SignIn>(
    url,
    `mutation ($input: AdminSignInInput!) {
      adminSignIn(input: $input) {
        __typename
        ... on AppError { code }
        ... on MutationAdminSignInSuccess { data { token } }
      }
    }`,
    { input: { username, password, level } },
  );
  if (!adminSignIn.data) throw new Error(`adminSignIn failed: ${adminSignIn.code ?? adminSignIn.__typename}`);
  return adminSignIn.data.token;
}

/** The names of the programs of the account that `username` owns. */
export async function accountProgramNames(url: string, username: string, password: string): Promise<string[]> {
  const token = await adminToken(url, username, password);
  const { viewer } = await graphql<AccountPrograms>(
    url,
    `{ viewer { account { programs(first: 100) { totalCount edges { node { name } } } } } }`,
    {},
    token,
  );
  if (!viewer.account) throw new Error(`${username} has no account`);
  return viewer.account.programs.edges.map((edge) => edge.node.name);
}
