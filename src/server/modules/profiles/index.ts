/** The profiles module's public entry: what other modules and the app may use (decision 0084). */
export { registerAccessRoutes } from './access-routes';
export { fillProfileFromRequest } from './fill-from-request';
export { listConsumerPolicies } from './policies';
export { getProfile } from './profile';
export { registerProfileRoutes } from './routes';
export { addVehicle, listVehicles } from './vehicles';
