import test from 'ava';
import { publicBaseUrl } from '../../src/http/public-base-url.ts';

const request = { protocol: 'http', host: '127.0.0.1:3000' };

test('without PUBLIC_BASE_URL, links start at the request origin', (t) => {
  t.is(publicBaseUrl(request, { publicBaseUrl: undefined }), 'http://127.0.0.1:3000');
});

test('PUBLIC_BASE_URL wins over the request origin, with its path kept', (t) => {
  t.is(publicBaseUrl(request, { publicBaseUrl: 'https://api.example.com/astro' }), 'https://api.example.com/astro');
});

test('trailing slashes of PUBLIC_BASE_URL are dropped, so a path starting with / follows', (t) => {
  t.is(publicBaseUrl(request, { publicBaseUrl: 'https://api.example.com/' }), 'https://api.example.com');
  t.is(publicBaseUrl(request, { publicBaseUrl: 'https://api.example.com/astro//' }), 'https://api.example.com/astro');
});
