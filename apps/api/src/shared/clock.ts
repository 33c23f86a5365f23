/** The time source of the server; tests pass one they can move. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's time source (buildApp's `clock`). */
    clock: Clock;
  }
}

/** The date in the UK at an instant, YYYY-MM-DD: what "today" means to the firm and its clients. */
export const ukToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
