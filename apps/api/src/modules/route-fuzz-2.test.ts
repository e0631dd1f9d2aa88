/** The route-wide fuzz, routes 2 of every 4 (route-fuzz.test-helpers.ts says why it is in parts). */
import { routeFuzzShard } from './route-fuzz.test-helpers.js';

routeFuzzShard(1);
