import openapiTS, { astToString } from 'openapi-typescript';
import { describeApi } from '../../server/src/openapi-document.js';

const HEADER = `/**
 * The API's shapes, generated from its OpenAPI document by openapi-typescript
 * (\`npm run generate -w packages/sdk\`), without the /v1/workspaces/{workspace_id}/ copies of the
 * workspace-scoped paths. Do not edit: the test suite fails when this file and the
 * service's document differ.
 */

`;

/** The text of `src/openapi.ts` for the service as it is now. */
export async function generatedTypes(): Promise<string> {
  const document = await describeApi();
  // Every workspace-scoped path is served twice, bare and under /v1/workspaces/{workspace_id}, with
  // the same shapes; the client reaches the prefixed form through the X-Workspace-Id header.
  const paths = document.paths as Record<string, unknown>;
  for (const key of Object.keys(paths)) {
    if (key.startsWith('/v1/workspaces/{workspace_id}/')) delete paths[key];
  }
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    exportType: true,
    alphabetize: false,
    immutable: false,
  });
  return HEADER + astToString(ast);
}
