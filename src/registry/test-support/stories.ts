/**
 * The register's stories, as the clerk types them: each a list of `sealaw
 * register` commands. The story tests run them on both stores; the walk-through
 * in docs/register.md is made by running them (scripts/register-docs.ts).
 *
 * Dates leave wide margins, and the readings a figure rests on are set by the
 * office first, so that the stories hold whichever default a reading has.
 */

import { BORKUM_46_YAML, RANSOM_YAML, ROSENVOLD_YAML, WRECK_YAML } from "./lots.js";
import { DUE_STORIES } from "./stories-due.js";
import { MORE_STORIES } from "./stories-more.js";
import type { Step, Story } from "./story.js";

export type { Step, Story };

const clerk = ["--actor", "clerk"];

const CASK = [
  "--statute",
  "dl-vrag",
  "--kind",
  "find",
  "--description",
  "a cask of wine",
  "--marks",
  "HN",
  "--quantity",
  "1 cask",
  "--place",
  "off Skagen",
  "--found-at",
  "sea",
  "--finder",
  "Peder Hansen",
  "--value",
  "36",
  "--date",
  "1690-05-10",
  "--office",
  "the king's officer at Skagen",
];

export const STORIES: Story[] = [
  {
    id: "find-returned",
    title: "A find at sea, claimed in time and returned",
    intro:
      "A skipper brings in a cask of wine he found in the sea off Skagen. The officer pays him his third at once (dl-vrag/14). Three months later the owner comes with proof; the claim is accepted, he pays the reward and the costs (dl-vrag/15), and has his cask back.",
    steps: [
      {
        say: "The office sets the length of the year and a day it follows (Q-X01).",
        args: ["reading", "aar_og_dag=R1", ...clerk, "--reason", "the office's reading"],
      },
      { say: "The cask is lodged.", args: ["add", ...CASK, ...clerk] },
      {
        say: "The finder's third is paid.",
        args: [
          "pay",
          "lot-2",
          "--from",
          "office",
          "--to",
          "finder",
          "--amount",
          "12",
          "--date",
          "1690-05-10",
          ...clerk,
        ],
      },
      {
        say: "Storage costs are laid out.",
        args: ["pay", "lot-2", "--cost", "2", "--for", "storage", "--date", "1690-06-01", ...clerk],
      },
      {
        say: "The owner comes with his proof.",
        args: [
          "claim",
          "lot-2",
          "--claimant",
          "Hans Nielsen",
          "--proof",
          "his mark HN and the bill of lading",
          "--date",
          "1690-08-10",
          ...clerk,
        ],
      },
      {
        say: "Returning it before his claim is decided is refused.",
        args: ["dispose", "lot-2", "--to", "owner", "--date", "1690-08-12", ...clerk],
        exit: 2,
      },
      {
        say: "The officer accepts the proof.",
        args: [
          "decide",
          "lot-2",
          "--accept",
          "--date",
          "1690-08-12",
          "--actor",
          "the officer",
          "--reason",
          "the mark matches the bill of lading",
        ],
      },
      {
        say: "Paying more than he owes is refused.",
        args: [
          "pay",
          "lot-2",
          "--from",
          "claimant-1",
          "--to",
          "office",
          "--amount",
          "20",
          "--date",
          "1690-08-12",
          ...clerk,
        ],
        exit: 2,
      },
      {
        say: "He pays the reward and the costs.",
        args: [
          "pay",
          "lot-2",
          "--from",
          "claimant-1",
          "--to",
          "office",
          "--amount",
          "14",
          "--date",
          "1690-08-12",
          ...clerk,
        ],
      },
      {
        say: "The cask is returned to him.",
        args: ["dispose", "lot-2", "--to", "owner", "--date", "1690-08-13", ...clerk],
      },
      { say: "The lot's chain of custody.", args: ["history", "lot-2"] },
    ],
  },
  {
    id: "find-too-late",
    title: "The same find, and an owner who comes too late",
    intro:
      "An identical cask is lodged. Its owner comes two years later: the determination as of that day says the year and a day has run out, so the claim is refused, citing dl-vrag/15 and /16, and nothing is written. The lot falls due for forfeiture, and goes to the king.",
    steps: [
      { say: "The cask is lodged.", args: ["add", ...CASK, "--id", "cask-2", ...clerk] },
      {
        say: "Disposing of it to the king while the owner may still come is refused.",
        args: ["dispose", "cask-2", "--to", "king", "--date", "1690-11-01", ...clerk],
        exit: 2,
      },
      {
        say: "The owner comes two years later: refused.",
        args: ["claim", "cask-2", "--claimant", "Hans Nielsen", "--date", "1692-05-10", ...clerk],
        exit: 2,
      },
      { say: "What falls due.", args: ["due", "--by", "1692-06-01"] },
      {
        say: "The lot goes to the king.",
        args: ["dispose", "cask-2", "--to", "king", "--date", "1692-06-01", ...clerk],
      },
    ],
  },
  {
    id: "perishable-sold",
    title: "Perishable goods sold; the owner receives the proceeds less the costs",
    intro:
      "Cloth and wine come ashore on the king's foreshore. The cloth is wet and is dried (dl-vrag/10); the wine cannot be kept and is sold at once (dl-vrag/11), the money standing in for it. The owner comes in time; the reward is fixed at 30 rd; out of the 40 rd the wine fetched he pays the reward and the 6 rd of drying, and receives 4 rd and his cloth.",
    files: { "wreck.yaml": WRECK_YAML },
    steps: [
      {
        say: "The wreck is lodged from its case file.",
        args: ["add", "--case", "wreck.yaml", "--id", "wreck-1", ...clerk],
      },
      {
        say: "The wine is sold.",
        args: [
          "sell",
          "wreck-1",
          "--item",
          "wine",
          "--price",
          "40",
          "--buyer",
          "a Ribe merchant",
          "--date",
          "1690-03-18",
          ...clerk,
        ],
      },
      {
        say: "A negative price is refused.",
        args: ["sell", "wreck-1", "--item", "wine", "--price", "-5", "--date", "1690-03-19", ...clerk],
        exit: 2,
      },
      {
        say: "The cloth is dried.",
        args: ["pay", "wreck-1", "--cost", "6", "--item", "cloth", "--for", "drying", "--date", "1690-03-25", ...clerk],
      },
      {
        say: "The owner comes with his proof.",
        args: ["claim", "wreck-1", "--claimant", "Hans Nielsen", "--date", "1690-06-16", ...clerk],
      },
      {
        say: "The claim is accepted and the reward fixed.",
        args: ["decide", "wreck-1", "--accept", "--reward", "30", "--date", "1690-06-20", "--actor", "the amtmand"],
      },
      {
        say: "The office pays him the proceeds.",
        args: [
          "pay",
          "wreck-1",
          "--from",
          "office",
          "--to",
          "claimant-1",
          "--amount",
          "40",
          "--date",
          "1690-06-20",
          ...clerk,
        ],
      },
      {
        say: "He pays the reward and the drying.",
        args: [
          "pay",
          "wreck-1",
          "--from",
          "claimant-1",
          "--to",
          "office",
          "--amount",
          "36",
          "--date",
          "1690-06-20",
          ...clerk,
        ],
      },
      {
        say: "The goods are returned.",
        args: ["dispose", "wreck-1", "--to", "owner", "--date", "1690-06-21", ...clerk],
      },
      { say: "The lot.", args: ["show", "wreck-1"] },
    ],
  },
  {
    id: "borkum-wreck",
    title: "A Borkum wreck divided, with the officials' parts",
    intro:
      "Half a hull and two masts drift ashore on Borkum and are sold for 340 u. The wreck falls to the community (borkum-1666/8.2), and it is divided among thirty households with the officials' four parts, which the Vogt takes (8.3). The office sets the readings the division rests on.",
    steps: [
      { say: "The readings of the division (Q-B26 to Q-B29).", args: ["reading", "wreck_division_basis=R1", ...clerk] },
      { say: "", args: ["reading", "officials_parts_recipient=R1", ...clerk] },
      { say: "", args: ["reading", "officials_parts_scope=R2", ...clerk] },
      { say: "", args: ["reading", "officials_parts_arithmetic=R1", ...clerk] },
      {
        say: "The wreck is lodged from its case file.",
        args: ["add", "--case", "examples/borkum-1666/wreck-divided.yaml", "--id", "borkum-1", ...clerk],
      },
      {
        say: "It is divided among the community.",
        args: ["dispose", "borkum-1", "--to", "community", "--date", "1667-11-10", ...clerk],
      },
    ],
  },
  {
    id: "average-settled",
    title: "A general-average statement collected to zero",
    intro:
      "The average statement of the Fortuna (goods thrown overboard, the mast cut away) gives each party a balance. The office collects what the payers owe and pays out what the others receive, until nothing is outstanding and the lot is settled.",
    steps: [
      {
        say: "The statement is lodged from its case file.",
        args: [
          "add",
          "--case",
          "examples/dl-averi/ga-jettison-and-mast.yaml",
          "--id",
          "fortuna",
          "--date",
          "1690-10-14",
          ...clerk,
        ],
      },
      { say: "The balances.", args: ["show", "fortuna"] },
      { say: "Each balance is paid, as `register show --json` lists it.", args: ["SETTLE", "fortuna", "1690-10-20"] },
      { say: "Nothing is outstanding.", args: ["show", "fortuna"] },
      { say: "The journal verifies.", args: ["verify"] },
    ],
  },
];

STORIES.push(
  {
    id: "ransom-shared",
    title: "A ransom shared over ship and goods",
    intro:
      "Pirates off the Skaw let the Fortuna go for 300 rd, which the skipper pays and lawfully proves. The ransom is an average of its own over ship and goods (dl-averi/37): the ship bears 150 rd, A's wine 90 rd and B's hemp 60 rd, so A and B each owe the skipper their part, once.",
    files: { "ransom.yaml": RANSOM_YAML },
    steps: [
      {
        say: "The ransom is lodged from its case file.",
        args: ["add", "--case", "ransom.yaml", "--id", "ransom", "--date", "1690-10-14", ...clerk],
      },
      {
        say: "Paying the skipper more than A's part is refused.",
        args: ["pay", "ransom", "--from", "a", "--to", "jens", "--amount", "91", "--date", "1690-10-20", ...clerk],
        exit: 2,
      },
      { say: "Each merchant pays his part.", args: ["SETTLE", "ransom", "1690-10-20"] },
      { say: "The average is settled.", args: ["show", "ransom"] },
    ],
  },
  {
    id: "borkum-households",
    title: "A Borkum wreck divided, every household's 2 Rt recorded",
    intro:
      "A wreck on Borkum fetches 100 Rt and falls to the community (borkum-1666/8.2). It is divided into 50 parts of 2 Rt: one to each of 46 households and the officials' four, 8 Rt, which the Vogt takes (8.3). It cannot go to the king; the office pays each household its 2 Rt, the whole division in one entry.",
    files: { "wreck46.yaml": BORKUM_46_YAML },
    steps: [
      { say: "The wreck is lodged.", args: ["add", "--case", "wreck46.yaml", "--id", "borkum-46", ...clerk] },
      {
        say: "Handing it to the king is refused: the Rolle gives it to the community.",
        args: ["dispose", "borkum-46", "--to", "king", "--date", "1667-11-10", ...clerk],
        exit: 2,
      },
      {
        say: "It is divided among the community.",
        args: ["dispose", "borkum-46", "--to", "community", "--date", "1667-11-10", ...clerk],
      },
      {
        say: "Paying a household that is not among them is refused, naming those who are.",
        args: ["pay", "borkum-46", "--to", "households#47", "--in-full", "--date", "1667-11-12", ...clerk],
        exit: 2,
      },
      {
        say: "The office pays every share out in one entry, each household its 2 Rt and the officials their 8 Rt.",
        args: ["pay", "borkum-46", "--from", "office", "--in-full", "--date", "1667-11-12", ...clerk],
      },
      { say: "The lot, every share paid.", args: ["show", "borkum-46"] },
    ],
  },
  {
    id: "foreshore-wreck",
    title: "A wreck on a lord's foreshore reaches him after the year and a day",
    intro:
      "A ship's boat and wet hemp drift ashore below Rosenvold, whose lord holds the foreshore and the foreshore right, 'den, hvis grund det findes for' (dl-vrag/8); the amtmand keeps them. No owner comes within the year and a day; then the wreck 'hører kongen til, eller den, som forstrandsrettighed har' (dl-vrag/13): the lord of Rosenvold, not the king. A find at sea lies on no one's foreshore, and cannot go to a foreshore holder.",
    files: { "rosenvold.yaml": ROSENVOLD_YAML },
    steps: [
      { say: "The wreck is lodged.", args: ["add", "--case", "rosenvold.yaml", "--id", "rosenvold-1", ...clerk] },
      {
        say: "While the owner may still come, it goes to no one.",
        args: ["dispose", "rosenvold-1", "--to", "foreshore", "--date", "1692-06-01", ...clerk],
        exit: 2,
      },
      {
        say: "After the year and a day it is not the king's: the lord has the foreshore right.",
        args: ["dispose", "rosenvold-1", "--to", "king", "--date", "1693-02-01", ...clerk],
        exit: 2,
      },
      {
        say: "It goes to the holder of the foreshore, the lord of Rosenvold.",
        args: ["dispose", "rosenvold-1", "--to", "foreshore", "--date", "1693-02-01", ...clerk],
      },
      {
        say: "He pays the drying of the hemp (dl-vrag/10), the payer and payee given by name.",
        args: [
          "pay",
          "rosenvold-1",
          "--from",
          "The lord of Rosenvold",
          "--to",
          "the amtmand",
          "--in-full",
          "--date",
          "1693-02-02",
          ...clerk,
        ],
      },
      { say: "The lot names him.", args: ["show", "rosenvold-1"] },
      { say: "A cask found at sea is lodged.", args: ["add", ...CASK, "--id", "cask-9", ...clerk] },
      {
        say: "Once it is the king's, a foreshore holder is named by nothing in its case: refused.",
        args: ["dispose", "cask-9", "--to", "foreshore", "--date", "1691-08-01", ...clerk],
        exit: 2,
      },
    ],
  },
  {
    id: "reward-assessed",
    title: "A salvage reward assessed after the claim, and paid before the goods go back",
    intro:
      "The cloth and wine of the wreck are claimed in time and the claim is accepted, but the reward is not yet fixed. The goods go back only for a due salvage reward (dl-vrag/9): until it is assessed they cannot be returned. A clerk cannot record the assessment; the amtmand does, and the owner pays it before he has his goods.",
    files: { "wreck.yaml": WRECK_YAML },
    steps: [
      { say: "The wreck is lodged.", args: ["add", "--case", "wreck.yaml", "--id", "wreck-2", ...clerk] },
      {
        say: "The owner comes.",
        args: ["claim", "wreck-2", "--claimant", "Hans Nielsen", "--date", "1690-06-16", ...clerk],
      },
      {
        say: "The claim is accepted; the reward is left to be assessed.",
        args: ["decide", "wreck-2", "--accept", "--date", "1690-06-20", "--actor", "the amtmand"],
      },
      {
        say: "Returning the goods before the reward is assessed is refused.",
        args: ["dispose", "wreck-2", "--to", "owner", "--date", "1690-06-21", ...clerk],
        exit: 2,
      },
      {
        say: "A clerk cannot record the assessment.",
        args: ["assess", "wreck-2", "reward=30", "--by", "the best men", "--date", "1690-06-25", ...clerk],
        exit: 2,
      },
      {
        say: "Nor is there a value to assess of a field the case does not have.",
        args: [
          "assess",
          "wreck-2",
          "found_at=sea",
          "--by",
          "the best men",
          "--role",
          "officer",
          "--date",
          "1690-06-25",
          "--actor",
          "the amtmand",
        ],
        exit: 2,
      },
      {
        say: "The amtmand records the reward the best men of the district fixed.",
        args: [
          "assess",
          "wreck-2",
          "reward=30",
          "--by",
          "the amtmand with the best men of the district",
          "--role",
          "officer",
          "--date",
          "1690-06-25",
          "--actor",
          "the amtmand",
        ],
      },
      {
        say: "Returning them before he has paid is refused.",
        args: ["dispose", "wreck-2", "--to", "owner", "--date", "1690-06-26", ...clerk],
        exit: 2,
      },
      { say: "What is owed is paid, each way.", args: ["SETTLE", "wreck-2", "1690-06-26"] },
      {
        say: "The goods are returned.",
        args: ["dispose", "wreck-2", "--to", "owner", "--date", "1690-06-27", ...clerk],
      },
    ],
  },
  {
    id: "find-valued",
    title: "A find lodged without a value, valued, its third paid",
    intro:
      "A cask is lodged before anyone has valued it: the finder's third cannot be reckoned yet (dl-vrag/14), so it shows as an assessment still needed. The officer has it valued at 36 rd; the third, 12 rd, is then owed at once, and paid; once paid it no longer falls due.",
    steps: [
      {
        say: "The cask is lodged without a value.",
        args: [
          "add",
          ...CASK.filter((_, i) => i !== CASK.indexOf("--value") && i !== CASK.indexOf("--value") + 1),
          "--id",
          "cask-3",
          ...clerk,
        ],
      },
      { say: "What falls due: the valuation.", args: ["due", "--by", "1690-05-31"] },
      {
        say: "The officer records the valuation.",
        args: [
          "assess",
          "cask-3",
          "value=36",
          "--by",
          "the king's officer at Skagen",
          "--role",
          "officer",
          "--date",
          "1690-05-12",
          "--actor",
          "the officer",
        ],
      },
      { say: "The finder's third now falls due.", args: ["due", "--by", "1690-05-31"] },
      {
        say: "The third is paid.",
        args: [
          "pay",
          "cask-3",
          "--from",
          "office",
          "--to",
          "finder",
          "--amount",
          "12",
          "--date",
          "1690-05-12",
          ...clerk,
        ],
      },
      { say: "It no longer falls due.", args: ["due", "--by", "1690-05-31"] },
    ],
  },
  {
    id: "find-king-not-community",
    title: "A find fallen to the king is not the community's",
    intro:
      "No owner comes for a cask within the year and a day: it has fallen to the king (dl-vrag/16). Handing it to the community is refused, citing the provision; it goes to the king.",
    steps: [
      { say: "The cask is lodged.", args: ["add", ...CASK, "--id", "cask-4", ...clerk] },
      {
        say: "To the community: refused.",
        args: ["dispose", "cask-4", "--to", "community", "--date", "1692-06-01", ...clerk],
        exit: 2,
      },
      { say: "To the king.", args: ["dispose", "cask-4", "--to", "king", "--date", "1692-06-01", ...clerk] },
    ],
  },
);

STORIES.push(...MORE_STORIES);
STORIES.push(...DUE_STORIES);

export interface Ran {
  args: string[];
  say: string;
  status: number;
  stdout: string;
  stderr: string;
}

/** What runs `sealaw register ARGS`: its exit status and output. */
export type StoryCli = (args: string[]) => Promise<{ status: number; stdout: string; stderr: string }>;

/**
 * Run a story with `cli`. The step SETTLE LOT DATE pays every balance still owed
 * on the lot, one payment each, as `register show --json` gives them.
 */
export async function runStory(story: Story, cli: StoryCli): Promise<Ran[]> {
  const out: Ran[] = [];
  for (const step of story.steps) {
    if (step.args[0] === "SETTLE") {
      const [, lot, date] = step.args as [string, string, string];
      const shown = JSON.parse((await cli(["show", lot, "--json"])).stdout) as {
        owed: { from: string; to: string; outstanding: string; outstandingMinor: string }[];
      };
      let first = true;
      for (const o of shown.owed.filter((x) => x.outstandingMinor !== "0")) {
        const args = ["pay", lot, "--from", o.from, "--to", o.to, "--amount", o.outstanding, "--date", date, ...clerk];
        out.push({ args, say: first ? step.say : "", ...(await cli(args)) });
        first = false;
      }
      continue;
    }
    out.push({ args: step.args, say: step.say, ...(await cli(step.args)) });
  }
  return out;
}
