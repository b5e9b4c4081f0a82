// What the signed-in shell (decision 119) shows of the meals screen before the app runs: its
// title and an empty, idle composer, rendered at build time by the same components the screen
// uses, so the app's first render paints the same pixels over them. Nothing here depends on the
// user, the day or the device: the day strip, the summary and the entries come with the app.
import { createRef } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Composer } from './composer';

export const MEALS_TITLE = 'Meals';
export const MEALS_DESCRIPTION = 'Everything you ate, with calories and macros.';

const ignore = () => undefined;

export function MealsShell() {
  return (
    <PageContainer title={MEALS_TITLE} description={MEALS_DESCRIPTION}>
      <Composer
        text=""
        onText={ignore}
        files={[]}
        onFiles={ignore}
        busy={false}
        recorder="idle"
        onMic={ignore}
        onSubmit={ignore}
        onTips={ignore}
        inputRef={createRef()}
      />
    </PageContainer>
  );
}
