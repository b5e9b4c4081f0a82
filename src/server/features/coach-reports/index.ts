// Public entry of the coach-reports feature: read-only weekly report links for a coach (issue 17).
export { coachReportRoutes } from './routes';
