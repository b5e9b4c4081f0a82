// Public entry of the athlete feature: profile, weights, training calendar, sweat tests, fluids
// and the day's targets (issue #16).
export { athleteRoutes } from './routes';
export { exportAthleteData } from './export';
export { getWeekReport } from './trends-service';
