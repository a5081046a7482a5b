/**
 * Compile-time checks of the generated client (typechecked by test/clients, never run): a natal
 * response's points are typed members keyed by point id, and a request body typed as the
 * operation's body refuses a misspelled member, so the typo fails to compile instead of at run
 * time. (Inside a call, openapi-fetch infers the body generically, where TypeScript does not
 * check excess members: type the body as the operation's to have them checked.)
 */
import { createAstroClient, type paths } from '../src/index.ts';

const api = createAstroClient({ baseUrl: 'http://localhost:3000', apiKey: 'astro_example', apiVersion: '2026-11-28' });

export async function natalFields(): Promise<number> {
  const res = await api.POST('/api/calc/natal', {
    body: { dateTime: '1990-06-15T14:30', latitude: 51.5, longitude: -0.13 },
  });
  if (!res.data) return Number.NaN;
  const n: number = res.data.data.attributes.points.sun.longitude;
  const sign: string = res.data.data.attributes.points.sun.sign;
  // @ts-expect-error longitude is a number, not a string
  const wrong: string = res.data.data.attributes.points.sun.longitude;
  return n + sign.length + wrong.length;
}

type NatalBody = paths['/api/calc/natal']['post']['requestBody']['content']['application/json'];

export async function misspelledMember(): Promise<void> {
  const body: NatalBody = { dateTime: '1990-06-15T14:30', latitude: 51.5, longitude: -0.13, houseSystem: 'placidus' };
  const misspelled: NatalBody = {
    dateTime: '1990-06-15T14:30',
    latitude: 51.5,
    longitude: -0.13,
    // @ts-expect-error hosueSystem is not a member of the natal request (houseSystem is)
    hosueSystem: 'placidus',
  };
  await api.POST('/api/calc/natal', { body });
  await api.POST('/api/calc/natal', { body: misspelled });
}
