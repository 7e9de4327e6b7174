/** Column limit of stored text fields (spec 000 §9): the schemas' `max` and the forms' `maxLength`. */
export const TEXT_MAX_LENGTH = 255;
