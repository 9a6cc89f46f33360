/**
 * `npm run api:document`: writes the OpenAPI document of the route table to `schemas/openapi.json`, where the screen
 * checker (`npm run check:screens`, the build, the dev overlay, `npm run tenant -- check`) and implementers' editors
 * read it. A test fails while the file differs from the route table.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '../apiRoutes';
import { apiPrefix } from '../registerApi';
import { openApiDocument } from './openApiDocument';

/** The document's text as the repository keeps it. */
export const apiDocumentText = () => `${JSON.stringify(openApiDocument(apiRoutes, apiPrefix), null, 2)}\n`;

/** Where the repository keeps it. */
export const apiDocumentPath = fileURLToPath(new URL('../../../schemas/openapi.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(apiDocumentPath, apiDocumentText());
  console.log(`wrote ${apiDocumentPath}`);
}
