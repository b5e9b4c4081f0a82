// Public entry of the shared estimates feature: its routes, and the lookup of a live share's
// photo that app.ts hands the objects feature (which serves the bytes).
export { sharedEstimateRoutes } from './routes';
export { findSharedImage } from './service';
