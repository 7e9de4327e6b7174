export const seedersList = [];
