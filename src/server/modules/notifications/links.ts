import { conversationPath, paths, reshopPath, savedQuotePath } from '../../../shared/paths';

interface Place {
  kind: string;
  leadId: string | null;
  quoteId: string | null;
  conversationId: string | null;
}

/** The app path of a notification's place, for its reader's role (mail links and the bell). */
export function notificationLink(place: Place, role: string): string {
  const agent = role === 'agent';
  switch (place.kind) {
    case 'lead_new':
    case 'lead_expiring':
    case 'lead_waiting':
    case 'offer_answered':
    case 'task_due':
      return place.leadId
        ? `${paths.agentDashboard}?lead=${encodeURIComponent(place.leadId)}`
        : paths.agentDashboard;
    case 'offer_new':
    case 'offer_expiring':
      return place.quoteId ? savedQuotePath(place.quoteId) : paths.profile;
    case 'message':
    case 'call_missed':
      if (!place.conversationId) return agent ? paths.agentDashboard : paths.messages;
      return agent
        ? `${paths.agentDashboard}?conversation=${encodeURIComponent(place.conversationId)}`
        : conversationPath(place.conversationId);
    case 'renewal':
      return paths.quoteAuto;
    case 'reshop':
      return place.quoteId ? reshopPath(place.quoteId) : paths.profile;
    case 'review_request':
      return place.quoteId ? savedQuotePath(place.quoteId) : paths.profile;
    default:
      return agent ? paths.agentDashboard : paths.profile;
  }
}
