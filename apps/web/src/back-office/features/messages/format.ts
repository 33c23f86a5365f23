const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Nov 2026, 09:00" in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
