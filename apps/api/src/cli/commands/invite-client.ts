import type { CliCommand } from '../command';

/** Being built (issue 5). */
export const command: CliCommand = {
  name: 'invite-client',
  usage: '',
  summary: 'Being built.',
  run: async (_args, { err }) => {
    err('invite-client is being built.');
    return 1;
  },
};
