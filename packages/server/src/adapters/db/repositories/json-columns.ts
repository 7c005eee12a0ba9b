/** JSON columns this adapter writes itself, read back as the type they were written as. */
export const parseJson = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

export const toJson = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
