#include "db/schema.hpp"

#include <array>

namespace tachanka::db {
namespace {

// Version 1: the campaign, its sides, their formations and units, and the ledger of actions.
constexpr std::string_view version1 = R"sql(
CREATE TABLE side (
    id             INTEGER PRIMARY KEY,
    position       INTEGER NOT NULL UNIQUE,
    name           TEXT    NOT NULL UNIQUE,
    commander      TEXT    NOT NULL DEFAULT '',
    recruit_points INTEGER NOT NULL DEFAULT 0 CHECK (recruit_points >= 0),
    prisoners      INTEGER NOT NULL DEFAULT 0 CHECK (prisoners >= 0)
) STRICT;

CREATE TABLE campaign (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    name           TEXT    NOT NULL,
    scenario_id    TEXT    NOT NULL,
    scenario_title TEXT    NOT NULL,
    seed           INTEGER NOT NULL,
    start_date     TEXT    NOT NULL,
    turns          INTEGER NOT NULL CHECK (turns >= 1),
    game_date      TEXT    NOT NULL,
    phase          TEXT    NOT NULL,
    active_side_id INTEGER NOT NULL REFERENCES side(id),
    provisional    INTEGER NOT NULL CHECK (provisional IN (0, 1))
) STRICT;

CREATE TABLE formation (
    id        INTEGER PRIMARY KEY,
    side_id   INTEGER NOT NULL REFERENCES side(id),
    parent_id INTEGER REFERENCES formation(id),
    name      TEXT    NOT NULL,
    commander TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE unit (
    id            INTEGER PRIMARY KEY,
    side_id       INTEGER NOT NULL REFERENCES side(id),
    formation_id  INTEGER NOT NULL REFERENCES formation(id),
    code          TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    kind          TEXT    NOT NULL,
    steps_max     INTEGER NOT NULL CHECK (steps_max >= 1),
    steps_lost    INTEGER NOT NULL DEFAULT 0 CHECK (steps_lost BETWEEN 0 AND steps_max),
    troop_quality INTEGER NOT NULL CHECK (troop_quality BETWEEN 1 AND 9),
    hex           TEXT,
    UNIQUE (side_id, code)
) STRICT;

CREATE TABLE action (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL,
    description TEXT NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE TABLE ledger (
    id        INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL REFERENCES action(id),
    game_date TEXT    NOT NULL,
    side_id   INTEGER REFERENCES side(id),
    kind      TEXT    NOT NULL,
    unit_id   INTEGER REFERENCES unit(id),
    amount    INTEGER NOT NULL DEFAULT 0,
    note      TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX ledger_by_action ON ledger(action_id);
CREATE INDEX unit_by_formation ON unit(formation_id);
)sql";


// Version 2: everything a campaign keeps between battles. Units carry their whole Orel state;
// depots, officers and their tokens, token pools, the army lists in use, victory locations,
// settings, the turns played and battles get tables of their own. Every ledger row records the
// change it made (table, row, column, value before and after, or a whole new row), so undo
// can revert an action exactly and the ledger alone rebuilds the current state. The rows a
// version 1 file already holds are entered on the ledger as they stand.
constexpr std::string_view version2 = R"sql(
ALTER TABLE campaign ADD COLUMN recruit_points_percent INTEGER NOT NULL DEFAULT 100;

ALTER TABLE side ADD COLUMN army_id TEXT NOT NULL DEFAULT '';
ALTER TABLE side ADD COLUMN friendly_edges TEXT NOT NULL DEFAULT '';
ALTER TABLE side ADD COLUMN recruit_battalions INTEGER NOT NULL DEFAULT 0;

ALTER TABLE formation ADD COLUMN kind TEXT NOT NULL DEFAULT 'infantry';
ALTER TABLE formation ADD COLUMN main_bodies INTEGER NOT NULL DEFAULT 1;
ALTER TABLE formation ADD COLUMN army_id TEXT NOT NULL DEFAULT '';
ALTER TABLE formation ADD COLUMN inactive_through TEXT;
ALTER TABLE formation ADD COLUMN release_conditions TEXT NOT NULL DEFAULT '';

ALTER TABLE unit ADD COLUMN recruits_marker INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN strength INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN charge INTEGER;
ALTER TABLE unit ADD COLUMN fire INTEGER;
ALTER TABLE unit ADD COLUMN movement INTEGER;
ALTER TABLE unit ADD COLUMN shock INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN integrated_artillery INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN train TEXT;
ALTER TABLE unit ADD COLUMN battalion INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN mode TEXT NOT NULL DEFAULT 'combat';
ALTER TABLE unit ADD COLUMN routed_on TEXT;
ALTER TABLE unit ADD COLUMN unsupplied INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN entrenchment TEXT NOT NULL DEFAULT 'none';
ALTER TABLE unit ADD COLUMN out_of_command INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN off_map INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN fate TEXT NOT NULL DEFAULT 'active';
ALTER TABLE unit ADD COLUMN arrival_date TEXT;
ALTER TABLE unit ADD COLUMN entry_hexes TEXT NOT NULL DEFAULT '';
ALTER TABLE unit ADD COLUMN mp_penalty INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unit ADD COLUMN arrival_note TEXT NOT NULL DEFAULT '';

CREATE TABLE setting (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE depot (
    id           INTEGER PRIMARY KEY,
    side_id      INTEGER NOT NULL REFERENCES side(id),
    formation_id INTEGER REFERENCES formation(id),
    kind         TEXT    NOT NULL,
    munitions    INTEGER NOT NULL CHECK (munitions >= 0),
    functional   INTEGER NOT NULL DEFAULT 1,
    unsupplied   INTEGER NOT NULL DEFAULT 0,
    hex          TEXT,
    fate         TEXT    NOT NULL DEFAULT 'active',
    arrival_date TEXT,
    entry_hexes  TEXT    NOT NULL DEFAULT '',
    mp_penalty   INTEGER NOT NULL DEFAULT 0,
    arrival_note TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE army_list (
    id     INTEGER PRIMARY KEY,
    army   TEXT NOT NULL UNIQUE,
    name   TEXT NOT NULL,
    source TEXT NOT NULL
) STRICT;

CREATE TABLE token_pool (
    id           INTEGER PRIMARY KEY,
    side_id      INTEGER NOT NULL REFERENCES side(id),
    formation_id INTEGER REFERENCES formation(id),
    army         TEXT    NOT NULL,
    senior_draw  INTEGER NOT NULL CHECK (senior_draw >= 1),
    junior_draw  INTEGER NOT NULL CHECK (junior_draw >= 1)
) STRICT;

CREATE TABLE officer (
    id           INTEGER PRIMARY KEY,
    side_id      INTEGER NOT NULL REFERENCES side(id),
    formation_id INTEGER REFERENCES formation(id),
    unit_id      INTEGER REFERENCES unit(id),
    name         TEXT    NOT NULL,
    rank         TEXT    NOT NULL,
    fate         TEXT    NOT NULL DEFAULT 'serving'
) STRICT;

CREATE TABLE token (
    id              INTEGER PRIMARY KEY,
    pool_id         INTEGER NOT NULL REFERENCES token_pool(id),
    morale_bonus    INTEGER NOT NULL,
    characteristics TEXT    NOT NULL DEFAULT '',
    officer_id      INTEGER REFERENCES officer(id)
) STRICT;

CREATE TABLE location (
    id                 INTEGER PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,
    hex                TEXT NOT NULL,
    controller_side_id INTEGER REFERENCES side(id)
) STRICT;

-- A day of the turn record track for one side: the recruit points it gives (scaled for the
-- scenario), and once the side's recruitment phase has come, what was received.
CREATE TABLE turn (
    id             INTEGER PRIMARY KEY,
    game_date      TEXT    NOT NULL,
    side_id        INTEGER NOT NULL REFERENCES side(id),
    track_points   INTEGER NOT NULL DEFAULT 0,
    received       INTEGER,
    orel_bonus     INTEGER NOT NULL DEFAULT 0,
    points_lost    INTEGER NOT NULL DEFAULT 0,
    UNIQUE (game_date, side_id)
) STRICT;

CREATE TABLE battle (
    id           INTEGER PRIMARY KEY,
    game_date    TEXT    NOT NULL,
    hex          TEXT,
    system       TEXT    NOT NULL,
    attacker_id  INTEGER NOT NULL REFERENCES side(id),
    seed         INTEGER NOT NULL,
    state        TEXT    NOT NULL DEFAULT 'planned',
    outcome      TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE battle_unit (
    id          INTEGER PRIMARY KEY,
    battle_id   INTEGER NOT NULL REFERENCES battle(id),
    unit_id     INTEGER NOT NULL REFERENCES unit(id),
    troop_type  TEXT    NOT NULL DEFAULT '',
    bases       INTEGER NOT NULL DEFAULT 0,
    bases_lost  INTEGER NOT NULL DEFAULT 0,
    terror      INTEGER NOT NULL DEFAULT 0,
    humiliated  INTEGER NOT NULL DEFAULT 0,
    officer_id  INTEGER REFERENCES officer(id)
) STRICT;

CREATE TABLE battle_event (
    id         INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL REFERENCES battle(id),
    sequence   INTEGER NOT NULL,
    actor      TEXT    NOT NULL DEFAULT '',
    action     TEXT    NOT NULL,
    dice       TEXT    NOT NULL DEFAULT '',
    table_cell TEXT    NOT NULL DEFAULT '',
    effects    TEXT    NOT NULL DEFAULT ''
) STRICT;

ALTER TABLE ledger ADD COLUMN phase TEXT NOT NULL DEFAULT '';
ALTER TABLE ledger ADD COLUMN battle_id INTEGER REFERENCES battle(id);
ALTER TABLE ledger ADD COLUMN officer_id INTEGER REFERENCES officer(id);
ALTER TABLE ledger ADD COLUMN entity TEXT;
ALTER TABLE ledger ADD COLUMN entity_id INTEGER;
ALTER TABLE ledger ADD COLUMN field TEXT;
ALTER TABLE ledger ADD COLUMN before ANY;
ALTER TABLE ledger ADD COLUMN after ANY;

CREATE INDEX ledger_by_unit ON ledger(unit_id);
CREATE INDEX ledger_by_date ON ledger(game_date, side_id);
CREATE INDEX officer_by_side ON officer(side_id);
CREATE INDEX token_by_pool ON token(pool_id);

INSERT INTO action (kind, description)
  SELECT 'migrate', 'campaign file brought up to schema 2' WHERE EXISTS (SELECT 1 FROM campaign);
INSERT INTO ledger (action_id, game_date, kind, entity, entity_id, after)
  SELECT (SELECT max(id) FROM action), (SELECT game_date FROM campaign), 'created', 'side', id,
         json_object('id', id, 'position', position, 'name', name, 'commander', commander,
                     'recruit_points', recruit_points, 'prisoners', prisoners,
                     'army_id', army_id, 'friendly_edges', friendly_edges,
                     'recruit_battalions', recruit_battalions)
  FROM side ORDER BY id;
INSERT INTO ledger (action_id, game_date, kind, entity, entity_id, after)
  SELECT (SELECT max(id) FROM action), game_date, 'created', 'campaign', id,
         json_object('id', id, 'name', name, 'scenario_id', scenario_id,
                     'scenario_title', scenario_title, 'seed', seed, 'start_date', start_date,
                     'turns', turns, 'game_date', game_date, 'phase', phase,
                     'active_side_id', active_side_id, 'provisional', provisional,
                     'recruit_points_percent', recruit_points_percent)
  FROM campaign;
INSERT INTO ledger (action_id, game_date, kind, entity, entity_id, after)
  SELECT (SELECT max(id) FROM action), (SELECT game_date FROM campaign), 'created', 'formation', id,
         json_object('id', id, 'side_id', side_id, 'parent_id', parent_id, 'name', name,
                     'commander', commander, 'kind', kind, 'main_bodies', main_bodies,
                     'army_id', army_id, 'inactive_through', inactive_through,
                     'release_conditions', release_conditions)
  FROM formation ORDER BY id;
INSERT INTO ledger (action_id, game_date, kind, entity, entity_id, unit_id, after)
  SELECT (SELECT max(id) FROM action), (SELECT game_date FROM campaign), 'created', 'unit', id, id,
         json_object('id', id, 'side_id', side_id, 'formation_id', formation_id, 'code', code,
                     'name', name, 'kind', kind, 'steps_max', steps_max,
                     'steps_lost', steps_lost, 'troop_quality', troop_quality, 'hex', hex)
  FROM unit ORDER BY id;
)sql";

// Version 3: battles as the campaign resolves them. A battle keeps the choices of its plan
// (terrain, river, attack type and the players' options) and the prisoners it took; each unit
// of it, its role, its steps and hex when planned (so apply can see it changed since) and what
// the resolution did to it.
constexpr std::string_view version3 = R"sql(
ALTER TABLE battle ADD COLUMN terrain TEXT NOT NULL DEFAULT 'clear';
ALTER TABLE battle ADD COLUMN river INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN attack TEXT NOT NULL DEFAULT 'prepared';
ALTER TABLE battle ADD COLUMN options TEXT NOT NULL DEFAULT '';
ALTER TABLE battle ADD COLUMN attacker_prisoners INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN defender_prisoners INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN provisional INTEGER NOT NULL DEFAULT 0;

ALTER TABLE battle_unit ADD COLUMN role TEXT NOT NULL DEFAULT 'attacker';
ALTER TABLE battle_unit ADD COLUMN steps_before INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle_unit ADD COLUMN hex_before TEXT;
ALTER TABLE battle_unit ADD COLUMN steps_lost INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle_unit ADD COLUMN mode_after TEXT;
ALTER TABLE battle_unit ADD COLUMN fate_after TEXT NOT NULL DEFAULT 'active';
ALTER TABLE battle_unit ADD COLUMN retreat_hexes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle_unit ADD COLUMN advanced INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle_unit ADD COLUMN unsupplied_after INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle_unit ADD COLUMN moved_to TEXT;

CREATE INDEX battle_by_date ON battle(game_date);
CREATE INDEX battle_unit_by_battle ON battle_unit(battle_id);
CREATE INDEX battle_event_by_battle ON battle_event(battle_id);
CREATE INDEX ledger_by_battle ON ledger(battle_id);
)sql";

// Version 4: a tank that broke down in a battle stays broken down for the rest of the day
// (9.2.1), and a battle keeps the odds its assault was read at for the turn sheet.
constexpr std::string_view version4 = R"sql(
ALTER TABLE battle_unit ADD COLUMN broken_down INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN assault_odds TEXT NOT NULL DEFAULT '';
)sql";

// Version 5: battles fought on the table (issue 16). A battle converted to a tactical system
// keeps its tactical units (each from one campaign unit: troop type, bases at the start, bases
// lost and surrendered, markers, the junior officer and whether he fell) and an append-only
// log of its actions: every die with its purpose, the table cells read, whether the dice were
// rolled or typed, and the units' markers before the action so an undo can be a new entry
// that corrects an earlier one instead of erasing it.
constexpr std::string_view version5 = R"sql(
ALTER TABLE battle ADD COLUMN tactical_system TEXT NOT NULL DEFAULT '';

CREATE TABLE tactical_unit (
    id            INTEGER PRIMARY KEY,
    battle_id     INTEGER NOT NULL REFERENCES battle(id),
    unit_id       INTEGER NOT NULL REFERENCES unit(id),
    code          TEXT    NOT NULL,
    side_id       INTEGER NOT NULL REFERENCES side(id),
    troop_type    TEXT    NOT NULL,
    army          TEXT    NOT NULL,
    bases         INTEGER NOT NULL CHECK (bases >= 1),
    bases_lost    INTEGER NOT NULL DEFAULT 0 CHECK (bases_lost >= 0),
    surrendered   INTEGER NOT NULL DEFAULT 0 CHECK (surrendered >= 0),
    terror        INTEGER NOT NULL DEFAULT 0 CHECK (terror >= 0),
    humiliated    INTEGER NOT NULL DEFAULT 0 CHECK (humiliated >= 0),
    pinned        INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
    routing       INTEGER NOT NULL DEFAULT 0 CHECK (routing IN (0, 1)),
    officer_id    INTEGER REFERENCES officer(id),
    officer_fate  TEXT    NOT NULL DEFAULT '',
    provisional   INTEGER NOT NULL DEFAULT 0 CHECK (provisional IN (0, 1)),
    UNIQUE (battle_id, code)
) STRICT;

CREATE TABLE tactical_event (
    id          INTEGER PRIMARY KEY,
    battle_id   INTEGER NOT NULL REFERENCES battle(id),
    sequence    INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    actor       TEXT    NOT NULL DEFAULT '',
    target      TEXT    NOT NULL DEFAULT '',
    rolls       TEXT    NOT NULL DEFAULT '',
    dice_origin TEXT    NOT NULL CHECK (dice_origin IN ('rolled', 'typed', 'corrected', 'none')),
    table_cell  TEXT    NOT NULL DEFAULT '',
    effects     TEXT    NOT NULL DEFAULT '',
    corrects    INTEGER,
    state_before TEXT   NOT NULL DEFAULT '',
    UNIQUE (battle_id, sequence)
) STRICT;

CREATE INDEX tactical_unit_by_battle ON tactical_unit(battle_id);
CREATE INDEX tactical_event_by_battle ON tactical_event(battle_id);
)sql";

// Version 6: random events (6) as the campaign rolls them, the "Centre Ville" marker of a unit
// in Orël's town centre rather than its suburbs (7.1.1), and an index of the ledger by kind. A Suffered event is done when
// rolled, or pending until the recruitment it takes points from; a Controlled one is held until
// it is played or the end of the opponent's next turn (`expires_on`, that turn's day).
constexpr std::string_view version6 = R"sql(
ALTER TABLE unit ADD COLUMN town_centre INTEGER NOT NULL DEFAULT 0 CHECK (town_centre IN (0, 1));

CREATE TABLE random_event (
    id             INTEGER PRIMARY KEY,
    side_id        INTEGER NOT NULL REFERENCES side(id),
    game_date      TEXT    NOT NULL,
    roll           INTEGER NOT NULL CHECK (roll BETWEEN 1 AND 100),
    event          TEXT    NOT NULL,
    kind           TEXT    NOT NULL,
    title          TEXT    NOT NULL,
    effect         TEXT    NOT NULL,
    recruit_points INTEGER NOT NULL DEFAULT 0 CHECK (recruit_points >= 0),
    state          TEXT    NOT NULL
                   CHECK (state IN ('done', 'pending', 'held', 'played', 'expired')),
    expires_on     TEXT,
    provisional    INTEGER NOT NULL DEFAULT 0 CHECK (provisional IN (0, 1)),
    UNIQUE (side_id, game_date)
) STRICT;

-- The ledger is read by kind (attrition, marching days, the ledger's own filter).
CREATE INDEX ledger_by_kind ON ledger(kind);
)sql";

// Version 7: the map layer the club paints (the Orel map is not in the text): a hex's terrain
// (Terrain Effects Table names) and station (NULL: as the shipped map has it), and a road,
// railroad or river along the side between two adjacent hexes (`hex` the lower-numbered).
// Erasing keeps the row with `drawn` 0, so that the journal's undo and replay see every change
// as a value set.
constexpr std::string_view version7 = R"sql(
CREATE TABLE map_hex (
    id      INTEGER PRIMARY KEY,
    hex     TEXT NOT NULL UNIQUE,
    terrain TEXT NOT NULL,
    station TEXT CHECK (station IN ('none', 'station', 'double-track'))
) STRICT;

CREATE TABLE map_hexside (
    id        INTEGER PRIMARY KEY,
    hex       TEXT    NOT NULL,
    other_hex TEXT    NOT NULL,
    feature   TEXT    NOT NULL CHECK (feature IN ('road', 'railroad', 'river')),
    drawn     INTEGER NOT NULL DEFAULT 1 CHECK (drawn IN (0, 1)),
    UNIQUE (hex, other_hex, feature)
) STRICT;
)sql";

// Version 8: what each action of a battle on the table did to the Red Actions! turn (the
// initiative decided, the unit's action segment, the units forced to act out of sequence), in
// rules::redactions::turnStepText's notation; empty for the actions before the first initiative.
constexpr std::string_view version8 = R"sql(
ALTER TABLE tactical_event ADD COLUMN turn_step TEXT NOT NULL DEFAULT '';
)sql";

// Version 9: the field rules' state of a unit on the table: the foxholes it dug, in quarter
// columns ("Digging in"), whether it is in barbed wire, and a tank's or armoured car's condition
// (rules::redactions::vehicleConditionNames).
constexpr std::string_view version9 = R"sql(
ALTER TABLE tactical_unit ADD COLUMN foxholes INTEGER NOT NULL DEFAULT 0 CHECK (foxholes >= 0);
ALTER TABLE tactical_unit ADD COLUMN in_wire INTEGER NOT NULL DEFAULT 0 CHECK (in_wire IN (0, 1));
ALTER TABLE tactical_unit ADD COLUMN vehicle_condition TEXT NOT NULL DEFAULT 'running'
    CHECK (vehicle_condition IN ('running', 'broken-down', 'stuck', 'stuck-for-good'));
)sql";

// Version 10: the ledger's kind index carries what the attrition sums read (date, side, unit,
// amount), so the Overview's chart and `print attrition` read the index alone instead of
// looking each of a long campaign's rows up in the table: a third of the time (issue 21).
constexpr std::string_view version10 = R"sql(
DROP INDEX ledger_by_kind;
CREATE INDEX ledger_by_kind ON ledger(kind, game_date, side_id, unit_id, amount);
)sql";

// Version 11: what fires and trains leave on the table (issue 16): a battle's buildings set
// alight with their fire markers (rules::redactions::buildingsText) and an armoured train's
// speed, direction and hits on its engine and cars (rules::redactions::trainText); empty
// before any. And the senior officers of the formations a battle on the table converted, each
// with his fate in it ('' serving, 'killed').
constexpr std::string_view version11 = R"sql(
ALTER TABLE battle ADD COLUMN buildings TEXT NOT NULL DEFAULT '';
ALTER TABLE tactical_unit ADD COLUMN train TEXT NOT NULL DEFAULT '';

CREATE TABLE tactical_senior (
    id         INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL REFERENCES battle(id),
    officer_id INTEGER NOT NULL REFERENCES officer(id),
    side_id    INTEGER NOT NULL REFERENCES side(id),
    fate       TEXT    NOT NULL DEFAULT '' CHECK (fate IN ('', 'killed')),
    UNIQUE (battle_id, officer_id)
) STRICT;
CREATE INDEX tactical_senior_by_battle ON tactical_senior(battle_id);
)sql";

// Version 12: the state of a battle and of its units in a system besides Red Actions!, as the
// system's own text: a Bullets & Bolsheviks unit's morale level, hexes fallen back, mobility
// boxes and battery damage (rules::bnb::unitStateText, issue 17); a Red Flags & Iron Crosses
// battle's turn and the cards seen of its pack, a unit's grade and disruption
// (rules::rfic::battleStateText, issue 18). Empty for Red Actions!.
constexpr std::string_view version12 = R"sql(
ALTER TABLE tactical_unit ADD COLUMN system_state TEXT NOT NULL DEFAULT '';
ALTER TABLE battle ADD COLUMN system_state TEXT NOT NULL DEFAULT '';
)sql";

// Version 13: the last change of a stored value (db::lastChange: when a unit began to dig in,
// asked for each unit digging at the end of every movement phase) is found by an index, not by
// reading a long campaign's whole ledger for each unit (issue 21).
constexpr std::string_view version13 = R"sql(
CREATE INDEX ledger_by_entity ON ledger(entity, entity_id, field);
)sql";

// Version 14: a senior officer on the table may be wounded too, as a Red Flags & Iron Crosses
// Commander is by a red card of the Commander table (issue 18). SQLite changes a CHECK only by
// building the table anew; nothing refers to its rows.
constexpr std::string_view version14 = R"sql(
CREATE TABLE tactical_senior_14 (
    id         INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL REFERENCES battle(id),
    officer_id INTEGER NOT NULL REFERENCES officer(id),
    side_id    INTEGER NOT NULL REFERENCES side(id),
    fate       TEXT    NOT NULL DEFAULT '' CHECK (fate IN ('', 'killed', 'wounded')),
    UNIQUE (battle_id, officer_id)
) STRICT;
INSERT INTO tactical_senior_14 (id, battle_id, officer_id, side_id, fate)
    SELECT id, battle_id, officer_id, side_id, fate FROM tactical_senior;
DROP TABLE tactical_senior;
ALTER TABLE tactical_senior_14 RENAME TO tactical_senior;
CREATE INDEX tactical_senior_by_battle ON tactical_senior(battle_id);
)sql";

// Version 15: an attack draws its munitions from one depot (8.2.1, issue 44): the depot and
// the points, so the day's spending is read off the day's battles and a voided battle spends
// nothing.
constexpr std::string_view version15 = R"sql(
ALTER TABLE battle ADD COLUMN depot_id INTEGER REFERENCES depot(id);
ALTER TABLE battle ADD COLUMN munitions INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 16: a resolution stops where the rules hand the players a choice (issue 44): the
// choice it waits for, the answers given, the seed of its dice; and where each unit that
// retreated was sent.
constexpr std::string_view version16 = R"sql(
ALTER TABLE battle ADD COLUMN awaiting TEXT NOT NULL DEFAULT '';
ALTER TABLE battle ADD COLUMN answers TEXT NOT NULL DEFAULT '';
ALTER TABLE battle ADD COLUMN dice_seed INTEGER;
ALTER TABLE battle_unit ADD COLUMN retreat_to TEXT;
)sql";

// Version 17: each formation's main body as the last command phase traced it (5.2 b: a group
// the owner chose on a tie keeps its status until a larger one can be defined), the unit
// codes separated by spaces. A campaign begun before starts with none (its rows are rebuilt
// from the ledger, which a migration writes nothing to): its first command phase offers its
// ties to their owners.
constexpr std::string_view version17 = R"sql(
ALTER TABLE formation ADD COLUMN main_body TEXT NOT NULL DEFAULT '';
)sql";

// Version 18: the campaign's story (issue 51): the players' notes on a day, a battle, a unit or
// an officer, and photos of the table attached to a battle or a day. A photo's image is kept
// as base64 text, so the ledger, undo, the XML exchange and backups carry it as every other
// value; its kind and size are checked before it is written.
constexpr std::string_view version18 = R"sql(
CREATE TABLE note (
    id         INTEGER PRIMARY KEY,
    game_date  TEXT    NOT NULL,
    subject    TEXT    NOT NULL CHECK (subject IN ('day', 'battle', 'unit', 'officer')),
    battle_id  INTEGER REFERENCES battle(id),
    unit_id    INTEGER REFERENCES unit(id),
    officer_id INTEGER REFERENCES officer(id),
    text       TEXT    NOT NULL CHECK (length(text) > 0),
    CHECK ((battle_id IS NOT NULL) = (subject = 'battle')),
    CHECK ((unit_id IS NOT NULL) = (subject = 'unit')),
    CHECK ((officer_id IS NOT NULL) = (subject = 'officer'))
) STRICT;
CREATE INDEX note_by_date ON note(game_date);
CREATE TABLE photo (
    id         INTEGER PRIMARY KEY,
    game_date  TEXT    NOT NULL,
    battle_id  INTEGER REFERENCES battle(id),
    media_type TEXT    NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
    width      INTEGER NOT NULL CHECK (width > 0),
    height     INTEGER NOT NULL CHECK (height > 0),
    caption    TEXT    NOT NULL DEFAULT '',
    data       TEXT    NOT NULL
) STRICT;
CREATE INDEX photo_by_date ON photo(game_date);
)sql";

// Version 19: the campaign's history to return to. A bookmark names the moment its own action
// left (a state row like any other, so undo and a return take it with its action). What a
// return to an earlier moment took back is kept whole under the return's action in
// taken_back: each action row and its ledger rows as JSON, and for an earlier return among
// them what that one kept, so undoing the return puts everything back as it was.
constexpr std::string_view version19 = R"sql(
CREATE TABLE bookmark (
    id        INTEGER PRIMARY KEY,
    name      TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    action_id INTEGER NOT NULL
) STRICT;
CREATE TABLE taken_back (
    id                INTEGER PRIMARY KEY,
    restore_action_id INTEGER NOT NULL REFERENCES action(id),
    action            TEXT    NOT NULL,
    ledger            TEXT    NOT NULL,
    nested            TEXT    NOT NULL
) STRICT;
CREATE INDEX taken_back_by_restore ON taken_back(restore_action_id);
)sql";

// Version 20: seats, sides' files and a log anyone can check (issue 47). A seat is a named
// player of a side (or the umpire's, with no side) and the Ed25519 public key that signs the
// orders he sends; the secret half is kept apart, off the ledger, and goes with a side's file
// only to that side. Each ledger row carries `chain`, the BLAKE2b hash of the row before's and of its own
// action and columns (db/ledger_chain.hpp), so a changed byte anywhere in the history shows.
constexpr std::string_view version20 = R"sql(
CREATE TABLE seat (
    id         INTEGER PRIMARY KEY,
    side_id    INTEGER REFERENCES side(id),
    name       TEXT    NOT NULL CHECK (length(name) > 0),
    public_key TEXT    NOT NULL CHECK (length(public_key) = 64),
    UNIQUE (side_id, name)
) STRICT;
CREATE TABLE seat_secret (
    seat_id    INTEGER PRIMARY KEY REFERENCES seat(id) ON DELETE CASCADE,
    secret_key TEXT    NOT NULL CHECK (length(secret_key) = 128)
) STRICT;
ALTER TABLE ledger ADD COLUMN chain TEXT;
-- A side's file (seat export) says whose it is and where it comes from: the umpire's campaign
-- (the seal its first ledger row has there), his last action then, and how many of the side's
-- orders he had merged, so its orders follow them.
CREATE TABLE side_file (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    side_id       INTEGER NOT NULL REFERENCES side(id),
    campaign_key  TEXT    NOT NULL,
    umpire_action INTEGER NOT NULL,
    orders_merged INTEGER NOT NULL CHECK (orders_merged >= 0),
    exported_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
-- Each side's orders the umpire has merged, in order, with the seal of the first ledger row
-- they wrote: orders whose every row an undo took back count as not merged.
CREATE TABLE orders_merged (
    id          INTEGER PRIMARY KEY,
    side_id     INTEGER NOT NULL REFERENCES side(id),
    number      INTEGER NOT NULL CHECK (number >= 1),
    seat_id     INTEGER NOT NULL,
    digest      TEXT    NOT NULL,
    first_chain TEXT
) STRICT;
)sql";

// Version 21: hidden information on the table (issue 47, Red Actions!' "Set-up"). A side notes
// its ambushes and places position and dummy markers: each a row here, the unit under it (none
// for a dummy), where it lies as the players name it, and whether the enemy has seen it. A
// scouting roll made secretly is kept as its commitment (BLAKE2b of the die and a random
// nonce) beside the die and nonce themselves, which a side's file of the scouting side holds
// only once revealed. A scouting's log entry keeps its die out of sight: its origin is
// "committed". An entry of seeded dice keeps its seed.
constexpr std::string_view version21 = R"sql(
CREATE TABLE tactical_marker (
    id       INTEGER PRIMARY KEY,
    battle_id INTEGER NOT NULL REFERENCES battle(id),
    side_id  INTEGER NOT NULL REFERENCES side(id),
    label    TEXT    NOT NULL CHECK (length(label) > 0),
    kind     TEXT    NOT NULL CHECK (kind IN ('ambush', 'position', 'dummy', 'marker')),
    unit_id  INTEGER REFERENCES tactical_unit(id),
    spot     TEXT    NOT NULL DEFAULT '',
    revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1)),
    UNIQUE (battle_id, label)
) STRICT;
CREATE INDEX tactical_marker_by_battle ON tactical_marker(battle_id);
CREATE TABLE tactical_secret (
    id         INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL REFERENCES battle(id),
    side_id    INTEGER NOT NULL REFERENCES side(id),
    sequence   INTEGER NOT NULL CHECK (sequence >= 1),
    turn       INTEGER NOT NULL CHECK (turn >= 0),
    scout      TEXT    NOT NULL,
    spot       TEXT    NOT NULL,
    commitment TEXT    NOT NULL CHECK (length(commitment) = 64),
    die        INTEGER CHECK (die BETWEEN 1 AND 6),
    nonce      TEXT    CHECK (nonce IS NULL OR length(nonce) = 32),
    revealed   INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1))
) STRICT;
CREATE INDEX tactical_secret_by_battle ON tactical_secret(battle_id);
-- A scouting roll's log entry says its die was committed, not shown: the origin's CHECK grows;
-- an entry whose dice Tachanka rolled keeps their seed, so verify can roll them again.
CREATE TABLE tactical_event_21 (
    id          INTEGER PRIMARY KEY,
    battle_id   INTEGER NOT NULL REFERENCES battle(id),
    sequence    INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    actor       TEXT    NOT NULL DEFAULT '',
    target      TEXT    NOT NULL DEFAULT '',
    rolls       TEXT    NOT NULL DEFAULT '',
    dice_origin TEXT    NOT NULL
        CHECK (dice_origin IN ('rolled', 'typed', 'corrected', 'none', 'committed')),
    table_cell  TEXT    NOT NULL DEFAULT '',
    effects     TEXT    NOT NULL DEFAULT '',
    corrects    INTEGER,
    state_before TEXT   NOT NULL DEFAULT '',
    turn_step   TEXT    NOT NULL DEFAULT '',
    seed        INTEGER,
    UNIQUE (battle_id, sequence)
) STRICT;
INSERT INTO tactical_event_21 (id, battle_id, sequence, action, actor, target, rolls,
    dice_origin, table_cell, effects, corrects, state_before, turn_step)
    SELECT id, battle_id, sequence, action, actor, target, rolls, dice_origin, table_cell,
           effects, corrects, state_before, turn_step FROM tactical_event;
DROP TABLE tactical_event;
ALTER TABLE tactical_event_21 RENAME TO tactical_event;
CREATE INDEX tactical_event_by_battle ON tactical_event(battle_id);
)sql";

// Version 22: the club's campaign server (issue 48). A player's password as libsodium's
// Argon2id string (its salt and costs inside), kept apart from the ledger as the seats' secret
// keys are, and gone with its seat on an undo; a side's file carries none.
constexpr std::string_view version22 = R"sql(
CREATE TABLE seat_password (
    seat_id INTEGER PRIMARY KEY REFERENCES seat(id) ON DELETE CASCADE,
    hash    TEXT    NOT NULL CHECK (hash LIKE '$argon2id$%'),
    set_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
)sql";

constexpr std::array<std::string_view, 22> all{version1,  version2,  version3,  version4,
                                               version5,  version6,  version7,  version8,
                                               version9,  version10, version11, version12,
                                               version13, version14, version15, version16,
                                               version17, version18, version19, version20,
                                               version21, version22};

}  // namespace

std::span<const std::string_view> migrations() { return all; }

}  // namespace tachanka::db
