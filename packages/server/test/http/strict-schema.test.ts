import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/domain/app-error.js';
import { closestField } from '../../src/http/field-suggestion.js';
import { requestValidatorCompiler } from '../../src/http/strict-input.js';
import { strictSchemas } from '../../src/http/strict-schema.js';

const strict = strictSchemas({ describe: true });

/** The `{ path, message }` list a request body checked by `schema` is refused with. */
function refusal(schema: z.ZodType, body: unknown) {
  const validate = requestValidatorCompiler({
    schema: strict(schema),
    method: 'POST',
    url: '/x',
    httpPart: 'body',
  });
  const result = validate(body) as { error?: unknown };
  expect(result.error).toBeInstanceOf(AppError);
  return (result.error as AppError).extensions.errors;
}

describe('strict schemas', () => {
  const item = z.object({ label: z.string(), size: z.object({ width: z.number() }).optional() });
  const schema = z.object({
    name: z.string().describe('What it is called.'),
    items: z.array(item).default([]),
    byPlatform: z.record(z.string(), z.object({ caption: z.string() })).optional(),
    target: z.union([z.object({ url: z.string() }), z.object({ email: z.string() })]).nullable(),
    extra: z.looseObject({ kept: z.boolean() }).optional(),
  });

  it('refuses unknown fields at every depth: in arrays, records, unions and behind optional or default', () => {
    expect(
      refusal(schema, {
        name: 'n',
        nmae: 'n',
        items: [
          { label: 'a', size: { width: 1, widht: 2 } },
          { label: 'b', lable: 'c' },
        ],
        byPlatform: { x: { caption: 'c', captoin: 'd' } },
        target: { url: 'u', uri: 'v' },
      }),
    ).toEqual([
      { path: 'body.items.0.size.widht', message: 'unknown field (did you mean `width`?)' },
      { path: 'body.items.1.lable', message: 'unknown field (did you mean `label`?)' },
      { path: 'body.byPlatform.x.captoin', message: 'unknown field (did you mean `caption`?)' },
      { path: 'body.target.uri', message: 'unknown field (did you mean `url`?)' },
      { path: 'body.nmae', message: 'unknown field (did you mean `name`?)' },
    ]);
  });

  it('accepts what the schema declares, and leaves an object that chose to take other keys alone', () => {
    const body = { name: 'n', target: null, extra: { kept: true, anything: 1 } };
    expect(z.parse(strict(schema), body)).toEqual({ ...body, items: [] });
  });

  it('says additionalProperties: false in JSON Schema, keeping descriptions', () => {
    const json = z.toJSONSchema(strict(schema), { io: 'input' }) as Record<string, any>;
    expect(json.additionalProperties).toBe(false);
    expect(json.properties.name.description).toBe('What it is called.');
    expect(json.properties.items.items.additionalProperties).toBe(false);
    expect(json.properties.items.items.properties.size.additionalProperties).toBe(false);
    expect(json.properties.byPlatform.additionalProperties.additionalProperties).toBe(false);
    expect(json.properties.extra.additionalProperties).toEqual({});
  });

  it('copies a schema once and leaves one without objects as it is', () => {
    expect(strict(schema)).toBe(strict(schema));
    const plain = z.array(z.string()).max(4);
    expect(strict(plain)).toBe(plain);
    expect(strict(strict(schema))).toBe(strict(schema));
  });
});

describe('did you mean', () => {
  const fields = ['presetId', 'subject', 'campaignId', 'referenceImages', 'platform'];

  it('finds the field meant across case, separators, slips and extra words', () => {
    expect(closestField('referenceImageUrls', fields)).toBe('referenceImages');
    expect(closestField('reference_images', fields)).toBe('referenceImages');
    expect(closestField('PRESET-ID', fields)).toBe('presetId');
    expect(closestField('subjcet', fields)).toBe('subject');
    expect(closestField('platfrom', fields)).toBe('platform');
    expect(closestField('campaign', fields)).toBe('campaignId');
  });

  it('suggests nothing rather than something far-fetched', () => {
    expect(closestField('colour', ['name', 'description'])).toBeUndefined();
    expect(closestField('x', ['id'])).toBeUndefined();
    expect(closestField('prompt', fields)).toBeUndefined();
    expect(closestField('anything', [])).toBeUndefined();
  });
});
