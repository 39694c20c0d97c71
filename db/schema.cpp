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

constexpr std::array<std::string_view, 1> all{version1};

}  // namespace

std::span<const std::string_view> migrations() { return all; }

}  // namespace tachanka::db
