// The fixed choices of the registration wizard, plain constants so response schemas can name them
// without loading the form schemas (and their phone metadata).
export const GENDERS = ['male', 'female', 'other', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed', 'other'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
