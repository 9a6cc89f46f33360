import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiPath, referencePath, type OpenApiDocument } from './openApiDocument';

/** Swagger UI's own files, served from the installed package (never a CDN): the page works offline. */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = (prefix: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Crew app API reference</title>
  <link rel="stylesheet" href="${prefix}${referencePath}/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="${prefix}${referencePath}/swagger-ui-bundle.js"></script>
  <script src="${prefix}${referencePath}/start.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the document; no validator badge (it would call swagger.io), deep links for sharing. */
const startScript = (prefix: string) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${prefix}${openApiPath}`)},
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
  defaultModelsExpandDepth: 0,
});
`;

/**
 * For implementers: the OpenAPI 3.1 document of the route table at `<prefix>/openapi.json`, and a readable
 * reference page on it at `<prefix>/reference` (Swagger UI from the installed package; no request leaves the origin).
 * The document is made when first asked for, not at the server's start.
 */
export function serveApiReference(app: FastifyInstance, openApi: () => OpenApiDocument, prefix: string): void {
  let document: string | undefined;
  app.get(`${prefix}${openApiPath}`, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(openApi()))));
  app.get(`${prefix}${referencePath}`, (_request, reply) => reply.type('text/html; charset=utf-8').send(page(prefix)));
  app.get(`${prefix}${referencePath}/start.js`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(startScript(prefix)));
  for (const [name, type] of Object.entries(assets)) {
    app.get(`${prefix}${referencePath}/${name}`, async (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=86400').send(await readFile(join(swaggerUiDir, name))));
  }
}
