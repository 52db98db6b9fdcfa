import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_DATE_ORDER, readDateOrder, type DateOrder } from '@pokered/core/dateTime';
import { useClientValue } from './hydration';

/** localStorage key of the date order (rules §24: stored beside the 12/24-hour choice, default month first). */
export const DATE_ORDER_STORAGE_KEY = 'pokered-date-format';

/**
 * The viewer's date order: month first ('Sat 11/28/26', the default), day first ('Sat 28/11/26') or ISO
 * ('Sat 2026-11-28'). Kept and hydrated exactly like the 12/24-hour choice (src/lib/useClockFormat.ts).
 */
export function useDateOrder(): [DateOrder, (order: DateOrder) => void] {
  const [order, setOrder] = useLocalStorage<DateOrder>({
    key: DATE_ORDER_STORAGE_KEY,
    defaultValue: DEFAULT_DATE_ORDER,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: readDateOrder,
  });
  return [useClientValue(order, DEFAULT_DATE_ORDER), setOrder];
}
