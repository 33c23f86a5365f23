import type { CliCommand } from '../command';

/** Being built (issue 5). */
export const command: CliCommand = {
  name: 'create-staff',
  usage: '',
  summary: 'Being built.',
  run: async (_args, { err }) => {
    err('create-staff is being built.');
    return 1;
  },
};
