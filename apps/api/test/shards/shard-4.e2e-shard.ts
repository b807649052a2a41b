import { runShard } from './run-specs.js';

runShard(__filename);
