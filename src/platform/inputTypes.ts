/**
 * Keyboards of the account forms. In the browser `tel` brings the digit pad without the quirks
 * of `number` (spinners, "e", lost leading zeros); the mini-program names that keyboard
 * `number` (inputTypes.weapp.ts).
 */
export const DIGITS_INPUT_TYPE = 'tel' as unknown as 'number'
