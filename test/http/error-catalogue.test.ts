/**
 * One place lists every error the API answers (src/http/errors.ts): the features throw the
 * catalogue's named builders and build no ApiError of their own, so a new code cannot hide in a
 * route file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'ava';

const FEATURES = new URL('../../src/features/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

test('no feature builds an ApiError of its own', (t) => {
  const files = sourceFiles(FEATURES);
  t.true(files.length > 50, `read ${files.length} files`);
  const inline = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/new ApiError\s*\(/.test(line) ? [`${file.slice(FEATURES.length)}:${i + 1}`] : [])),
  );
  t.deepEqual(inline, [], 'use a named builder of errors in src/http/errors.ts');
});
