/** The translation key of a notification's kind (server: resultsFile, jobFailed, ticketNew, bulkMail); a kind this client does not know reads as "Notification". */
export function notificationTextKey(kind: string): string {
  switch (kind) {
    case 'resultsFile':
      return 'notifications.kinds.resultsFile';
    case 'jobFailed':
      return 'notifications.kinds.jobFailed';
    case 'ticketNew':
      return 'notifications.kinds.ticketNew';
    case 'bulkMail':
      return 'notifications.kinds.bulkMail';
    default:
      return 'notifications.kinds.other';
  }
}
