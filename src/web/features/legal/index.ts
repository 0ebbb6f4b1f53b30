export { TermsNote } from './terms-note';
