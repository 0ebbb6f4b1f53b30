/** The quotes module's public entry: what other modules and the app may use (decision 0084). */
export { registerQuoteRoutes } from './routes';
export { createSavedQuote, listSavedQuotes } from './saved-quotes';
