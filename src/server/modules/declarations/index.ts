/** The declarations module's public entry: what other modules and the app may use (decision 0084). */
export { exportCopies, listCopies } from './copies';
export { extractDeclarations } from './extract-fields';
export { registerDeclarationsRoutes } from './routes';
