/** The mini-program's digit keyboard (see inputTypes.ts). */
export const DIGITS_INPUT_TYPE = 'number' as const
