/** The agent's pipeline (issue 29), loaded when its tab opens. */
export const loadPipelinePanel = () => import('./pipeline-panel');
