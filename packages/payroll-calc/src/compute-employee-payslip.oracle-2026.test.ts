import { describeEmployeeOracleSuite } from './oracle/employee-oracle-suite.ts';

// The 2026 half of the employee's oracle suite (see oracle/employee-oracle-suite.ts); each year runs in its
// own worker.
describeEmployeeOracleSuite(2026);
