/**
 * Piscina worker entry that builds the place index's parts (see
 * src/features/geocoding/place-index.ts): the files' parse runs here, and its garbage goes with
 * this thread when it ends.
 */
import { readGazetteerParts } from '../src/geocoding/index.ts';

export default function buildPlaceIndexParts() {
  return readGazetteerParts();
}
