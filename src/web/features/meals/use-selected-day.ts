// The day the log shows (SPEC §2): today by default, the choice remembered on this device, and
// only ever one of the strip's 31 days (a remembered day that fell off the strip reads as today).
import { useCallback, useMemo, useState } from 'react';
import { readString, writeString } from '../../lib/device-storage';
import { lastDays, toIsoDate } from '../../lib/local-date';

export const SELECTED_DAY_KEY = 'crease.meals.selectedDate';
export const STRIP_DAYS = 31;

export function useSelectedDay() {
  const days = useMemo(() => lastDays(new Date(), STRIP_DAYS), []);
  const today = toIsoDate(new Date());
  const [stored, setStored] = useState(() => readString('local', SELECTED_DAY_KEY));
  const selected = stored && days.includes(stored) ? stored : today;
  const select = useCallback((day: string) => {
    writeString('local', SELECTED_DAY_KEY, day);
    setStored(day);
  }, []);
  return { days, today, selected, select };
}
