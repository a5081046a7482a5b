/**
 * The one find-or-404 (src/http/find-or-404.ts): an id that is not a UUID is a 404 without a
 * lookup, the lookup gets the id lower-cased, and nothing found is the 404 naming the resource
 * and the parameter; the error codes and messages are the catalogue's.
 */
import test from 'ava';
import { ApiError } from '../../src/http/errors.ts';
import { findOr404, foundOr404 } from '../../src/http/find-or-404.ts';

const ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

test('the lookup gets the UUID lower-cased and its row is returned', async (t) => {
  const asked: string[] = [];
  const row = await findOr404(ID, 'Chatbot', 'id', async (id) => {
    asked.push(id);
    return { id };
  });
  t.deepEqual(asked, [ID.toLowerCase()]);
  t.deepEqual(row, { id: ID.toLowerCase() });
});

test('an id that is not a UUID is a 404 naming the parameter, without a lookup', async (t) => {
  let looked = false;
  const error = await t.throwsAsync(
    findOr404('not-an-id', 'Chat profile', 'profileId', async () => {
      looked = true;
      return {};
    }),
    { instanceOf: ApiError },
  );
  t.false(looked);
  t.like(error, { status: 404, code: 'not_found', message: 'Chat profile was not found', parameter: 'profileId' });
  t.is(error?.location, 'path');
});

test('nothing found (undefined or null) is the 404; a found falsy-looking row is returned', async (t) => {
  for (const missing of [undefined, null]) {
    const error = await t.throwsAsync(
      findOr404(ID, 'Webhook', 'id', async () => missing),
      { instanceOf: ApiError },
    );
    t.like(error, { status: 404, code: 'not_found', message: 'Webhook was not found', parameter: 'id' });
  }
  t.is(foundOr404(0, 'Count'), 0);
  t.is(foundOr404('', 'Text'), '');
  const withoutParameter = t.throws(() => foundOr404(undefined, 'Organization'), { instanceOf: ApiError });
  t.like(withoutParameter, { status: 404, message: 'Organization was not found', parameter: undefined });
});
