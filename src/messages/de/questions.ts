/**
 * Die Fragen auf Deutsch: jede Meldung unter der Kennung, die ihr Englisch vergibt
 * (siehe docs/languages.md). Fragen zur Borkumer Rolle mit den Wörtern der Rolle,
 * zum Danske Lov mit dem dänischen Begriff in Klammern, wo er ein Fachwort ist.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // Die Worte der Befragung um die Frage eines Feldes
  "questions/phrase.it": "es",
  "questions/phrase.about": "{who}: {question}",
  "questions/phrase.howMany": "{question} Wie viele sind es?",
  "questions/phrase.idName":
    "Unter welchem kurzen Namen (Buchstaben, Ziffern, Unterstriche, Punkte oder Striche) soll {what} im Fall geführt werden?",
  "questions/phrase.goodsOfPerson": "die Partie {id} von {person}",
  "questions/phrase.goodsOfPersonNoId": "die Partie von {person}",
  "questions/phrase.goodsNoPerson": "die Partie {id}",
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
  // Die Fragen der Felder: Borkum, Wrack (8.1–8.3)
  "questions/field.borkum-1666/wreck/breaches": "Wie viele Verstöße gegen die Ordnung nennt der Fall?",
  "questions/field.borkum-1666/wreck/claim":
    "Kam jemand als Eigner oder als Bevollmächtigter des Eigners, um das Wrack zu holen?",
  "questions/field.borkum-1666/wreck/commons_rights":
    "Wie viele Rechte von Hausständen an der Gemeine (dem gemeinen Land und seinem Gebrauch) gibt der Fall an?",
  "questions/field.borkum-1666/wreck/items[].abandoned":
    "Wurde {who} ohne jemanden an Bord gefunden, von der Mannschaft verlassen?",
  "questions/field.borkum-1666/wreck/items[].can_be_got_off": "Kann {who} wieder flott gemacht werden?",
  "questions/field.borkum-1666/wreck/items[].empty": "War {who} leer, ohne Ladung an Bord?",
  "questions/field.borkum-1666/wreck/items[].leaking": "Ist {who} leck?",
  "questions/field.borkum-1666/wreck/items[].piece":
    "Wie groß ist {who} als Stück eines Schiffes: ein halbes Schiff, ein Viertel, ein anderes großes Stück oder ein kleines?",
  "questions/field.borkum-1666/wreck/items[].stuck": "Sitzt {who} fest auf dem Grund?",
  "questions/field.borkum-1666/wreck/people[].count": "Für wie viele gleiche Personen steht {who}?",
  "questions/field.borkum-1666/wreck/people[].farm":
    "Hat {who} eine alte Hofstelle (Altbauer) oder eine neue (Neubauer)?",
  // Danske Lov 4-1, Funde (dl-vrag/1–7)
  "questions/field.dl-vrag/find/breaches": "Wie viele Verstöße gegen die Vorschriften nennt der Fall?",
  "questions/field.dl-vrag/find/claim": "Kam der Eigner oder ein Bevollmächtigter für ihn, um es zu holen?",
  "questions/field.dl-vrag/find/concealed":
    "Wie oft hat jemand einen Teil des Fundes zurückgehalten oder verheimlicht, statt ihn abzuliefern?",
  "questions/field.dl-vrag/find/delivered.registered":
    "An welchem Tag wurde es verzeichnet, wenn nicht am Tag der Ablieferung?",
  "questions/field.dl-vrag/find/people[].count": "Für wie viele gleiche Personen steht {who}?",
  "questions/field.dl-vrag/find/people[].farm": "Hat {who} eine alte Hofstelle (Altbauer) oder eine neue (Neubauer)?",
  "questions/field.dl-vrag/find/public_notice":
    "An welchem Tag wurde der Fund öffentlich bekannt gemacht, wenn überhaupt?",
  "questions/field.dl-vrag/find/sale": "Wurde es verkauft?",
  "questions/field.dl-vrag/find/valuation.date": "An welchem Tag wurde es geschätzt?",
  // Danske Lov 4-1, Wrack (dl-vrag/8–16)
  "questions/field.dl-vrag/wreck/breaches": "Wie viele Verstöße gegen die Vorschriften nennt der Fall?",
  "questions/field.dl-vrag/wreck/claim":
    "Kam jemand als Eigner oder als Bevollmächtigter des Eigners, um das Wrack (vrag) zu holen?",
  "questions/field.dl-vrag/wreck/commons_rights":
    "Wie viele Rechte von Hausständen an der Allmende (dem gemeinen Land und seinem Gebrauch) gibt der Fall an?",
  "questions/field.dl-vrag/wreck/items[].abandoned":
    "Wurde {who} ohne jemanden an Bord gefunden, von der Mannschaft verlassen?",
  "questions/field.dl-vrag/wreck/items[].can_be_got_off": "Kann {who} wieder flott gemacht werden?",
  "questions/field.dl-vrag/wreck/items[].empty": "War {who} leer, ohne Ladung an Bord?",
  "questions/field.dl-vrag/wreck/items[].leaking": "Ist {who} leck?",
  "questions/field.dl-vrag/wreck/items[].piece":
    "Wie groß ist {who} als Stück eines Schiffes: ein halbes Schiff, ein Viertel, ein anderes großes Stück oder ein kleines?",
  "questions/field.dl-vrag/wreck/items[].stuck": "Sitzt {who} fest auf dem Grund?",
  "questions/field.dl-vrag/wreck/people[].count": "Für wie viele gleiche Personen steht {who}?",
  "questions/field.dl-vrag/wreck/people[].farm": "Hat {who} eine alte Hofstelle (Altbauer) oder eine neue (Neubauer)?",
  // Danske Lov 4-2, Zusammenstöße (dl-averi/7–10)
  "questions/field.dl-averi/collision/ships[].cargo":
    "Wie viele Partien Güter (gods) waren an Bord von {who}, eine für die Partie jedes Eigners?",
  "questions/field.dl-averi/collision/ships[].skipper_means":
    "Was ist das eigene Vermögen des Schiffers von {who} wert, soweit es erreicht werden kann ('så vidt hans gods kan tilstrække')?",
  "questions/field.dl-averi/collision/ships[].value":
    "Was ist {who} wert (der Wert, der haftet, wenn ihr Schiffer nicht zahlen kann, dl-averi/7)?",
} satisfies Catalogue;
