/** The declarations feature's public entry (issue 30, section 1). */
export {
  profileAnswersFromFields,
  quoteAnswersFromFields,
  type ReviewedFields,
} from './apply-reading';
