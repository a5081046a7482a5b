import { createHmac } from 'node:crypto';
import test from 'ava';
import { canonicalRequest, signatureMatches, signRequest } from '../../../src/features/chart/url-signature.ts';

const SECRET = 'c2lnbmluZy1zZWNyZXQtZm9yLXRlc3RzLW9ubHk';
const PATH = '/api/chart/image.svg';
const QUERY = {
  dateTime: '1990-06-15T14:30',
  latitude: '52.52',
  'location.timezone': 'Europe/Berlin',
  api_version: '2026-01-01',
  expires: '1900000000',
  keyId: 'k',
};

test('the canonical text is the path and the sorted, encoded parameters without the signature', (t) => {
  t.is(
    canonicalRequest(PATH, { b: 'x y', a: ['2', '1'], signature: 'ignored', c: undefined }),
    '/api/chart/image.svg\na=1&a=2&b=x%20y',
  );
});

test('the signature is HMAC-SHA256 of the canonical text, base64url', (t) => {
  const expected = createHmac('sha256', SECRET).update(canonicalRequest(PATH, QUERY)).digest('base64url');
  t.is(signRequest(SECRET, PATH, QUERY), expected);
  t.regex(expected, /^[A-Za-z0-9_-]{43}$/);
});

test('parameter order does not matter; any change of a name, value, path or secret does', (t) => {
  const signature = signRequest(SECRET, PATH, QUERY);
  const reversed = Object.fromEntries(Object.entries(QUERY).reverse());
  t.true(signatureMatches(SECRET, PATH, reversed, signature));
  t.true(
    signatureMatches(SECRET, PATH, { ...QUERY, signature }, signature),
    'the signature parameter itself is not signed',
  );
  t.false(signatureMatches(SECRET, PATH, { ...QUERY, latitude: '52.53' }, signature));
  t.false(signatureMatches(SECRET, PATH, { ...QUERY, extra: '' }, signature));
  const { api_version: _dropped, ...withoutVersion } = QUERY;
  t.false(signatureMatches(SECRET, PATH, withoutVersion, signature));
  t.false(signatureMatches(SECRET, '/api/chart/image.png', QUERY, signature));
  t.false(signatureMatches(`${SECRET}x`, PATH, QUERY, signature));
  t.false(signatureMatches(SECRET, PATH, QUERY, signature.slice(1)), 'a shorter signature');
  // A value moved between parameters changes the text even though the characters are the same.
  t.false(signatureMatches(SECRET, PATH, { ...QUERY, latitude: '52.5', keyId: '2k' }, signature));
});

test('separators inside values cannot forge other parameters', (t) => {
  const a = signRequest(SECRET, PATH, { a: '1&b=2' });
  const b = signRequest(SECRET, PATH, { a: '1', b: '2' });
  t.not(a, b);
});
