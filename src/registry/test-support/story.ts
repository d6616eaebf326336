/** A story of the register: the `sealaw register` commands a clerk types, with what each must end as. */

export interface Step {
  /** What the step shows, for the walk-through. */
  say: string;
  args: string[];
  /** The exit code the command must end with. */
  exit?: number;
}

export interface Story {
  id: string;
  title: string;
  intro: string;
  /** Case files the story lodges, by name. */
  files?: Record<string, string>;
  steps: Step[];
}
