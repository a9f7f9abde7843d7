import { Command, Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, listCommands } from './command-list.ts';

describe('the top-level help lists the commands without importing them', () => {
  it.each(Object.keys(COMMANDS))(
    "%s: the listed term and description are the command's own",
    async (name) => {
      const program = new Command();
      (await COMMANDS[name]!.load())(program);
      const [command] = program.commands;
      expect({
        name: command?.name(),
        term: new Help().subcommandTerm(command!),
        description: command?.description(),
      }).toEqual({
        name,
        term: COMMANDS[name]!.term,
        description: COMMANDS[name]!.description,
      });
    },
  );

  it('lists every command, with help last', () => {
    const program = new Command();
    listCommands(program);
    const help = program.helpInformation();
    for (const entry of Object.values(COMMANDS)) expect(help).toContain(entry.term);
    expect(help).toMatch(/help \[command\]\s+display help for command\n$/);
  });
});
