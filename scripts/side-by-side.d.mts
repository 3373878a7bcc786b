export interface SideBySideCommand {
  name: string;
  command: string;
  args: string[];
  /** Writes straight to this terminal instead of being printed whole when it ends. */
  live?: boolean;
  /** Starts when the command of this name (given before it) has ended, whatever its result. */
  after?: string;
}

export function runSideBySide(commands: SideBySideCommand[], options: { cwd: string; label: string }): Promise<boolean>;
