import { z } from 'zod';

type Schema = z.core.$ZodType;

/**
 * Deep strict copies of Zod schemas: every object inside (nested, in arrays, records, unions,
 * behind optional, nullable, default or lazy) refuses keys its shape does not declare, as
 * `z.strictObject` does. An object that already chose what to do with other keys (`catchall`,
 * `looseObject`) keeps its choice. Schemas with no object to tighten are returned as they are,
 * and each schema is copied once, so the same schema always gives the same strict copy.
 *
 * `describe` keeps each copy's metadata (description, component id) in the global registry, for
 * copies that the OpenAPI document shows.
 */
export function strictSchemas(options: { describe: boolean }) {
  const copies = new WeakMap<Schema, Schema>();
  const strict = <T extends Schema>(schema: T): T => {
    let copy = copies.get(schema);
    if (!copy) {
      copy = tighten(schema, strict);
      if (copy !== schema && options.describe) {
        const meta = z.globalRegistry.get(schema);
        if (meta) z.globalRegistry.add(copy, meta);
      }
      copies.set(schema, copy);
    }
    return copy as T;
  };
  return strict;
}

function tighten(schema: Schema, strict: <T extends Schema>(s: T) => T): Schema {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const copy = (changes: Record<string, unknown>) =>
    z.core.util.clone(schema, z.core.util.mergeDefs(def, changes));
  const changed = <T extends Schema>(parts: readonly T[]) => {
    const strictParts = parts.map(strict);
    return strictParts.some((p, i) => p !== parts[i]) ? strictParts : undefined;
  };
  if ('innerType' in def) {
    // optional, nullable, default, readonly, catch and the other wrappers of one schema
    const inner = strict(def.innerType);
    return inner === def.innerType ? schema : copy({ innerType: inner });
  }
  switch (def.type) {
    case 'object': {
      const keys = Object.keys(def.shape);
      const fields = changed(keys.map((k) => def.shape[k] as Schema));
      if (def.catchall && !fields) return schema;
      const shape = fields ? Object.fromEntries(keys.map((k, i) => [k, fields[i]])) : def.shape;
      return copy({ shape, catchall: def.catchall ?? z.never() });
    }
    case 'array': {
      const element = strict(def.element);
      return element === def.element ? schema : copy({ element });
    }
    case 'record': {
      const valueType = strict(def.valueType);
      return valueType === def.valueType ? schema : copy({ valueType });
    }
    case 'pipe': {
      // What arrives is checked by the input side; the output side sees only what it let through.
      const input = strict(def.in);
      return input === def.in ? schema : copy({ in: input });
    }
    case 'union': {
      const options = changed(def.options);
      return options ? copy({ options }) : schema;
    }
    case 'intersection': {
      const [left, right] = [strict(def.left), strict(def.right)];
      return left === def.left && right === def.right ? schema : copy({ left, right });
    }
    case 'tuple': {
      const items = changed(def.items);
      const rest = def.rest ? strict(def.rest) : def.rest;
      return items || rest !== def.rest ? copy({ items: items ?? def.items, rest }) : schema;
    }
    case 'lazy': {
      const getter = def.getter;
      return z.lazy(() => strict(getter()));
    }
    default:
      return schema;
  }
}

/**
 * The fields the object at `path` of a value checked by `schema` declares (every option's, where
 * the path runs through a union); empty when there is no object there.
 */
export function fieldsAt(schema: Schema, path: readonly PropertyKey[]): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if ('innerType' in def) return fieldsAt(def.innerType, path);
  const [head, ...rest] = path;
  switch (def.type) {
    case 'object': {
      if (head === undefined) return Object.keys(def.shape);
      const field = def.shape[String(head)];
      return field ? fieldsAt(field, rest) : [];
    }
    case 'pipe':
      return fieldsAt(def.in, path);
    case 'lazy':
      return fieldsAt(def.getter(), path);
    case 'union':
      return [...new Set(def.options.flatMap((o) => fieldsAt(o, path)))];
    case 'intersection':
      return [...new Set([...fieldsAt(def.left, path), ...fieldsAt(def.right, path)])];
    case 'array':
      return head === undefined ? [] : fieldsAt(def.element, rest);
    case 'record':
      return head === undefined ? [] : fieldsAt(def.valueType, rest);
    case 'tuple': {
      if (head === undefined) return [];
      const item = def.items[Number(head)] ?? def.rest;
      return item ? fieldsAt(item, rest) : [];
    }
    default:
      return [];
  }
}
