// GraphQL area: tickets (issue 14). Filled in by this area's work.
export {};
