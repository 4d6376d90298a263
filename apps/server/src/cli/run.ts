import { exitWith } from '../platform/startup.ts'

/** Prints the command's result; a failure ends in one readable line and exit code 1. */
export async function runCli(command: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await command()}\n`)
  } catch (error) {
    exitWith(error)
  }
}
