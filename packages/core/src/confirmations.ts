/**
 * What the confirmation of an action that one click must not do says Discord is told (rules §22). The dialog says
 * the truth of rules §15, from the same rule the server follows: cancelling announces, uncancelling and
 * withdrawing send nothing, pulling out tells the commentary channel only within 24 h of the race.
 */
import { REMINDER_WINDOW_SECONDS } from './discordNotifications.ts';

/** rules §15: a commentator pulling out of a race that starts within 24 h is posted to the commentary channel. */
export function pullOutTellsDiscord(raceStartSeconds: number, nowSeconds: number): boolean {
  return raceStartSeconds - nowSeconds <= REMINDER_WINDOW_SECONDS;
}

export type ConfirmedAction = 'cancel' | 'uncancel' | 'pull-out' | 'withdraw' | 'reinstate';

/**
 * The dialog's sentence on Discord for `action`. `withinDay` matters only for a pull-out (pullOutTellsDiscord).
 * A channel without a working webhook posts nothing (rules §15), which the admin's sentences say.
 */
export function discordNotice(action: ConfirmedAction, withinDay = false): string {
  switch (action) {
    case 'cancel':
      return "Discord's announcements channel is told the race is cancelled (when it has a webhook).";
    case 'uncancel':
      return 'Discord is not told: uncancelling sends no message, so tell the racers yourself.';
    case 'pull-out':
      return withinDay
        ? "The race starts within 24 hours: Discord's commentary channel is told you pulled out."
        : 'Discord is not told now; if a commentator place is still free 24 hours before the race, the reminder asks for one.';
    case 'withdraw':
    case 'reinstate':
      return 'Discord is not told.';
  }
}
