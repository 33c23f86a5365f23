/** The time source of the server; tests pass one they can move. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's time source (buildApp's `clock`). */
    clock: Clock;
  }
}
