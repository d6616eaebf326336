/**
 * Spørgsmålene på dansk: hver meddelelse under det id, dens engelske tekst giver
 * (se docs/languages.md). Spørgsmål efter Danske Lov med Lovens ord (vrag, gods,
 * skipper, bjergeløn); efter Borkum-rullen med rullens tyske ord, hvor de er termer.
 */

import type { Catalogue } from "../catalogue.js";
import { fieldPatterns } from "../field-questions.js";

/**
 * Felternes spørgsmål og hvad deres værdier betyder, efter deres engelsk
 * (kendingerne giver src/messages/field-questions.ts); om Borkum-rullen med dens egne ord,
 * hvor de afviger.
 */
// Felternes spørgsmål, efter deres engelsk
const ASKED: Record<string, string> = {
  "What price was agreed on the beach?": "Hvilken pris blev aftalt på stranden?",
  "How many breaches of the rules does the case report?": "Hvor mange brud på reglerne nævner sagen?",
  "Who is said to have broken the rule in {who}?": "Hvem siges at have brudt reglen i {who}?",
  'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?':
    'Hvilken bestemmelse bryder {who}, om den kendes (f.eks. "borkum-1666/8.2")?',
  "What was done in {who}, in words?": "Hvad blev gjort i {who}, med ord?",
  "On what day did the ship call for a pilot?": "På hvilken dag kaldte skibet på en lods?",
  "Was a lot cast among the island ships and persons to go?":
    "Blev der kastet lod blandt øens skibe og personer om, hvem der skulle ud?",
  "Is the lot still to be drawn, from a seed, rather than the case saying on whom it fell?":
    "Skal loddet endnu trækkes ud fra et frø, i stedet for at sagen siger, hvem det faldt på?",
  "Which persons are in the lot?": "Hvilke personer er med i loddet?",
  "How many persons does the need require?": "Hvor mange personer kræver nøden?",
  "From what seed (any text; the same seed always draws the same lot) is the lot to be drawn?":
    "Fra hvilket frø (en vilkårlig tekst; samme frø trækker altid samme lod) skal loddet trækkes?",
  "Which island ships are in the lot?": "Hvilke af øens skibe er med i loddet?",
  "Which persons did the lot fall on?": "Hvilke personer faldt loddet på?",
  "Which island ship did the lot fall on?": "Hvilket af øens skibe faldt loddet på?",
  "Was one islander to go aboard and pilot her, or must an island ship go out (a whole ship)?":
    "Skulle én øbo (Eiländer) gå om bord og lodse hende, eller må et af øens skibe ud (et helt skib)?",
  "How many islanders on the beach offered to go, each for his price?":
    "Hvor mange øboer på stranden tilbød at tage ud, hver for sin pris?",
  "Who made {who}?": "Hvem afgav {who}?",
  "For what price was {who} made?": "For hvilken pris blev {who} afgivet?",
  "How many islanders does the case name: those on the beach, those who went, the Vogt and the pastor?":
    "Hvor mange øboer nævner sagen: dem på stranden, dem der tog ud, Vogten og præsten?",
  "Which ship was {who} aboard during the salvage?": "Om bord på hvilket skib var {who} under bjergningen?",
  "Did {who} help cart the salvaged goods home?": "Hjalp {who} med at køre det bjergede gods hjem?",
  "How many like persons does {who} stand for?": "For hvor mange ligestillede personer står {who}?",
  "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?":
    "Har {who} en gammel gård (Altbauer) eller en ny (Neubauer)?",
  "Did {who} take part in the work of salvaging?": "Tog {who} del i bjergningsarbejdet?",
  "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?":
    "Under hvilket kort navn (bogstaver, cifre, understreger, punktummer eller bindestreger) skal {who} føres i sagen?",
  "Whose place did {who} take when sent to help?": "Hvis plads tog {who}, da han blev sendt til hjælp?",
  "What name shall the determination call {who} by?": "Hvilket navn skal afgørelsen kalde {who}?",
  "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?":
    "Var {who} på stranden, så signalet og var til stede, da øboerne aftalte, hvem der skulle ud?",
  "Was {who} told, and would not go along?": "Fik {who} besked og ville ikke med?",
  "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?":
    "Hvad er {who}: husfader, enke, søn, karl, Vogten, præsten … (alt, hvad der passer)?",
  "Whose son is {who}?": "Hvis søn er {who}?",
  "Was {who} told of the pilotage?": "Fik {who} besked om lodsningen?",
  "Could {who} not come (illness, duty), rather than would not?":
    "Kunne {who} ikke komme (sygdom, tjeneste), snarere end ikke ville?",
  "Is {who} bodily unable to work?": "Er {who} legemligt ude af stand til at arbejde?",
  "Did {who} help with a wagon of his or her own?": "Hjalp {who} med sin egen vogn?",
  "Is {who} without means (poor)?": "Er {who} uden midler (fattig)?",
  "Who went as pilot (left out: the one with the lowest offer)?":
    "Hvem tog ud som lods (udeladt: den med det laveste bud)?",
  "How much pilot money does the ship pay (what the pilot bargained from her)?":
    "Hvor mange lodspenge betaler skibet (hvad lodsen betingede sig af hende)?",
  "Where did the ship lie when she called for a pilot: at sea, outside the reefs, on them, inside them ...?":
    "Hvor lå skibet, da det kaldte på en lods: på søen, uden for revlerne (Reven), på dem, inden for dem …?",
  "Which ship called for a pilot?": "Hvilket skib kaldte på en lods?",
  "Was the ship stuck fast (aground) when the islanders came?": "Sad skibet fast (på grund), da øboerne kom?",
  "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?":
    "Under hvilket kort navn (bogstaver, cifre, understreger, punktummer eller bindestreger) skal skibet føres i sagen?",
  "Was the ship afloat and under way on the river, not aground?":
    "Var skibet flot og undervejs på floden, ikke på grund?",
  "Was the ship leaking when the islanders came?": "Var skibet læk, da øboerne kom?",
  "What is the name of the ship that called for a pilot?": "Hvad hedder skibet, der kaldte på en lods?",
  "Did the islanders see the ship from the tower?": "Så øboerne skibet fra tårnet?",
  "How did the ship call for a pilot: a waft (Syauwer) flown, a gun fired, or neither?":
    "Hvordan kaldte skibet på en lods: med en hejst vimpel (Syauwer), et kanonskud, eller ingen af delene?",
  "Was the ship a stranger to these waters?": "Var skibet fremmed i disse farvande?",
  "How many island ships went out?": "Hvor mange af øens skibe tog ud?",
  "What is the name of {who}?": "Hvad hedder {who}?",
  "How many owners has {who} (their shares add up to 1)?":
    "Hvor mange ejere har {who} (deres parter giver tilsammen 1)?",
  "Who is {who}?": "Hvem er {who}?",
  'What share of the ship does {who} hold ("1", "1/3")?': 'Hvilken part af skibet ejer {who} ("1", "1/3")?',
  "Did {who} go out and salvage (rather than being the wreck)?":
    "Tog {who} ud og bjergede (i stedet for selv at være vraget)?",
  "Who sailed {who}?": "Hvem førte {who}?",
  "Did the Vogt inspect the ship, found aground and leaking?":
    "Besigtigede Vogten skibet, som blev fundet på grund og læk?",
  "Did the Vogt find that the ship has fallen to the territorial ruler?":
    "Fandt Vogten, at skibet er tilfaldet landsherren?",
  "Was the Vogt's inspection made?": "Blev Vogtens besigtigelse foretaget?",
  "Did the goods come ashore by themselves, not saved with ships (the foot strand, Fuß-strand)?":
    "Kom godset i land af sig selv, ikke bjerget med skibe (Voot-Fuß-Strand, forstranden)?",
  "On what day were the goods saved?": "På hvilken dag blev godset bjerget?",
  "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?":
    "Hvor mange bad skipperen om at hjælpe sig med bjergningen (amtmanden, en foged, indehaveren af forstranden …)?",
  "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?":
    "Hvem er den, der blev bedt i {who}: amtmanden, borgemester og råd i en købstad, en foged, en strandfoged, en anden, der har befaling på strandet, indehaveren af forstranden, eller en anden?",
  "Whom did the skipper ask in {who}?": "Hvem bad skipperen i {who}?",
  "Were the goods merchants' goods (cargo), rather than parts of a ship?":
    "Var godset købmandsgods (ladning), ikke dele af et skib?",
  "Did it happen on the shore before a market town (a chartered town with a mayor and council)?":
    "Skete det på strandet ud for en købstad (en privilegeret by med borgemester og råd)?",
  "How many people may have a share, those who stayed at home included?":
    "Hvor mange kan have en part, dem der blev hjemme medregnet?",
  "Where were the goods saved?": "Hvor blev godset bjerget?",
  "Did the skipper strike a bargain with the salvors over the salvage?":
    "Gjorde skipperen akkord med bjergerne om bjergningen?",
  "Which salvors made the bargain (left out: everyone who helped)?":
    "Hvilke bjergere gjorde akkorden (udeladt: alle, der hjalp)?",
  'What share of the goods salvaged was agreed to the salvors ("1/3")?':
    'Hvilken part af det bjergede gods blev lovet bjergerne ("1/3")?',
  "What set sum was agreed?": "Hvilken fast sum blev aftalt?",
  "What were the terms: a set sum paid to the salvors for whatever they could salvage, a share of the goods salvaged, or a set sum the salvors paid the skipper for all they could salvage, to keep it?":
    "Hvad var vilkårene: en fast sum til bjergerne for alt, hvad de kunne bjerge, en part af det bjergede gods, eller en fast sum, som bjergerne betalte skipperen for alt, hvad de kunne bjerge, for at beholde det?",
  "What did the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like?":
    "Hvad kostede bjergningen i alt: bjergernes løn, leje af både og vogne, opbevaring og lignende?",
  "How much salvage money was paid for what was saved (0 while it is still to be fixed)?":
    "Hvor meget bjergeløn blev betalt for det bjergede (0, så længe den endnu skal fastsættes)?",
  "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?":
    "Hvem fastsatte bjergelønnen: amtmanden med de bedste mænd i herredet, eller borgemester og råd i købstaden?",
  "How did those who fixed the salvage money divide it among the salvors: who had how much?":
    "Hvordan delte de, der fastsatte bjergelønnen, den mellem bjergerne: hvem fik hvor meget?",
  "How many ships took part: those that went out to salvage, and any that came to grief?":
    "Hvor mange skibe var med: de, der tog ud for at bjerge, og de, der forliste?",
  "Were the goods saved from a ship that came to grief with her people aboard?":
    "Blev godset bjerget fra et skib, der forliste med sine folk om bord?",
  "How many merchants' lots of goods were saved from the ship?":
    "Hvor mange købmænds partier gods blev bjerget fra skibet?",
  "What freight was agreed for carrying {who} the whole voyage?":
    "Hvilken fragt blev aftalt for at føre {who} hele rejsen?",
  "Has the shipper chosen to let the skipper keep {who} instead of paying its freight?":
    "Har befragteren valgt at lade skipperen beholde {who} i stedet for at betale dens fragt?",
  "Which merchant owns {who}?": "Hvilken købmand ejer {who}?",
  "Who shipped {who} and owes its freight, if not its owner?":
    "Hvem indskibede {who} og skylder dens fragt, hvis ikke ejeren?",
  "What is {who} worth as saved, or what did it fetch when sold?":
    "Hvad er {who} værd som bjerget, eller hvad indbragte det ved salg?",
  "What goods are in {who}, in words?": "Hvilket gods er der i {who}, med ord?",
  "What wrecked her: a storm, or another misfortune (fire, a leak, running aground in fog ...)?":
    "Hvad fik hende til at forlise: en storm eller en anden ulykke (ild, en læk, grundstødning i tåge …)?",
  "Could the skipper and those helping him salvage no more, so that goods or wreck were left over?":
    "Kunne skipperen og hans hjælpere ikke bjerge mere, så gods eller vrag blev tilbage?",
  "Who were the ship's people, besides the skipper?": "Hvem var skibets folk, foruden skipperen?",
  "How did she end: driven ashore against her crew's will, run ashore on purpose to save ship and goods, sunk, or otherwise?":
    "Hvordan endte hun: drevet i land mod mandskabets vilje, sat på land med vilje for at frelse skib og gods, sunket, eller på anden måde?",
  "Which other seafaring people, not of her crew, were at hand?":
    "Hvilke andre søfolk, ikke af hendes mandskab, var ved hånden?",
  "Which ship came to grief?": "Hvilket skib forliste?",
  "What is the part of the ship that was saved (hull, rigging, gear) worth, or what did it fetch when sold?":
    "Hvad er den bjergede del af skibet (skrog, rigning, redskab) værd, eller hvad indbragte den ved salg?",
  "Was the skipper with his own people unable to salvage ship and goods by themselves?":
    "Kunne skipperen med sine egne folk ikke selv bjerge skib og gods?",
  'How much of the voyage was done when the ship was lost, as a fraction ("1/2", "2/3")?':
    'Hvor meget af rejsen var gjort, da skibet gik tabt, som brøk ("1/2", "2/3")?',
  "How many of the crew were still owed wages when the ship was lost?":
    "Hvor mange af mandskabet havde endnu hyre til gode, da skibet gik tabt?",
  "How much is {who}, still owed for the voyage?": "Hvor meget er {who}, som endnu skyldes for rejsen?",
  "Which seaman is owed {who}?": "Hvilken sømand skyldes {who}?",
  "Is the ship wholly lost (a total wreck), not only stranded or damaged?":
    "Er skibet helt tabt (et fuldstændigt vrag), ikke blot strandet eller skadet?",
  "On what day is the case decided (whether a time limit has run out by then)?":
    "På hvilken dag afgøres sagen (om en frist er udløbet til da)?",
  "Did anyone come for the wreck, as its owner or as the owner's agent?":
    "Kom nogen efter vraget, som dets ejer eller som ejerens fuldmægtig?",
  "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?":
    "Kom han som ejeren selv eller som ejerens fuldmægtig?",
  "Who came for the wreck?": "Hvem kom efter vraget?",
  "On what day did he come with his proof of ownership?": "På hvilken dag kom han med sit bevis på ejendomsretten?",
  "For which owner does the agent act?": "For hvilken ejer handler fuldmægtigen?",
  "Is his proof of ownership sufficient?": "Er hans bevis på ejendomsretten tilstrækkeligt?",
  "How many households' rights in the commons (the common land and its use) does the case give?":
    "Hvor mange husstandes rettigheder i fællesjorden (den fælles jord og dens brug) angiver sagen?",
  "Which household (or group row of like households) holds {who}?":
    "Hvilken husstand (eller gruppe af ligestillede husstande) har {who}?",
  "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?":
    "Hvor mange rettigheder i fællesjorden er {who} (f.eks. 2, 1 eller 1/2)?",
  "On what day was the wreck found?": "På hvilken dag blev vraget fundet?",
  "Is the wreck to be divided, or put to common use?": "Skal vraget deles eller bruges til fælles gavn?",
  "Whose foreshore does the wreck lie on?": "På hvis forstrand ligger vraget?",
  "Who is the king's amtmand of the district, if he is one of the people of the case?":
    "Hvem er kongens amtmand i amtet, hvis han er en af sagens personer?",
  "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?":
    "Har jorddrotten forstrandsrettighed, retten til vrag, som ingen kræver (udeladt: det har han)?",
  "Off which landowner's land does the wreck lie?": "Ud for hvilken jorddrots jord ligger vraget?",
  "Is it the king's foreshore, where his amtmand acts, or the foreshore off a landowner's land?":
    "Er det kongens forstrand, hvor hans amtmand handler, eller forstranden ud for en jorddrots jord?",
  "How many things were found: a ship, pieces of ships, masts, goods ...?":
    "Hvor mange ting blev fundet: et skib, stykker af skibe, master, gods …?",
  "Was {who} found with nobody aboard, left by its crew?":
    "Blev {who} fundet uden nogen om bord, forladt af mandskabet?",
  "Can {who} be got off (refloated)?": "Kan {who} bringes flot igen?",
  "Is {who} damaged by the wreck (broken, spoilt in part)?": "Er {who} skadet af forliset (brudt, delvis fordærvet)?",
  "Did {who} come ashore by drifting?": "Kom {who} drivende i land?",
  "Was {who} empty, with no cargo aboard?": "Var {who} tom, uden ladning om bord?",
  "Is {who} leaking?": "Er {who} læk?",
  "By what name is {who} to be called in the determination?": "Med hvilket navn skal {who} kaldes i afgørelsen?",
  "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?":
    "Hvor stort et stykke af et skib er {who}: et halvt skib, en fjerdedel, et andet stort stykke eller et lille?",
  "Can {who}, damaged or wet, be saved (dried, aired, repacked)?":
    "Kan {who}, skadet eller vådt, reddes (tørres, luftes, pakkes om)?",
  "What did saving {who} (drying, airing, repacking) cost its keeper?":
    "Hvad kostede det dets gemmer at redde {who} (tørre, lufte, pakke om)?",
  "What did {who} fetch when it was sold because it could not be saved?":
    "Hvad indbragte {who}, da det blev solgt, fordi det ikke kunne reddes?",
  "On what day was {who} sold?": "På hvilken dag blev {who} solgt?",
  "Is {who} stuck fast on the ground?": "Sidder {who} fast på grunden?",
  "What did {who} fetch, or at what is it valued?": "Hvad indbragte {who}, eller hvad er det vurderet til?",
  "Is {who} wet through with sea water?": "Er {who} gennemblødt af havvand?",
  "What is {who}: a whole ship, a piece of a ship's hull, a mast, a yard, a topmast, a rudder (Rohr), a boat (Schute), a leeboard (Schwert), a hold beam (Lastbalken), a hofpahl, goods, or another thing?":
    "Hvad er {who}: et helt skib, et stykke af et skibsskrog, en mast, en rå, en stang, et ror (Rohr), en båd (Schute), et sidesværd (Schwert), en lastbjælke (Lastbalken), en hofpahl, gods eller en anden ting?",
  "Was the wreck salvaged and put in safe keeping?": "Blev vraget bjerget og sat i sikker forvaring?",
  "Who had the wreck salvaged, and keeps it?": "Hvem lod vraget bjerge og gemmer det?",
  "What did keeping the salvaged wreck in safe keeping (storage, watch) cost its keeper?":
    "Hvad kostede den sikre forvaring af det bjergede vrag (opbevaring, vagt) dets gemmer?",
  "On what day was public notice of the wreck given, if it was?":
    "På hvilken dag blev vraget lyst offentligt, om det blev?",
  "Is a clear register kept of what was salvaged?": "Føres der et klart register over det bjergede?",
  "On what day was the wreck lodged in safe keeping and entered in the register?":
    "På hvilken dag blev vraget sat i sikker forvaring og indført i registret?",
  "Who salvaged the wreck for its keeper?": "Hvem bjergede vraget for dets gemmer?",
  "Was any living person with the wreck when it was found?": "Var et levende menneske ved vraget, da det blev fundet?",
  "How many of the community does the case name: households, the Vogt, the pastor?":
    "Hvor mange af menigheden (Gemeine) nævner sagen: husstande, Vogten, præsten?",
  "Where was the wreck found: at sea, outside the reefs, on them, inside them, or on the beach?":
    "Hvor blev vraget fundet: på søen, uden for revlerne, på dem, inden for dem eller på stranden?",
  "What did the wreck fetch when sold, or what is it worth, to be divided (left out: what its items fetched)?":
    "Hvad indbragte vraget ved salg, eller hvad er det værd, til deling (udeladt: hvad dets stykker indbragte)?",
  "Has the salvage reward the owner is to pay been fixed?": "Er den bjergeløn fastsat, som ejeren skal betale?",
  "What salvage reward was fixed?": "Hvilken bjergeløn blev fastsat?",
  "Who fixed the salvage reward?": "Hvem fastsatte bjergelønnen?",
  "What freight was agreed for carrying the goods to the agreed place?":
    "Hvilken fragt blev aftalt for at føre godset til det aftalte sted?",
  "Did storm or other distress drive the ship into another harbour (dl-averi/50–53)?":
    "Drev storm eller anden nød skibet ind i en anden havn (dl-averi/50–53)?",
  "What drove her there: storm, or other distress at sea (a leak, ice, an enemy ...)?":
    "Hvad drev hende derind: storm eller anden søens nød (en læk, is, en fjende …)?",
  "On what day did she come in there?": "På hvilken dag kom hun ind der?",
  "Are, or were, the goods sent on to the agreed market?":
    "Sendes eller blev godset sendt videre til det aftalte marked?",
  "What does, or did, sending the goods on cost?": "Hvad koster eller kostede det at sende godset videre?",
  "On what day were the goods delivered at the agreed market?":
    "På hvilken dag blev godset leveret på det aftalte marked?",
  "Is the other ship a good ship, in which the goods can be kept safe?":
    "Er det andet skib et godt skib, hvori godset kan holdes sikkert?",
  "In which ship are, or were, the goods sent on: the skipper's own, or another?":
    "I hvilket skib sendes eller blev godset sendt videre: skipperens eget eller et andet?",
  "What is the name of the other ship the goods are sent on in?":
    "Hvad hedder det andet skib, som godset sendes videre i?",
  "Is a hidden fraud said to lie behind it?": "Siges der at ligge et skjult bedrageri bag?",
  "What does the merchant say lay behind it?": "Hvad siger købmanden lå bag?",
  "Was a hidden fraud found?": "Blev et skjult bedrageri fundet?",
  "Who found it: a court, assessors ...?": "Hvem fandt det: en ret, vurderingsmænd …?",
  "What loss, as assessed, came to the merchant from the fraud?":
    "Hvilket tab, som vurderet, kom købmanden af bedrageriet?",
  "Who besides the skipper was found party to the scheme?": "Hvem foruden skipperen blev fundet delagtig i anslaget?",
  "What full freight does the merchant pay if he takes the goods there?":
    "Hvilken fuld fragt betaler købmanden, hvis han tager godset der?",
  "Does the merchant take his goods there, in the harbour she was driven into?":
    "Tager købmanden sit gods der, i den havn hun blev drevet ind i?",
  "Did the skipper take an oath that necessity drove him there?": "Aflagde skipperen ed på, at nød drev ham derind?",
  "On what day was the oath sworn?": "På hvilken dag blev eden svoret?",
  "Was the oath sworn?": "Blev eden svoret?",
  "Which men of the ship swore with the skipper (the text asks for three of the best)?":
    "Hvilke af skibets mænd svor med skipperen (teksten kræver tre af de bedste)?",
  "Into which harbour or market was the ship driven?": "Ind i hvilken havn eller hvilket marked blev skibet drevet?",
  "Who is the merchant whose goods the skipper carries?": "Hvem er købmanden, hvis gods skipperen fører?",
  "How many people does the case name: the skipper, the merchant, the men of the ship and anyone else?":
    "Hvor mange personer nævner sagen: skipperen, købmanden, skibets mænd og hvem ellers?",
  "Which of these is {who}: the skipper, the merchant, a shipowner, a charterer, an agent for the merchant, a seaman, other (all that apply)?":
    "Hvad af dette er {who}: skipperen, købmanden, en reder, en befragter, en fuldmægtig for købmanden, en sømand, andet (alt, hvad der passer)?",
  "Does the case name the ship the skipper was chartered with?": "Nævner sagen det skib, skipperen blev befragtet med?",
  "What is the ship's name?": "Hvad hedder skibet?",
  "Who is the skipper who let himself be chartered?": "Hvem er skipperen, der lod sig befragte?",
  "Could the ship not carry the goods to the market because she was unfit ('udygtig', dl-averi/49)?":
    "Kunne skibet ikke føre godset til markedet, fordi det var udygtigt ('udygtig', dl-averi/49)?",
  "Who found whether she was unfit when she sailed (e.g. 'two shipwrights of Bergen')?":
    "Hvem fandt, om det var udygtigt, da det sejlede (f.eks. 'to skibstømrere fra Bergen')?",
  "Is the skipper, because of it, unable to carry the goods to the market?":
    "Kan skipperen derfor ikke føre godset til markedet?",
  "What was chosen: another suitable ship chartered to carry the goods to the agreed place for the agreed freight, or all the merchant's loss made good?":
    "Hvad blev valgt: et andet bekvemt skib befragtet til at føre godset til det aftalte sted for den aftalte fragt, eller al købmandens skade erstattet?",
  "Who made that choice: the skipper or the merchant?": "Hvem traf det valg: skipperen eller købmanden?",
  "What is all the merchant's loss, as assessed, that is to be made good?":
    "Hvad er al købmandens skade, som vurderet, der skal erstattes?",
  "Was another ship chartered to carry the goods on?": "Blev et andet skib befragtet til at føre godset videre?",
  "Who is the other ship's skipper, who carries the goods for the substitute freight?":
    "Hvem er det andet skibs skipper, der fører godset for erstatningsfragten?",
  "What freight did the skipper agree to pay for the other ship?":
    "Hvilken fragt lovede skipperen at betale for det andet skib?",
  "What is the name of the other ship chartered?": "Hvad hedder det andet befragtede skib?",
  "Is the other ship a suitable ('bekvem') ship for the goods?":
    "Er det andet skib et bekvemt ('bekvem') skib for godset?",
  "Was the ship unfit ('udygtig') already when the voyage began, rather than becoming so on the way?":
    "Var skibet udygtigt ('udygtig') allerede, da rejsen begyndte, snarere end at blive det undervejs?",
  "Where was the ship found unable to go on?": "Hvor blev skibet fundet ude af stand til at fortsætte?",
  "Was the skipper chartered to carry the goods from one named place to another?":
    "Blev skipperen befragtet til at føre godset fra ét navngivet sted til et andet?",
  "From which named place was the skipper chartered?": "Fra hvilket navngivet sted blev skipperen befragtet?",
  "On what day did the ship set out on the voyage?": "På hvilken dag begav skibet sig ud på rejsen?",
  "To which place, or market, was he chartered, and promised to bring the goods?":
    "Til hvilket sted eller marked blev han befragtet og lovede at bringe godset?",
  "On what day did it happen?": "På hvilken dag skete det?",
  "What happened between the ships?": "Hvad skete der mellem skibene?",
  "Which ship's anchor lay without a buoy?": "Hvilket skibs anker lå uden bøje?",
  "Did the skipper who could not give way ask the other to weigh his anchor?":
    "Bad den skipper, som ikke kunne vige, den anden om at lette sit anker?",
  "Have good men or seafaring men assessed the share of the damage each ship bears?":
    "Har gode mænd eller søfarende mænd vurderet den part af skaden, hvert skib bærer?",
  "Who assessed it ('four skippers of the roads')?": "Hvem vurderede den ('fire skippere fra reden')?",
  "What share of the damage does each ship bear, as assessed (the shares add up to 1)?":
    "Hvilken part af skaden bærer hvert skib, som vurderet (parterne giver tilsammen 1)?",
  "Which ship was lying fast at her anchor?": "Hvilket skib lå fast for sit anker?",
  "Why could she not give way: she lay near the shallows ('nær grunden'), or another reason?":
    "Hvorfor kunne hun ikke vige: hun lå nær grunden ('nær grunden'), eller en anden grund?",
  "Which three best men of the anchor ship swear with the skipper ('selv fjerde')?":
    "Hvilke tre bedste mænd af ankerskibet sværger med skipperen ('selv fjerde')?",
  "What broke: her anchor, or her cable?": "Hvad brast: hendes anker eller hendes tov?",
  "Did the buoy line break after the anchor was cast (the anchor had its buoy when let go)?":
    "Brast bøjrebet, efter at ankeret var kastet (ankeret havde sin bøje, da det blev kastet)?",
  "Did it happen by night?": "Skete det om natten?",
  "Which other ship could give way?": "Hvilket andet skib kunne vige?",
  "Which ship could not give way?": "Hvilket skib kunne ikke vige?",
  "What was the collision found to come of: the sailing skipper's neglect and bad look-out, necessity ('nøds sag'), or neither?":
    "Hvad blev sammenstødet fundet at komme af: den sejlende skippers forsømmelse og dårlige udkig, nød ('nøds sag'), eller ingen af delene?",
  "Why did it break: storm, or other misfortune ('anden ulykke')?":
    "Hvorfor brast det: storm eller anden ulykke ('anden ulykke')?",
  "Could the two ships have avoided each other ('kunne ikke undvige hver anden')?":
    "Kunne de to skibe have undveget hinanden ('kunne ikke undvige hver anden')?",
  "Which ship came to harm on it?": "Hvilket skib kom til skade derpå?",
  "Was there danger that they would damage each other?": "Var der fare for, at de ville skade hinanden?",
  "Which ship broke loose and drifted?": "Hvilket skib rev sig løs og drev?",
  "Which ship was driven adrift by storm and foul weather?": "Hvilket skib blev drevet af storm og uvejr?",
  "Who found what the collision came of?": "Hvem fandt, hvad sammenstødet kom af?",
  "Who found whether he was innocent?": "Hvem fandt, om han var uskyldig?",
  "Which ship was lying still?": "Hvilket skib lå stille?",
  "How did the ship lie: at anchor, or moored ('fast fortøjet')?":
    "Hvordan lå skibet: for anker eller fortøjet ('fast fortøjet')?",
  "Has the anchor ship's skipper, himself with three of the best men of his ship, sworn that there was a buoy on the anchor when he last let it go and that he knew no other when the damage happened, refused to, or not yet?":
    "Har ankerskibets skipper, selv med tre af de bedste mænd af sit skib, svoret, at der var en bøje på ankeret, da han sidst kastede det, og at han ikke vidste andet, da skaden skete, har han nægtet, eller endnu ikke?",
  "Which ship came sailing and did the damage?": "Hvilket skib kom sejlende og gjorde skaden?",
  "What happened when the anchor was to be weighed without the other: was it done, forbidden or hindered by the other, or not tried?":
    "Hvad skete der, da ankeret skulle lettes uden den anden: blev det gjort, forbudt eller hindret af den anden, eller ikke forsøgt?",
  "How many ships collided under sail (two, each with her skipper's and crew's oath)?":
    "Hvor mange skibe stødte sammen under sejl (to, hvert med sin skippers og sit mandskabs ed)?",
  "Has the skipper of {who}, with his crew, sworn that it happened by mischance and not on purpose, refused to, or not yet?":
    "Har skipperen af {who} med sit mandskab svoret, at det skete ved vådelse og ikke med vilje, har han nægtet, eller endnu ikke?",
  "Which of the case's ships was {who}, one of the two that collided?":
    "Hvilket af sagens skibe var {who}, et af de to, der stødte sammen?",
  "Was the drifting ship's skipper found innocent of it?": "Blev det drivende skibs skipper fundet uskyldig deri?",
  "How many ships in the drifting ship's path slipped cable and anchor to prevent greater damage?":
    "Hvor mange skibe i det drivende skibs vej kappede tov og anker for at forhindre større skade?",
  "What were the cable and anchor worth that {who} slipped?": "Hvad var det tov og anker værd, som {who} kappede?",
  "Which of the case's ships was {who}, that slipped her cable and anchor?":
    "Hvilket af sagens skibe var {who}, der kappede sit tov og anker?",
  "Did they slip because damage was to be expected, to prevent greater damage?":
    "Kappede de, fordi skade var at vente, for at forhindre større skade?",
  "What kind of incident was it?": "Hvilken slags hændelse var det?",
  "Did the other weigh his anchor when asked?": "Lettede den anden sit anker, da han blev bedt om det?",
  "Where did the ship lie: in a harbour, on a roadstead ('red'), or elsewhere?":
    "Hvor lå skibet: i en havn, på en red ('red') eller andetsteds?",
  "How many people does the case name: the skippers, owners, merchants and crew?":
    "Hvor mange personer nævner sagen: skipperne, ejerne, købmændene og mandskabet?",
  "Which ship was {who} aboard?": "Om bord på hvilket skib var {who}?",
  "Which of these is {who}: a skipper, a shipowner, a merchant with goods aboard, a seaman, other (all that apply)?":
    "Hvad af dette er {who}: en skipper, en reder, en købmand med gods om bord, en sømand, andet (alt, hvad der passer)?",
  "Where did it happen ('Copenhagen roads')?": "Hvor skete det ('Københavns red')?",
  "How many ships does the case name (at least the two the incident concerns)?":
    "Hvor mange skibe nævner sagen (mindst de to, hændelsen angår)?",
  "How many parcels of goods were aboard {who}, one for each owner's parcel?":
    "Hvor mange partier gods var om bord i {who}, ét for hver ejers parti?",
  "What damage did the goods of {who} take in the incident?": "Hvilken skade tog godset i {who} ved hændelsen?",
  "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?":
    "Under hvilket kort navn (bogstaver, cifre, understreger, punktummer eller bindestreger), såsom mærket på dens konnossement, skal {who} føres i sagen?",
  "Which merchant owns the goods of {who}?": "Hvilken købmand ejer godset i {who}?",
  "What goods are in {who} ('wine', 'rye')?": "Hvilket gods er der i {who} ('vin', 'rug')?",
  "What damage did {who} herself take, hull and gear, as surveyed?":
    "Hvilken skade tog {who} selv, skrog og redskab, som synet?",
  "What is the own property of the skipper of {who} worth, as far as it can be reached ('så vidt hans gods kan tilstrække')?":
    "Hvad er skipperens egen formue på {who} værd, så vidt den kan nås ('så vidt hans gods kan tilstrække')?",
  "What is {who} worth (the value that answers when her skipper cannot pay, dl-averi/7)?":
    "Hvad er {who} værd (den værdi, der svarer, når hendes skipper ikke kan betale, dl-averi/7)?",
  "How many loans on bottomry, repayable only if the ship arrives, were taken?":
    "Hvor mange bodmerilån, der kun skal tilbagebetales, hvis skibet når frem, blev optaget?",
  "How much was lent ({who})?": "Hvor meget blev udlånt ({who})?",
  "Who lent the money ({who})?": "Hvem lånte pengene ud ({who})?",
  "Was {who} lent on the ship, or on the cargo?": "Blev {who} lånt på skibet eller på ladningen?",
  "How many parcels of cargo did the ship carry, one for each bill of lading?":
    "Hvor mange partier ladning førte skibet, ét for hvert konnossement?",
  "Does the skipper hold a bill of lading for {who}?": "Har skipperen et konnossement for {who}?",
  "Did the goods of {who} that were kept take damage?": "Tog det beholdte gods i {who} skade?",
  "What damage did {who} take after the goods were stowed again and put in order?":
    "Hvilken skade tog {who}, efter at godset var stuvet igen og bragt i orden?",
  "What damage did {who} take from the jettison, spoiled or washed by the sea in the course of it?":
    "Hvilken skade tog {who} ved udkastet, fordærvet eller overskyllet af søen derunder?",
  "What damage did {who} take when the ship was run ashore on purpose?":
    "Hvilken skade tog {who}, da skibet med vilje blev sat på land?",
  "What damage did {who} take from any other cause (the storm, a leak, bad stowage ...)?":
    "Hvilken skade tog {who} af anden årsag (stormen, en læk, dårlig stuvning …)?",
  "Does the skipper hold a freight letter (charter party) for {who}?":
    "Har skipperen et fragtbrev (certepartie) for {who}?",
  "Into which heap (hold or bin) were the bulk goods of {who} poured, with other owners' goods?":
    "I hvilken bunke (rum eller skot) blev styrtegodset i {who} styrtet, sammen med andre ejeres gods?",
  "Are the goods of {who} heavy (where no weight is given)?":
    "Er godset i {who} tungt (hvor der ikke er angivet vægt)?",
  "Did any of {who} go overboard?": "Gik noget af {who} over bord?",
  "What do the bill of lading and freight letter show of the goods of {who} thrown, where that is less than their worth?":
    "Hvad viser konnossement og fragtbrev om det udkastede gods i {who}, hvor det er mindre end dets værdi?",
  "Did the skipper lawfully prove that more (or other) goods of {who} were in the hold than the documents show?":
    "Har skipperen lovligt bevist, at mere (eller andet) gods i {who} var i rummet, end papirerne viser?",
  "In what order did {who} go overboard (1 first; parcels thrown together share a number)?":
    "I hvilken rækkefølge gik {who} over bord (1 først; partier kastet sammen deler et tal)?",
  "Did the goods of {who} thrown drift ashore or get fished up, and did the owner get them back?":
    "Drev det udkastede gods i {who} i land eller blev det fisket op, og fik ejeren det tilbage?",
  "On what day were the goods of {who} recovered?": "På hvilken dag blev godset i {who} fået tilbage?",
  "What are the goods of {who} worth as recovered?": "Hvad er godset i {who} værd, som fået tilbage?",
  "What was the part of {who} thrown overboard worth, at the same market?":
    "Hvad var den udkastede del af {who} værd, på samme marked?",
  "How was {who} stowed: packed (in packs, casks or barrels), poured in bulk into the hold with other owners' goods of its kind, or loose but kept apart?":
    "Hvordan var {who} stuvet: pakket (i pakker, fade eller tønder), styrtet løst i rummet med andre ejeres gods af samme slags, eller løst, men holdt for sig?",
  "How much is {who}, in its unit (e.g. lasts of grain)?": "Hvor meget er {who}, i sin enhed (f.eks. læster korn)?",
  "In what unit is the quantity of {who} given ('lasts', 'barrels')?":
    "I hvilken enhed er mængden af {who} angivet ('læster', 'tønder')?",
  "What is {who} worth, whole and sound, at the market price where the goods kept are sold?":
    "Hvad er {who} værd, helt og ubeskadiget, til markedsprisen der, hvor det beholdte gods sælges?",
  "What does {who} weigh, in one unit for the whole cargo (e.g. skippund)?":
    "Hvad vejer {who}, i én enhed for hele ladningen (f.eks. skippund)?",
  "What goods are in {who} ('rye', 'cloth in bales')?": "Hvilket gods er der i {who} ('rug', 'klæde i baller')?",
  "Who chartered the ship (the 'befragter')?": "Hvem befragtede skibet (befragteren, 'befragter')?",
  "Has the charterer chosen, on the skipper's valuation, whether to take the ship or leave her?":
    "Har befragteren efter skipperens vurdering valgt, om han vil tage skibet eller lade det?",
  "What did the charterer choose: to take the ship at the skipper's valuation, to leave her to the skipper at that value, or did he not declare?":
    "Hvad valgte befragteren: at tage skibet efter skipperens vurdering, at lade det blive hos skipperen for den værdi, eller erklærede han sig ikke?",
  "When did the charterer declare his choice?": "Hvornår erklærede befragteren sit valg?",
  "Was the ship attacked, and did she defend herself?": "Blev skibet angrebet, og forsvarede det sig?",
  "Who attacked the ship: pirates, freebooters, or enemies?": "Hvem angreb skibet: sørøvere, fribyttere eller fjender?",
  "What were the doctor's fees for the wounded?": "Hvad var lægens honorar for de sårede?",
  "What else did the defence cost?": "Hvad kostede forsvaret ellers?",
  "Who laid out the money for the defence, if not the ship's owners through the skipper?":
    "Hvem lagde pengene ud til forsvaret, hvis ikke rederne gennem skipperen?",
  "What were the wages ('hyre') and portage ('føring') of the men taken on in place of the wounded?":
    "Hvad var hyre ('hyre') og føring ('føring') for de mænd, der blev taget ind i de såredes sted?",
  "Which of the crew were wounded or maimed in the defence?":
    "Hvilke af mandskabet blev såret eller lemlæstet i forsvaret?",
  "Were ship and goods in danger from a storm or other distress, and was something given up to save them?":
    "Var skib og gods i fare ved storm eller anden nød, og blev noget opgivet for at frelse dem?",
  "What did the merchant or his agent say when consulted: did he consent, or refuse?":
    "Hvad sagde købmanden eller hans fuldmægtig, da han blev spurgt: samtykkede han eller nægtede han?",
  "Has a court found the loss to be average all the same, the measure having been taken against the merchant's refusal and against the most and best of the crew, with no oath sworn (dl-averi/21)?":
    "Har en ret alligevel fundet tabet at være havari, skønt forholdsreglen blev taget mod købmandens nægtelse og mod de fleste og bedste af mandskabet, og ingen ed blev svoret (dl-averi/21)?",
  "Is it known how the best men of the crew (the officers and most experienced men) stood on it?":
    "Vides det, hvordan mandskabets bedste mænd (styrmændene og de mest erfarne) stillede sig?",
  "How many of the best men of the crew were against it?": "Hvor mange af mandskabets bedste mænd var imod?",
  "How many of the best men of the crew were for the measure?":
    "Hvor mange af mandskabets bedste mænd var for forholdsreglen?",
  "What put ship and goods in danger: a storm, or other distress (a leak, a lee shore ...)?":
    "Hvad bragte skib og gods i fare: en storm eller anden nød (en læk, en læ kyst …)?",
  "Did the skipper first take counsel with the merchant or his agent aboard?":
    "Rådførte skipperen sig først med købmanden eller hans fuldmægtig om bord?",
  "Is it known how the whole crew stood on the measure?":
    "Vides det, hvordan hele mandskabet stillede sig til forholdsreglen?",
  "How many of the whole crew were against it?": "Hvor mange af hele mandskabet var imod?",
  "How many of the whole crew were for the measure?": "Hvor mange af hele mandskabet var for forholdsreglen?",
  "On what day was the emergency?": "På hvilken dag var nøden?",
  "What was done to save ship and goods: goods thrown overboard, the mast, a cable or the anchor rope cut, the ship run ashore on purpose, other (all that apply)?":
    "Hvad blev gjort for at frelse skib og gods: gods kastet over bord, masten, et tov eller ankertovet kappet, skibet med vilje sat på land, andet (alt, hvad der passer)?",
  "Did the crew, on coming ashore, declare on oath that it was done to save life, ship and goods?":
    "Erklærede mandskabet, da det kom i land, under ed, at det blev gjort for at frelse liv, skib og gods?",
  "Where did it happen?": "Hvor skete det?",
  "Did the skipper judge the measure necessary, whatever the merchant said?":
    "Holdt skipperen forholdsreglen for nødvendig, hvad købmanden end sagde?",
  "Was it done to save life, ship and goods (not for the ship alone, nor for one merchant)?":
    "Blev det gjort for at frelse liv, skib og gods (ikke for skibet alene, ej heller for én købmand)?",
  "How many sums were laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill ...?":
    "Hvor mange summer blev lagt ud til den fælles frelse i nøden: en bugsering, en nødhavn, en bjergers regning …?",
  "How much was laid out for {who}?": "Hvor meget blev lagt ud for {who}?",
  "How shall the statement name {who}?": "Hvordan skal opgørelsen nævne {who}?",
  "Who laid out the money for {who}, if not the ship's owners through the skipper?":
    "Hvem lagde pengene ud for {who}, hvis ikke rederne gennem skipperen?",
  "What was {who}: towage to safety, the costs of putting into a port of refuge, a salvor's bill, or other?":
    "Hvad var {who}: bugsering i sikkerhed, omkostningerne ved at søge nødhavn, en bjergers regning eller andet?",
  "Where are the parcels' values taken: at the market where the goods kept are sold, or elsewhere?":
    "Hvor tages partiernes værdier: på det marked, hvor det beholdte gods sælges, eller andetsteds?",
  "Did the ship run aground, and was she lightened off?": "Løb skibet på grund, og blev det lettet af?",
  "What were the costs on the goods: unloading, lighter hire, carrying them back aboard?":
    "Hvad var omkostningerne på godset: losning, lægterleje, at føre det om bord igen?",
  "Did the skipper get small vessels and prams to unload the goods into and lighten the ship off?":
    "Skaffede skipperen små fartøjer og pramme at losse godset i og lette skibet af?",
  "Who laid out the costs on the goods, if not the skipper, who hired the lighters?":
    "Hvem lagde omkostningerne på godset ud, hvis ikke skipperen, der lejede lægterne?",
  "What did repairing the ship cost?": "Hvad kostede det at udbedre skibet?",
  "How many thefts of gear or goods were there while the ship lay in harbour?":
    "Hvor mange tyverier af redskab eller gods var der, mens skibet lå i havn?",
  "From which parcel of the cargo were the goods stolen ({who})?":
    "Fra hvilket parti af ladningen blev godset stjålet ({who})?",
  "What special cause is said to bind everyone interested in ship and goods to bear the loss pro rata ({who})?":
    "Hvilken særlig årsag siges at binde alle, der har del i skib og gods, til at bære tabet efter anpart ({who})?",
  "Has that special cause been found, by a court or assessors, to bind them ({who})?":
    "Er den særlige årsag af en ret eller af vurderingsmænd fundet at binde dem ({who})?",
  "What was the value of what was stolen ({who})?": "Hvad var værdien af det stjålne ({who})?",
  "What was stolen ({who}): the ship's gear, or goods aboard?":
    "Hvad blev stjålet ({who}): skibets redskab eller gods om bord?",
  "How many of the crew were hurt in the emergency?": "Hvor mange af mandskabet kom til skade i nøden?",
  "What did the burial cost, if the one hurt in {who} died?":
    "Hvad kostede begravelsen, hvis den, der kom til skade i {who}, døde?",
  "Where was the one hurt in {who} buried: on land ('om det er ved land, at dem begravelse gøres'), or at sea?":
    "Hvor blev den, der kom til skade i {who}, begravet: i land ('om det er ved land, at dem begravelse gøres') eller på søen?",
  "What was the doctor's or surgeon's fee for {who}?": "Hvad var lægens eller bartskærens honorar for {who}?",
  "Which seaman was hurt ({who})?": "Hvilken sømand kom til skade ({who})?",
  "Were the goods unloaded into lighters?": "Blev godset losset i lægtere?",
  "How many parcels were lost or damaged in the lighters?": "Hvor mange partier gik tabt eller blev skadet i lægterne?",
  "What was lost or spoiled in the lighters ({who})?": "Hvad gik tabt eller blev fordærvet i lægterne ({who})?",
  "Which parcel of the cargo was lost or spoiled in the lighters ({who})?":
    "Hvilket parti af ladningen gik tabt eller blev fordærvet i lægterne ({who})?",
  "How many of the hired lighters were themselves damaged?": "Hvor mange af de lejede lægtere blev selv skadet?",
  "How much was the damage to the lighter ({who})?": "Hvor stor var skaden på lægteren ({who})?",
  "Whose lighter was damaged ({who})?": "Hvis lægter blev skadet ({who})?",
  "What was the hire of the lighters (prams or boats)?": "Hvad var lejen for lægterne (pramme eller både)?",
  "What was the lighterage money ('prampenge')?": "Hvad var prampengene ('prampenge')?",
  "How does the custom of the port share lighterage between ship and goods, where it is known?":
    "Hvordan deler havnens skik lægterpengene mellem skib og gods, hvor den kendes?",
  "Who paid the lighters' hire and the lighterage money, if not the ship's owners through the skipper?":
    "Hvem betalte lægterlejen og prampengene, hvis ikke rederne gennem skipperen?",
  "Did the ship draw too much water to reach the place she was chartered to, so that she had to unload into lighters?":
    "Stak skibet for dybt til at nå det sted, det var befragtet til, så det måtte losse i lægtere?",
  "How many people does the case name: the skipper, owners, merchants, agents, charterer and crew?":
    "Hvor mange personer nævner sagen: skipperen, rederne, købmændene, fuldmægtigene, befragteren og mandskabet?",
  "Which ship was {who} aboard (the case's ship, if sailing in her)?":
    "Om bord på hvilket skib var {who} (sagens skib, hvis han sejlede i det)?",
  "For which merchant does {who} act as agent?": "For hvilken købmand handler {who} som fuldmægtig?",
  "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer ('befragter'), an agent for a merchant, a seaman, a lighterman, a lender on bottomry, a doctor, other (all that apply)?":
    "Hvad af dette er {who}: skipperen, en reder, en købmand med gods om bord, befragteren ('befragter'), en fuldmægtig for en købmand, en sømand, en lægtermand, en bodmerigiver, en læge, andet (alt, hvad der passer)?",
  "Did pirates or freebooters take goods at sea?": "Tog sørøvere eller fribyttere gods på søen?",
  "Who came upon the ship: pirates, freebooters, or enemies?":
    "Hvem kom over skibet: sørøvere, fribyttere eller fjender?",
  "How much did they take out of the bulk goods poured together in the hold, in the parcels' unit?":
    "Hvor meget tog de af det styrtegods, der lå styrtet sammen i rummet, i partiernes enhed?",
  "From which heap were the bulk goods taken, where they lie in more than one?":
    "Fra hvilken bunke blev styrtegodset taget, hvor det ligger i mere end én?",
  "How many particular parcels (in packs, casks or barrels, or kept apart) did they take goods from?":
    "Fra hvor mange særskilte partier (i pakker, fade eller tønder, eller holdt for sig) tog de gods?",
  "Which parcel of the cargo did they take goods from ({who})?": "Fra hvilket parti af ladningen tog de gods ({who})?",
  "How much was taken ({who}), in the parcel's unit?": "Hvor meget blev taget ({who}), i partiets enhed?",
  "What were the goods taken worth ({who})?": "Hvad var det tagne gods værd ({who})?",
  "How many lots of portage ('føring') were aboard: goods a seaman may carry on his own account?":
    "Hvor mange poster føring ('føring') var om bord: gods, som en sømand må føre for egen regning?",
  "Was {who} thrown overboard?": "Blev {who} kastet over bord?",
  "Which seaman's portage is {who}?": "Hvilken sømands føring er {who}?",
  "What is {who} worth?": "Hvad er {who} værd?",
  "What goods make up {who}?": "Hvilket gods udgør {who}?",
  "Were ship and goods seized and bought free?": "Blev skib og gods taget og løskøbt?",
  "What sum was paid to buy ship and goods free?": "Hvilken sum blev betalt for at løskøbe skib og gods?",
  "Who paid the ransom, if not the ship's owners through the skipper?":
    "Hvem betalte løsepengene, hvis ikke rederne gennem skipperen?",
  "Did the skipper lawfully prove the ransom?": "Har skipperen lovligt bevist løsepengene?",
  "How many losses did the ship herself take to save ship and goods: the mast, a cable or the anchor rope cut away, damage from running ashore, other gear?":
    "Hvor mange tab tog skibet selv for at frelse skib og gods: masten, et tov eller ankertovet kappet, skade ved at sætte på land, andet redskab?",
  "How shall the statement describe {who}?": "Hvordan skal opgørelsen beskrive {who}?",
  "Did the gear of {who} drift ashore or get fished up, and did the owners get it back?":
    "Drev redskabet i {who} i land eller blev det fisket op, og fik ejerne det tilbage?",
  "What is the gear of {who} worth as recovered?": "Hvad er redskabet i {who} værd, som fået tilbage?",
  "What was the loss to the ship in {who}: the value of what was cut away, or the damage?":
    "Hvad var skibets tab i {who}: værdien af det kappede eller skaden?",
  "What did the ship give up in {who}: the mast, a cable or the anchor rope cut away, hull damage from running ashore on purpose, or other gear cut away?":
    "Hvad opgav skibet i {who}: masten, et tov eller ankertovet kappet, skade på skroget ved med vilje at sætte på land, eller andet kappet redskab?",
  "Which ship was in distress, who sailed and owned her, and what was she worth?":
    "Hvilket skib var i nød, hvem førte og ejede hende, og hvad var hun værd?",
  "What freight was agreed for the whole cargo, where it is not agreed parcel by parcel?":
    "Hvilken fragt blev aftalt for hele ladningen, hvor den ikke er aftalt parti for parti?",
  "How many owners had the ship (their shares add up to 1)?":
    "Hvor mange ejere havde skibet (deres parter giver tilsammen 1)?",
  "Who sailed the ship (her skipper)?": "Hvem førte skibet (dets skipper)?",
  "What value does the skipper put on the ship, as he would keep her himself?":
    "Hvilken værdi sætter skipperen på skibet, som han selv ville beholde det?",
  "When was the skipper's valuation made known to the charterer (his 24 hours run from then, dl-averi/23)?":
    "Hvornår blev skipperens vurdering gjort befragteren bekendt (hans 24 timer løber fra da, dl-averi/23)?",
  "What was the ship assessed to be worth, where the skipper's valuation does not stand, or where an average over ship and goods needs her value?":
    "Hvad blev skibet vurderet til, hvor skipperens vurdering ikke står ved magt, eller hvor et havari over skib og gods behøver dets værdi?",
  "Is it known when, where and by whom the average statement is drawn up?":
    "Vides det, hvornår, hvor og af hvem havariopgørelsen opstilles?",
  "On what day is the statement drawn up?": "På hvilken dag opstilles opgørelsen?",
  "Who draws the statement up: the adjuster, the court, good men?":
    "Hvem opstiller opgørelsen: dispachøren, retten, gode mænd?",
  "Where is the statement drawn up?": "Hvor opstilles opgørelsen?",
  "To how many decimals shall the rate of contribution be given, as a percentage?":
    "Med hvor mange decimaler skal bidragssatsen angives, som procentsats?",
  "What was the voyage: from which port, to which, and when did the ship arrive?":
    "Hvordan var rejsen: fra hvilken havn, til hvilken, og hvornår kom skibet frem?",
  "On what day (and at what hour) did the ship arrive at her port of discharge?":
    "På hvilken dag (og i hvilken time) kom skibet til sin lossehavn?",
  "From which port did the ship sail (her port of loading)?": "Fra hvilken havn sejlede skibet (dets ladehavn)?",
  "Where are the goods that were kept sold (their market)?": "Hvor sælges det beholdte gods (dets marked)?",
  "To which port of discharge was the ship chartered?": "Til hvilken lossehavn var skibet befragtet?",
  "How dark was it: a dark night, a light night (moonlight, the light nights of summer), or day?":
    "Hvor mørkt var det: en mørk nat, en lys nat (måneskin, sommerens lyse nætter) eller dag?",
  "On what day did it happen (by the Julian calendar, as the case's dates are)?":
    "På hvilken dag skete det (efter den julianske kalender, som sagens datoer er)?",
  "How many fires were lit, or marks set up, on the shore, said to mislead seafarers?":
    "Hvor mange ild blev tændt eller mærker sat op på strandet, siges at vildlede søfarende?",
  "What was {who}: a fire lit at night, or a mark set up on rocks or elsewhere on the shore?":
    "Hvad var {who}: en ild tændt om natten eller et mærke sat op på klipper eller andetsteds på strandet?",
  "Which court convicted the one who lit or set up {who}?": "Hvilken ret dømte den, der tændte eller satte {who} op?",
  "On what day was {who} lit or set up?": "På hvilken dag blev {who} tændt eller sat op?",
  "Was {who} lit or set up to mislead seafarers and bring them to misfortune or danger?":
    "Blev {who} tændt eller sat op for at vildlede søfarende og bringe dem i ulykke eller fare?",
  "Has the one who lit or set up {who} been lawfully convicted ('lovlig overbevist') of it?":
    "Er den, der tændte eller satte {who} op, lovligt overbevist ('lovlig overbevist') derom?",
  "Who lit or set up {who}?": "Hvem tændte eller satte {who} op?",
  "What came of {who}: a ship wrecked, or nothing?": "Hvad kom der af {who}: et skib forlist, eller intet?",
  "Where was {who} lit or set up ('on the heights above the reef at Skagen')?":
    "Hvor blev {who} tændt eller sat op ('på højderne over revet ved Skagen')?",
  "Was it late autumn ('efterhøst')?": "Var det efterhøst ('efterhøst')?",
  "How many people does the case name: the skippers and anyone who set up a false light?":
    "Hvor mange personer nævner sagen: skipperne og enhver, der satte et falsk lys op?",
  "Which of these is {who}: a skipper, a seaman, a shipowner, a fisherman, an official, other (all that apply)?":
    "Hvad af dette er {who}: en skipper, en sømand, en reder, en fisker, en embedsmand, andet (alt, hvad der passer)?",
  "How many ships are there whose lanterns are in question?": "Hvor mange skibe er der, hvis lygter er i tvivl?",
  "Who judged whether {who} can conveniently carry a lantern?": "Hvem bedømte, om {who} bekvemt kan føre en lygte?",
  "Can {who}, a small craft, conveniently ('bekvemmelig') carry a lantern?":
    "Kan {who}, et lille fartøj, bekvemmelig ('bekvemmelig') føre en lygte?",
  "How dark was it where {who} lay or sailed: a dark night, a light night, or day?":
    "Hvor mørkt var det, hvor {who} lå eller sejlede: en mørk nat, en lys nat eller dag?",
  "On what day did {who} lie or sail there (by the Julian calendar), where it differs from the case's?":
    "På hvilken dag lå eller sejlede {who} der (efter den julianske kalender), hvor det afviger fra sagens?",
  "Did {who} carry a lantern?": "Førte {who} en lygte?",
  "Was it late autumn ('efterhøst') when {who} lay or sailed there?":
    "Var det efterhøst ('efterhøst'), da {who} lå eller sejlede der?",
  "Where was {who}: at anchor in open water, at anchor in a harbour or roadstead, under sail ...?":
    "Hvor var {who}: for anker i åbent vand, for anker i en havn eller på en red, under sejl …?",
  "Who was the skipper of {who}?": "Hvem var skipper på {who}?",
  "Is {who} a small craft ('små fartøj'): a boat, a small vessel?":
    "Er {who} et lille fartøj ('små fartøj'): en båd, et lille skib?",
  "Who owns the goods of {who}?": "Hvem ejer godset i {who}?",
  "What quantity of goods is {who}, where the custom shares by quantity?":
    "Hvilken mængde gods er {who}, hvor skikken deler efter mængde?",
  "In what unit is the quantity of {who} given ('lasts', 'tons')?":
    "I hvilken enhed er mængden af {who} angivet ('læster', 'tønder')?",
  "What are the goods of {who} worth?": "Hvad er godset i {who} værd?",
  "How many damages were done to the ship or the goods as she came in (one for each thing struck)?":
    "Hvor mange skader blev gjort på skibet eller godset, da hun kom ind (én for hver ting, der blev ramt)?",
  "How much is {who}, in money?": "Hvor meget er {who}, i penge?",
  "Was {who} done on purpose to save ship and goods (a sacrifice), not by mishap?":
    "Blev {who} gjort med vilje for at frelse skib og gods (et offer), ikke ved et uheld?",
  "What did {who} fall on: the ship, or a parcel of the cargo (which)?":
    "Hvad ramte {who}: skibet eller et parti af ladningen (hvilket)?",
  "What was {who}, in words (a hole stove in, goods spoiled ...)?":
    "Hvad var {who}, med ord (et hul slået ind, fordærvet gods …)?",
  "Did the skipper venture to bring the ship in without a pilot?": "Vovede skipperen at bringe skibet ind uden lods?",
  "Does the skipper plead necessity for coming in without a pilot?":
    "Påberåber skipperen sig nød for at komme ind uden lods?",
  "Who found whether it was necessity?": "Hvem fandt, om det var nød?",
  "What does the skipper say forced him in without a pilot?": "Hvad siger skipperen tvang ham ind uden lods?",
  "Was it found to be necessity ('nøds sag')?": "Blev det fundet at være nød ('nøds sag')?",
  "How many people does the case name: the skipper, the owners, the merchants and the pilot?":
    "Hvor mange personer nævner sagen: skipperen, rederne, købmændene og lodsen?",
  "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the pilot, other (all that apply)?":
    "Hvad af dette er {who}: skipperen, en reder, en købmand med gods om bord, lodsen, andet (alt, hvad der passer)?",
  "Did the skipper engage a pilot?": "Fæstede skipperen en lods?",
  "Was the pilot found to be at fault ('forser sig')?": "Blev lodsen fundet at forse sig ('forser sig')?",
  "Who found whether the pilot was at fault?": "Hvem fandt, om lodsen forså sig?",
  "Did the skipper give the pilot his board ('kosten')?": "Gav skipperen lodsen kosten ('kosten')?",
  "How many feet did the skipper tell the pilot the ship draws?":
    "Hvor mange fod sagde skipperen til lodsen, at skibet stikker?",
  "What is the pilot said to have done wrong?": "Hvad siges lodsen at have gjort forkert?",
  "What has the skipper paid the pilot so far?": "Hvad har skipperen betalt lodsen indtil nu?",
  "Who was the pilot?": "Hvem var lodsen?",
  "What wage was agreed with the pilot ('for det bedste køb, han kan betinge ham')?":
    "Hvilken løn blev aftalt med lodsen ('for det bedste køb, han kan betinge ham')?",
  "Where does the ship unload, and what is the custom there for the pilot's wage?":
    "Hvor losser skibet, og hvad er skikken der for lodsens løn?",
  "Is the custom of that market for the pilot's wage known?": "Kendes det markeds skik for lodsens løn?",
  "What is the custom and practice of the market for paying the pilot's wage?":
    "Hvad er markedets skik og brug for at betale lodsens løn?",
  'What part of the wage does the custom lay on the goods, the rest on the ship ("1", "2/3")?':
    'Hvilken del af lønnen lægger skikken på godset, resten på skibet ("1", "2/3")?',
  "How does the custom share the goods' part among the parcels: by value, or by quantity?":
    "Hvordan deler skikken godsets del mellem partierne: efter værdi eller efter mængde?",
  "At which market does the ship unload ('Copenhagen')?": "På hvilket marked losser skibet ('København')?",
  "Did the skipper take proof of what he told and paid the pilot (dl-averi/58)?":
    "Tog skipperen bevis for, hvad han sagde og betalte lodsen (dl-averi/58)?",
  "Did the skipper take proper proof of the draught he declared to the pilot?":
    "Tog skipperen behørigt bevis for den dybgang, han opgav lodsen?",
  "Did the skipper take proper proof of what he paid the pilot?":
    "Tog skipperen behørigt bevis for, hvad han betalte lodsen?",
  "Who sailed and owned the ship that came in, and how deep does she go?":
    "Hvem førte og ejede det skib, der kom ind, og hvor dybt stikker hun?",
  'How many feet deep does the ship truly go (13, "27/2" or "13 1/2")?':
    'Hvor mange fod stikker skibet i virkeligheden (13, "27/2" eller "13 1/2")?',
  "Who sailed the ship?": "Hvem førte skibet?",
  "Into what waters did the ship come?": "Ind i hvilke farvande kom skibet?",
  "What are the waters called ('the Elbe', 'the Sound')?": "Hvad hedder farvandene ('Elben', 'Øresund')?",
  "Did the ship come into pilot waters ('lodsmands farvand'), where a pilot is to be hired?":
    "Kom skibet ind i lodsfarvand ('lodsmands farvand'), hvor en lods skal fæstes?",
  "Have good men or honest men (dannemænd) set any figures?":
    "Har gode mænd eller dannemænd (dannemænd) sat nogen tal?",
  "What freight on the goods saved have honest men or good men set, all together?":
    "Hvilken fragt af det bjergede gods har dannemænd eller gode mænd sat, alt i alt?",
  "How have good men shared the reward among the merchants: which merchant owes how much?":
    "Hvordan har gode mænd delt lønnen mellem købmændene: hvilken købmand skylder hvor meget?",
  "What salvage reward have good men declared the merchants owe the skipper?":
    "Hvilken bjergeløn har gode mænd erklæret, at købmændene skylder skipperen?",
  "What part of the voyage have honest men (dannemænd) judged right for the freight and wages, as a fraction (e.g. '2/3')?":
    "Hvilken del af rejsen har dannemænd (dannemænd) skønnet ret for fragt og hyre, som brøk (f.eks. '2/3')?",
  "How many parcels did the ship carry, one to a bill of lading?":
    "Hvor mange partier førte skibet, ét for hvert konnossement?",
  "What costs laid out on {who} (salvaging, landing, carrying it) fall to its owner?":
    "Hvilke omkostninger lagt ud på {who} (bjergning, ilandføring, bortførsel) falder på dets ejer?",
  "Who laid out the costs on {who} (left out: the skipper)?":
    "Hvem lagde omkostningerne på {who} ud (udeladt: skipperen)?",
  "What became of {who}: saved sound, spoiled in whole or in part, or lost?":
    "Hvad blev der af {who}: bjerget ubeskadiget, helt eller delvis fordærvet, eller tabt?",
  "How was {who} stowed: in bulk, poured into the hold with other owners' goods of its kind (styrtet gods), loose but kept apart, in barrels, in packs, or in pieces bearing the owner's mark?":
    "Hvordan var {who} stuvet: løst, styrtet i rummet med andre ejeres gods af samme slags (styrtet gods), løst, men holdt for sig, i tønder, i pakker eller i stykker med ejerens mærke?",
  "How much is {who}, in its unit (e.g. 60, '12 1/2')?": "Hvor meget er {who}, i sin enhed (f.eks. 60, '12 1/2')?",
  "Who shipped {who} and owes its freight, if not its owner or the charterer?":
    "Hvem indskibede {who} og skylder dens fragt, hvis ikke dets ejer eller befragteren?",
  "Was only part of {who} spoiled?": "Var kun en del af {who} fordærvet?",
  "How much of {who} is spoiled, in its unit?": "Hvor meget af {who} er fordærvet, i sin enhed?",
  "What was the spoiled part of {who} worth, sound?": "Hvad var den fordærvede del af {who} værd i god stand?",
  "In what unit is {who} measured (e.g. 'lasts', 'barrels', 'packs')?":
    "I hvilken enhed måles {who} (f.eks. 'læster', 'tønder', 'pakker')?",
  "What is {who} worth, whole and sound?": "Hvad er {who} værd, helt og ubeskadiget?",
  "What goods are in {who}, in words (e.g. 'rye', 'herring in barrels')?":
    "Hvilket gods er der i {who}, med ord (f.eks. 'rug', 'sild i tønder')?",
  "Who chartered the ship and owes the freight (the befragter)?":
    "Hvem befragtede skibet og skylder fragten (befragteren)?",
  "How many seamen were there besides the skipper?": "Hvor mange sømænd var der foruden skipperen?",
  "How much of his wage has {who} already drawn (advances)?":
    "Hvor meget af sin hyre har {who} allerede oppebåret (forskud)?",
  "Which seaman is {who}?": "Hvilken sømand er {who}?",
  "Did {who} have portage (føring), goods carried aboard on his own account?":
    "Havde {who} føring (føring), gods han førte om bord for egen regning?",
  "What were the portage goods of {who} worth?": "Hvad var føringsgodset hos {who} værd?",
  "What goods did {who} carry as portage, in words?": "Hvilket gods førte {who} som føring, med ord?",
  "Did {who} help salvage ship, goods and gear after the wreck, refuse, or could he not, being hurt or ill?":
    "Hjalp {who} efter forliset med at bjerge skib, gods og redskab, nægtede han, eller kunne han ikke, fordi han var såret eller syg?",
  "What wage (hyre) was agreed with {who} for the voyage?": "Hvilken hyre (hyre) blev aftalt med {who} for rejsen?",
  "How many times did someone carry off or keep back shipwrecked goods?":
    "Hvor mange gange bortførte eller tilbageholdt nogen skibbrudent gods?",
  "Were the goods of {who} carried off (removed), or kept back (embezzled)?":
    "Blev godset i {who} bortført eller tilbageholdt (underslået)?",
  "Which parcel was {who} taken from?": "Fra hvilket parti blev {who} taget?",
  "Who committed {who}?": "Hvem begik {who}?",
  "What was the worth of what was taken in {who}, where known?":
    "Hvad var værdien af det, der blev taget i {who}, hvor den kendes?",
  "What was taken in {who}, in words?": "Hvad blev taget i {who}, med ord?",
  "How did the loss of ship or goods come about?": "Hvordan kom tabet af skib eller gods i stand?",
  "How did ship and goods come to grief: by misfortune, by neglect, or wilfully (the skipper did it on purpose)?":
    "Hvordan forliste skib og gods: ved ulykke, ved forsømmelse eller med forsæt (skipperen gjorde det med vilje)?",
  "How many merchants' losses have been established?": "Hvor mange købmænds tab er fastslået?",
  "How much is {who}, as established?": "Hvor meget er {who}, som fastslået?",
  "Which merchant suffered {who}?": "Hvilken købmand led {who}?",
  "Whose neglect was it: the skipper's own, or his people's?":
    "Hvis forsømmelse var det: skipperens egen eller hans folks?",
  "Which of the crew bear out the skipper's proof that it did not happen through his neglect?":
    "Hvilke af mandskabet bekræfter skipperens bevis for, at det ikke skete ved hans forsømmelse?",
  "Which merchants has the skipper already satisfied for their loss?":
    "Hvilke købmænd har skipperen allerede fyldestgjort for deres tab?",
  "How many people does the case name: the skipper, the owners, the merchants, the charterer and the crew?":
    "Hvor mange personer nævner sagen: skipperen, rederne, købmændene, befragteren og mandskabet?",
  "What is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer, a seaman, or another (all that apply)?":
    "Hvad er {who}: skipperen, en reder, en købmand med gods om bord, befragteren, en sømand eller en anden (alt, hvad der passer)?",
  "Which ship is the case about?": "Hvilket skib drejer sagen sig om?",
  "How many owners has the ship, where the case names them (their shares add up to 1)?":
    "Hvor mange ejere har skibet, hvor sagen nævner dem (deres parter giver tilsammen 1)?",
  "What did the casualty leave of her: shipwrecked (skibbruden), aground but to be repaired, aground beyond repair, or saved with part of her goods and gear?":
    "Hvad lod ulykken tilbage af hende: skibbruden (skibbruden), på grund, men kan udbedres, på grund og kan ikke udbedres, eller bjerget med en del af sit gods og redskab?",
  "Where was the voyage from and bound to, and how far had it come?":
    "Hvorfra gik rejsen og hvorhen, og hvor langt var den kommet?",
  "How much of the voyage was done when the casualty happened, as a fraction (e.g. '2/3')?":
    "Hvor meget af rejsen var gjort, da ulykken skete, som brøk (f.eks. '2/3')?",
  "What freight does the skipper earn on what was saved (left out: the agreed freight on the parcels saved)?":
    "Hvilken fragt tjener skipperen på det bjergede (udeladt: den aftalte fragt på de bjergede partier)?",
  "What would the whole cargo have paid in freight for the whole voyage (left out: the parcels' agreed freight added up)?":
    "Hvad ville hele ladningen have givet i fragt for hele rejsen (udeladt: partiernes aftalte fragt lagt sammen)?",
  "From which port did she sail?": "Fra hvilken havn sejlede hun?",
  "To which port or market were the goods bound?": "Til hvilken havn eller hvilket marked var godset bestemt?",
  "On what day is the case decided (left out: the latest day the case gives)?":
    "På hvilken dag afgøres sagen (udeladt: den seneste dag, sagen nævner)?",
  "Did the owner, or an agent for him, come for it?": "Kom ejeren eller en fuldmægtig for ham efter det?",
  "Who came for it: the owner, or an agent for him?": "Hvem kom efter det: ejeren eller en fuldmægtig for ham?",
  "On what day did he come with his proof?": "På hvilken dag kom han med sit bevis?",
  "For which owner does the agent act (left out: the one who came is the owner)?":
    "For hvilken ejer handler fuldmægtigen (udeladt: den, der kom, er ejeren)?",
  "Was his proof found sufficient?": "Blev hans bevis fundet tilstrækkeligt?",
  "How many times did someone hold back or conceal part of the find instead of handing it over?":
    "Hvor mange gange holdt nogen en del af fundet tilbage eller skjulte den i stedet for at aflevere den?",
  "Who held back {who}?": "Hvem holdt {who} tilbage?",
  "What was the worth of what was held back in {who}, where known?":
    "Hvad var værdien af det, der blev holdt tilbage i {who}, hvor den kendes?",
  "What was held back or concealed in {who}, in words?": "Hvad blev holdt tilbage eller skjult i {who}, med ord?",
  "What did the officer lay out on it (carriage, storage)?": "Hvad lagde embedsmanden ud på det (kørsel, opbevaring)?",
  "Has it been handed over to the officer ashore?": "Er det afleveret til embedsmanden i land?",
  "On what day was it handed over?": "På hvilken dag blev det afleveret?",
  "On what day was it registered, if not the day it was handed over?":
    "På hvilken dag blev det registreret, hvis ikke den dag, det blev afleveret?",
  "To whom was it handed over (the officer in command where it was landed)?":
    "Til hvem blev det afleveret (den, der har befaling dér, hvor det blev bragt i land)?",
  "When and where was it found?": "Hvornår og hvor blev det fundet?",
  "Has an assessor judged the place where it was found?": "Har en vurderingsmand bedømt stedet, hvor det blev fundet?",
  "Who made the assessment?": "Hvem foretog vurderingen?",
  "On what day was the assessment made?": "På hvilken dag blev vurderingen foretaget?",
  "Was it found, as assessed, on the open sea away from all land, rather than in the sea near land?":
    "Blev det, som vurderet, fundet på åben sø langt fra alt land, snarere end i søen nær land?",
  "On what day was it found?": "På hvilken dag blev det fundet?",
  "Was it taken up from the sea bed (in nets, or with a grapnel)?":
    "Blev det taget op fra havbunden (i garn eller med en dræg)?",
  "Was it found within the waters belonging to a coast?":
    "Blev det fundet inden for de farvande, der hører til en kyst?",
  "Was it found out of sight of any land?": "Blev det fundet uden syne af noget land?",
  "Were any of the people it belongs to with it when it was found?":
    "Var nogen af dem, det tilhører, med det, da det blev fundet?",
  "Where was it found, in words (e.g. 'in the Sound', 'the North Sea')?":
    "Hvor blev det fundet, med ord (f.eks. 'i Øresund', 'Nordsøen')?",
  "Who found it and took it up?": "Hvem fandt det og tog det op?",
  "What was found?": "Hvad blev fundet?",
  "Was a buoy still on the anchor?": "Var der endnu en bøje på ankeret?",
  "What exactly was found, in words (e.g. 'an anchor with cable')?":
    "Hvad blev nøjagtig fundet, med ord (f.eks. 'et anker med tov')?",
  "What was found: wreck (a ship, a piece of one, or her gear), an anchor, goods lost from a ship, or another thing?":
    "Hvad blev fundet: vrag (et skib, et stykke af et eller dets redskab), et anker, gods tabt fra et skib eller en anden ting?",
  "Where was it brought ashore?": "Hvor blev det bragt i land?",
  "How many people does the case name: the finders, the officer, the owner and his agent?":
    "Hvor mange personer nævner sagen: finderne, embedsmanden, ejeren og hans fuldmægtig?",
  "Did {who} refuse to help salvage?": "Nægtede {who} at hjælpe med bjergningen?",
  "What is {who}: a skipper, a fisherman, an official, the owner of what was found, his agent, a merchant, or another (all that apply)?":
    "Hvad er {who}: en skipper, en fisker, en embedsmand, ejeren af det fundne, hans fuldmægtig, en købmand eller en anden (alt, hvad der passer)?",
  "On what day was the find publicly announced, if it was?": "På hvilken dag blev fundet lyst offentligt, om det blev?",
  "Was it sold?": "Blev det solgt?",
  "On what day was it sold?": "På hvilken dag blev det solgt?",
  "What did it fetch?": "Hvad indbragte det?",
  "What salvage reward did the assessors set, if they set one?":
    "Hvilken bjergeløn satte vurderingsmændene, hvis de satte en?",
  "Was a value set on it when it was handed over?": "Blev der sat en værdi på det, da det blev afleveret?",
  "Who valued it?": "Hvem vurderede det?",
  "On what day was it valued?": "På hvilken dag blev det vurderet?",
  "What value was set on it?": "Hvilken værdi blev sat på det?",
  "How many people does the case name: the skipper, his crew, those who helped salvage or would not, the merchants and the officials asked?":
    "Hvor mange personer nævner sagen: skipperen, hans mandskab, de, der hjalp med bjergningen eller nægtede, købmændene og de embedsmænd, der blev bedt?",
  "What is {who}: the skipper, a merchant, an official, or another (all that apply)?":
    "Hvad er {who}: skipperen, en købmand, en embedsmand eller en anden (alt, hvad der passer)?",
  "How many people does the case name: the amtmand, the landowner, the salvors, the owner and his agent?":
    "Hvor mange personer nævner sagen: amtmanden, jorddrotten, bjergerne, ejeren og hans fuldmægtig?",
};

// Om rullen: Bergegeld, Gemeine
const ASKED_BORKUM: Record<string, string> = {
  "How much salvage money was paid for what was saved (0 while it is still to be fixed)?":
    "Hvor meget bjergeløn (Bergegeld) blev betalt for det bjergede (0, så længe den endnu skal fastsættes)?",
  "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?":
    "Hvem fastsatte bjergelønnen (Bergegeld): amtmanden med de bedste mænd i herredet, eller borgemester og råd i købstaden?",
  "How did those who fixed the salvage money divide it among the salvors: who had how much?":
    "Hvordan delte de, der fastsatte bjergelønnen (Bergegeld), den mellem bjergerne: hvem fik hvor meget?",
  "How many households' rights in the commons (the common land and its use) does the case give?":
    "Hvor mange husstandes rettigheder i Gemeine, fællesjorden (den fælles jord og dens brug), angiver sagen?",
  "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?":
    "Hvor mange rettigheder i Gemeine, fællesjorden, er {who} (f.eks. 2, 1 eller 1/2)?",
  "Has the salvage reward the owner is to pay been fixed?":
    "Er den bjergeløn (Bergegeld) fastsat, som ejeren skal betale?",
  "What salvage reward was fixed?": "Hvilken bjergeløn (Bergegeld) blev fastsat?",
  "Who fixed the salvage reward?": "Hvem fastsatte bjergelønnen (Bergegeld)?",
};

// Hvad værdierne betyder
const MEANT: Record<string, string> = {
  "one islander goes aboard and pilots": "én øbo går om bord og lodser",
  "an island ship must go out": "et af øens skibe må ud",
  "head of a household, man or woman": "overhoved for en husstand, mand eller kvinde",
  "a widow heading a household": "en enke, der står for en husstand",
  Syauwer: "Syauwer",
  "the king's district governor": "kongens amtmand i amtet",
  "whose land it is, with the right to the foreshore": "hvis jord det er, med retten til forstranden",
  "of a town": "i en købstad",
  "anyone else in command on the shore": "enhver anden, der har befaling på strandet",
  "on Borkum: the Randzel or the Ems": "på Borkum: Randzel eller Ems",
  "they have a share of the goods salvaged": "de har en part af det bjergede gods",
  "the salvors are paid a set sum for whatever they can salvage":
    "bjergerne får en fast sum for alt, hvad de kan bjerge",
  "they pay the skipper a set sum for all they can salvage, and keep it":
    "de betaler skipperen en fast sum for alt, hvad de kan bjerge, og beholder det",
  "stranded against the crew's will": "strandet mod mandskabets vilje",
  "put on the shore on purpose to save ship and goods": "sat på land med vilje for at frelse skib og gods",
  foundered: "sunket",
  "'fuldmægtig'": "'fuldmægtig'",
  "the owner himself": "ejeren selv",
  "the king's foreshore, where the king's amtmand acts": "kongens forstrand, hvor kongens amtmand handler",
  "the foreshore off a landowner's land": "forstranden ud for en jorddrots jord",
  "'Schute'": "'Schute'",
  goods: "gods",
  "'Lastbalken'": "'Lastbalken'",
  "'Schwert'": "'Schwert'",
  "'Rohr'": "'Rohr'",
  "a whole ship": "et helt skib",
  "a piece of a ship's hull": "et stykke af et skibsskrog",
  "acting for the merchant": "handler for købmanden",
  "owner of the goods": "ejer af godset",
  "one of the ship's people: mate, boatswain, sailor": "en af skibets folk: styrmand, bådsmand, matros",
  "all the merchant's loss made good": "al købmandens skade erstattet",
  "another suitable ship chartered to carry the goods to the agreed place for the agreed freight":
    "et andet bekvemt skib befragtet til at føre godset til det aftalte sted for den aftalte fragt",
  "'nær grunden'": "'nær grunden'",
  "'nøds sag', dl-averi/10": "'nøds sag', dl-averi/10",
  "the sailing skipper's neglect and bad look-out, dl-averi/7":
    "den sejlende skippers forsømmelse og dårlige udkig, dl-averi/7",
  "made fast: 'fast fortøjet'": "fortøjet: 'fast fortøjet'",
  "by the other": "af den anden",
  "Ships lie close, one cannot give way and asks the other to weigh anchor (dl-averi/14–15)":
    "Skibe ligger tæt, ét kan ikke vige og beder det andet lette anker (dl-averi/14–15)",
  "A ship breaks loose and drifts onto one lying at her anchor (dl-averi/11–12)":
    "Et skib river sig løs og driver ind på et, der ligger for sit anker (dl-averi/11–12)",
  "A ship lying still is run into by one under sail (dl-averi/7–10)":
    "Et skib, der ligger stille, bliver påsejlet af et under sejl (dl-averi/7–10)",
  "Ships slip cable and anchor to escape a ship driven adrift by storm (dl-averi/13)":
    "Skibe kapper tov og anker for at undgå et skib, som storm har drevet (dl-averi/13)",
  "A ship comes to harm on another ship's anchor lying without a buoy (dl-averi/16–17)":
    "Et skib kommer til skade på et andet skibs anker, der ligger uden bøje (dl-averi/16–17)",
  "Two ships under sail collide (dl-averi/6)": "To skibe under sejl støder sammen (dl-averi/6)",
  "the text speaks of harbour and roadstead": "teksten taler om havn og red",
  "'red'": "'red'",
  "owner of goods aboard": "ejer af gods om bord",
  "one of a crew": "en af et mandskab",
  "poured loose into the hold, mixed with other owners' goods of the same kind":
    "styrtet løst i rummet, blandet med andre ejeres gods af samme slags",
  "unpacked, but kept apart": "uindpakket, men holdt for sig",
  "in packs, casks or barrels": "i pakker, fade eller tønder",
  "it to the skipper at that value": "det til skipperen for den værdi",
  "he did not declare": "han erklærede sig ikke",
  "the ship at the skipper's valuation": "skibet efter skipperens vurdering",
  "goods thrown overboard": "gods kastet over bord",
  "the ship put ashore on purpose": "skibet sat på land med vilje",
  "the costs of putting into a port of refuge": "omkostningerne ved at søge nødhavn",
  "a salvor's bill": "en bjergers regning",
  "towage to safety": "bugsering i sikkerhed",
  "ashore: 'om det er ved land, at dem begravelse gøres'": "i land: 'om det er ved land, at dem begravelse gøres'",
  "acting for a merchant, e.g. a supercargo": "handler for en købmand, f.eks. en superkargo",
  "who chartered the ship, the 'befragter'": "som befragtede skibet, 'befragter'",
  "on bottomry": "på bodmeri",
  "one of the crew": "en af mandskabet",
  "damage to the ship from being run ashore on purpose": "skade på skibet ved med vilje at sætte det på land",
  "a dark night": "en mørk nat",
  "night, but not dark: moonlight, the light nights of summer": "nat, men ikke mørk: måneskin, sommerens lyse nætter",
  "a mark set up on rocks or elsewhere on the shore": "et mærke sat op på klipper eller andetsteds på strandet",
  "a fire lit at night": "en ild tændt om natten",
  "at anchor in a harbour or a roadstead sheltered by land": "for anker i en havn eller på en red i læ af land",
  "lying at anchor in open water": "for anker i åbent vand",
  "moored, aground, laid up": "fortøjet, på grund, oplagt",
  "under way": "undervejs",
  "the ship herself": "skibet selv",
  default: "standard",
  "not saved": "ikke bjerget",
  "salvaged, or kept, sound": "bjerget eller beholdt, ubeskadiget",
  "salvaged or kept, but spoiled in whole or in part: see `spoiled`":
    "bjerget eller beholdt, men helt eller delvis fordærvet: se `spoiled`",
  "poured loose into the hold, mixed with other owners' goods of the same kind: 'styrtet gods'":
    "styrtet løst i rummet, blandet med andre ejeres gods af samme slags: 'styrtet gods'",
  "unpacked but kept apart": "uindpakket, men holdt for sig",
  "goods that bear their owner's mark": "gods, der bærer ejerens mærke",
  "to salvage ship, goods and gear": "at bjerge skib, gods og redskab",
  "would not help": "ville ikke hjælpe",
  "could not, being hurt or ill": "kunne ikke, fordi han var såret eller syg",
  "kept them back": "holdt det tilbage",
  "carried the goods off": "førte godset bort",
  "by no one's fault": "ved ingens skyld",
  "the skipper's or his people's": "skipperens eller hans folks",
  "the skipper did it on purpose, out of malice": "skipperen gjorde det med vilje, af ondskab",
  "aground, and she cannot be repaired": "på grund, og hun kan ikke udbedres",
  "aground, and she can be repaired": "på grund, og hun kan udbedres",
  "she came through, with part of the goods and gear": "hun klarede sig, med en del af godset og redskabet",
  "shipwrecked: 'skibbruden'": "skibbruden: 'skibbruden'",
  "with or without cable": "med eller uden tov",
  "cargo lost from a ship: a cask, a bale": "ladning tabt fra et skib: et fad, en balle",
  "a ship, a piece of one, or its gear, lost": "et skib, et stykke af et eller dets redskab, tabt",
  "acting for the owner": "handler for ejeren",
  "e.g. the officer who receives the find": "f.eks. den embedsmand, der modtager fundet",
  "of what was found": "af det fundne",
  "master of a ship": "fører af et skib",
};

export default {
  // Forhørets egne ord om et felts spørgsmål
  "questions/phrase.it": "det",
  "questions/phrase.about": "{who}: {question}",
  "questions/phrase.howMany": "{question} Hvor mange er der?",
  "questions/phrase.idName":
    "Hvilket kort navn (bogstaver, cifre, understregninger, punktummer eller bindestreger) skal {what} have i sagen?",
  "questions/phrase.goodsOfPerson": "{person}s parti {id}",
  "questions/phrase.goodsOfPersonNoId": "{person}s parti",
  "questions/phrase.goodsNoPerson": "partiet {id}",
  "questions/phrase.goodsNoPersonNoId": "partiet",
  "questions/phrase.goodsOfWhat": "{goods} ({what})",
  "questions/phrase.wageOwed": "den løn, {person} har til gode",
  "questions/phrase.personOf": "{noun} {person}",
  "questions/phrase.personOfEntry": "{noun} {person} på {entry}",
  "questions/phrase.thingOf": "{person}s {what}",
  "questions/phrase.thingOfEntry": "{person}s {what} ({entry})",
  "questions/phrase.fromEntry": "fra {entry}",
  "questions/phrase.fromParcel": "fra parti {parcel}",
  "questions/phrase.theWhat": "{what}",
  "questions/phrase.theWhatOf": "{what} på {entry}",
  "questions/phrase.shipHerself": "skibet selv",
  "questions/phrase.theParcel": "partiet {parcel}",
  "questions/phrase.entry": "post",
  "questions/phrase.place": "{noun} {n}",
  "questions/phrase.placeOf": "{noun} {n} på {entry}",
  "questions/phrase.placeWithin": "{noun} {n} {within}",
  // Listernes poster
  "questions/entry.people": "person",
  "questions/entry.persons": "person",
  "questions/entry.cargo": "parti",
  "questions/entry.crew": "mand af besætningen",
  "questions/entry.slipped": "skib, der slap",
  "questions/entry.taken": "parti taget",
  "questions/entry.goods_lost": "parti tabt",
  "questions/entry.lighter_damage": "skade på en lægter",
  "questions/entry.wages_owed": "tilgodehavende løn",
  "questions/entry.help_asked": "kald om hjælp",
  "questions/entry.harbour_theft": "tyveri",
  "questions/entry.damage": "skade",
  "questions/entry.portage": "føring",
  "questions/entry.bottomry": "bodmerilån",
  "questions/entry.found_by": "finder",
  "questions/entry.commons_rights": "husstands ret",
  "questions/entry.concealed": "fordølgelse",
  "questions/entry.measures": "forholdsregel",
  "questions/entry.breaches": "brud",
  "questions/entry.damages": "skade",
  "questions/entry.embezzlements": "underslæb",
  "questions/entry.expenses": "udlæg",
  "questions/entry.false_lights": "falsk lys",
  "questions/entry.injuries": "skade på en person",
  "questions/entry.items": "stykke",
  "questions/entry.offers": "bud",
  "questions/entry.owners": "ejer",
  "questions/entry.sacrifices": "offer",
  "questions/entry.ships": "skib",
  // Hvad en liste står i (efter "skib 2 …")
  "questions/within.incident": "i hændelsen",
  "questions/within.lighterage": "ved lægtringen",
  "questions/within.loss": "i tabet",
  "questions/within.piracy": "ved sørøveriet",
  "questions/within.ship": "på skibet",
  "questions/within.shipwreck": "ved forliset",
  // Spørgsmålene som tekst
  "questions/render.defaultYes": " (standard: ja)",
  "questions/render.defaultNo": " (standard: nej)",
  "questions/render.defaultValue": " (standard: {value})",
  "questions/render.yesNo": "ja eller nej{def}",
  "questions/render.oneOf": "en af: {values}{def}",
  "questions/render.someOf": "vilkårligt mange af: {values}, adskilt af kommaer{def}",
  "questions/render.amount": "et beløb i {currency}{def}",
  "questions/render.amountExample": "et beløb i {currency}, f.eks. »{example}«{def}",
  "questions/render.number": "et tal: 2, »3/4«, »0.25« eller »1 1/2«{def}",
  "questions/render.date": "en dato, {format}, i sagens kalender{def}",
  "questions/render.person": "en person i sagen{def}",
  "questions/render.personAmong": "en person i sagen ({choices}){def}",
  "questions/render.ship": "et skib i sagen{def}",
  "questions/render.shipAmong": "et skib i sagen ({choices}){def}",
  "questions/render.ships": "skibe i sagen, adskilt af kommaer{def}",
  "questions/render.shipsAmong": "skibe i sagen, adskilt af kommaer ({choices}){def}",
  "questions/render.people": "personer i sagen, adskilt af kommaer{def}",
  "questions/render.peopleAmong": "personer i sagen, adskilt af kommaer ({choices}){def}",
  "questions/render.entries": "hvor mange; der spørges så om hver for sig{def}",
  "questions/render.details": "ja, for at beskrive det",
  "questions/render.mapping": "par NØGLE: VÆRDI, adskilt af kommaer{def}",
  "questions/render.text": "tekst{def}",
  "questions/render.inTheFile": "       i filen: {path}",
  "questions/render.answer": "       svar: {hint}",
  "questions/render.mattersUnder": "       har betydning efter: {provisions}",
  "questions/render.explainsOnly": "       vises kun i forklaringen; det afgør intet",
  "questions/render.formatRequires": "       sagsformatet kræver det (ingen regel har læst det endnu)",
  "questions/render.checkFails": "       en kontrol på tværs af kendsgerningerne fejler: {why}",
  "questions/render.withoutIt": "       uden det: {gap}",
  "questions/render.canMove": "       kan flytte {moves}: {effect}",
  "questions/render.withoutRun": "  uden {first}–{last}: {gap}",
  "questions/render.complete": "Mere behøves ikke: sagen kan afgøres ({situation}).",
  "questions/render.decidableOne":
    "Sagen kan afgøres ({situation}), men én kendsgerning, den udelader, behøves for dens tal.",
  "questions/render.decidableMany":
    "Sagen kan afgøres ({situation}), men {n} kendsgerninger, den udelader, behøves for dens tal.",
  "questions/render.next": "Næste spørgsmål: {question} (i filen: {path})",
  "questions/render.neededFigures": "Behøves for afgørelsens tal ({n}), i den rækkefølge man svarer:",
  "questions/render.neededBefore": "Behøves, før sagen kan afgøres ({n}), i den rækkefølge man svarer:",
  "questions/render.mayAlso":
    "De kan også oplyse ({n}); udelades de, får hver sin standardværdi, eller er ukendt, hvor den ingen har:",
  "questions/render.mayAlsoRanked":
    "De kan også oplyse ({n}), det, der kan flytte mest, først; udelades de, får hver sin standardværdi, eller er ukendt, hvor den ingen har:",
  "questions/render.rankHint": "  (ordnet efter, hvad de kan flytte, med --rank, når intet mere behøves)",
  "questions/render.readings": "Læsemåder, der angår sagen, som den er besvaret indtil nu:",
  "questions/render.reading": "  {name} = {value} — {title} [{question}]",
  "questions/render.readingDefault": "  {name} = {value} (standard) — {title} [{question}]",
  "questions/render.notNeeded": "Behøves ikke i denne situation ({n}):",
  "questions/render.stopped":
    "Reglerne kunne ikke komme videre, før de kendsgerninger, der behøves, er givet: {stopped}",
  "questions/render.refused":
    "{statute} taler ikke til sagen, som den står, og ingen af dens kendsgerninger ville ændre det: {refused}",
  "questions/render.decidesOne": "{statute} afgør sagen, men behøver én kendsgerning mere for sine tal:",
  "questions/render.decidesMany": "{statute} afgør sagen, men behøver {n} kendsgerninger mere for sine tal:",
  "questions/render.needsOne": "{statute} behøver én kendsgerning mere, før den kan afgøre sagen:",
  "questions/render.needsMany": "{statute} behøver {n} kendsgerninger mere, før den kan afgøre sagen:",
  "questions/render.rulesStopped": "  (dens regler standsede ved: {stopped}; svar fører dem videre)",
  "questions/render.intoCaseFile":
    "Besvar dem med `sealaw compare FILE --with STATUTE --interactive`: svarene skrives ind i sagsfilen.",
  "questions/render.notIntoCaseFile":
    "Kendsgerningerne blev overført til en anden slags sag, så svarene kan ikke gå ind i denne sagsfil, som de er.",
  // Hvad rapporten siger
  "questions/report.notReadHere": "ingen regel, der gælder i denne situation ({situation}), læser det",
  "questions/report.notReadSoFar": "ingen regel, der gælder for sagen, som den er besvaret indtil nu, læser det",
  "questions/report.issue": "{path}: {message}",
  "questions/report.cannotGoOn":
    "reglerne kan ikke komme videre, før de kendsgerninger, der stadig behøves, er besvaret",
  "questions/checks.issue": "{path}: {message}",
  "questions/checks.aCheck": "en kontrol på tværs af kendsgerningerne",
  "questions/carried.cannotGoOn": "reglerne kan ikke komme videre",
  // Forhøret i terminalen (ask --interactive)
  "questions/interview.intro":
    "Besvar hvert spørgsmål; »tilbage« (eller »back«) fortryder det sidste svar, »?« siger mere, et tomt svar beholder en standardværdi.",
  "questions/interview.complete": "Der behøves ikke mere: sagen kan afgøres.",
  "questions/interview.decidable": "Sagen kan afgøres; hvad der blev ubesvaret, efterlader huller i dens tal.",
  "questions/interview.nothingToAsk": "Der er ikke mere at spørge om.",
  "questions/interview.inputEnded": "(inddata sluttede, før sagen var fuldstændig)",
  "questions/interview.nothingToUndo": "(intet at fortryde)",
  "questions/interview.mattersUnder": "Det har betydning efter {provisions}.",
  "questions/interview.askedRead": "Der spørges, fordi en regel læser det.",
  "questions/interview.askedFormat": "Der spørges, fordi sagsformatet kræver det.",
  "questions/interview.askedCheck": "Der spørges, fordi en kontrol slår fejl: {why}.",
  "questions/interview.needed": "Denne kendsgerning behøves; besvar den venligst.",
  "questions/interview.notAnswer": "Ikke et svar: {why}.",
  "questions/interview.inTheFile": "    i filen: {path}",
  "questions/interview.answer": "    svar: {hint}",
  "questions/interview.note": "    ({note})",
  "questions/interview.neededSettles": "behøves: {settles}; kan stå tomt og forbliver så ukendt",
  "questions/interview.neededFor": "behøves: {settles}",
  "questions/interview.leftUnknown": "kan stå tomt: det forbliver ukendt",
  "questions/interview.leftDefault": "kan stå tomt: standardværdien gælder",
  "questions/interview.yesOrNo": "svar ja eller nej",
  "questions/interview.howMany": "svar med hvor mange: 0, 1, 2 …",
  "questions/interview.describeIt": "svar »ja« for at beskrive det (eller lad det stå tomt, hvor det må udelades)",
  "questions/interview.notPair": "»{pair}« er ikke NØGLE: VÆRDI",
  ...fieldPatterns(ASKED, MEANT, { "borkum-1666": ASKED_BORKUM }),
} satisfies Catalogue;
