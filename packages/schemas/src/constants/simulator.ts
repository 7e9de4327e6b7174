/**
 * The largest monthly gross the public social-charges simulator takes, in euros: the simulator's field
 * and its PDF's query (`grossSalary`, 7 digits before the decimals) alike.
 */
export const SIMULATOR_GROSS_MAX_EUROS = 9_999_999;
