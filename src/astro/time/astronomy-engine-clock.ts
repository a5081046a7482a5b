/**
 * astronomy-engine on the service's ΔT: every module that uses the library imports it from here,
 * so that its topocentric positions, rise and set and local eclipse circumstances turn UT into
 * TT as the rest of the service does (delta-t.ts, the Swiss Ephemeris's model) rather than by
 * the library's own (421 s apart in 2301).
 */
import * as Astronomy from 'astronomy-engine';
import { J2000 } from '../constants.ts';
import { deltaTSeconds } from './delta-t.ts';

// The library's argument: days of UT since J2000; its answer: seconds.
Astronomy.SetDeltaTFunction((ut) => deltaTSeconds(ut + J2000));

export { Astronomy };
