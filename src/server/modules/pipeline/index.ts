/** The pipeline module's public entry (the agent's desk, issue 29; decision 0084). */
export { notesForExport } from './notes';
export { registerPipelineRoutes } from './routes';
