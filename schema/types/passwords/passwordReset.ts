// GraphQL area: passwordReset (issue 14). Filled in by this area's work.
export {};
