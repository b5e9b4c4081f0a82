// Public entry of the live updates feature (GET /api/events); the hub itself is lib/user-events.
export { eventRoutes } from './routes';
