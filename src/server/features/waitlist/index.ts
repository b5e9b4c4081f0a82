// Public entry of the waitlist feature.
export { waitlistRoutes } from './routes';
