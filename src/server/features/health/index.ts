// Public entry of the liveness and readiness checks.
export { healthRoutes } from './routes';
