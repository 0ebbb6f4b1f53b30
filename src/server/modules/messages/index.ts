/** The messages module's public entry: what other modules and the app may use (decision 0084). */
export {
  consentIsCurrent,
  conversationNotFound,
  type Member,
  otherMemberId,
  readableBy,
  readableConversation,
  requireMember,
} from './access';
export { countUnreadConversations, getConversationPage, toMessage } from './conversations';
export { registerMessageRoutes } from './routes';
