import { z } from 'zod';
import { LANGUAGES } from '../../../domain/languages.js';

/** A language tag copy can be written in (`language`). */
export const languageSchema = z
  .enum(LANGUAGES, { error: () => `language must be one of ${LANGUAGES.join(', ')}` })
  .describe(`A BCP 47 tag: ${LANGUAGES.join(', ')}.`);

export const workspaceSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    defaultLanguage: languageSchema
      .nullable()
      .describe(
        'The language copy and picture text are written in when neither the request nor its subject tells; null: English.',
      ),
    createdAt: z.string(),
  })
  .meta({ id: 'Workspace' });

/** What people call a workspace: a brand, a client, a team. */
export const workspaceName = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters');
