/**
 * Die Fragen auf Deutsch: jede Meldung unter der Kennung, die ihr Englisch vergibt
 * (siehe docs/languages.md). Fragen zur Borkumer Rolle mit den Wörtern der Rolle,
 * zum Danske Lov mit dem dänischen Begriff in Klammern, wo er ein Fachwort ist.
 */

import type { Catalogue } from "../catalogue.js";
import { fieldPatterns } from "../field-questions.js";

/**
 * Die Fragen der Felder und was ihre Werte bedeuten, nach ihrem Englisch (die
 * Kennungen gibt src/messages/field-questions.ts); zur Borkumer Rolle mit ihren eigenen
 * Wörtern, wo sie abweichen.
 */
// Die Fragen der Felder, nach ihrem Englisch
const ASKED: Record<string, string> = {
  "What price was agreed on the beach?": "Welcher Preis wurde am Strand vereinbart?",
  "How many breaches of the rules does the case report?": "Wie viele Verstöße gegen die Ordnung nennt der Fall?",
  "Who is said to have broken the rule in {who}?": "Wer soll in {who} gegen die Ordnung verstoßen haben?",
  'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?':
    'Gegen welche Vorschrift verstößt {who}, wenn bekannt (z. B. "borkum-1666/8.2")?',
  "What was done in {who}, in words?": "Was wurde in {who} getan, in Worten?",
  "On what day did the ship call for a pilot?": "An welchem Tag rief das Schiff nach einem Lootsen?",
  "Was a lot cast among the island ships and persons to go?":
    "Wurde unter den Schiffen und Personen des Eilands das Los geworfen, wer fahren soll?",
  "Is the lot still to be drawn, from a seed, rather than the case saying on whom it fell?":
    "Ist das Los noch aus einem Samen zu ziehen, statt dass der Fall sagt, auf wen es fiel?",
  "Which persons are in the lot?": "Welche Personen sind im Los?",
  "How many persons does the need require?": "Wie viele Personen verlangt die Not?",
  "From what seed (any text; the same seed always draws the same lot) is the lot to be drawn?":
    "Aus welchem Samen (ein beliebiger Text; derselbe Samen zieht immer dasselbe Los) ist das Los zu ziehen?",
  "Which island ships are in the lot?": "Welche Schiffe des Eilands sind im Los?",
  "Which persons did the lot fall on?": "Auf welche Personen fiel das Los?",
  "Which island ship did the lot fall on?": "Auf welches Schiff des Eilands fiel das Los?",
  "Was one islander to go aboard and pilot her, or must an island ship go out (a whole ship)?":
    "Sollte ein Eiländer an Bord gehen und sie lootsen, oder muss ein Schiff des Eilands ausfahren (ein ganzes Schiff)?",
  "How many islanders on the beach offered to go, each for his price?":
    "Wie viele Eiländer am Strand boten an zu fahren, jeder für seinen Preis?",
  "Who made {who}?": "Wer machte {who}?",
  "For what price was {who} made?": "Für welchen Preis wurde {who} gemacht?",
  "How many islanders does the case name: those on the beach, those who went, the Vogt and the pastor?":
    "Wie viele Eiländer nennt der Fall: die am Strand, die gefahren sind, den Vogt und den Pastor?",
  "Which ship was {who} aboard during the salvage?": "An Bord welches Schiffes war {who} während der Bergung?",
  "Did {who} help cart the salvaged goods home?": "Half {who}, die geborgenen Güter heimzufahren?",
  "How many like persons does {who} stand for?": "Für wie viele gleiche Personen steht {who}?",
  "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?":
    "Hat {who} eine alte Hofstelle (Altbauer) oder eine neue (Neubauer)?",
  "Did {who} take part in the work of salvaging?": "Nahm {who} an der Arbeit der Bergung teil?",
  "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?":
    "Unter welchem kurzen Namen (Buchstaben, Ziffern, Unterstriche, Punkte oder Striche) soll {who} im Fall geführt werden?",
  "Whose place did {who} take when sent to help?": "An wessen Stelle trat {who}, als er zur Hilfe geschickt wurde?",
  "What name shall the determination call {who} by?": "Mit welchem Namen soll die Entscheidung {who} nennen?",
  "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?":
    "War {who} am Strand, sah das Zeichen und war dabei, als die Eiländer vereinbarten, wer fahren soll?",
  "Was {who} told, and would not go along?": "Wurde {who} benachrichtigt und wollte nicht mitfahren?",
  "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?":
    "Was ist {who}: Hausvater, Witwe, Sohn, Knecht, der Vogt, der Pastor … (alles Zutreffende)?",
  "Whose son is {who}?": "Wessen Sohn ist {who}?",
  "Was {who} told of the pilotage?": "Wurde {who} von der Lootsung benachrichtigt?",
  "Could {who} not come (illness, duty), rather than would not?":
    "Konnte {who} nicht kommen (Krankheit, Dienst), statt nicht zu wollen?",
  "Is {who} bodily unable to work?": "Ist {who} leiblich arbeitsunfähig?",
  "Did {who} help with a wagon of his or her own?": "Half {who} mit einem eigenen Wagen?",
  "Is {who} without means (poor)?": "Ist {who} ohne Mittel (arm)?",
  "Who went as pilot (left out: the one with the lowest offer)?":
    "Wer fuhr als Lootse (ausgelassen: der mit dem niedrigsten Gebot)?",
  "How much pilot money does the ship pay (what the pilot bargained from her)?":
    "Wie viel Lootsengeld zahlt das Schiff (was der Lootse mit ihr ausgehandelt hat)?",
  "Where did the ship lie when she called for a pilot: at sea, outside the reefs, on them, inside them ...?":
    "Wo lag das Schiff, als es nach einem Lootsen rief: auf See, außerhalb der Reven, auf ihnen, innerhalb …?",
  "Which ship called for a pilot?": "Welches Schiff rief nach einem Lootsen?",
  "Was the ship stuck fast (aground) when the islanders came?":
    "Saß das Schiff fest (auf Grund), als die Eiländer kamen?",
  "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?":
    "Unter welchem kurzen Namen (Buchstaben, Ziffern, Unterstriche, Punkte oder Striche) soll das Schiff im Fall geführt werden?",
  "Was the ship afloat and under way on the river, not aground?":
    "War das Schiff flott und auf dem Strom unterwegs, nicht auf Grund?",
  "Was the ship leaking when the islanders came?": "War das Schiff leck, als die Eiländer kamen?",
  "What is the name of the ship that called for a pilot?": "Wie heißt das Schiff, das nach einem Lootsen rief?",
  "Did the islanders see the ship from the tower?": "Sahen die Eiländer das Schiff vom Turm aus?",
  "How did the ship call for a pilot: a waft (Syauwer) flown, a gun fired, or neither?":
    "Wie rief das Schiff nach einem Lootsen: mit einem gehissten Syauwer, einem Schuss oder mit keinem von beiden?",
  "Was the ship a stranger to these waters?": "War das Schiff in diesen Gewässern fremd?",
  "How many island ships went out?": "Wie viele Schiffe des Eilands fuhren aus?",
  "What is the name of {who}?": "Wie heißt {who}?",
  "How many owners has {who} (their shares add up to 1)?":
    "Wie viele Eigner hat {who} (ihre Anteile ergeben zusammen 1)?",
  "Who is {who}?": "Wer ist {who}?",
  'What share of the ship does {who} hold ("1", "1/3")?': 'Welchen Anteil am Schiff hält {who} ("1", "1/3")?',
  "Did {who} go out and salvage (rather than being the wreck)?":
    "Fuhr {who} aus und barg (statt selbst das Wrack zu sein)?",
  "Who sailed {who}?": "Wer führte {who}?",
  "Did the Vogt inspect the ship, found aground and leaking?":
    "Besichtigte der Vogt das Schiff, das auf Grund und leck gefunden wurde?",
  "Did the Vogt find that the ship has fallen to the territorial ruler?":
    "Befand der Vogt, dass das Schiff dem Landesherrn verfallen ist?",
  "Was the Vogt's inspection made?": "Wurde die Besichtigung durch den Vogt vorgenommen?",
  "Did the goods come ashore by themselves, not saved with ships (the foot strand, Fuß-strand)?":
    "Kamen die Güter von selbst an Land, nicht mit Schiffen geborgen (der Voot-Fuß-Strand)?",
  "On what day were the goods saved?": "An welchem Tag wurden die Güter geborgen?",
  "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?":
    "Wie viele bat der Schiffer, ihm bei der Bergung zu helfen (den Amtmann (amtmand), einen Vogt, den Inhaber des Strandes …)?",
  "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?":
    "Wer ist der in {who} Gebetene: der Amtmann (amtmand), Bürgermeister und Rat einer Stadt, ein Vogt, ein Strandvogt (strandfoged), ein anderer Befehlshaber am Strand, der Inhaber des Strandrechts oder ein anderer?",
  "Whom did the skipper ask in {who}?": "Wen bat der Schiffer in {who}?",
  "Were the goods merchants' goods (cargo), rather than parts of a ship?":
    "Waren die Güter Kaufmannsgüter (Ladung), nicht Teile eines Schiffes?",
  "Did it happen on the shore before a market town (a chartered town with a mayor and council)?":
    "Geschah es am Strand vor einer Kaufstadt (einer privilegierten Stadt mit Bürgermeister und Rat)?",
  "How many people may have a share, those who stayed at home included?":
    "Wie viele Leute können einen Anteil haben, die zu Hause Gebliebenen eingeschlossen?",
  "Where were the goods saved?": "Wo wurden die Güter geborgen?",
  "Did the skipper strike a bargain with the salvors over the salvage?":
    "Schloss der Schiffer mit den Bergern einen Handel über die Bergung?",
  "Which salvors made the bargain (left out: everyone who helped)?":
    "Welche Berger schlossen den Handel (ausgelassen: alle, die halfen)?",
  'What share of the goods salvaged was agreed to the salvors ("1/3")?':
    'Welcher Anteil der geborgenen Güter wurde den Bergern zugesagt ("1/3")?',
  "What set sum was agreed?": "Welche feste Summe wurde vereinbart?",
  "What were the terms: a set sum paid to the salvors for whatever they could salvage, a share of the goods salvaged, or a set sum the salvors paid the skipper for all they could salvage, to keep it?":
    "Was waren die Bedingungen: eine feste Summe an die Berger für alles, was sie bergen konnten, ein Anteil der geborgenen Güter, oder eine feste Summe, die die Berger dem Schiffer für alles zahlten, was sie bergen konnten, um es zu behalten?",
  "What did the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like?":
    "Was kostete die Bergung insgesamt: den Lohn der Berger, Miete von Booten und Wagen, Lagerung und dergleichen?",
  "How much salvage money was paid for what was saved (0 while it is still to be fixed)?":
    "Wie viel Bergelohn (bjergeløn) wurde für das Gerettete gezahlt (0, solange es noch festzusetzen ist)?",
  "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?":
    "Wer setzte den Bergelohn (bjergeløn) fest: der Amtmann (amtmand) mit den besten Männern des Bezirks, oder Bürgermeister und Rat der Kaufstadt?",
  "How did those who fixed the salvage money divide it among the salvors: who had how much?":
    "Wie teilten die, die den Bergelohn festsetzten, ihn unter den Bergern: wer bekam wie viel?",
  "How many ships took part: those that went out to salvage, and any that came to grief?":
    "Wie viele Schiffe waren beteiligt: die zur Bergung ausfuhren, und die verunglückten?",
  "Were the goods saved from a ship that came to grief with her people aboard?":
    "Wurden die Güter aus einem Schiff geborgen, das mit seinen Leuten an Bord verunglückte?",
  "How many merchants' lots of goods were saved from the ship?":
    "Wie viele Partien von Kaufmannsgütern wurden aus dem Schiff geborgen?",
  "What freight was agreed for carrying {who} the whole voyage?":
    "Welche Fracht wurde für die Beförderung von {who} über die ganze Reise vereinbart?",
  "Has the shipper chosen to let the skipper keep {who} instead of paying its freight?":
    "Hat der Verlader gewählt, dem Schiffer {who} statt der Fracht zu lassen?",
  "Which merchant owns {who}?": "Welchem Kaufmann gehört {who}?",
  "Who shipped {who} and owes its freight, if not its owner?":
    "Wer verlud {who} und schuldet die Fracht dafür, wenn nicht der Eigner?",
  "What is {who} worth as saved, or what did it fetch when sold?":
    "Was ist {who} als Gerettetes wert, oder was brachte es beim Verkauf?",
  "What goods are in {who}, in words?": "Welche Güter sind in {who}, in Worten?",
  "What wrecked her: a storm, or another misfortune (fire, a leak, running aground in fog ...)?":
    "Was ließ sie verunglücken: ein Sturm oder ein anderes Unglück (Feuer, ein Leck, Auflaufen im Nebel …)?",
  "Could the skipper and those helping him salvage no more, so that goods or wreck were left over?":
    "Konnten der Schiffer und seine Helfer nichts mehr bergen, sodass Güter oder Wrack übrig blieben?",
  "Who were the ship's people, besides the skipper?": "Wer waren die Leute des Schiffes, außer dem Schiffer?",
  "How did she end: driven ashore against her crew's will, run ashore on purpose to save ship and goods, sunk, or otherwise?":
    "Wie endete sie: gegen den Willen der Mannschaft an Land getrieben, absichtlich auf den Strand gesetzt, um Schiff und Gut zu retten, gesunken, oder anders?",
  "Which other seafaring people, not of her crew, were at hand?":
    "Welche anderen Seeleute, nicht von ihrer Mannschaft, waren zur Hand?",
  "Which ship came to grief?": "Welches Schiff verunglückte?",
  "What is the part of the ship that was saved (hull, rigging, gear) worth, or what did it fetch when sold?":
    "Was ist der gerettete Teil des Schiffes (Rumpf, Takelage, Gerät) wert, oder was brachte er beim Verkauf?",
  "Was the skipper with his own people unable to salvage ship and goods by themselves?":
    "Konnte der Schiffer mit seinen eigenen Leuten Schiff und Gut nicht allein bergen?",
  'How much of the voyage was done when the ship was lost, as a fraction ("1/2", "2/3")?':
    'Wie viel der Reise war getan, als das Schiff verloren ging, als Bruch ("1/2", "2/3")?',
  "How many of the crew were still owed wages when the ship was lost?":
    "Wie vielen der Mannschaft wurde noch Lohn geschuldet, als das Schiff verloren ging?",
  "How much is {who}, still owed for the voyage?": "Wie viel beträgt {who}, noch für die Reise geschuldet?",
  "Which seaman is owed {who}?": "Welchem Seemann wird {who} geschuldet?",
  "Is the ship wholly lost (a total wreck), not only stranded or damaged?":
    "Ist das Schiff ganz verloren (ein völliges Wrack), nicht nur gestrandet oder beschädigt?",
  "On what day is the case decided (whether a time limit has run out by then)?":
    "An welchem Tag wird der Fall entschieden (ob eine Frist bis dahin abgelaufen ist)?",
  "Did anyone come for the wreck, as its owner or as the owner's agent?":
    "Kam jemand als Eigner oder als Bevollmächtigter des Eigners, um das Wrack (vrag) zu holen?",
  "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?":
    "Kam er als der Eigner selbst oder als Bevollmächtigter des Eigners (fuldmægtig)?",
  "Who came for the wreck?": "Wer kam, um das Wrack zu holen?",
  "On what day did he come with his proof of ownership?": "An welchem Tag kam er mit seinem Nachweis des Eigentums?",
  "For which owner does the agent act?": "Für welchen Eigner handelt der Bevollmächtigte?",
  "Is his proof of ownership sufficient?": "Genügt sein Nachweis des Eigentums?",
  "How many households' rights in the commons (the common land and its use) does the case give?":
    "Wie viele Rechte von Hausständen an der Allmende (dem gemeinen Land und seinem Gebrauch) gibt der Fall an?",
  "Which household (or group row of like households) holds {who}?":
    "Welcher Hausstand (oder welche Zeile gleicher Hausstände) hält {who}?",
  "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?":
    "Wie viele Rechte an der Allmende sind {who} (z. B. 2, 1 oder 1/2)?",
  "On what day was the wreck found?": "An welchem Tag wurde das Wrack gefunden?",
  "Is the wreck to be divided, or put to common use?": "Ist das Wrack zu teilen oder dem gemeinen Gebrauch zuzuführen?",
  "Whose foreshore does the wreck lie on?": "An wessen Strand liegt das Wrack?",
  "Who is the king's amtmand of the district, if he is one of the people of the case?":
    "Wer ist der königliche Amtmann (amtmand) des Bezirks, wenn er eine der Personen des Falls ist?",
  "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?":
    "Hat der Grundherr das Strandrecht (forstrandsrettighed), das Recht auf unbeanspruchtes Wrack (ausgelassen: er hat es)?",
  "Off which landowner's land does the wreck lie?": "Vor wessen Land liegt das Wrack?",
  "Is it the king's foreshore, where his amtmand acts, or the foreshore off a landowner's land?":
    "Ist es des Königs Strand, wo sein Amtmann handelt, oder der Strand vor dem Land eines Grundherrn?",
  "How many things were found: a ship, pieces of ships, masts, goods ...?":
    "Wie viele Dinge wurden gefunden: ein Schiff, Stücke von Schiffen, Masten, Güter …?",
  "Was {who} found with nobody aboard, left by its crew?":
    "Wurde {who} ohne jemanden an Bord gefunden, von der Mannschaft verlassen?",
  "Can {who} be got off (refloated)?": "Kann {who} wieder flott gemacht werden?",
  "Is {who} damaged by the wreck (broken, spoilt in part)?":
    "Ist {who} durch das Wrack beschädigt (gebrochen, zum Teil verdorben)?",
  "Did {who} come ashore by drifting?": "Kam {who} treibend an Land?",
  "Was {who} empty, with no cargo aboard?": "War {who} leer, ohne Ladung an Bord?",
  "Is {who} leaking?": "Ist {who} leck?",
  "By what name is {who} to be called in the determination?":
    "Mit welchem Namen soll {who} in der Entscheidung genannt werden?",
  "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?":
    "Wie groß ist {who} als Stück eines Schiffes: ein halbes Schiff, ein Viertel, ein anderes großes Stück oder ein kleines?",
  "Can {who}, damaged or wet, be saved (dried, aired, repacked)?":
    "Kann {who}, beschädigt oder nass, gerettet werden (getrocknet, gelüftet, neu verpackt)?",
  "What did saving {who} (drying, airing, repacking) cost its keeper?":
    "Was kostete es seinen Verwahrer, {who} zu retten (trocknen, lüften, neu verpacken)?",
  "What did {who} fetch when it was sold because it could not be saved?":
    "Was brachte {who} beim Verkauf, weil es nicht gerettet werden konnte?",
  "On what day was {who} sold?": "An welchem Tag wurde {who} verkauft?",
  "Is {who} stuck fast on the ground?": "Sitzt {who} fest auf dem Grund?",
  "What did {who} fetch, or at what is it valued?": "Was brachte {who}, oder auf wie viel ist es geschätzt?",
  "Is {who} wet through with sea water?": "Ist {who} von Seewasser durchnässt?",
  "What is {who}: a whole ship, a piece of a ship's hull, a mast, a yard, a topmast, a rudder (Rohr), a boat (Schute), a leeboard (Schwert), a hold beam (Lastbalken), a hofpahl, goods, or another thing?":
    "Was ist {who}: ein ganzes Schiff, ein Stück eines Schiffsrumpfes, ein Mast, eine Rahe, eine Stenge, ein Ruder (Rohr), ein Boot (Schute), ein Seitenschwert (Schwert), ein Lastbalken, ein Hofpahl, Güter oder ein anderes Ding?",
  "Was the wreck salvaged and put in safe keeping?": "Wurde das Wrack geborgen und in sichere Verwahrung gebracht?",
  "Who had the wreck salvaged, and keeps it?": "Wer ließ das Wrack bergen und verwahrt es?",
  "What did keeping the salvaged wreck in safe keeping (storage, watch) cost its keeper?":
    "Was kostete seinen Verwahrer die sichere Verwahrung des geborgenen Wracks (Lagerung, Wache)?",
  "On what day was public notice of the wreck given, if it was?":
    "An welchem Tag wurde das Wrack öffentlich bekannt gemacht, wenn überhaupt?",
  "Is a clear register kept of what was salvaged?": "Wird ein klares Verzeichnis des Geborgenen geführt?",
  "On what day was the wreck lodged in safe keeping and entered in the register?":
    "An welchem Tag wurde das Wrack in sichere Verwahrung gebracht und ins Verzeichnis eingetragen?",
  "Who salvaged the wreck for its keeper?": "Wer barg das Wrack für seinen Verwahrer?",
  "Was any living person with the wreck when it was found?":
    "War ein lebender Mensch bei dem Wrack, als es gefunden wurde?",
  "How many of the community does the case name: households, the Vogt, the pastor?":
    "Wie viele der Gemeine nennt der Fall: Hausstände, den Vogt, den Pastor?",
  "Where was the wreck found: at sea, outside the reefs, on them, inside them, or on the beach?":
    "Wo wurde das Wrack gefunden: auf See, außerhalb der Reven, auf ihnen, innerhalb oder am Strand?",
  "What did the wreck fetch when sold, or what is it worth, to be divided (left out: what its items fetched)?":
    "Was brachte das Wrack beim Verkauf, oder was ist es wert, zu teilen (ausgelassen: was seine Stücke brachten)?",
  "Has the salvage reward the owner is to pay been fixed?":
    "Ist der Bergelohn festgesetzt, den der Eigner zu zahlen hat?",
  "What salvage reward was fixed?": "Welcher Bergelohn wurde festgesetzt?",
  "Who fixed the salvage reward?": "Wer setzte den Bergelohn fest?",
  "What freight was agreed for carrying the goods to the agreed place?":
    "Welche Fracht wurde für die Beförderung der Güter an den vereinbarten Ort vereinbart?",
  "Did storm or other distress drive the ship into another harbour (dl-averi/50–53)?":
    "Trieb Sturm oder andere Not das Schiff in einen anderen Hafen (dl-averi/50–53)?",
  "What drove her there: storm, or other distress at sea (a leak, ice, an enemy ...)?":
    "Was trieb sie dorthin: Sturm oder andere Seenot (ein Leck, Eis, ein Feind …)?",
  "On what day did she come in there?": "An welchem Tag lief sie dort ein?",
  "Are, or were, the goods sent on to the agreed market?":
    "Werden oder wurden die Güter an den vereinbarten Markt weitergesandt?",
  "What does, or did, sending the goods on cost?": "Was kostet oder kostete das Weitersenden der Güter?",
  "On what day were the goods delivered at the agreed market?":
    "An welchem Tag wurden die Güter am vereinbarten Markt abgeliefert?",
  "Is the other ship a good ship, in which the goods can be kept safe?":
    "Ist das andere Schiff ein gutes Schiff, in dem die Güter sicher verwahrt werden können?",
  "In which ship are, or were, the goods sent on: the skipper's own, or another?":
    "In welchem Schiff werden oder wurden die Güter weitergesandt: im eigenen des Schiffers oder in einem anderen?",
  "What is the name of the other ship the goods are sent on in?":
    "Wie heißt das andere Schiff, in dem die Güter weitergesandt werden?",
  "Is a hidden fraud said to lie behind it?": "Soll ein verborgener Betrug dahinterstecken?",
  "What does the merchant say lay behind it?": "Was sagt der Kaufmann, habe dahintergesteckt?",
  "Was a hidden fraud found?": "Wurde ein verborgener Betrug festgestellt?",
  "Who found it: a court, assessors ...?": "Wer stellte ihn fest: ein Gericht, Schätzer …?",
  "What loss, as assessed, came to the merchant from the fraud?":
    "Welcher Verlust, wie geschätzt, entstand dem Kaufmann aus dem Betrug?",
  "Who besides the skipper was found party to the scheme?":
    "Wer außer dem Schiffer wurde als Teilhaber des Anschlags befunden?",
  "What full freight does the merchant pay if he takes the goods there?":
    "Welche volle Fracht zahlt der Kaufmann, wenn er die Güter dort nimmt?",
  "Does the merchant take his goods there, in the harbour she was driven into?":
    "Nimmt der Kaufmann seine Güter dort, in dem Hafen, in den sie getrieben wurde?",
  "Did the skipper take an oath that necessity drove him there?":
    "Beschwor der Schiffer, dass die Not ihn dorthin trieb?",
  "On what day was the oath sworn?": "An welchem Tag wurde der Eid geschworen?",
  "Was the oath sworn?": "Wurde der Eid geschworen?",
  "Which men of the ship swore with the skipper (the text asks for three of the best)?":
    "Welche Männer des Schiffes schworen mit dem Schiffer (der Text verlangt drei der besten)?",
  "Into which harbour or market was the ship driven?": "In welchen Hafen oder Markt wurde das Schiff getrieben?",
  "Who is the merchant whose goods the skipper carries?": "Wer ist der Kaufmann, dessen Güter der Schiffer führt?",
  "How many people does the case name: the skipper, the merchant, the men of the ship and anyone else?":
    "Wie viele Personen nennt der Fall: den Schiffer, den Kaufmann, die Männer des Schiffes und wen sonst?",
  "Which of these is {who}: the skipper, the merchant, a shipowner, a charterer, an agent for the merchant, a seaman, other (all that apply)?":
    "Was davon ist {who}: der Schiffer, der Kaufmann, ein Reeder, ein Befrachter, ein Bevollmächtigter des Kaufmanns, ein Seemann, anderes (alles Zutreffende)?",
  "Does the case name the ship the skipper was chartered with?":
    "Nennt der Fall das Schiff, mit dem der Schiffer befrachtet wurde?",
  "What is the ship's name?": "Wie heißt das Schiff?",
  "Who is the skipper who let himself be chartered?": "Wer ist der Schiffer, der sich befrachten ließ?",
  "Could the ship not carry the goods to the market because she was unfit ('udygtig', dl-averi/49)?":
    "Konnte das Schiff die Güter nicht zum Markt bringen, weil es untüchtig war ('udygtig', dl-averi/49)?",
  "Who found whether she was unfit when she sailed (e.g. 'two shipwrights of Bergen')?":
    "Wer stellte fest, ob es beim Auslaufen untüchtig war (z. B. 'zwei Schiffszimmerleute aus Bergen')?",
  "Is the skipper, because of it, unable to carry the goods to the market?":
    "Kann der Schiffer deswegen die Güter nicht zum Markt bringen?",
  "What was chosen: another suitable ship chartered to carry the goods to the agreed place for the agreed freight, or all the merchant's loss made good?":
    "Was wurde gewählt: ein anderes taugliches Schiff befrachtet, das die Güter für die vereinbarte Fracht an den vereinbarten Ort bringt, oder der ganze Schaden des Kaufmanns ersetzt?",
  "Who made that choice: the skipper or the merchant?": "Wer traf diese Wahl: der Schiffer oder der Kaufmann?",
  "What is all the merchant's loss, as assessed, that is to be made good?":
    "Was ist der ganze Schaden des Kaufmanns, wie geschätzt, der zu ersetzen ist?",
  "Was another ship chartered to carry the goods on?":
    "Wurde ein anderes Schiff befrachtet, um die Güter weiterzubringen?",
  "Who is the other ship's skipper, who carries the goods for the substitute freight?":
    "Wer ist der Schiffer des anderen Schiffes, der die Güter für die Ersatzfracht bringt?",
  "What freight did the skipper agree to pay for the other ship?":
    "Welche Fracht sagte der Schiffer für das andere Schiff zu zahlen zu?",
  "What is the name of the other ship chartered?": "Wie heißt das andere befrachtete Schiff?",
  "Is the other ship a suitable ('bekvem') ship for the goods?":
    "Ist das andere Schiff ein für die Güter taugliches ('bekvem') Schiff?",
  "Was the ship unfit ('udygtig') already when the voyage began, rather than becoming so on the way?":
    "War das Schiff schon untüchtig ('udygtig'), als die Reise begann, statt es unterwegs zu werden?",
  "Where was the ship found unable to go on?": "Wo wurde das Schiff unfähig befunden, weiterzufahren?",
  "Was the skipper chartered to carry the goods from one named place to another?":
    "Wurde der Schiffer befrachtet, die Güter von einem benannten Ort an einen anderen zu bringen?",
  "From which named place was the skipper chartered?": "Von welchem benannten Ort wurde der Schiffer befrachtet?",
  "On what day did the ship set out on the voyage?": "An welchem Tag trat das Schiff die Reise an?",
  "To which place, or market, was he chartered, and promised to bring the goods?":
    "An welchen Ort oder Markt wurde er befrachtet, und versprach er, die Güter zu bringen?",
  "On what day did it happen?": "An welchem Tag geschah es?",
  "What happened between the ships?": "Was geschah zwischen den Schiffen?",
  "Which ship's anchor lay without a buoy?": "Wessen Anker lag ohne Boje?",
  "Did the skipper who could not give way ask the other to weigh his anchor?":
    "Bat der Schiffer, der nicht ausweichen konnte, den anderen, seinen Anker zu lichten?",
  "Have good men or seafaring men assessed the share of the damage each ship bears?":
    "Haben gute Männer oder Seeleute den Anteil des Schadens geschätzt, den jedes Schiff trägt?",
  "Who assessed it ('four skippers of the roads')?": "Wer schätzte ihn ('vier Schiffer von der Reede')?",
  "What share of the damage does each ship bear, as assessed (the shares add up to 1)?":
    "Welchen Anteil des Schadens trägt jedes Schiff, wie geschätzt (die Anteile ergeben zusammen 1)?",
  "Which ship was lying fast at her anchor?": "Welches Schiff lag fest vor seinem Anker?",
  "Why could she not give way: she lay near the shallows ('nær grunden'), or another reason?":
    "Warum konnte sie nicht ausweichen: sie lag nahe dem Grund ('nær grunden'), oder ein anderer Grund?",
  "Which three best men of the anchor ship swear with the skipper ('selv fjerde')?":
    "Welche drei besten Männer des Ankerschiffes schwören mit dem Schiffer ('selv fjerde')?",
  "What broke: her anchor, or her cable?": "Was brach: ihr Anker oder ihr Tau?",
  "Did the buoy line break after the anchor was cast (the anchor had its buoy when let go)?":
    "Brach die Bojenleine, nachdem der Anker geworfen war (der Anker hatte seine Boje, als er fiel)?",
  "Did it happen by night?": "Geschah es bei Nacht?",
  "Which other ship could give way?": "Welches andere Schiff konnte ausweichen?",
  "Which ship could not give way?": "Welches Schiff konnte nicht ausweichen?",
  "What was the collision found to come of: the sailing skipper's neglect and bad look-out, necessity ('nøds sag'), or neither?":
    "Wovon kam der Zusammenstoß, wie befunden: von Nachlässigkeit und schlechtem Ausguck des segelnden Schiffers, von Not ('nøds sag') oder von keinem von beiden?",
  "Why did it break: storm, or other misfortune ('anden ulykke')?":
    "Warum brach es: Sturm oder anderes Unglück ('anden ulykke')?",
  "Could the two ships have avoided each other ('kunne ikke undvige hver anden')?":
    "Konnten die beiden Schiffe einander ausweichen ('kunne ikke undvige hver anden')?",
  "Which ship came to harm on it?": "Welches Schiff kam daran zu Schaden?",
  "Was there danger that they would damage each other?": "Bestand Gefahr, dass sie einander beschädigen würden?",
  "Which ship broke loose and drifted?": "Welches Schiff riss sich los und trieb?",
  "Which ship was driven adrift by storm and foul weather?": "Welches Schiff wurde von Sturm und Unwetter abgetrieben?",
  "Who found what the collision came of?": "Wer befand, wovon der Zusammenstoß kam?",
  "Who found whether he was innocent?": "Wer befand, ob er unschuldig war?",
  "Which ship was lying still?": "Welches Schiff lag still?",
  "How did the ship lie: at anchor, or moored ('fast fortøjet')?":
    "Wie lag das Schiff: vor Anker oder vertäut ('fast fortøjet')?",
  "Has the anchor ship's skipper, himself with three of the best men of his ship, sworn that there was a buoy on the anchor when he last let it go and that he knew no other when the damage happened, refused to, or not yet?":
    "Hat der Schiffer des Ankerschiffes, selbst mit drei der besten Männer seines Schiffes, geschworen, dass eine Boje am Anker war, als er ihn zuletzt fallen ließ, und dass er es nicht anders wusste, als der Schaden geschah, hat er sich geweigert, oder noch nicht?",
  "Which ship came sailing and did the damage?": "Welches Schiff kam gesegelt und richtete den Schaden an?",
  "What happened when the anchor was to be weighed without the other: was it done, forbidden or hindered by the other, or not tried?":
    "Was geschah, als der Anker ohne den anderen gelichtet werden sollte: wurde es getan, vom anderen verboten oder verhindert, oder nicht versucht?",
  "How many ships collided under sail (two, each with her skipper's and crew's oath)?":
    "Wie viele Schiffe stießen unter Segel zusammen (zwei, jedes mit dem Eid seines Schiffers und seiner Mannschaft)?",
  "Has the skipper of {who}, with his crew, sworn that it happened by mischance and not on purpose, refused to, or not yet?":
    "Hat der Schiffer von {who} mit seiner Mannschaft geschworen, dass es durch Unglück und nicht mit Absicht geschah, hat er sich geweigert, oder noch nicht?",
  "Which of the case's ships was {who}, one of the two that collided?":
    "Welches der Schiffe des Falls war {who}, eines der beiden, die zusammenstießen?",
  "Was the drifting ship's skipper found innocent of it?":
    "Wurde der Schiffer des treibenden Schiffes daran unschuldig befunden?",
  "How many ships in the drifting ship's path slipped cable and anchor to prevent greater damage?":
    "Wie viele Schiffe in der Bahn des treibenden Schiffes kappten Tau und Anker, um größeren Schaden zu verhüten?",
  "What were the cable and anchor worth that {who} slipped?": "Was waren Tau und Anker wert, die {who} kappte?",
  "Which of the case's ships was {who}, that slipped her cable and anchor?":
    "Welches der Schiffe des Falls war {who}, das sein Tau und seinen Anker kappte?",
  "Did they slip because damage was to be expected, to prevent greater damage?":
    "Kappten sie, weil Schaden zu erwarten war, um größeren Schaden zu verhüten?",
  "What kind of incident was it?": "Was für ein Vorfall war es?",
  "Did the other weigh his anchor when asked?": "Lichtete der andere seinen Anker, als er gebeten wurde?",
  "Where did the ship lie: in a harbour, on a roadstead ('red'), or elsewhere?":
    "Wo lag das Schiff: in einem Hafen, auf einer Reede ('red') oder anderswo?",
  "How many people does the case name: the skippers, owners, merchants and crew?":
    "Wie viele Personen nennt der Fall: die Schiffer, Eigner, Kaufleute und Mannschaft?",
  "Which ship was {who} aboard?": "An Bord welches Schiffes war {who}?",
  "Which of these is {who}: a skipper, a shipowner, a merchant with goods aboard, a seaman, other (all that apply)?":
    "Was davon ist {who}: ein Schiffer, ein Reeder, ein Kaufmann mit Gütern an Bord, ein Seemann, anderes (alles Zutreffende)?",
  "Where did it happen ('Copenhagen roads')?": "Wo geschah es ('Kopenhagener Reede')?",
  "How many ships does the case name (at least the two the incident concerns)?":
    "Wie viele Schiffe nennt der Fall (mindestens die beiden, die der Vorfall betrifft)?",
  "How many parcels of goods were aboard {who}, one for each owner's parcel?":
    "Wie viele Partien Güter (gods) waren an Bord von {who}, eine für die Partie jedes Eigners?",
  "What damage did the goods of {who} take in the incident?":
    "Welchen Schaden nahmen die Güter von {who} bei dem Vorfall?",
  "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?":
    "Unter welchem kurzen Namen (Buchstaben, Ziffern, Unterstriche, Punkte oder Striche), etwa dem Zeichen ihres Konnossements, soll {who} im Fall geführt werden?",
  "Which merchant owns the goods of {who}?": "Welchem Kaufmann gehören die Güter von {who}?",
  "What goods are in {who} ('wine', 'rye')?": "Welche Güter sind in {who} ('Wein', 'Roggen')?",
  "What damage did {who} herself take, hull and gear, as surveyed?":
    "Welchen Schaden nahm {who} selbst, Rumpf und Gerät, wie besichtigt?",
  "What is the own property of the skipper of {who} worth, as far as it can be reached ('så vidt hans gods kan tilstrække')?":
    "Was ist das eigene Vermögen des Schiffers von {who} wert, soweit es erreicht werden kann ('så vidt hans gods kan tilstrække')?",
  "What is {who} worth (the value that answers when her skipper cannot pay, dl-averi/7)?":
    "Was ist {who} wert (der Wert, der haftet, wenn ihr Schiffer nicht zahlen kann, dl-averi/7)?",
  "How many loans on bottomry, repayable only if the ship arrives, were taken?":
    "Wie viele Bodmereidarlehen, nur zurückzuzahlen, wenn das Schiff ankommt, wurden aufgenommen?",
  "How much was lent ({who})?": "Wie viel wurde geliehen ({who})?",
  "Who lent the money ({who})?": "Wer lieh das Geld ({who})?",
  "Was {who} lent on the ship, or on the cargo?": "Wurde {who} auf das Schiff oder auf die Ladung geliehen?",
  "How many parcels of cargo did the ship carry, one for each bill of lading?":
    "Wie viele Partien Ladung führte das Schiff, eine für jedes Konnossement?",
  "Does the skipper hold a bill of lading for {who}?": "Hat der Schiffer ein Konnossement für {who}?",
  "Did the goods of {who} that were kept take damage?": "Nahmen die behaltenen Güter von {who} Schaden?",
  "What damage did {who} take after the goods were stowed again and put in order?":
    "Welchen Schaden nahm {who}, nachdem die Güter wieder gestaut und in Ordnung gebracht waren?",
  "What damage did {who} take from the jettison, spoiled or washed by the sea in the course of it?":
    "Welchen Schaden nahm {who} durch den Seewurf, verdorben oder von der See benetzt dabei?",
  "What damage did {who} take when the ship was run ashore on purpose?":
    "Welchen Schaden nahm {who}, als das Schiff absichtlich auf den Strand gesetzt wurde?",
  "What damage did {who} take from any other cause (the storm, a leak, bad stowage ...)?":
    "Welchen Schaden nahm {who} aus einer anderen Ursache (dem Sturm, einem Leck, schlechter Stauung …)?",
  "Does the skipper hold a freight letter (charter party) for {who}?":
    "Hat der Schiffer einen Frachtbrief (Chartepartie) für {who}?",
  "Into which heap (hold or bin) were the bulk goods of {who} poured, with other owners' goods?":
    "In welchen Haufen (Raum oder Verschlag) wurden die Schüttgüter von {who} geschüttet, mit Gütern anderer Eigner?",
  "Are the goods of {who} heavy (where no weight is given)?":
    "Sind die Güter von {who} schwer (wo kein Gewicht angegeben ist)?",
  "Did any of {who} go overboard?": "Ging etwas von {who} über Bord?",
  "What do the bill of lading and freight letter show of the goods of {who} thrown, where that is less than their worth?":
    "Was zeigen Konnossement und Frachtbrief von den geworfenen Gütern von {who}, wo das weniger ist als ihr Wert?",
  "Did the skipper lawfully prove that more (or other) goods of {who} were in the hold than the documents show?":
    "Hat der Schiffer rechtmäßig bewiesen, dass mehr (oder andere) Güter von {who} im Raum waren, als die Papiere zeigen?",
  "In what order did {who} go overboard (1 first; parcels thrown together share a number)?":
    "In welcher Reihenfolge ging {who} über Bord (1 zuerst; zusammen geworfene Partien teilen eine Zahl)?",
  "Did the goods of {who} thrown drift ashore or get fished up, and did the owner get them back?":
    "Trieben die geworfenen Güter von {who} an Land oder wurden sie aufgefischt, und bekam der Eigner sie zurück?",
  "On what day were the goods of {who} recovered?": "An welchem Tag wurden die Güter von {who} wiedererlangt?",
  "What are the goods of {who} worth as recovered?": "Was sind die Güter von {who} wert, wie wiedererlangt?",
  "What was the part of {who} thrown overboard worth, at the same market?":
    "Was war der über Bord geworfene Teil von {who} wert, am selben Markt?",
  "How was {who} stowed: packed (in packs, casks or barrels), poured in bulk into the hold with other owners' goods of its kind, or loose but kept apart?":
    "Wie war {who} gestaut: verpackt (in Packen, Fässern oder Tonnen), als Schüttgut mit gleichartigen Gütern anderer Eigner in den Raum geschüttet, oder lose, aber getrennt?",
  "How much is {who}, in its unit (e.g. lasts of grain)?": "Wie viel ist {who}, in seiner Einheit (z. B. Lasten Korn)?",
  "In what unit is the quantity of {who} given ('lasts', 'barrels')?":
    "In welcher Einheit ist die Menge von {who} angegeben ('Lasten', 'Tonnen')?",
  "What is {who} worth, whole and sound, at the market price where the goods kept are sold?":
    "Was ist {who} wert, ganz und heil, zum Marktpreis dort, wo die behaltenen Güter verkauft werden?",
  "What does {who} weigh, in one unit for the whole cargo (e.g. skippund)?":
    "Was wiegt {who}, in einer Einheit für die ganze Ladung (z. B. Schiffpfund)?",
  "What goods are in {who} ('rye', 'cloth in bales')?": "Welche Güter sind in {who} ('Roggen', 'Tuch in Ballen')?",
  "Who chartered the ship (the 'befragter')?": "Wer befrachtete das Schiff (der Befrachter, 'befragter')?",
  "Has the charterer chosen, on the skipper's valuation, whether to take the ship or leave her?":
    "Hat der Befrachter nach der Schätzung des Schiffers gewählt, ob er das Schiff nimmt oder lässt?",
  "What did the charterer choose: to take the ship at the skipper's valuation, to leave her to the skipper at that value, or did he not declare?":
    "Was wählte der Befrachter: das Schiff zur Schätzung des Schiffers zu nehmen, es dem Schiffer zu diesem Wert zu lassen, oder erklärte er sich nicht?",
  "When did the charterer declare his choice?": "Wann erklärte der Befrachter seine Wahl?",
  "Was the ship attacked, and did she defend herself?": "Wurde das Schiff angegriffen, und verteidigte es sich?",
  "Who attacked the ship: pirates, freebooters, or enemies?":
    "Wer griff das Schiff an: Seeräuber, Freibeuter oder Feinde?",
  "What were the doctor's fees for the wounded?": "Was waren die Arztkosten für die Verwundeten?",
  "What else did the defence cost?": "Was kostete die Verteidigung sonst?",
  "Who laid out the money for the defence, if not the ship's owners through the skipper?":
    "Wer legte das Geld für die Verteidigung aus, wenn nicht die Reeder durch den Schiffer?",
  "What were the wages ('hyre') and portage ('føring') of the men taken on in place of the wounded?":
    "Was waren Heuer ('hyre') und Führung ('føring') der Männer, die an Stelle der Verwundeten angenommen wurden?",
  "Which of the crew were wounded or maimed in the defence?":
    "Welche der Mannschaft wurden bei der Verteidigung verwundet oder verstümmelt?",
  "Were ship and goods in danger from a storm or other distress, and was something given up to save them?":
    "Waren Schiff und Gut in Gefahr durch Sturm oder andere Not, und wurde etwas aufgegeben, um sie zu retten?",
  "What did the merchant or his agent say when consulted: did he consent, or refuse?":
    "Was sagte der Kaufmann oder sein Bevollmächtigter, als er befragt wurde: willigte er ein oder weigerte er sich?",
  "Has a court found the loss to be average all the same, the measure having been taken against the merchant's refusal and against the most and best of the crew, with no oath sworn (dl-averi/21)?":
    "Hat ein Gericht den Verlust dennoch als Haverei (havari) befunden, obwohl die Maßnahme gegen die Weigerung des Kaufmanns und gegen die meisten und besten der Mannschaft getroffen und kein Eid geschworen wurde (dl-averi/21)?",
  "Is it known how the best men of the crew (the officers and most experienced men) stood on it?":
    "Ist bekannt, wie die besten Männer der Mannschaft (die Offiziere und erfahrensten Männer) dazu standen?",
  "How many of the best men of the crew were against it?": "Wie viele der besten Männer der Mannschaft waren dagegen?",
  "How many of the best men of the crew were for the measure?":
    "Wie viele der besten Männer der Mannschaft waren für die Maßnahme?",
  "What put ship and goods in danger: a storm, or other distress (a leak, a lee shore ...)?":
    "Was brachte Schiff und Gut in Gefahr: ein Sturm oder andere Not (ein Leck, eine Leeküste …)?",
  "Did the skipper first take counsel with the merchant or his agent aboard?":
    "Beriet sich der Schiffer zuerst mit dem Kaufmann oder seinem Bevollmächtigten an Bord?",
  "Is it known how the whole crew stood on the measure?":
    "Ist bekannt, wie die ganze Mannschaft zu der Maßnahme stand?",
  "How many of the whole crew were against it?": "Wie viele der ganzen Mannschaft waren dagegen?",
  "How many of the whole crew were for the measure?": "Wie viele der ganzen Mannschaft waren für die Maßnahme?",
  "On what day was the emergency?": "An welchem Tag war die Not?",
  "What was done to save ship and goods: goods thrown overboard, the mast, a cable or the anchor rope cut, the ship run ashore on purpose, other (all that apply)?":
    "Was wurde getan, um Schiff und Gut zu retten: Güter über Bord geworfen, der Mast, ein Tau oder das Ankertau gekappt, das Schiff absichtlich auf den Strand gesetzt, anderes (alles Zutreffende)?",
  "Did the crew, on coming ashore, declare on oath that it was done to save life, ship and goods?":
    "Erklärte die Mannschaft, an Land gekommen, unter Eid, dass es geschah, um Leben, Schiff und Gut zu retten?",
  "Where did it happen?": "Wo geschah es?",
  "Did the skipper judge the measure necessary, whatever the merchant said?":
    "Hielt der Schiffer die Maßnahme für nötig, was auch der Kaufmann sagte?",
  "Was it done to save life, ship and goods (not for the ship alone, nor for one merchant)?":
    "Geschah es, um Leben, Schiff und Gut zu retten (nicht für das Schiff allein, noch für einen Kaufmann)?",
  "How many sums were laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill ...?":
    "Wie viele Summen wurden in der Not für die gemeinsame Sicherheit ausgelegt: ein Schlepper, ein Nothafen, die Rechnung eines Bergers …?",
  "How much was laid out for {who}?": "Wie viel wurde für {who} ausgelegt?",
  "How shall the statement name {who}?": "Wie soll die Aufmachung {who} nennen?",
  "Who laid out the money for {who}, if not the ship's owners through the skipper?":
    "Wer legte das Geld für {who} aus, wenn nicht die Reeder durch den Schiffer?",
  "What was {who}: towage to safety, the costs of putting into a port of refuge, a salvor's bill, or other?":
    "Was war {who}: Schleppen in Sicherheit, die Kosten des Einlaufens in einen Nothafen, die Rechnung eines Bergers oder anderes?",
  "Where are the parcels' values taken: at the market where the goods kept are sold, or elsewhere?":
    "Wo werden die Werte der Partien genommen: am Markt, wo die behaltenen Güter verkauft werden, oder anderswo?",
  "Did the ship run aground, and was she lightened off?": "Lief das Schiff auf Grund, und wurde es geleichtert?",
  "What were the costs on the goods: unloading, lighter hire, carrying them back aboard?":
    "Was waren die Kosten auf den Gütern: Löschen, Leichtermiete, sie wieder an Bord bringen?",
  "Did the skipper get small vessels and prams to unload the goods into and lighten the ship off?":
    "Nahm der Schiffer kleine Fahrzeuge und Prahme, um die Güter hineinzulöschen und das Schiff zu leichtern?",
  "Who laid out the costs on the goods, if not the skipper, who hired the lighters?":
    "Wer legte die Kosten auf den Gütern aus, wenn nicht der Schiffer, der die Leichter mietete?",
  "What did repairing the ship cost?": "Was kostete die Ausbesserung des Schiffes?",
  "How many thefts of gear or goods were there while the ship lay in harbour?":
    "Wie viele Diebstähle von Gerät oder Gütern gab es, während das Schiff im Hafen lag?",
  "From which parcel of the cargo were the goods stolen ({who})?":
    "Aus welcher Partie der Ladung wurden die Güter gestohlen ({who})?",
  "What special cause is said to bind everyone interested in ship and goods to bear the loss pro rata ({who})?":
    "Welche besondere Ursache soll alle an Schiff und Gut Beteiligten binden, den Verlust nach Verhältnis zu tragen ({who})?",
  "Has that special cause been found, by a court or assessors, to bind them ({who})?":
    "Wurde diese besondere Ursache von einem Gericht oder Schätzern als bindend befunden ({who})?",
  "What was the value of what was stolen ({who})?": "Was war der Wert des Gestohlenen ({who})?",
  "What was stolen ({who}): the ship's gear, or goods aboard?":
    "Was wurde gestohlen ({who}): das Gerät des Schiffes oder Güter an Bord?",
  "How many of the crew were hurt in the emergency?": "Wie viele der Mannschaft wurden in der Not verletzt?",
  "What did the burial cost, if the one hurt in {who} died?":
    "Was kostete das Begräbnis, wenn der in {who} Verletzte starb?",
  "Where was the one hurt in {who} buried: on land ('om det er ved land, at dem begravelse gøres'), or at sea?":
    "Wo wurde der in {who} Verletzte begraben: an Land ('om det er ved land, at dem begravelse gøres') oder auf See?",
  "What was the doctor's or surgeon's fee for {who}?": "Was war das Honorar des Arztes oder Wundarztes für {who}?",
  "Which seaman was hurt ({who})?": "Welcher Seemann wurde verletzt ({who})?",
  "Were the goods unloaded into lighters?": "Wurden die Güter in Leichter gelöscht?",
  "How many parcels were lost or damaged in the lighters?":
    "Wie viele Partien gingen in den Leichtern verloren oder wurden beschädigt?",
  "What was lost or spoiled in the lighters ({who})?": "Was ging in den Leichtern verloren oder verdarb ({who})?",
  "Which parcel of the cargo was lost or spoiled in the lighters ({who})?":
    "Welche Partie der Ladung ging in den Leichtern verloren oder verdarb ({who})?",
  "How many of the hired lighters were themselves damaged?":
    "Wie viele der gemieteten Leichter wurden selbst beschädigt?",
  "How much was the damage to the lighter ({who})?": "Wie hoch war der Schaden am Leichter ({who})?",
  "Whose lighter was damaged ({who})?": "Wessen Leichter wurde beschädigt ({who})?",
  "What was the hire of the lighters (prams or boats)?": "Was war die Miete der Leichter (Prahme oder Boote)?",
  "What was the lighterage money ('prampenge')?": "Was war das Prahmgeld ('prampenge')?",
  "How does the custom of the port share lighterage between ship and goods, where it is known?":
    "Wie teilt der Brauch des Hafens die Leichterkosten zwischen Schiff und Gut, wo er bekannt ist?",
  "Who paid the lighters' hire and the lighterage money, if not the ship's owners through the skipper?":
    "Wer zahlte die Leichtermiete und das Prahmgeld, wenn nicht die Reeder durch den Schiffer?",
  "Did the ship draw too much water to reach the place she was chartered to, so that she had to unload into lighters?":
    "Ging das Schiff zu tief, um den Ort zu erreichen, an den es befrachtet war, sodass es in Leichter löschen musste?",
  "How many people does the case name: the skipper, owners, merchants, agents, charterer and crew?":
    "Wie viele Personen nennt der Fall: den Schiffer, Reeder, Kaufleute, Bevollmächtigte, Befrachter und Mannschaft?",
  "Which ship was {who} aboard (the case's ship, if sailing in her)?":
    "An Bord welches Schiffes war {who} (das Schiff des Falls, wenn er darin fuhr)?",
  "For which merchant does {who} act as agent?": "Für welchen Kaufmann handelt {who} als Bevollmächtigter?",
  "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer ('befragter'), an agent for a merchant, a seaman, a lighterman, a lender on bottomry, a doctor, other (all that apply)?":
    "Was davon ist {who}: der Schiffer, ein Reeder, ein Kaufmann mit Gütern an Bord, der Befrachter ('befragter'), ein Bevollmächtigter eines Kaufmanns, ein Seemann, ein Leichterschiffer, ein Bodmereigeber, ein Arzt, anderes (alles Zutreffende)?",
  "Did pirates or freebooters take goods at sea?": "Nahmen Seeräuber oder Freibeuter auf See Güter?",
  "Who came upon the ship: pirates, freebooters, or enemies?":
    "Wer kam über das Schiff: Seeräuber, Freibeuter oder Feinde?",
  "How much did they take out of the bulk goods poured together in the hold, in the parcels' unit?":
    "Wie viel nahmen sie von den im Raum zusammengeschütteten Schüttgütern, in der Einheit der Partien?",
  "From which heap were the bulk goods taken, where they lie in more than one?":
    "Aus welchem Haufen wurden die Schüttgüter genommen, wo sie in mehr als einem liegen?",
  "How many particular parcels (in packs, casks or barrels, or kept apart) did they take goods from?":
    "Aus wie vielen einzelnen Partien (in Packen, Fässern oder Tonnen, oder getrennt gehalten) nahmen sie Güter?",
  "Which parcel of the cargo did they take goods from ({who})?":
    "Aus welcher Partie der Ladung nahmen sie Güter ({who})?",
  "How much was taken ({who}), in the parcel's unit?": "Wie viel wurde genommen ({who}), in der Einheit der Partie?",
  "What were the goods taken worth ({who})?": "Was waren die genommenen Güter wert ({who})?",
  "How many lots of portage ('føring') were aboard: goods a seaman may carry on his own account?":
    "Wie viele Posten Führung ('føring') waren an Bord: Güter, die ein Seemann auf eigene Rechnung führen darf?",
  "Was {who} thrown overboard?": "Wurde {who} über Bord geworfen?",
  "Which seaman's portage is {who}?": "Wessen Seemanns Führung ist {who}?",
  "What is {who} worth?": "Was ist {who} wert?",
  "What goods make up {who}?": "Welche Güter machen {who} aus?",
  "Were ship and goods seized and bought free?": "Wurden Schiff und Gut genommen und freigekauft?",
  "What sum was paid to buy ship and goods free?": "Welche Summe wurde gezahlt, um Schiff und Gut freizukaufen?",
  "Who paid the ransom, if not the ship's owners through the skipper?":
    "Wer zahlte das Lösegeld, wenn nicht die Reeder durch den Schiffer?",
  "Did the skipper lawfully prove the ransom?": "Hat der Schiffer das Lösegeld rechtmäßig bewiesen?",
  "How many losses did the ship herself take to save ship and goods: the mast, a cable or the anchor rope cut away, damage from running ashore, other gear?":
    "Wie viele Verluste nahm das Schiff selbst, um Schiff und Gut zu retten: den Mast, ein Tau oder das Ankertau gekappt, Schaden vom Aufsetzen, anderes Gerät?",
  "How shall the statement describe {who}?": "Wie soll die Aufmachung {who} beschreiben?",
  "Did the gear of {who} drift ashore or get fished up, and did the owners get it back?":
    "Trieb das Gerät von {who} an Land oder wurde es aufgefischt, und bekamen die Eigner es zurück?",
  "What is the gear of {who} worth as recovered?": "Was ist das Gerät von {who} wert, wie wiedererlangt?",
  "What was the loss to the ship in {who}: the value of what was cut away, or the damage?":
    "Was war der Verlust des Schiffes in {who}: der Wert des Gekappten oder der Schaden?",
  "What did the ship give up in {who}: the mast, a cable or the anchor rope cut away, hull damage from running ashore on purpose, or other gear cut away?":
    "Was gab das Schiff in {who} auf: den Mast, ein Tau oder das Ankertau gekappt, Schaden am Rumpf vom absichtlichen Aufsetzen, oder anderes gekapptes Gerät?",
  "Which ship was in distress, who sailed and owned her, and what was she worth?":
    "Welches Schiff war in Not, wer führte es und wem gehörte es, und was war es wert?",
  "What freight was agreed for the whole cargo, where it is not agreed parcel by parcel?":
    "Welche Fracht wurde für die ganze Ladung vereinbart, wo sie nicht Partie für Partie vereinbart ist?",
  "How many owners had the ship (their shares add up to 1)?":
    "Wie viele Eigner hatte das Schiff (ihre Anteile ergeben zusammen 1)?",
  "Who sailed the ship (her skipper)?": "Wer führte das Schiff (sein Schiffer)?",
  "What value does the skipper put on the ship, as he would keep her himself?":
    "Welchen Wert setzt der Schiffer auf das Schiff, wie er es selbst behalten würde?",
  "When was the skipper's valuation made known to the charterer (his 24 hours run from then, dl-averi/23)?":
    "Wann wurde die Schätzung des Schiffers dem Befrachter bekannt gemacht (seine 24 Stunden laufen von da an, dl-averi/23)?",
  "What was the ship assessed to be worth, where the skipper's valuation does not stand, or where an average over ship and goods needs her value?":
    "Auf welchen Wert wurde das Schiff geschätzt, wo die Schätzung des Schiffers nicht gilt, oder wo eine Haverei über Schiff und Gut seinen Wert braucht?",
  "Is it known when, where and by whom the average statement is drawn up?":
    "Ist bekannt, wann, wo und von wem die Havereiaufmachung aufgestellt wird?",
  "On what day is the statement drawn up?": "An welchem Tag wird die Aufmachung aufgestellt?",
  "Who draws the statement up: the adjuster, the court, good men?":
    "Wer stellt die Aufmachung auf: der Dispacheur, das Gericht, gute Männer?",
  "Where is the statement drawn up?": "Wo wird die Aufmachung aufgestellt?",
  "To how many decimals shall the rate of contribution be given, as a percentage?":
    "Auf wie viele Dezimalstellen soll der Beitragssatz angegeben werden, als Prozentsatz?",
  "What was the voyage: from which port, to which, and when did the ship arrive?":
    "Wie war die Reise: von welchem Hafen, nach welchem, und wann kam das Schiff an?",
  "On what day (and at what hour) did the ship arrive at her port of discharge?":
    "An welchem Tag (und zu welcher Stunde) kam das Schiff in seinem Löschhafen an?",
  "From which port did the ship sail (her port of loading)?": "Aus welchem Hafen segelte das Schiff (sein Ladehafen)?",
  "Where are the goods that were kept sold (their market)?": "Wo werden die behaltenen Güter verkauft (ihr Markt)?",
  "To which port of discharge was the ship chartered?": "Nach welchem Löschhafen war das Schiff befrachtet?",
  "How dark was it: a dark night, a light night (moonlight, the light nights of summer), or day?":
    "Wie dunkel war es: eine dunkle Nacht, eine helle Nacht (Mondschein, die hellen Nächte des Sommers) oder Tag?",
  "On what day did it happen (by the Julian calendar, as the case's dates are)?":
    "An welchem Tag geschah es (nach dem julianischen Kalender, wie die Daten des Falls)?",
  "How many fires were lit, or marks set up, on the shore, said to mislead seafarers?":
    "Wie viele Feuer wurden angezündet oder Zeichen aufgestellt, am Strand, um Seefahrer irrezuführen?",
  "What was {who}: a fire lit at night, or a mark set up on rocks or elsewhere on the shore?":
    "Was war {who}: ein bei Nacht angezündetes Feuer oder ein auf Klippen oder sonst am Strand aufgestelltes Zeichen?",
  "Which court convicted the one who lit or set up {who}?":
    "Welches Gericht überführte den, der {who} anzündete oder aufstellte?",
  "On what day was {who} lit or set up?": "An welchem Tag wurde {who} angezündet oder aufgestellt?",
  "Was {who} lit or set up to mislead seafarers and bring them to misfortune or danger?":
    "Wurde {who} angezündet oder aufgestellt, um Seefahrer irrezuführen und sie in Unglück oder Gefahr zu bringen?",
  "Has the one who lit or set up {who} been lawfully convicted ('lovlig overbevist') of it?":
    "Ist der, der {who} anzündete oder aufstellte, dessen rechtmäßig überführt ('lovlig overbevist')?",
  "Who lit or set up {who}?": "Wer zündete {who} an oder stellte es auf?",
  "What came of {who}: a ship wrecked, or nothing?": "Was kam von {who}: ein Schiff verunglückt, oder nichts?",
  "Where was {who} lit or set up ('on the heights above the reef at Skagen')?":
    "Wo wurde {who} angezündet oder aufgestellt ('auf den Höhen über dem Riff bei Skagen')?",
  "Was it late autumn ('efterhøst')?": "War es Spätherbst ('efterhøst')?",
  "How many people does the case name: the skippers and anyone who set up a false light?":
    "Wie viele Personen nennt der Fall: die Schiffer und jeden, der ein falsches Licht aufstellte?",
  "Which of these is {who}: a skipper, a seaman, a shipowner, a fisherman, an official, other (all that apply)?":
    "Was davon ist {who}: ein Schiffer, ein Seemann, ein Reeder, ein Fischer, ein Amtsträger, anderes (alles Zutreffende)?",
  "How many ships are there whose lanterns are in question?":
    "Wie viele Schiffe sind es, deren Laternen in Frage stehen?",
  "Who judged whether {who} can conveniently carry a lantern?":
    "Wer urteilte, ob {who} bequem eine Laterne führen kann?",
  "Can {who}, a small craft, conveniently ('bekvemmelig') carry a lantern?":
    "Kann {who}, ein kleines Fahrzeug, bequem ('bekvemmelig') eine Laterne führen?",
  "How dark was it where {who} lay or sailed: a dark night, a light night, or day?":
    "Wie dunkel war es, wo {who} lag oder segelte: eine dunkle Nacht, eine helle Nacht oder Tag?",
  "On what day did {who} lie or sail there (by the Julian calendar), where it differs from the case's?":
    "An welchem Tag lag oder segelte {who} dort (nach dem julianischen Kalender), wo er von dem des Falls abweicht?",
  "Did {who} carry a lantern?": "Führte {who} eine Laterne?",
  "Was it late autumn ('efterhøst') when {who} lay or sailed there?":
    "War es Spätherbst ('efterhøst'), als {who} dort lag oder segelte?",
  "Where was {who}: at anchor in open water, at anchor in a harbour or roadstead, under sail ...?":
    "Wo war {who}: vor Anker in offenem Wasser, vor Anker in einem Hafen oder auf einer Reede, unter Segel …?",
  "Who was the skipper of {who}?": "Wer war der Schiffer von {who}?",
  "Is {who} a small craft ('små fartøj'): a boat, a small vessel?":
    "Ist {who} ein kleines Fahrzeug ('små fartøj'): ein Boot, ein kleines Schiff?",
  "Who owns the goods of {who}?": "Wem gehören die Güter von {who}?",
  "What quantity of goods is {who}, where the custom shares by quantity?":
    "Welche Menge Güter ist {who}, wo der Brauch nach der Menge teilt?",
  "In what unit is the quantity of {who} given ('lasts', 'tons')?":
    "In welcher Einheit ist die Menge von {who} angegeben ('Lasten', 'Tonnen')?",
  "What are the goods of {who} worth?": "Was sind die Güter von {who} wert?",
  "How many damages were done to the ship or the goods as she came in (one for each thing struck)?":
    "Wie viele Schäden wurden dem Schiff oder den Gütern beim Einlaufen zugefügt (einer für jedes getroffene Ding)?",
  "How much is {who}, in money?": "Wie viel ist {who}, in Geld?",
  "Was {who} done on purpose to save ship and goods (a sacrifice), not by mishap?":
    "Geschah {who} absichtlich, um Schiff und Gut zu retten (ein Opfer), nicht durch ein Missgeschick?",
  "What did {who} fall on: the ship, or a parcel of the cargo (which)?":
    "Worauf fiel {who}: auf das Schiff oder auf eine Partie der Ladung (welche)?",
  "What was {who}, in words (a hole stove in, goods spoiled ...)?":
    "Was war {who}, in Worten (ein eingeschlagenes Loch, verdorbene Güter …)?",
  "Did the skipper venture to bring the ship in without a pilot?":
    "Wagte der Schiffer, das Schiff ohne Lotsen (lods) hereinzubringen?",
  "Does the skipper plead necessity for coming in without a pilot?":
    "Beruft sich der Schiffer auf Not, weil er ohne Lotsen hereinkam?",
  "Who found whether it was necessity?": "Wer befand, ob es Not war?",
  "What does the skipper say forced him in without a pilot?": "Was, sagt der Schiffer, zwang ihn ohne Lotsen herein?",
  "Was it found to be necessity ('nøds sag')?": "Wurde es als Not ('nøds sag') befunden?",
  "How many people does the case name: the skipper, the owners, the merchants and the pilot?":
    "Wie viele Personen nennt der Fall: den Schiffer, die Reeder, die Kaufleute und den Lotsen?",
  "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the pilot, other (all that apply)?":
    "Was davon ist {who}: der Schiffer, ein Reeder, ein Kaufmann mit Gütern an Bord, der Lotse, anderes (alles Zutreffende)?",
  "Did the skipper engage a pilot?": "Nahm der Schiffer einen Lotsen an?",
  "Was the pilot found to be at fault ('forser sig')?": "Wurde befunden, dass der Lotse sich versah ('forser sig')?",
  "Who found whether the pilot was at fault?": "Wer befand, ob der Lotse sich versah?",
  "Did the skipper give the pilot his board ('kosten')?": "Gab der Schiffer dem Lotsen die Kost ('kosten')?",
  "How many feet did the skipper tell the pilot the ship draws?":
    "Wie viele Fuß, sagte der Schiffer dem Lotsen, gehe das Schiff tief?",
  "What is the pilot said to have done wrong?": "Was soll der Lotse falsch gemacht haben?",
  "What has the skipper paid the pilot so far?": "Was hat der Schiffer dem Lotsen bisher gezahlt?",
  "Who was the pilot?": "Wer war der Lotse?",
  "What wage was agreed with the pilot ('for det bedste køb, han kan betinge ham')?":
    "Welcher Lohn wurde mit dem Lotsen vereinbart ('for det bedste køb, han kan betinge ham')?",
  "Where does the ship unload, and what is the custom there for the pilot's wage?":
    "Wo löscht das Schiff, und was ist dort der Brauch für den Lohn des Lotsen?",
  "Is the custom of that market for the pilot's wage known?":
    "Ist der Brauch dieses Marktes für den Lohn des Lotsen bekannt?",
  "What is the custom and practice of the market for paying the pilot's wage?":
    "Was ist Brauch und Gewohnheit des Marktes, den Lohn des Lotsen zu zahlen?",
  'What part of the wage does the custom lay on the goods, the rest on the ship ("1", "2/3")?':
    'Welchen Teil des Lohns legt der Brauch auf die Güter, den Rest auf das Schiff ("1", "2/3")?',
  "How does the custom share the goods' part among the parcels: by value, or by quantity?":
    "Wie teilt der Brauch den Anteil der Güter unter den Partien: nach Wert oder nach Menge?",
  "At which market does the ship unload ('Copenhagen')?": "An welchem Markt löscht das Schiff ('Kopenhagen')?",
  "Did the skipper take proof of what he told and paid the pilot (dl-averi/58)?":
    "Nahm der Schiffer Beweis darüber, was er dem Lotsen sagte und zahlte (dl-averi/58)?",
  "Did the skipper take proper proof of the draught he declared to the pilot?":
    "Nahm der Schiffer gehörigen Beweis über den Tiefgang, den er dem Lotsen angab?",
  "Did the skipper take proper proof of what he paid the pilot?":
    "Nahm der Schiffer gehörigen Beweis über das, was er dem Lotsen zahlte?",
  "Who sailed and owned the ship that came in, and how deep does she go?":
    "Wer führte das einlaufende Schiff und wem gehörte es, und wie tief geht es?",
  'How many feet deep does the ship truly go (13, "27/2" or "13 1/2")?':
    'Wie viele Fuß tief geht das Schiff wirklich (13, "27/2" oder "13 1/2")?',
  "Who sailed the ship?": "Wer führte das Schiff?",
  "Into what waters did the ship come?": "In welche Gewässer kam das Schiff?",
  "What are the waters called ('the Elbe', 'the Sound')?": "Wie heißen die Gewässer ('die Elbe', 'der Sund')?",
  "Did the ship come into pilot waters ('lodsmands farvand'), where a pilot is to be hired?":
    "Kam das Schiff in Lotsengewässer ('lodsmands farvand'), wo ein Lotse zu nehmen ist?",
  "Have good men or honest men (dannemænd) set any figures?":
    "Haben gute Männer oder Biedermänner (dannemænd) irgendwelche Zahlen festgesetzt?",
  "What freight on the goods saved have honest men or good men set, all together?":
    "Welche Fracht auf die geretteten Güter haben Biedermänner oder gute Männer festgesetzt, alles zusammen?",
  "How have good men shared the reward among the merchants: which merchant owes how much?":
    "Wie haben gute Männer den Lohn unter den Kaufleuten geteilt: welcher Kaufmann schuldet wie viel?",
  "What salvage reward have good men declared the merchants owe the skipper?":
    "Welchen Bergelohn (bjergeløn), so haben gute Männer erklärt, schulden die Kaufleute dem Schiffer?",
  "What part of the voyage have honest men (dannemænd) judged right for the freight and wages, as a fraction (e.g. '2/3')?":
    "Welchen Teil der Reise haben Biedermänner (dannemænd) für Fracht und Lohn als recht befunden, als Bruch (z. B. '2/3')?",
  "How many parcels did the ship carry, one to a bill of lading?":
    "Wie viele Partien führte das Schiff, eine auf ein Konnossement?",
  "What costs laid out on {who} (salvaging, landing, carrying it) fall to its owner?":
    "Welche auf {who} ausgelegten Kosten (Bergen, Anlanden, Fortschaffen) fallen seinem Eigner zu?",
  "Who laid out the costs on {who} (left out: the skipper)?":
    "Wer legte die Kosten auf {who} aus (ausgelassen: der Schiffer)?",
  "What became of {who}: saved sound, spoiled in whole or in part, or lost?":
    "Was wurde aus {who}: heil gerettet, ganz oder zum Teil verdorben, oder verloren?",
  "How was {who} stowed: in bulk, poured into the hold with other owners' goods of its kind (styrtet gods), loose but kept apart, in barrels, in packs, or in pieces bearing the owner's mark?":
    "Wie war {who} gestaut: als Schüttgut mit gleichartigen Gütern anderer Eigner in den Raum geschüttet (styrtet gods), lose, aber getrennt, in Tonnen, in Packen oder in Stücken mit dem Zeichen des Eigners?",
  "How much is {who}, in its unit (e.g. 60, '12 1/2')?": "Wie viel ist {who}, in seiner Einheit (z. B. 60, '12 1/2')?",
  "Who shipped {who} and owes its freight, if not its owner or the charterer?":
    "Wer verlud {who} und schuldet die Fracht dafür, wenn nicht sein Eigner oder der Befrachter?",
  "Was only part of {who} spoiled?": "War nur ein Teil von {who} verdorben?",
  "How much of {who} is spoiled, in its unit?": "Wie viel von {who} ist verdorben, in seiner Einheit?",
  "What was the spoiled part of {who} worth, sound?": "Was war der verdorbene Teil von {who} heil wert?",
  "In what unit is {who} measured (e.g. 'lasts', 'barrels', 'packs')?":
    "In welcher Einheit wird {who} gemessen (z. B. 'Lasten', 'Tonnen', 'Packen')?",
  "What is {who} worth, whole and sound?": "Was ist {who} wert, ganz und heil?",
  "What goods are in {who}, in words (e.g. 'rye', 'herring in barrels')?":
    "Welche Güter sind in {who}, in Worten (z. B. 'Roggen', 'Hering in Tonnen')?",
  "Who chartered the ship and owes the freight (the befragter)?":
    "Wer befrachtete das Schiff und schuldet die Fracht (der Befrachter, befragter)?",
  "How many seamen were there besides the skipper?": "Wie viele Seeleute waren da außer dem Schiffer?",
  "How much of his wage has {who} already drawn (advances)?":
    "Wie viel seines Lohns hat {who} schon bezogen (Vorschüsse)?",
  "Which seaman is {who}?": "Welcher Seemann ist {who}?",
  "Did {who} have portage (føring), goods carried aboard on his own account?":
    "Hatte {who} Führung (føring), Güter, die er auf eigene Rechnung an Bord führte?",
  "What were the portage goods of {who} worth?": "Was waren die Führungsgüter von {who} wert?",
  "What goods did {who} carry as portage, in words?": "Welche Güter führte {who} als Führung, in Worten?",
  "Did {who} help salvage ship, goods and gear after the wreck, refuse, or could he not, being hurt or ill?":
    "Half {who} nach dem Schiffbruch, Schiff, Gut und Gerät zu bergen, weigerte er sich, oder konnte er nicht, weil er verletzt oder krank war?",
  "What wage (hyre) was agreed with {who} for the voyage?":
    "Welche Heuer (hyre) wurde mit {who} für die Reise vereinbart?",
  "How many times did someone carry off or keep back shipwrecked goods?":
    "Wie oft hat jemand Schiffbruchsgüter fortgeschafft oder zurückbehalten?",
  "Were the goods of {who} carried off (removed), or kept back (embezzled)?":
    "Wurden die Güter von {who} fortgeschafft oder zurückbehalten (unterschlagen)?",
  "Which parcel was {who} taken from?": "Aus welcher Partie wurde {who} genommen?",
  "Who committed {who}?": "Wer beging {who}?",
  "What was the worth of what was taken in {who}, where known?":
    "Was war der Wert dessen, was in {who} genommen wurde, wo bekannt?",
  "What was taken in {who}, in words?": "Was wurde in {who} genommen, in Worten?",
  "How did the loss of ship or goods come about?": "Wie kam es zum Verlust von Schiff oder Gut?",
  "How did ship and goods come to grief: by misfortune, by neglect, or wilfully (the skipper did it on purpose)?":
    "Wie verunglückten Schiff und Gut: durch Unglück, durch Nachlässigkeit oder mutwillig (der Schiffer tat es mit Absicht)?",
  "How many merchants' losses have been established?": "Wie viele Schäden von Kaufleuten sind festgestellt?",
  "How much is {who}, as established?": "Wie viel ist {who}, wie festgestellt?",
  "Which merchant suffered {who}?": "Welcher Kaufmann erlitt {who}?",
  "Whose neglect was it: the skipper's own, or his people's?":
    "Wessen Nachlässigkeit war es: die des Schiffers selbst oder die seiner Leute?",
  "Which of the crew bear out the skipper's proof that it did not happen through his neglect?":
    "Welche der Mannschaft bestätigen den Beweis des Schiffers, dass es nicht durch seine Nachlässigkeit geschah?",
  "Which merchants has the skipper already satisfied for their loss?":
    "Welche Kaufleute hat der Schiffer für ihren Schaden schon befriedigt?",
  "How many people does the case name: the skipper, the owners, the merchants, the charterer and the crew?":
    "Wie viele Personen nennt der Fall: den Schiffer, die Reeder, die Kaufleute, den Befrachter und die Mannschaft?",
  "What is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer, a seaman, or another (all that apply)?":
    "Was ist {who}: der Schiffer, ein Reeder, ein Kaufmann mit Gütern an Bord, der Befrachter, ein Seemann, oder ein anderer (alles Zutreffende)?",
  "Which ship is the case about?": "Um welches Schiff geht es im Fall?",
  "How many owners has the ship, where the case names them (their shares add up to 1)?":
    "Wie viele Eigner hat das Schiff, wo der Fall sie nennt (ihre Anteile ergeben zusammen 1)?",
  "What did the casualty leave of her: shipwrecked (skibbruden), aground but to be repaired, aground beyond repair, or saved with part of her goods and gear?":
    "Was ließ das Unglück von ihr übrig: schiffbrüchig (skibbruden), auf Grund, aber auszubessern, auf Grund und nicht auszubessern, oder gerettet mit einem Teil ihrer Güter und ihres Geräts?",
  "Where was the voyage from and bound to, and how far had it come?":
    "Woher kam die Reise und wohin ging sie, und wie weit war sie gekommen?",
  "How much of the voyage was done when the casualty happened, as a fraction (e.g. '2/3')?":
    "Wie viel der Reise war getan, als das Unglück geschah, als Bruch (z. B. '2/3')?",
  "What freight does the skipper earn on what was saved (left out: the agreed freight on the parcels saved)?":
    "Welche Fracht verdient der Schiffer an dem Geretteten (ausgelassen: die vereinbarte Fracht der geretteten Partien)?",
  "What would the whole cargo have paid in freight for the whole voyage (left out: the parcels' agreed freight added up)?":
    "Was hätte die ganze Ladung für die ganze Reise an Fracht gezahlt (ausgelassen: die vereinbarte Fracht der Partien zusammengezählt)?",
  "From which port did she sail?": "Aus welchem Hafen segelte sie?",
  "To which port or market were the goods bound?": "Nach welchem Hafen oder Markt waren die Güter bestimmt?",
  "On what day is the case decided (left out: the latest day the case gives)?":
    "An welchem Tag wird der Fall entschieden (ausgelassen: der letzte Tag, den der Fall nennt)?",
  "Did the owner, or an agent for him, come for it?":
    "Kam der Eigner oder ein Bevollmächtigter für ihn, um es zu holen?",
  "Who came for it: the owner, or an agent for him?":
    "Wer kam, um es zu holen: der Eigner oder ein Bevollmächtigter für ihn?",
  "On what day did he come with his proof?": "An welchem Tag kam er mit seinem Nachweis?",
  "For which owner does the agent act (left out: the one who came is the owner)?":
    "Für welchen Eigner handelt der Bevollmächtigte (ausgelassen: der Gekommene ist der Eigner)?",
  "Was his proof found sufficient?": "Wurde sein Nachweis als genügend befunden?",
  "How many times did someone hold back or conceal part of the find instead of handing it over?":
    "Wie oft hat jemand einen Teil des Fundes zurückgehalten oder verheimlicht, statt ihn abzuliefern?",
  "Who held back {who}?": "Wer hielt {who} zurück?",
  "What was the worth of what was held back in {who}, where known?":
    "Was war der Wert dessen, was in {who} zurückgehalten wurde, wo bekannt?",
  "What was held back or concealed in {who}, in words?":
    "Was wurde in {who} zurückgehalten oder verheimlicht, in Worten?",
  "What did the officer lay out on it (carriage, storage)?": "Was legte der Beamte darauf aus (Fuhr, Lagerung)?",
  "Has it been handed over to the officer ashore?": "Wurde es dem Beamten an Land abgeliefert?",
  "On what day was it handed over?": "An welchem Tag wurde es abgeliefert?",
  "On what day was it registered, if not the day it was handed over?":
    "An welchem Tag wurde es verzeichnet, wenn nicht am Tag der Ablieferung?",
  "To whom was it handed over (the officer in command where it was landed)?":
    "Wem wurde es abgeliefert (dem Befehlshaber dort, wo es an Land gebracht wurde)?",
  "When and where was it found?": "Wann und wo wurde es gefunden?",
  "Has an assessor judged the place where it was found?":
    "Hat ein Schätzer den Ort beurteilt, an dem es gefunden wurde?",
  "Who made the assessment?": "Wer nahm die Schätzung vor?",
  "On what day was the assessment made?": "An welchem Tag wurde die Schätzung vorgenommen?",
  "Was it found, as assessed, on the open sea away from all land, rather than in the sea near land?":
    "Wurde es, wie geschätzt, auf offener See fern allem Land gefunden, nicht in der See nahe dem Land?",
  "On what day was it found?": "An welchem Tag wurde es gefunden?",
  "Was it taken up from the sea bed (in nets, or with a grapnel)?":
    "Wurde es vom Meeresgrund heraufgeholt (in Netzen oder mit einem Draggen)?",
  "Was it found within the waters belonging to a coast?":
    "Wurde es in den Gewässern gefunden, die zu einer Küste gehören?",
  "Was it found out of sight of any land?": "Wurde es außer Sicht jeden Landes gefunden?",
  "Were any of the people it belongs to with it when it was found?":
    "War jemand von denen, denen es gehört, dabei, als es gefunden wurde?",
  "Where was it found, in words (e.g. 'in the Sound', 'the North Sea')?":
    "Wo wurde es gefunden, in Worten (z. B. 'im Sund', 'die Nordsee')?",
  "Who found it and took it up?": "Wer fand es und nahm es auf?",
  "What was found?": "Was wurde gefunden?",
  "Was a buoy still on the anchor?": "War noch eine Boje am Anker?",
  "What exactly was found, in words (e.g. 'an anchor with cable')?":
    "Was genau wurde gefunden, in Worten (z. B. 'ein Anker mit Tau')?",
  "What was found: wreck (a ship, a piece of one, or her gear), an anchor, goods lost from a ship, or another thing?":
    "Was wurde gefunden: Wrack (vrag) (ein Schiff, ein Stück davon oder sein Gerät), ein Anker, von einem Schiff verlorene Güter oder ein anderes Ding?",
  "Where was it brought ashore?": "Wo wurde es an Land gebracht?",
  "How many people does the case name: the finders, the officer, the owner and his agent?":
    "Wie viele Personen nennt der Fall: die Finder, den Beamten, den Eigner und seinen Bevollmächtigten?",
  "Did {who} refuse to help salvage?": "Weigerte sich {who}, bei der Bergung zu helfen?",
  "What is {who}: a skipper, a fisherman, an official, the owner of what was found, his agent, a merchant, or another (all that apply)?":
    "Was ist {who}: ein Schiffer, ein Fischer, ein Beamter, der Eigner des Gefundenen, sein Bevollmächtigter, ein Kaufmann oder ein anderer (alles Zutreffende)?",
  "On what day was the find publicly announced, if it was?":
    "An welchem Tag wurde der Fund öffentlich bekannt gemacht, wenn überhaupt?",
  "Was it sold?": "Wurde es verkauft?",
  "On what day was it sold?": "An welchem Tag wurde es verkauft?",
  "What did it fetch?": "Was brachte es?",
  "What salvage reward did the assessors set, if they set one?":
    "Welchen Bergelohn (bjergeløn) setzten die Schätzer fest, wenn sie einen festsetzten?",
  "Was a value set on it when it was handed over?": "Wurde ihm bei der Ablieferung ein Wert beigelegt?",
  "Who valued it?": "Wer schätzte es?",
  "On what day was it valued?": "An welchem Tag wurde es geschätzt?",
  "What value was set on it?": "Welcher Wert wurde ihm beigelegt?",
  "How many people does the case name: the skipper, his crew, those who helped salvage or would not, the merchants and the officials asked?":
    "Wie viele Personen nennt der Fall: den Schiffer, seine Mannschaft, die, die bei der Bergung halfen oder sich weigerten, die Kaufleute und die gebetenen Amtsträger?",
  "What is {who}: the skipper, a merchant, an official, or another (all that apply)?":
    "Was ist {who}: der Schiffer, ein Kaufmann, ein Amtsträger oder ein anderer (alles Zutreffende)?",
  "How many people does the case name: the amtmand, the landowner, the salvors, the owner and his agent?":
    "Wie viele Personen nennt der Fall: den Amtmann (amtmand), den Grundherrn, die Berger, den Eigner und seinen Bevollmächtigten?",
};

// Zur Rolle: Bergegeld, Gemeine
const ASKED_BORKUM: Record<string, string> = {
  "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?":
    "Wie viele bat der Schiffer, ihm bei der Bergung zu helfen (den Amtmann, einen Vogt, den Inhaber des Strandes …)?",
  "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?":
    "Wer ist der in {who} Gebetene: der Amtmann, Bürgermeister und Rat einer Stadt, ein Vogt, ein Strandvogt, ein anderer Befehlshaber am Strand, der Inhaber des Strandrechts oder ein anderer?",
  "How much salvage money was paid for what was saved (0 while it is still to be fixed)?":
    "Wie viel Bergegeld wurde für das Gerettete gezahlt (0, solange es noch festzusetzen ist)?",
  "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?":
    "Wer setzte das Bergegeld fest: der Amtmann mit den besten Männern des Bezirks, oder Bürgermeister und Rat der Kaufstadt?",
  "How did those who fixed the salvage money divide it among the salvors: who had how much?":
    "Wie teilten die, die das Bergegeld festsetzten, es unter den Bergern: wer bekam wie viel?",
  "Did anyone come for the wreck, as its owner or as the owner's agent?":
    "Kam jemand als Eigner oder als Bevollmächtigter des Eigners, um das Wrack zu holen?",
  "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?":
    "Kam er als der Eigner selbst oder als Bevollmächtigter des Eigners?",
  "How many households' rights in the commons (the common land and its use) does the case give?":
    "Wie viele Rechte von Hausständen an der Gemeine (dem gemeinen Land und seinem Gebrauch) gibt der Fall an?",
  "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?":
    "Wie viele Rechte an der Gemeine sind {who} (z. B. 2, 1 oder 1/2)?",
  "Who is the king's amtmand of the district, if he is one of the people of the case?":
    "Wer ist der königliche Amtmann des Bezirks, wenn er eine der Personen des Falls ist?",
  "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?":
    "Hat der Grundherr das Strandrecht, das Recht auf unbeanspruchtes Wrack (ausgelassen: er hat es)?",
  "Has the salvage reward the owner is to pay been fixed?":
    "Ist das Bergegeld festgesetzt, das der Eigner zu zahlen hat?",
  "What salvage reward was fixed?": "Welches Bergegeld wurde festgesetzt?",
  "Who fixed the salvage reward?": "Wer setzte das Bergegeld fest?",
};

// Was die Werte bedeuten
const MEANT: Record<string, string> = {
  "one islander goes aboard and pilots": "ein Eiländer geht an Bord und lootst",
  "an island ship must go out": "ein Schiff des Eilands muss ausfahren",
  "head of a household, man or woman": "Haupt eines Hausstands, Mann oder Frau",
  "a widow heading a household": "eine Witwe, die einem Hausstand vorsteht",
  Syauwer: "Syauwer",
  "the king's district governor": "der königliche Amtmann des Bezirks",
  "whose land it is, with the right to the foreshore": "dem das Land gehört, mit dem Strandrecht",
  "of a town": "einer Stadt",
  "anyone else in command on the shore": "jeder andere, der am Strand Befehl hat",
  "on Borkum: the Randzel or the Ems": "auf Borkum: der Randzel oder die Ems",
  "they have a share of the goods salvaged": "sie haben einen Anteil der geborgenen Güter",
  "the salvors are paid a set sum for whatever they can salvage":
    "die Berger erhalten eine feste Summe für alles, was sie bergen können",
  "they pay the skipper a set sum for all they can salvage, and keep it":
    "sie zahlen dem Schiffer eine feste Summe für alles, was sie bergen können, und behalten es",
  "stranded against the crew's will": "gegen den Willen der Mannschaft gestrandet",
  "put on the shore on purpose to save ship and goods":
    "absichtlich auf den Strand gesetzt, um Schiff und Gut zu retten",
  foundered: "gesunken",
  "'fuldmægtig'": "'fuldmægtig'",
  "the owner himself": "der Eigner selbst",
  "the king's foreshore, where the king's amtmand acts": "des Königs Strand, wo des Königs Amtmann handelt",
  "the foreshore off a landowner's land": "der Strand vor dem Land eines Grundherrn",
  "'Schute'": "'Schute'",
  goods: "Güter",
  "'Lastbalken'": "'Lastbalken'",
  "'Schwert'": "'Schwert'",
  "'Rohr'": "'Rohr'",
  "a whole ship": "ein ganzes Schiff",
  "a piece of a ship's hull": "ein Stück eines Schiffsrumpfes",
  "acting for the merchant": "handelt für den Kaufmann",
  "owner of the goods": "Eigner der Güter",
  "one of the ship's people: mate, boatswain, sailor":
    "einer von den Leuten des Schiffes: Steuermann, Bootsmann, Matrose",
  "all the merchant's loss made good": "der ganze Schaden des Kaufmanns ersetzt",
  "another suitable ship chartered to carry the goods to the agreed place for the agreed freight":
    "ein anderes taugliches Schiff befrachtet, das die Güter für die vereinbarte Fracht an den vereinbarten Ort bringt",
  "'nær grunden'": "'nær grunden'",
  "'nøds sag', dl-averi/10": "'nøds sag', dl-averi/10",
  "the sailing skipper's neglect and bad look-out, dl-averi/7":
    "Nachlässigkeit und schlechter Ausguck des segelnden Schiffers, dl-averi/7",
  "made fast: 'fast fortøjet'": "festgemacht: 'fast fortøjet'",
  "by the other": "vom anderen",
  "Ships lie close, one cannot give way and asks the other to weigh anchor (dl-averi/14–15)":
    "Schiffe liegen dicht beieinander, eines kann nicht ausweichen und bittet das andere, den Anker zu lichten (dl-averi/14–15)",
  "A ship breaks loose and drifts onto one lying at her anchor (dl-averi/11–12)":
    "Ein Schiff reißt sich los und treibt auf eines, das vor seinem Anker liegt (dl-averi/11–12)",
  "A ship lying still is run into by one under sail (dl-averi/7–10)":
    "Ein still liegendes Schiff wird von einem segelnden angerannt (dl-averi/7–10)",
  "Ships slip cable and anchor to escape a ship driven adrift by storm (dl-averi/13)":
    "Schiffe kappen Tau und Anker, um einem von Sturm abgetriebenen Schiff zu entgehen (dl-averi/13)",
  "A ship comes to harm on another ship's anchor lying without a buoy (dl-averi/16–17)":
    "Ein Schiff kommt an dem Anker eines anderen Schiffes zu Schaden, der ohne Boje liegt (dl-averi/16–17)",
  "Two ships under sail collide (dl-averi/6)": "Zwei Schiffe stoßen unter Segel zusammen (dl-averi/6)",
  "the text speaks of harbour and roadstead": "der Text spricht von Hafen und Reede",
  "'red'": "'red'",
  "owner of goods aboard": "Eigner von Gütern an Bord",
  "one of a crew": "einer von einer Mannschaft",
  "poured loose into the hold, mixed with other owners' goods of the same kind":
    "lose in den Raum geschüttet, vermischt mit gleichartigen Gütern anderer Eigner",
  "unpacked, but kept apart": "unverpackt, aber getrennt gehalten",
  "in packs, casks or barrels": "in Packen, Fässern oder Tonnen",
  "it to the skipper at that value": "es dem Schiffer zu diesem Wert",
  "he did not declare": "er erklärte sich nicht",
  "the ship at the skipper's valuation": "das Schiff zur Schätzung des Schiffers",
  "goods thrown overboard": "Güter über Bord geworfen",
  "the ship put ashore on purpose": "das Schiff absichtlich auf den Strand gesetzt",
  "the costs of putting into a port of refuge": "die Kosten des Einlaufens in einen Nothafen",
  "a salvor's bill": "die Rechnung eines Bergers",
  "towage to safety": "Schleppen in Sicherheit",
  "ashore: 'om det er ved land, at dem begravelse gøres'": "an Land: 'om det er ved land, at dem begravelse gøres'",
  "acting for a merchant, e.g. a supercargo": "handelt für einen Kaufmann, z. B. ein Superkargo",
  "who chartered the ship, the 'befragter'": "der das Schiff befrachtete, der 'befragter'",
  "on bottomry": "auf Bodmerei",
  "one of the crew": "einer der Mannschaft",
  "damage to the ship from being run ashore on purpose": "Schaden am Schiff durch absichtliches Aufsetzen",
  "a dark night": "eine dunkle Nacht",
  "night, but not dark: moonlight, the light nights of summer":
    "Nacht, aber nicht dunkel: Mondschein, die hellen Nächte des Sommers",
  "a mark set up on rocks or elsewhere on the shore": "ein auf Klippen oder sonst am Strand aufgestelltes Zeichen",
  "a fire lit at night": "ein bei Nacht angezündetes Feuer",
  "at anchor in a harbour or a roadstead sheltered by land":
    "vor Anker in einem Hafen oder auf einer vom Land geschützten Reede",
  "lying at anchor in open water": "vor Anker in offenem Wasser",
  "moored, aground, laid up": "vertäut, auf Grund, aufgelegt",
  "under way": "unterwegs",
  "the ship herself": "das Schiff selbst",
  default: "Standard",
  "not saved": "nicht gerettet",
  "salvaged, or kept, sound": "geborgen oder behalten, heil",
  "salvaged or kept, but spoiled in whole or in part: see `spoiled`":
    "geborgen oder behalten, aber ganz oder zum Teil verdorben: siehe `spoiled`",
  "poured loose into the hold, mixed with other owners' goods of the same kind: 'styrtet gods'":
    "lose in den Raum geschüttet, vermischt mit gleichartigen Gütern anderer Eigner: 'styrtet gods'",
  "unpacked but kept apart": "unverpackt, aber getrennt gehalten",
  "goods that bear their owner's mark": "Güter, die das Zeichen ihres Eigners tragen",
  "to salvage ship, goods and gear": "Schiff, Gut und Gerät zu bergen",
  "would not help": "wollte nicht helfen",
  "could not, being hurt or ill": "konnte nicht, weil verletzt oder krank",
  "kept them back": "behielt sie zurück",
  "carried the goods off": "schaffte die Güter fort",
  "by no one's fault": "durch niemandes Schuld",
  "the skipper's or his people's": "des Schiffers oder seiner Leute",
  "the skipper did it on purpose, out of malice": "der Schiffer tat es mit Absicht, aus Bosheit",
  "aground, and she cannot be repaired": "auf Grund, und sie kann nicht ausgebessert werden",
  "aground, and she can be repaired": "auf Grund, und sie kann ausgebessert werden",
  "she came through, with part of the goods and gear": "sie kam durch, mit einem Teil der Güter und des Geräts",
  "shipwrecked: 'skibbruden'": "schiffbrüchig: 'skibbruden'",
  "with or without cable": "mit oder ohne Tau",
  "cargo lost from a ship: a cask, a bale": "von einem Schiff verlorene Ladung: ein Fass, ein Ballen",
  "a ship, a piece of one, or its gear, lost": "ein Schiff, ein Stück davon oder sein Gerät, verloren",
  "acting for the owner": "handelt für den Eigner",
  "e.g. the officer who receives the find": "z. B. der Beamte, der den Fund empfängt",
  "of what was found": "des Gefundenen",
  "master of a ship": "Führer eines Schiffes",
};

export default {
  // Die Worte der Befragung um die Frage eines Feldes
  "questions/phrase.it": "es",
  "questions/phrase.about": "{who}: {question}",
  "questions/phrase.howMany": "{question} Wie viele sind es?",
  "questions/phrase.idName":
    "Unter welchem kurzen Namen (Buchstaben, Ziffern, Unterstriche, Punkte oder Striche) soll {what} im Fall geführt werden?",
  "questions/phrase.goodsOfPerson": "Partie {id} von {person}",
  "questions/phrase.goodsOfPersonNoId": "Partie von {person}",
  "questions/phrase.goodsNoPerson": "Partie {id}",
  "questions/phrase.goodsNoPersonNoId": "die Partie",
  "questions/phrase.goodsOfWhat": "{goods} ({what})",
  "questions/phrase.wageOwed": "der {person} geschuldete Lohn",
  "questions/phrase.personOf": "{noun} {person}",
  "questions/phrase.personOfEntry": "{noun} {person} von {entry}",
  "questions/phrase.thingOf": "{what} von {person}",
  "questions/phrase.thingOfEntry": "{what} von {person} ({entry})",
  "questions/phrase.fromEntry": "aus {entry}",
  "questions/phrase.fromParcel": "aus der Partie {parcel}",
  "questions/phrase.theWhat": "{what}",
  "questions/phrase.theWhatOf": "{what} von {entry}",
  "questions/phrase.shipHerself": "das Schiff selbst",
  "questions/phrase.theParcel": "Partie {parcel}",
  "questions/phrase.entry": "Eintrag",
  "questions/phrase.place": "{noun} {n}",
  "questions/phrase.placeOf": "{noun} {n} von {entry}",
  "questions/phrase.placeWithin": "{noun} {n} {within}",
  // Die Einträge der Listen
  "questions/entry.people": "Person",
  "questions/entry.persons": "Person",
  "questions/entry.cargo": "Partie",
  "questions/entry.crew": "Mann der Besatzung",
  "questions/entry.slipped": "slippendes Schiff",
  "questions/entry.taken": "genommene Partie",
  "questions/entry.goods_lost": "verlorene Partie",
  "questions/entry.lighter_damage": "Schaden an einem Leichter",
  "questions/entry.wages_owed": "geschuldeter Lohn",
  "questions/entry.help_asked": "Ruf um Hilfe",
  "questions/entry.harbour_theft": "Diebstahl",
  "questions/entry.damage": "Schaden",
  "questions/entry.portage": "Führung (føring)",
  "questions/entry.bottomry": "Bodmereidarlehen",
  "questions/entry.found_by": "Finder",
  "questions/entry.commons_rights": "Recht eines Hausstands",
  "questions/entry.concealed": "Verheimlichung",
  "questions/entry.measures": "Maßnahme",
  "questions/entry.breaches": "Verstoß",
  "questions/entry.damages": "Schaden",
  "questions/entry.embezzlements": "Unterschlagung",
  "questions/entry.expenses": "Auslage",
  "questions/entry.false_lights": "falsches Licht",
  "questions/entry.injuries": "Verletzung",
  "questions/entry.items": "Stück",
  "questions/entry.offers": "Gebot",
  "questions/entry.owners": "Eigner",
  "questions/entry.sacrifices": "Opfer",
  "questions/entry.ships": "Schiff",
  // Worin eine Liste steht (im Dativ, nach „Schiff 2 …“)
  "questions/within.incident": "bei dem Vorfall",
  "questions/within.lighterage": "bei dem Leichtern",
  "questions/within.loss": "bei dem Verlust",
  "questions/within.piracy": "bei dem Seeraub",
  "questions/within.ship": "des Schiffes",
  "questions/within.shipwreck": "bei dem Schiffbruch",
  // Die Fragen als Text
  "questions/render.defaultYes": " (Standard: ja)",
  "questions/render.defaultNo": " (Standard: nein)",
  "questions/render.defaultValue": " (Standard: {value})",
  "questions/render.yesNo": "ja oder nein{def}",
  "questions/render.oneOf": "eines von: {values}{def}",
  "questions/render.someOf": "beliebige von: {values}, durch Kommas getrennt{def}",
  "questions/render.amount": "ein Betrag in {currency}{def}",
  "questions/render.amountExample": "ein Betrag in {currency}, z. B. „{example}“{def}",
  "questions/render.number": "eine Zahl: 2, „3/4“, „0.25“ oder „1 1/2“{def}",
  "questions/render.date": "ein Datum, {format}, im Kalender des Falls{def}",
  "questions/render.person": "eine Person des Falls{def}",
  "questions/render.personAmong": "eine Person des Falls ({choices}){def}",
  "questions/render.ship": "ein Schiff des Falls{def}",
  "questions/render.shipAmong": "ein Schiff des Falls ({choices}){def}",
  "questions/render.ships": "Schiffe des Falls, durch Kommas getrennt{def}",
  "questions/render.shipsAmong": "Schiffe des Falls, durch Kommas getrennt ({choices}){def}",
  "questions/render.people": "Personen des Falls, durch Kommas getrennt{def}",
  "questions/render.peopleAmong": "Personen des Falls, durch Kommas getrennt ({choices}){def}",
  "questions/render.entries": "wie viele; nach jedem wird dann der Reihe nach gefragt{def}",
  "questions/render.details": "ja, um es zu beschreiben",
  "questions/render.mapping": "Paare SCHLÜSSEL: WERT, durch Kommas getrennt{def}",
  "questions/render.text": "Text{def}",
  "questions/render.inTheFile": "       in der Datei: {path}",
  "questions/render.answer": "       Antwort: {hint}",
  "questions/render.mattersUnder": "       von Belang nach: {provisions}",
  "questions/render.explainsOnly": "       nur in der Erläuterung gezeigt; es entscheidet nichts",
  "questions/render.formatRequires": "       das Fallformat verlangt es (noch hat keine Regel es gelesen)",
  "questions/render.checkFails": "       eine Prüfung über die Tatsachen schlägt fehl: {why}",
  "questions/render.withoutIt": "       ohne dies: {gap}",
  "questions/render.canMove": "       kann {moves} bewegen: {effect}",
  "questions/render.withoutRun": "  ohne {first}–{last}: {gap}",
  "questions/render.complete": "Mehr wird nicht gebraucht: der Fall kann entschieden werden ({situation}).",
  "questions/render.decidableOne":
    "Der Fall kann entschieden werden ({situation}), aber eine Tatsache, die er auslässt, wird für seine Zahlen gebraucht.",
  "questions/render.decidableMany":
    "Der Fall kann entschieden werden ({situation}), aber {n} Tatsachen, die er auslässt, werden für seine Zahlen gebraucht.",
  "questions/render.next": "Nächste Frage: {question} (in der Datei: {path})",
  "questions/render.neededFigures":
    "Gebraucht für die Zahlen der Entscheidung ({n}), in der Reihenfolge, in der man antwortet:",
  "questions/render.neededBefore":
    "Gebraucht, bevor der Fall entschieden werden kann ({n}), in der Reihenfolge, in der man antwortet:",
  "questions/render.mayAlso":
    "Sie können auch angeben ({n}); ausgelassen, gilt für jedes sein Standardwert, oder es ist unbekannt, wo es keinen hat:",
  "questions/render.mayAlsoRanked":
    "Sie können auch angeben ({n}), was am meisten bewegen kann zuerst; ausgelassen, gilt für jedes sein Standardwert, oder es ist unbekannt, wo es keinen hat:",
  "questions/render.rankHint":
    "  (mit --rank danach geordnet, was sie bewegen können, sobald nichts mehr gebraucht wird)",
  "questions/render.readings": "Lesarten, die den Fall, wie er bisher beantwortet ist, berühren:",
  "questions/render.reading": "  {name} = {value} — {title} [{question}]",
  "questions/render.readingDefault": "  {name} = {value} (Standard) — {title} [{question}]",
  "questions/render.notNeeded": "In dieser Lage nicht gebraucht ({n}):",
  "questions/render.stopped":
    "Die Regeln konnten nicht weiter, bis die gebrauchten Tatsachen angegeben sind: {stopped}",
  "questions/render.refused":
    "{statute} spricht nicht zum Fall, wie er steht, und keine seiner Tatsachen würde daran etwas ändern: {refused}",
  "questions/render.decidesOne": "{statute} entscheidet den Fall, braucht aber noch eine Tatsache für seine Zahlen:",
  "questions/render.decidesMany": "{statute} entscheidet den Fall, braucht aber noch {n} Tatsachen für seine Zahlen:",
  "questions/render.needsOne": "{statute} braucht noch eine Tatsache, bevor es den Fall entscheiden kann:",
  "questions/render.needsMany": "{statute} braucht noch {n} Tatsachen, bevor es den Fall entscheiden kann:",
  "questions/render.rulesStopped": "  (seine Regeln hielten an bei: {stopped}; Antworten bringen sie weiter)",
  "questions/render.intoCaseFile":
    "Beantworten Sie sie mit `sealaw compare FILE --with STATUTE --interactive`: die Antworten werden in die Falldatei geschrieben.",
  "questions/render.notIntoCaseFile":
    "Die Tatsachen wurden in eine andere Art von Fall übertragen; die Antworten können daher nicht so, wie sie sind, in diese Falldatei gehen.",
  // Was der Bericht sagt
  "questions/report.notReadHere": "keine Regel, die in dieser Lage ({situation}) gilt, liest es",
  "questions/report.notReadSoFar": "keine Regel, die für den Fall, wie er bisher beantwortet ist, gilt, liest es",
  "questions/report.issue": "{path}: {message}",
  "questions/report.cannotGoOn": "die Regeln können nicht weiter, bis die noch gebrauchten Tatsachen beantwortet sind",
  "questions/checks.issue": "{path}: {message}",
  "questions/checks.aCheck": "eine Prüfung über die Tatsachen",
  "questions/carried.cannotGoOn": "die Regeln können nicht weiter",
  // Die Befragung am Terminal (ask --interactive)
  "questions/interview.intro":
    "Beantworten Sie jede Frage; „zurück“ (oder „back“) nimmt die letzte Antwort zurück, „?“ sagt mehr, eine leere Antwort behält einen Standardwert.",
  "questions/interview.complete": "Mehr wird nicht gebraucht: der Fall kann entschieden werden.",
  "questions/interview.decidable":
    "Der Fall kann entschieden werden; was unbeantwortet blieb, lässt Lücken in seinen Zahlen.",
  "questions/interview.nothingToAsk": "Es gibt nichts mehr zu fragen.",
  "questions/interview.inputEnded": "(die Eingabe endete, bevor der Fall vollständig war)",
  "questions/interview.nothingToUndo": "(nichts zurückzunehmen)",
  "questions/interview.mattersUnder": "Es ist von Belang nach {provisions}.",
  "questions/interview.askedRead": "Es wird gefragt, weil eine Regel es liest.",
  "questions/interview.askedFormat": "Es wird gefragt, weil das Fallformat es verlangt.",
  "questions/interview.askedCheck": "Es wird gefragt, weil eine Prüfung fehlschlägt: {why}.",
  "questions/interview.needed": "Diese Tatsache wird gebraucht; bitte beantworten Sie sie.",
  "questions/interview.notAnswer": "Keine Antwort: {why}.",
  "questions/interview.inTheFile": "    in der Datei: {path}",
  "questions/interview.answer": "    Antwort: {hint}",
  "questions/interview.note": "    ({note})",
  "questions/interview.neededSettles": "gebraucht: {settles}; kann leer bleiben und bleibt dann unbekannt",
  "questions/interview.neededFor": "gebraucht: {settles}",
  "questions/interview.leftUnknown": "kann leer bleiben: es bleibt unbekannt",
  "questions/interview.leftDefault": "kann leer bleiben: der Standardwert gilt",
  "questions/interview.yesOrNo": "antworten Sie ja oder nein",
  "questions/interview.howMany": "antworten Sie, wie viele: 0, 1, 2 …",
  "questions/interview.describeIt":
    "antworten Sie „ja“, um es zu beschreiben (oder lassen Sie es leer, wo es ausgelassen werden darf)",
  "questions/interview.notPair": "„{pair}“ ist nicht SCHLÜSSEL: WERT",
  ...fieldPatterns(ASKED, MEANT, { "borkum-1666": ASKED_BORKUM }),
} satisfies Catalogue;
