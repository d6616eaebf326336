/**
 * More of the register's stories: several claimants on one lot, one through the
 * owner's agent; a sold find whose proceeds all reach someone, and one its owner
 * redeems; a wreck whose keeping and saving are charged apart, and whose salvor
 * is paid his reward; and the same wreck under the office's reading that the owner
 * bears the keeping beside the reward (Q-S12 R2).
 */

import { WRECK_YAML } from "./lots.js";
import type { Story } from "./story.js";

const clerk = ["--actor", "clerk"];

/** The wreck of WRECK_YAML, salvaged for the amtmand by Niels Bjerger. */
const SALVAGED_WRECK_YAML = WRECK_YAML.replace(
  "keeping: { by: office,",
  "keeping: { by: office, salvaged_by: bjerger,",
).replace(
  "    - { id: office, name: the amtmand, roles: [official] }",
  "    - { id: office, name: the amtmand, roles: [official] }\n    - { id: bjerger, name: Niels Bjerger }",
);
const officer = ["--actor", "the officer"];

/** A cask of wine found in the sea off Skagen, valued at 36 rd, lodged on 10 May 1690. */
export function caskArgs(id: string): string[] {
  return [
    "--id",
    id,
    "--description",
    "a cask of wine",
    "--marks",
    "HN",
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
}

export const MORE_STORIES: Story[] = [
  {
    id: "two-claimants",
    title: "Two claimants for one cask",
    intro:
      "Two men come for the same cask within the year and a day. The second sends his agent (fuldmægtig): dl-vrag/9 lets 'den rette ejer ... eller hans fuldmægtig' come with proof. Each claim waits for its own decision; the first is refused, which does not shut out the second, who came in time (dl-vrag/15). The true owner pays the finder's third back and has his cask.",
    steps: [
      {
        say: "The office sets the length of the year and a day it follows (Q-X01).",
        args: ["reading", "aar_og_dag=R1", ...clerk, "--reason", "the office's reading"],
      },
      { say: "The cask is lodged.", args: ["add", ...caskArgs("cask-5"), ...clerk] },
      {
        say: "A first man claims it.",
        args: [
          "claim",
          "cask-5",
          "--claimant",
          "Jens Olsen",
          "--proof",
          "says it is his",
          "--date",
          "1690-08-10",
          ...clerk,
        ],
      },
      {
        say: "While his claim waits, the owner's agent claims it for him.",
        args: [
          "claim",
          "cask-5",
          "--claimant",
          "Hans Nielsen",
          "--agent",
          "Peter Jensen, his factor at Aalborg",
          "--proof",
          "the mark HN and the bill of lading",
          "--date",
          "1690-09-01",
          ...clerk,
        ],
      },
      {
        say: "With two claims waiting, a decision must name the one it decides.",
        args: ["decide", "cask-5", "--accept", "--date", "1690-09-02", ...officer],
        exit: 2,
      },
      {
        say: "The first claim is refused.",
        args: [
          "decide",
          "cask-5",
          "--claimant",
          "claimant-1",
          "--refuse",
          "--date",
          "1690-09-02",
          ...officer,
          "--reason",
          "no mark, no bill",
        ],
      },
      {
        say: "The second is accepted.",
        args: [
          "decide",
          "cask-5",
          "--claimant",
          "claimant-2",
          "--accept",
          "--date",
          "1690-09-03",
          ...officer,
          "--reason",
          "the mark matches the bill of lading",
        ],
      },
      {
        say: "He pays what he owes for it (dl-vrag/15).",
        args: [
          "pay",
          "cask-5",
          "--from",
          "claimant-2",
          "--to",
          "office",
          "--amount",
          "12",
          "--date",
          "1690-09-03",
          ...clerk,
        ],
      },
      {
        say: "The cask goes back to him.",
        args: ["dispose", "cask-5", "--to", "owner", "--date", "1690-09-04", ...clerk],
      },
      { say: "The lot.", args: ["show", "cask-5"] },
    ],
  },
  {
    id: "find-sold",
    title: "A find sold: every unit of the price reaches someone",
    intro:
      "A cask valued at 30 rd is sold for 45 rd before it spoils. The finder keeps his third of the value the officer set, paid at once (dl-vrag/14: 'en tredje del af dets værd'); the price stands in for the cask, and when no owner comes within the year and a day the king has the rest of it (dl-vrag/16): 35 rd, so that the 45 rd taken in are all paid out.",
    steps: [
      {
        say: "The office sets the length of the year and a day it follows (Q-X01).",
        args: ["reading", "aar_og_dag=R1", ...clerk, "--reason", "the office's reading"],
      },
      {
        say: "The cask is lodged, valued at 30 rd.",
        args: ["add", ...caskArgs("cask-6").map((a) => (a === "36" ? "30" : a)), ...clerk],
      },
      {
        say: "The finder's third is paid.",
        args: [
          "pay",
          "cask-6",
          "--from",
          "office",
          "--to",
          "finder",
          "--amount",
          "10",
          "--date",
          "1690-05-10",
          ...clerk,
        ],
      },
      {
        say: "It is sold for 45 rd.",
        args: ["sell", "cask-6", "--price", "45", "--buyer", "a Skagen innkeeper", "--date", "1690-06-01", ...clerk],
      },
      {
        say: "No one comes: it goes to the king.",
        args: ["dispose", "cask-6", "--to", "king", "--date", "1692-06-01", ...clerk],
      },
      {
        say: "The king's part of the price is paid to him.",
        args: ["pay", "cask-6", "--from", "office", "--to", "king", "--amount", "35", "--date", "1692-06-01", ...clerk],
      },
      { say: "The lot.", args: ["show", "cask-6"] },
    ],
  },
  {
    id: "find-sold-redeemed",
    title: "A find sold, then redeemed by its owner: the third is paid back once",
    intro:
      "A cask valued at 36 rd is sold for 45 rd. The finder has his third of the value, 12 rd, at once (dl-vrag/14). The owner comes in time with sufficient proof and has it 'for samme bjergeløn' (dl-vrag/15): the price stands for the cask, so the office keeps the 12 rd out of it and pays him the other 33 rd. He pays nothing besides, and the 45 rd taken in are all paid out.",
    steps: [
      {
        say: "The office sets the length of the year and a day it follows (Q-X01).",
        args: ["reading", "aar_og_dag=R1", ...clerk, "--reason", "the office's reading"],
      },
      { say: "The cask is lodged, valued at 36 rd.", args: ["add", ...caskArgs("cask-7"), ...clerk] },
      {
        say: "The finder's third is paid.",
        args: [
          "pay",
          "cask-7",
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
        say: "It is sold for 45 rd.",
        args: ["sell", "cask-7", "--price", "45", "--buyer", "a Skagen innkeeper", "--date", "1690-06-01", ...clerk],
      },
      {
        say: "The owner claims it.",
        args: [
          "claim",
          "cask-7",
          "--claimant",
          "Hans Nielsen",
          "--proof",
          "the mark HN and the bill of lading",
          "--date",
          "1690-08-01",
          ...clerk,
        ],
      },
      {
        say: "His proof is found sufficient.",
        args: ["decide", "cask-7", "--accept", "--date", "1690-08-02", ...officer, "--reason", "the mark matches"],
      },
      {
        say: "He is paid the price less the third.",
        args: [
          "pay",
          "cask-7",
          "--from",
          "office",
          "--to",
          "claimant-1",
          "--amount",
          "33",
          "--date",
          "1690-08-03",
          ...clerk,
        ],
      },
      { say: "The lot.", args: ["show", "cask-7"] },
    ],
  },
  {
    id: "keeping-and-saving",
    title: "A wreck's keeping and saving charged apart; the salvor paid his reward",
    intro:
      "Cloth and wine come ashore on the king's foreshore; Niels Bjerger salvages them for the amtmand. Storing them costs 4 rd, and drying the wet cloth 6 rd. The keeper must 'indlægge lade udi god forvaring' (dl-vrag/8): under the default reading of who bears its cost (Q-S12 R1) the keeping is his charge. The cloth is dried 'på dens omkostning, som godset skal igen have' (dl-vrag/10): the owner, who comes in time and has his goods 'for en tilbørlig bjergeløn' (dl-vrag/9), pays the drying and the reward of 10 rd, and the office pays the reward on to the salvor, 'dem ... som bjerget have' (dl-vrag/6).",
    files: { "wreck.yaml": SALVAGED_WRECK_YAML },
    steps: [
      {
        say: "The wreck is lodged from its case file.",
        args: ["add", "--case", "wreck.yaml", "--id", "wreck-2", ...clerk],
      },
      {
        say: "The storage is laid out: a cost of keeping.",
        args: [
          "cost",
          "wreck-2",
          "--amount",
          "4",
          "--kind",
          "keeping",
          "--for",
          "storage",
          "--date",
          "1690-03-20",
          ...clerk,
        ],
      },
      {
        say: "The cloth is dried: a cost of saving.",
        args: [
          "cost",
          "wreck-2",
          "--amount",
          "6",
          "--kind",
          "saving",
          "--item",
          "cloth",
          "--for",
          "drying",
          "--date",
          "1690-03-25",
          ...clerk,
        ],
      },
      {
        say: "A cost of neither kind is refused.",
        args: ["cost", "wreck-2", "--amount", "1", "--kind", "feasting", "--date", "1690-03-26", ...clerk],
        exit: 2,
      },
      {
        say: "The owner comes with his proof.",
        args: ["claim", "wreck-2", "--claimant", "Hans Nielsen", "--date", "1690-06-16", ...clerk],
      },
      {
        say: "The claim is accepted and the reward fixed.",
        args: ["decide", "wreck-2", "--accept", "--reward", "10", "--date", "1690-06-20", "--actor", "the amtmand"],
      },
      {
        say: "He pays the reward and the drying.",
        args: [
          "pay",
          "wreck-2",
          "--from",
          "claimant-1",
          "--to",
          "office",
          "--amount",
          "16",
          "--date",
          "1690-06-21",
          ...clerk,
        ],
      },
      {
        say: "The office pays the salvor his reward.",
        args: [
          "pay",
          "wreck-2",
          "--from",
          "office",
          "--to",
          "bjerger",
          "--amount",
          "10",
          "--date",
          "1690-06-22",
          ...clerk,
        ],
      },
      { say: "The lot.", args: ["show", "wreck-2"] },
    ],
  },
  {
    id: "keeping-on-the-owner",
    title: "The office reads the keeping as the owner's, beside the reward",
    intro:
      "The same wreck, in an office that reads the costs of keeping as the owner's (Q-S12 R2): he has his goods back 'for en tilbørlig bjergeløn' (dl-vrag/9), and, as he pays the drying 'på dens omkostning, som godset skal igen have' (dl-vrag/10), he pays the 4 rd of storage beside the reward. All he owes is due before the goods go back to him: the 10 rd reward, the 4 rd keeping and the 6 rd drying. The salvor has the whole reward.",
    files: { "wreck.yaml": SALVAGED_WRECK_YAML },
    steps: [
      {
        say: "The office sets its reading of who bears the keeping (Q-S12): the owner, beside the reward.",
        args: ["reading", "keeping_costs=R2", ...clerk, "--reason", "the office's reading"],
      },
      {
        say: "The wreck is lodged from its case file.",
        args: ["add", "--case", "wreck.yaml", "--id", "wreck-3", ...clerk],
      },
      {
        say: "The storage is laid out: a cost of keeping.",
        args: [
          "cost",
          "wreck-3",
          "--amount",
          "4",
          "--kind",
          "keeping",
          "--for",
          "storage",
          "--date",
          "1690-03-20",
          ...clerk,
        ],
      },
      {
        say: "The cloth is dried: a cost of saving.",
        args: [
          "cost",
          "wreck-3",
          "--amount",
          "6",
          "--kind",
          "saving",
          "--item",
          "cloth",
          "--for",
          "drying",
          "--date",
          "1690-03-25",
          ...clerk,
        ],
      },
      {
        say: "The owner comes with his proof.",
        args: ["claim", "wreck-3", "--claimant", "Hans Nielsen", "--date", "1690-06-16", ...clerk],
      },
      {
        say: "The claim is accepted and the reward fixed.",
        args: ["decide", "wreck-3", "--accept", "--reward", "10", "--date", "1690-06-20", "--actor", "the amtmand"],
      },
      { say: "What he owes falls due before the goods go back.", args: ["due", "--by", "1690-06-30"] },
      {
        say: "The goods are not returned while he has paid nothing: the keeping is among what he owes.",
        args: ["dispose", "wreck-3", "--to", "owner", "--date", "1690-06-20", ...clerk],
        exit: 2,
      },
      {
        say: "He pays the reward, the storage and the drying.",
        args: [
          "pay",
          "wreck-3",
          "--from",
          "claimant-1",
          "--to",
          "office",
          "--amount",
          "20",
          "--date",
          "1690-06-21",
          ...clerk,
        ],
      },
      {
        say: "The office pays the salvor his whole reward.",
        args: [
          "pay",
          "wreck-3",
          "--from",
          "office",
          "--to",
          "bjerger",
          "--amount",
          "10",
          "--date",
          "1690-06-22",
          ...clerk,
        ],
      },
      {
        say: "The goods go back to their owner.",
        args: ["dispose", "wreck-3", "--to", "owner", "--date", "1690-06-23", ...clerk],
      },
      { say: "The lot.", args: ["show", "wreck-3"] },
    ],
  },
];
