/** Public entry of the messages feature: what other features use. */

export { AgentMessagesPanel } from './agent-messages-panel';
export { useCallAvailability, useUpdateCallAvailability } from './call-availability-api';
export { CallAvailabilityToggle } from './call-availability-toggle';
export { CallSettingsPanel } from './call-settings-panel';
export { ConsumerIncomingCall } from './consumer-incoming-call';
export { IncomingCallBanner } from './incoming-call-banner';
export { MessageAgentButton } from './message-agent-button';
export { useOpenConversation } from './messages-api';
export { UnreadBell } from './unread-bell';
export { useMessagesLive } from './use-messages-live';
