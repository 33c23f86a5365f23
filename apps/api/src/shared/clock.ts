/** The time source of the server; tests pass one they can move. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
