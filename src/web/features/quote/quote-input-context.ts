import { createContext } from 'react';
import type { QuoteInput } from '../../../shared/contracts/quotes';

/**
 * The answers the shown results were priced for. 'Why this price?' asks the server for the
 * factors of these answers when the results came compact (decision 0050).
 */
export const QuoteInputContext = createContext<QuoteInput | null>(null);
