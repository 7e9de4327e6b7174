import { describeOracleSuite } from './oracle/oracle-suite.ts';

// The 2025 half of the oracle suite (see oracle/oracle-suite.ts); each year runs in its own worker.
describeOracleSuite(2025);
