/** The two databases the service runs on; migrations and repositories branch on it where SQL differs. */
export type Dialect = 'sqlite' | 'postgres';
