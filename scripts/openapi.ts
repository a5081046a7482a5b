/**
 * `npm run openapi:write`: writes the service's /openapi.json to dist/openapi.json, the document
 * `npx redocly lint` lints under redocly.yaml.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { servedOpenApiDocument } from './served-openapi.ts';

const OUTPUT = new URL('../dist/openapi.json', import.meta.url);

const document = await servedOpenApiDocument();
mkdirSync(new URL('.', OUTPUT), { recursive: true });
writeFileSync(OUTPUT, document);
process.stdout.write(`wrote ${OUTPUT.pathname}\n`);
