/**
 * The agent's pipeline (issue 29), loaded on demand: loaders only, so a static import of this file
 * adds a few bytes and each screen stays its own chunk.
 */
export const loadPipelinePanel = () => import('./pipeline-panel');
export const loadSpeedToLeadCard = () => import('./speed-to-lead-card');
