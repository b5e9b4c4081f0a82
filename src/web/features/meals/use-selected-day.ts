// The day the log shows (SPEC §2): today by default, the choice remembered on this device, and
// only ever one of the strip's 31 days. A choice is remembered for the calendar day it was made
// on: reopening the app on a new day shows the new today (new meals must not go to an old day),
// unless the user picked a day during this visit. The strip moves on when the page comes back
// to the foreground on a new day.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readJson, writeJson } from '../../lib/device-storage';
import { fromIsoDate, lastDays, toIsoDate } from '../../lib/local-date';
import { isChoice, SELECTED_DAY_KEY, STRIP_DAYS, type StoredChoice } from './opening-day';

export { SELECTED_DAY_KEY, STRIP_DAYS } from './opening-day';

/** The local date now, moved on when the page is shown again after midnight. */
function useToday(): string {
  const [today, setToday] = useState(() => toIsoDate(new Date()));
  useEffect(() => {
    const check = () => setToday(toIsoDate(new Date()));
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}

export function useSelectedDay() {
  const today = useToday();
  const days = useMemo(() => lastDays(fromIsoDate(today), STRIP_DAYS), [today]);
  const [choice, setChoice] = useState<{ day: string; thisVisit: boolean } | null>(() => {
    const stored = readJson('local', SELECTED_DAY_KEY, isChoice);
    return stored && stored.chosenOn === today ? { day: stored.day, thisVisit: false } : null;
  });
  const [openedOn] = useState(today);
  // A choice from an earlier visit holds only on the day it was made.
  const holds = choice && (choice.thisVisit || today === openedOn);
  const selected = holds && days.includes(choice.day) ? choice.day : today;
  const select = useCallback((day: string) => {
    writeJson('local', SELECTED_DAY_KEY, { day, chosenOn: toIsoDate(new Date()) } satisfies StoredChoice);
    setChoice({ day, thisVisit: true });
  }, []);
  return { days, today, selected, select };
}
