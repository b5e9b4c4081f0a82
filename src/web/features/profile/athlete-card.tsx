// Profile's athlete section (issue 16): body weight and the profile that set the daily targets.
// All optional: without a weight the meals screen keeps SPEC's fixed goals.
import { useAthleteProfile } from '../../api/athlete-profile';
import { Spinner } from '../../components/ui/spinner';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessage } from '../../lib/api-error';
import { AthleteProfileForm } from './athlete-profile-form';
import { BodyWeight } from './body-weight';
import { SweatTestCard } from './sweat-test-card';

export function AthleteCard() {
  const query = useAthleteProfile(true);
  const units = query.data?.profile?.units ?? 'metric';
  return (
    <>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Athlete profile</CardTitle>
          <p className="text-sm text-stone-600">
            Optional. With your body weight, your daily targets follow your training instead of fixed goals.
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          {query.data ? (
            <>
              <section aria-labelledby="body-weight-title" className="grid gap-2">
                <h3 id="body-weight-title" className="font-semibold text-stone-900">
                  Body weight
                </h3>
                <BodyWeight weights={query.data.weights} units={units} />
              </section>
              <section aria-labelledby="about-you-title" className="grid gap-2">
                <h3 id="about-you-title" className="font-semibold text-stone-900">
                  About you
                </h3>
                {/* Keyed by the saved version, so the form starts again from what was saved. */}
                <AthleteProfileForm key={query.data.profile?.updatedAt ?? 'new'} profile={query.data.profile} />
              </section>
            </>
          ) : query.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverMessage(query.error, 'Could not load your athlete profile')}
            </p>
          ) : (
            <Spinner />
          )}
        </CardContent>
      </Card>
      <SweatTestCard units={units} />
    </>
  );
}
