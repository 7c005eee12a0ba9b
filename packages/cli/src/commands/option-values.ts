/** Parsers and collectors of option values shared by the commands. */
import { InvalidArgumentError } from 'commander';

/** A whole number from `min` to `max`, or a usage error naming the option. */
export const count = (name: string, min: number, max: number) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(value);
};

/** A repeatable option's values, in order. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The most items a list command fetches at once (the API's page size limit). */
export const PAGE_LIMIT = 100;
