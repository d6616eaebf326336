/**
 * The register's stories of what is owed on demand: a general average's balances,
 * which the text gives no day to pay by (dl-averi/26), listed by `due` as owed
 * from the day they arose until they are paid.
 */

import type { Story } from "./story.js";

const clerk = ["--actor", "clerk"];

const pay = (from: string, amount: string, date: string) => [
  "pay",
  "fortuna-12",
  "--from",
  from,
  "--to",
  "c",
  "--amount",
  amount,
  "--date",
  date,
  ...clerk,
];

export const DUE_STORIES: Story[] = [
  {
    id: "average-owed-on-demand",
    title: "A general average partly paid: what is still owed, owed on demand",
    intro:
      "The Fortuna's average (C's goods thrown, B's bale fished up, the mast cut away, a doctor's fee) leaves A, B and the ship's owners each owing C his part. The text fixes no day to pay it by: the owner of goods pays or gives security before the skipper need let him have them (dl-averi/26). So what each owes is owed on demand from the day the average was lodged, and `due` lists it as that, never on a day made up for it. A pays part and B pays part; what they still owe stays listed until it is paid.",
    steps: [
      {
        say: "The average is lodged from its case file.",
        args: [
          "add",
          "--case",
          "examples/dl-averi/ga-bills-recovered-doctor.yaml",
          "--id",
          "fortuna-12",
          "--date",
          "1690-10-14",
          ...clerk,
        ],
      },
      { say: "What each owes is owed on demand from the day it arose.", args: ["due", "--by", "1690-10-31"] },
      { say: "A pays C 100 rd of his part.", args: pay("a", "100", "1690-10-20") },
      { say: "B pays C 20 rd of his.", args: pay("b", "20", "1690-10-22") },
      { say: "What A and B still owe, owed on demand.", args: ["due", "--by", "1690-10-31"] },
      {
        say: "Asked from a later day, it is still owed: no day to pay by was made up for it.",
        args: ["due", "--from", "1690-11-01", "--to", "1690-11-30"],
      },
      { say: "B pays the rest of his part.", args: pay("b", "21 rd 5 mk 4 sk", "1690-11-03") },
      { say: "B's part is no longer listed; A's rest and the owners' part are.", args: ["due", "--by", "1690-11-30"] },
      { say: "The lot.", args: ["show", "fortuna-12"] },
    ],
  },
];
