// Public entry of the photos feature: its routes, the entry photos the queue is handed (app.ts),
// the owner check shares lend photos through, and reading a stored photo (the AI worker).
export { objectRoutes } from './routes';
export { createEntryPhotos } from './entry-photos';
export { readableObjectPaths, readImage } from './read-image';
