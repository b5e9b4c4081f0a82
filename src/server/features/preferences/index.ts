// Public entry of the preferences feature.
export { preferenceRoutes } from './routes';
