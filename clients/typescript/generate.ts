/**
 * `npm run client:generate`: reads the service's /openapi.json and writes the client's types to
 * clients/typescript/src/schema.d.ts.
 */
import { writeFileSync } from 'node:fs';
import { servedOpenApiDocument } from '../../scripts/served-openapi.ts';
import { clientTypesOf, SCHEMA_FILE } from './generate-types.ts';

const document = JSON.parse(await servedOpenApiDocument());
writeFileSync(SCHEMA_FILE, await clientTypesOf(document));
process.stdout.write(`wrote ${SCHEMA_FILE.pathname}\n`);
