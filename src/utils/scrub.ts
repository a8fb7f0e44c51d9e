// A reader's text before it leaves the page (the goals of src/utils/metrica.ts): no e-mail
// addresses and no phone numbers, which readers paste into questions with their own data.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
/** Seven digits or more, with the spaces, brackets, dots and dashes of a phone number between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;

/** `text` with e-mail addresses and phone numbers replaced by what they were. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[телефон]').trim();
}
