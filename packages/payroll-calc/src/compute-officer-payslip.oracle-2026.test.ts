import { describeOracleSuite } from './oracle/oracle-suite.ts';

// The 2026 half of the oracle suite (see oracle/oracle-suite.ts); each year runs in its own worker.
describeOracleSuite(2026);
