// What the server says an account owner has, read over the legacy REST facade,
// so the journey checks the page against the data instead of copying the
// seed's names. (The browser stack runs /graphql strict: a signed-in session
// may send only the web client's persisted operations there.)
interface RestAnswer<T> {
  data?: T & { error?: string };
}

export async function rest<T>(url: string, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(new URL(`/admin/${path}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as RestAnswer<T>;
  if (!response.ok || !answer.data || answer.data.error) throw new Error(`admin/${path} ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A session token of an administrator (`level`: account, org or admin). */
export async function adminToken(url: string, username: string, password: string, level: 'account' | 'org' | 'admin' = 'account'): Promise<string> {
  const { token } = await rest<{ token: string }>(url, 'accountLogin', { username, password, level });
  return token;
}

/** The names of the programs of the account that `username` owns, in the account's order. */
export async function accountProgramNames(url: string, username: string, password: string): Promise<string[]> {
  const programs = await rest<{ name: string }[]>(url, 'getPrograms', {}, await adminToken(url, username, password));
  return programs.map((program) => program.name);
}
