/** The reports' query keys: settings changes refresh the entries that use them. */
export const reportsQueryKey = ['reports'] as const;
export const reportSettingsQueryKey = [...reportsQueryKey, 'settings'] as const;
